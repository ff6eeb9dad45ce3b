/**
 * SMS alerts (spec nav /sms-alerts): the rules saved inside user/settings/sms-alert-filter, the delivery log
 * and the test send. Zod-free (see ./market.ts); the settings' schema is in ./sms-alerts.contracts.ts.
 */
import type { RatingAction } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** Signals a rule can watch. */
export const ALERT_RULE_KINDS = [
  'flow',
  'price',
  'move',
  'insider',
  'politician',
  'economic',
  'news',
  'analyst',
  'scanner',
  'screen',
  'earnings',
] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];

export const ALERT_RULE_KIND_LABELS: Record<AlertRuleKind, string> = {
  flow: 'Options flow (saved filter)',
  price: 'Price crosses a level',
  move: 'Percent move on the day',
  insider: 'Insider trades',
  politician: 'Politician trades',
  economic: 'Economic releases',
  news: 'Major news on watched tickers',
  analyst: 'Analyst rating actions',
  scanner: 'Scanner signals (breakouts, gaps, volume)',
  screen: 'A symbol enters or leaves a screen',
  earnings: 'Earnings reports',
};

/** Which earnings reports an earnings rule texts: every one, or only those that beat (or missed) the EPS estimate. */
export const EARNINGS_SURPRISES = ['any', 'beat', 'miss'] as const;
export type EarningsSurprise = (typeof EARNINGS_SURPRISES)[number];

/** A symbol joining a screen's results, or dropping out of them. */
export const SCREEN_CHANGES = ['enter', 'leave'] as const;
export type ScreenChange = (typeof SCREEN_CHANGES)[number];

/** What a scanner rule can text: a symbol breaking a level, gapping at the open, trading unusual volume. */
export const SCANNER_ALERT_EVENTS = ['breakout', 'breakdown', 'gap-up', 'gap-down', 'rvol'] as const;
export type ScannerAlertEvent = (typeof SCANNER_ALERT_EVENTS)[number];
/** Time-of-day relative volume a symbol must reach for an `rvol` text (once a session). */
export const RVOL_ALERT_THRESHOLD = 3;
export const SCANNER_ALERT_EVENT_LABELS: Record<ScannerAlertEvent, string> = {
  breakout: 'Breakouts',
  breakdown: 'Breakdowns',
  'gap-up': 'Gaps up',
  'gap-down': 'Gaps down',
  rvol: `Relative volume ${RVOL_ALERT_THRESHOLD}x`,
};

export const PRICE_DIRECTIONS = ['above', 'below'] as const;
export type PriceDirection = (typeof PRICE_DIRECTIONS)[number];
export const TRADE_DIRECTIONS = ['any', 'buy', 'sell'] as const;
export type TradeDirection = (typeof TRADE_DIRECTIONS)[number];
export const RELEASE_IMPORTANCE = ['high', 'medium', 'low'] as const;
export type ReleaseImportance = (typeof RELEASE_IMPORTANCE)[number];

/** The most rules one user keeps. */
export const ALERT_RULES_MAX = 50;
export const ALERT_RULE_NAME_MAX = 40;
/** Tickers one insider, politician or news rule watches. */
export const ALERT_RULE_SYMBOLS_MAX = 25;
export const MOVE_PERCENT_MIN = 0.5;
export const MOVE_PERCENT_MAX = 100;
/** One text: a single GSM-7 segment. */
export const SMS_TEXT_MAX = 160;
/** The delivery log shows this many entries, newest first. */
export const DELIVERY_LOG_LIMIT = 100;

/** Why a rule cannot choose Discord: its posts go out through the Discord Bot add-on. */
export const DISCORD_ADD_ON_REQUIRED =
  'Discord alerts need the Discord Bot add-on: add it at checkout, then connect your bot.';

interface RuleBase {
  id: string;
  name: string;
  enabled: boolean;
  /** Texted to the verified number (while SMS alerts are on). Absent from rules saved before: true. */
  sms?: boolean;
  /** Posted by the Discord bot (the add-on, while it is connected and on). Absent: false. */
  discord?: boolean;
}
export interface FlowAlertRule extends RuleBase {
  kind: 'flow';
  /** A saved alert filter (user/settings/alert-filters). */
  filterId: string;
}
export interface PriceAlertRule extends RuleBase {
  kind: 'price';
  symbol: string;
  direction: PriceDirection;
  level: number;
}
export interface MoveAlertRule extends RuleBase {
  kind: 'move';
  symbol: string;
  /** Absolute change from the previous close, in percent. */
  percent: number;
}
export interface TradeAlertRule extends RuleBase {
  kind: 'insider' | 'politician';
  /** Watched tickers. */
  symbols: string[];
  direction: TradeDirection;
}
export interface EconomicAlertRule extends RuleBase {
  kind: 'economic';
  /** Releases of at least this importance. */
  minImportance: ReleaseImportance;
}
export interface NewsAlertRule extends RuleBase {
  kind: 'news';
  /** Watched tickers: a headline marked major that names one of them fires. */
  symbols: string[];
  /** Also every ticker of the user's watchlist (the Dashboard's), as it is when the headline arrives. */
  watchlist: boolean;
}
/** An Analyst Alerts filter kept as a rule: each new rating action that passes it is texted. */
export interface AnalystAlertRule extends RuleBase {
  kind: 'analyst';
  /** Rating actions texted; empty: every action. */
  actions: RatingAction[];
  /** Firms texted; empty: every firm. */
  firms: string[];
  /** Watched tickers; with neither these nor the watchlist, every ticker. */
  symbols: string[];
  watchlist: boolean;
  /** Percent from the last close to the new target; null: any. */
  minUpside: number | null;
  /** Percent of the firm's measured 3-month calls that succeeded; null: any firm. */
  minSuccess: number | null;
}
/** The scanners' signals on watched tickers (every ticker with neither tickers nor the watchlist). */
export interface ScannerAlertRule extends RuleBase {
  kind: 'scanner';
  events: ScannerAlertEvent[];
  symbols: string[];
  watchlist: boolean;
  /** Breakouts and breakdowns only when volume confirms them (relative volume at the break). */
  confirmedOnly: boolean;
}
/** A screener preset or one of the user's saved screens, watched for symbols entering or leaving it. */
export interface ScreenAlertRule extends RuleBase {
  kind: 'screen';
  /** A preset's id (e.g. "top-gainers") or a saved screen's id. */
  screenId: string;
  changes: ScreenChange[];
}
/** Earnings reports of watched tickers as they come out (every ticker with neither tickers nor the watchlist). */
export interface EarningsAlertRule extends RuleBase {
  kind: 'earnings';
  symbols: string[];
  watchlist: boolean;
  surprise: EarningsSurprise;
}
/** Firms one analyst rule names. */
export const ALERT_RULE_FIRMS_MAX = 25;
export type AlertRule =
  | FlowAlertRule
  | PriceAlertRule
  | MoveAlertRule
  | TradeAlertRule
  | EconomicAlertRule
  | NewsAlertRule
  | AnalystAlertRule
  | ScannerAlertRule
  | ScreenAlertRule
  | EarningsAlertRule;

export const DELIVERY_STATUSES = ['sent', 'failed', 'daily_cap'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One text in the delivery log. */
export interface SmsDelivery {
  id: number;
  sentAt: string;
  /** Null for a test send or a keyword reply. */
  ruleId: string | null;
  ruleName: string;
  text: string;
  segments: number;
  status: DeliveryStatus;
  /** What the carrier answered ("queued", "outbox"…), or null when nothing was handed over. */
  providerStatus: string | null;
  /** The provider's reason when it refused, else null. */
  error: string | null;
}

export interface SmsDeliveries {
  items: SmsDelivery[];
  /** Texts sent today (in the user's time zone) against the daily cap. */
  sentToday: number;
  maxPerDay: number;
  /** The number replied STOP: nothing is sent until START. */
  stopped: boolean;
  /** Active subscription: only subscribers receive texts. */
  subscriber: boolean;
  /** The alerts fire on the simulated market (no vendor feed is connected). */
  simulated: boolean;
}

export const SMS_DELIVERIES: Route<'GET', 'user/sms-alerts/deliveries', SmsDeliveries> = {
  method: 'GET',
  path: 'user/sms-alerts/deliveries',
  requirement: 'useOwnTools',
  summary: "The user's SMS delivery log (newest first), today's count against the cap and the STOP state.",
};

export const SMS_TEST_SEND: Route<'POST', 'user/sms-alerts/test', SmsDelivery & { message: string }> = {
  method: 'POST',
  path: 'user/sms-alerts/test',
  requirement: 'useOwnTools',
  summary: 'Sends one test text to the verified number and records it in the delivery log.',
};

/** The provider's inbound-message webhook (Twilio posts From and Body as a form); answered with TwiML. */
export const SMS_INBOUND: Route<'POST', 'sms/inbound', string> = {
  method: 'POST',
  path: 'sms/inbound',
  requirement: 'public',
  summary: 'Inbound texts from the SMS provider: STOP, START and HELP (signed by Twilio in production).',
};

/** Quiet hours: no texts from start to end (24-hour "HH:MM"; a range past midnight wraps). */
export interface QuietHours {
  start: string;
  end: string;
  timeZone: string;
}

/** The stored SMS alert settings (spec §7 user/settings/sms-alert-filter). */
export interface SmsAlertSettings {
  enabled: boolean;
  rules: AlertRule[];
  /** IANA zone: the daily cap counts texts per day here. */
  timeZone: string;
  /** Older flow-only selection: each id texts like a flow rule on that saved filter. */
  filterIds: string[];
  quietHours: QuietHours | null;
  maxPerDay: number;
}

export const SMS_MAX_PER_DAY_MIN = 1;
export const SMS_MAX_PER_DAY_MAX = 500;
/** The time zone of the daily cap and of quiet hours when the settings name none. */
export const DEFAULT_QUIET_HOURS_TIME_ZONE = 'America/New_York';

export const SMS_ALERT_SETTINGS: Route<'GET', 'user/settings/sms-alert-filter', SmsAlertSettings> = {
  method: 'GET',
  path: 'user/settings/sms-alert-filter',
  requirement: 'manageOwnAccount',
  summary: "The user's SMS alert rules, quiet hours, time zone and daily cap (the defaults before the first save).",
};

export const SAVE_SMS_ALERT_SETTINGS: Route<
  'POST',
  'user/settings/sms-alert-filter',
  SmsAlertSettings & { message: string }
> = {
  method: 'POST',
  path: 'user/settings/sms-alert-filter',
  requirement: 'manageOwnAccount',
  summary: "Replaces the user's SMS alert settings; switching them on needs a verified phone number.",
};
