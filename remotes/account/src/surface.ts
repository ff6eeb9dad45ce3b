import { type PageDescriptor, surfaceOf } from '@flowdeck/contract';
import { ACCOUNT_SETTINGS_PAGE } from './features/account-settings/page';
import { AFFILIATE_PAGE } from './features/affiliate/page';
import { CHECKOUT_PAGE } from './features/checkout/page';
import { DISCORD_BOT_PAGE } from './features/discordbot/page';
import { FREE_DISCORD_BOT_PAGE } from './features/free-discord-bot/page';
import { REFER_PAGE } from './features/refer/page';
import { VERIFY_EMAIL_PAGE } from './features/verify-email/page';

export const REMOTE_ID = 'account';

/** Every page of this remote, each declared beside its code (`features/<url-segment>/page.ts`). */
export const PAGES: readonly PageDescriptor[] = [
  REFER_PAGE,
  CHECKOUT_PAGE,
  AFFILIATE_PAGE,
  DISCORD_BOT_PAGE,
  FREE_DISCORD_BOT_PAGE,
  ACCOUNT_SETTINGS_PAGE,
  VERIFY_EMAIL_PAGE,
];

/** The remote's routes and nav entries as plain data (also recorded in the registry). */
export const SURFACE = surfaceOf(REMOTE_ID, PAGES);
