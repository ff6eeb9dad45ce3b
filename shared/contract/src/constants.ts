import { NAV_PATHS } from './spec-nav';

/** Version of the host–remote contract. The host refuses a remote built against another major. */
export const CONTRACT_VERSION = 1;

/** Spec §3 and §9: storage keys, written once. */
export const ACCESS_TOKEN_KEY = '_act';
export const REFRESH_TOKEN_COOKIE = '_rf';
export const SETTINGS_KEY = 'settings';
export const GUEST_TOKEN_KEY = 'guestToken';

/** Spec §9: where a user lands after logging in. */
export const DEFAULT_HOME_PATH = NAV_PATHS.home;
export const LOGIN_PATH = '/login';
export const LANDING_PATH = '/';
export const NOT_AUTHORIZED_PATH = '/401';
export const NOT_FOUND_PATH = '/404';
export const SERVER_ERROR_PATH = '/500';
export const REFER_PATH = '/refer';
export const CHECKOUT_PATH = '/checkout';
/** Spec §2: the footer's referral code links here. */
export const AFFILIATE_PATH = '/affiliate';
/** Spec §2: the user menu's Discord Bot entry (only with `bot_sub`). */
export const DISCORD_BOT_PATH = '/discordbot';
/** Spec §2 navigation 'Discord Bot': the page describing the free bot. */
export const FREE_DISCORD_BOT_PATH = NAV_PATHS.freeDiscordBot;
/** The signed-in user's profile, phone, password, sessions and billing. */
export const ACCOUNT_SETTINGS_PATH = '/account-settings';
/** `/account-settings?tab=<tab>`: which of the page's tabs is open (the avatar menu links to Billing). */
export const ACCOUNT_SETTINGS_TAB_PARAM = 'tab';
export const BILLING_SETTINGS_TAB = 'billing';
/** The account settings page opened on its Billing tab. */
export const ACCOUNT_BILLING_PATH = `${ACCOUNT_SETTINGS_PATH}?${ACCOUNT_SETTINGS_TAB_PARAM}=${BILLING_SETTINGS_TAB}`;
/** `/checkout?session=<id>`: the payment step of a started checkout. */
export const CHECKOUT_SESSION_PARAM = 'session';

/** Spec §4: the query parameter that removes the standard layout. */
export const LAYOUT_PARAM = 'layout';
export const RETURN_URL_PARAM = 'returnUrl';
export const GUEST_TOKEN_PARAM = 'token';
/** Spec §2 (the Refer page) and §3 (referral_link): the referral code parameter. */
export const REFERRAL_PARAM = 'via';
/** Where the referral code from a `via` link is kept until registration uses it. */
export const REFERRAL_CODE_KEY = 'referralCode';

/**
 * Socket event names shared by the API and the host (spec §4 Realtime), and the market feed's: a client
 * emits marketSubscribe / marketUnsubscribe with { channel: 'flow' | 'darkpool', ticker: 'all' | ticker }
 * and receives marketUpdate (at most one message per tick) or marketError.
 */
export const SOCKET_EVENTS = {
  activeUsers: 'ACTIVE_USERS',
  marketSubscribe: 'MARKET_SUBSCRIBE',
  marketUnsubscribe: 'MARKET_UNSUBSCRIBE',
  marketUpdate: 'MARKET_UPDATE',
  marketError: 'MARKET_ERROR',
} as const;

/** The registry document the host fetches at start, served from the host origin. */
export const REGISTRY_PATH = '/registry.json';
export const REGISTRY_SCHEMA_VERSION = 1;
/** Every remote publishes into /mf/<remote>/<version>/. */
export const MF_BASE_PATH = '/mf';
export const MF_MANIFEST_FILE = 'mf-manifest.json';
export const SURFACE_FILE = 'surface.json';
/** The one module every remote exposes. */
export const REMOTE_EXPOSE = './remote';

/** Pages about one ticker read it from `?symbol=` (Stock Profile, Flows, Darkpool…): any remote may link to them. */
export const SYMBOL_PARAM = 'symbol';

/** A link to a page for one ticker, e.g. the Stock Profile of NVDA. */
export function symbolUrl(path: string, symbol: string): string {
  return `${path}?${new URLSearchParams({ [SYMBOL_PARAM]: symbol }).toString()}`;
}

/** The News page shows one ticker's headlines when `?ticker=` names it: any remote may link to it. */
export const NEWS_TICKER_PARAM = 'ticker';
