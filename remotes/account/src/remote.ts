import {
  ACCOUNT_SETTINGS_PATH,
  AFFILIATE_PATH,
  CHECKOUT_PATH,
  DISCORD_BOT_PATH,
  FREE_DISCORD_BOT_PATH,
  REFER_PATH,
  defineRemote,
} from '@flowdeck/contract';
import { SURFACE } from './surface';

/** The module the host loads: routes and nav entries with one lazily loaded page per route. */
export default defineRemote(SURFACE, __APP_VERSION__, {
  [REFER_PATH]: () => import('./features/refer/refer-page'),
  [CHECKOUT_PATH]: () => import('./features/checkout/checkout-page'),
  [AFFILIATE_PATH]: () => import('./features/affiliate/affiliate-page'),
  [DISCORD_BOT_PATH]: () => import('./features/discord-bot/discord-bot-page'),
  [FREE_DISCORD_BOT_PATH]: () => import('./features/free-discord-bot/free-discord-bot-page'),
  [ACCOUNT_SETTINGS_PATH]: () => import('./features/account-settings/account-settings-page'),
});
