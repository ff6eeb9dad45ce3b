import type { RemoteSurface } from '@flowdeck/contract';
import {
  ACCOUNT_SETTINGS_PATH,
  AFFILIATE_PATH,
  CHECKOUT_PATH,
  DISCORD_BOT_PATH,
  FREE_DISCORD_BOT_PATH,
  REFER_PATH,
  specNavEntry,
} from '@flowdeck/contract';

/** The signed-in user's own account and billing pages. */
const READ_ACCOUNT = { action: 'read', subject: 'Account' } as const;
const UPDATE_ACCOUNT = { action: 'update', subject: 'Account' } as const;
/** The free bot page sits in the navigation's Discord & Media group, which the host shows to Tools readers. */
const READ_TOOLS = { action: 'read', subject: 'Tools' } as const;

/** The nav's 'Discord Bot' entry: title and position come from the spec's navigation. */
export const FREE_DISCORD_BOT_NAV = specNavEntry(FREE_DISCORD_BOT_PATH, { icon: 'SmartToy', requires: READ_TOOLS });

/** The account remote's routes and nav entries as plain data (also recorded in the registry). */
export const SURFACE: RemoteSurface = {
  id: 'account',
  routes: [
    // Spec §2: /refer is public and fetches no profile.
    {
      path: REFER_PATH,
      requires: { action: 'read', subject: 'Referral' },
      authGuard: false,
      skipProfile: true,
      layout: 'blank',
    },
    // Spec §2: reached after registration; open to lapsed users (the API's billing calls have no paywall).
    { path: CHECKOUT_PATH, requires: READ_ACCOUNT },
    // Spec §2: linked from the footer's referral code.
    { path: AFFILIATE_PATH, requires: READ_ACCOUNT },
    // Spec §2: in the user menu only with `bot_sub`; without it the page offers the add-on.
    { path: DISCORD_BOT_PATH, requires: READ_ACCOUNT },
    { path: FREE_DISCORD_BOT_PATH, requires: READ_TOOLS },
    { path: ACCOUNT_SETTINGS_PATH, requires: UPDATE_ACCOUNT },
  ],
  nav: [FREE_DISCORD_BOT_NAV],
};
