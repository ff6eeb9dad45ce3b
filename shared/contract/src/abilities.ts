/** CASL actions a route or nav entry may require. Remotes declare; only the host's ability decides. */
export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';

/**
 * Subjects the product knows. `all` is CASL's wildcard; a logged-in user gets `manage all` (spec §6).
 * A guest (guest token) gets `read` on the market subjects only.
 */
export const SUBJECTS = [
  'all',
  'Dashboard',
  'MarketData',
  'Trackers',
  'Tools',
  'Account',
  'Referral',
  'DiscordBot',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface Requirement {
  action: Action;
  subject: Subject;
}

/**
 * Who the API admits for a requirement:
 * - `anyone`: no credentials needed;
 * - `reader`: a signed-in user or a guest, whatever the subscription (symbol search, free tools);
 * - `subscriber`: a guest, or a signed-in user whose access has not ended (402 otherwise: the paywall);
 * - `user`: a signed-in user only (their own account, billing and settings; never a guest);
 * - `botSubscriber`: a signed-in user with the Discord bot add-on (`bot_sub`; 402 with the add-on's offer
 *   otherwise, whatever the request carries).
 */
export type Admission = 'anyone' | 'reader' | 'subscriber' | 'user' | 'botSubscriber';

export interface NamedRequirement extends Requirement {
  admits: Admission;
}

/**
 * Every permission in the product, named once: the host's guard and nav read the CASL pair, the API's
 * guards read `admits`, so a page and the endpoints behind it say the same thing by naming the same key.
 */
export const REQUIREMENTS = {
  /** Public pages and endpoints (landing, login, registration, health). */
  public: { action: 'read', subject: 'all', admits: 'anyone' },
  /** The Refer page and its referral-code lookup (spec §2: public, no profile fetch). */
  readReferral: { action: 'read', subject: 'Referral', admits: 'anyone' },
  /** The post-login dashboard. */
  readDashboard: { action: 'read', subject: 'Dashboard', admits: 'subscriber' },
  /** Live market pages, scanners and research: premium data. */
  readMarketData: { action: 'read', subject: 'MarketData', admits: 'subscriber' },
  /** Symbol search backs the search box everywhere, so it stays open to lapsed users. */
  searchSymbols: { action: 'read', subject: 'MarketData', admits: 'reader' },
  /** Trackers of public records (politicians, insiders, filings…): premium data. */
  readTrackers: { action: 'read', subject: 'Trackers', admits: 'subscriber' },
  /** Tools that compute in the browser (options calculator, the free Discord bot page). */
  useTools: { action: 'read', subject: 'Tools', admits: 'reader' },
  /** Tools that keep the signed-in user's own records (trade journal, course progress); handlers add the paywall. */
  useOwnTools: { action: 'update', subject: 'Tools', admits: 'user' },
  /** The signed-in user's own account, billing, bot and referral pages: read. */
  readOwnAccount: { action: 'read', subject: 'Account', admits: 'user' },
  /** The signed-in user's own profile, settings, sessions and subscriptions: change. */
  manageOwnAccount: { action: 'update', subject: 'Account', admits: 'user' },
  /**
   * The Discord bot add-on's settings, test messages and history (spec §2: the user menu's Discord Bot entry
   * only with `bot_sub`). The host's ability grants it only to a user with `bot_sub`.
   */
  useDiscordBot: { action: 'update', subject: 'DiscordBot', admits: 'botSubscriber' },
} as const satisfies Record<string, NamedRequirement>;

export type RequirementName = keyof typeof REQUIREMENTS;

/** The CASL pair of a named requirement, as routes and nav entries carry it (and the registry records it). */
export function requirement(name: RequirementName): Requirement {
  const { action, subject } = REQUIREMENTS[name];
  return { action, subject };
}
