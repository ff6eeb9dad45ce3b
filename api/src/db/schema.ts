import type { AssetType, Chamber, InsiderCode, InsiderSource, OwnerCode, Party, TradeType } from '@flowdeck/api-types';

type InsiderFootnote = { id: string; field: string; text: string };
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** DATE columns travel as 'YYYY-MM-DD' strings on both drivers (see the type parsers in database.ts). */
type DateColumn = string;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SymbolsTable {
  symbol: string;
  name: string;
  exchange: string;
  asset_type: AssetType;
  sector: string;
  industry: string;
  market_cap: number | null;
  shares_outstanding: number | null;
  float_shares: number | null;
  description: string;
  ceo: string | null;
  headquarters: string | null;
  founded: number | null;
  employees: number | null;
  website: string | null;
}

export interface DailyBarsTable {
  symbol: string;
  date: DateColumn;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface PoliticiansTable {
  id: string;
  name: string;
  party: Party;
  chamber: Chamber;
  state: string;
  district: string | null;
}

export interface PoliticianTradesTable {
  id: Generated<number>;
  politician_id: string;
  ticker: string;
  asset_description: string;
  asset_type: string;
  transaction_type: TradeType;
  owner: OwnerCode;
  amount_min: number;
  amount_max: number | null;
  amount_label: string;
  transaction_date: DateColumn;
  disclosure_date: DateColumn;
  filed_after_days: number;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  /** Null for accounts that only sign in through the identity provider. */
  password_hash: string | null;
  firebase_uid: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  display_name: string | null;
  avatar: string | null;
  end_date: DateColumn;
  bot_sub: Generated<boolean>;
  referral_code: string;
  referred_by: number | null;
  created_at: Generated<Timestamp>;
  /** E.164 (+14155552671), set through user/update. */
  phone_number: string | null;
  /** When phone_number was confirmed with a one-time code (0007_billing); null while unverified. */
  phone_verified_at: Timestamp | null;
  /** Access tokens issued under an older version are refused (0008_token_version; see token-revocation.ts). */
  token_version: Generated<number>;
  /**
   * When the email address was confirmed through its link (0012_email_verification); null while unverified.
   * Only verified addresses are unique; the trial starts at verification.
   */
  email_verified_at: Timestamp | null;
}

/** A pending email-verification link: only its hash is stored (0012_email_verification). */
export interface EmailVerificationsTable {
  token_hash: string;
  user_id: number;
  /** The address the link was sent to: verifying proves this one. */
  email: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Mails kept instead of sent (MAIL_PROVIDER=outbox, development), shown to their recipient only. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient_user_id: number | null;
  to_address: string;
  subject: string;
  body: string;
  sent_at: Timestamp;
}

export interface RefreshTokensTable {
  id: string;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** Per-user settings documents (alert filters, dashboard config, SMS alert filter), one row per kind. */
export interface UserSettingsTable {
  user_id: number;
  kind: string;
  /** jsonb: parsed on read; written as JSON text. */
  value: ColumnType<unknown, string, string>;
  /** Defaults to now() on insert; set explicitly on update. */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Options flow orders (0006_market_data); `tags` is a comma-separated list. */
export interface OptionTradesTable {
  seq: number;
  executed_at: Timestamp;
  session_date: DateColumn;
  ticker: string;
  sector: string;
  market_cap: number | null;
  option_symbol: string;
  expiry: DateColumn;
  expiry_kind: string;
  dte: number;
  strike: number;
  option_type: 'call' | 'put';
  side: string;
  sentiment: string;
  kind: string;
  spot: number;
  size: number;
  price: number;
  premium: number;
  bid: number;
  ask: number;
  iv: number;
  delta: number;
  volume: number;
  open_interest: number;
  fills: number;
  exchanges: string;
  leg_group: string | null;
  tags: string;
}

export interface DarkPoolPrintsTable {
  seq: number;
  reported_at: Timestamp;
  executed_at: Timestamp;
  session_date: DateColumn;
  ticker: string;
  sector: string;
  market_cap: number | null;
  price: number;
  size: number;
  notional: number;
  bid: number;
  ask: number;
  side: string;
  venue: string;
  late: boolean;
  extended_hours: boolean;
}

export interface MinuteBarsTable {
  symbol: string;
  ts: Timestamp;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  vwap: number;
}

export interface MarketNewsTable {
  symbol: string;
  released_at: Timestamp;
  kind: string;
  move: number;
}

/** A timestamp column with a database default (now()). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Billing (0007_billing): one row per subscription a user holds, whichever provider runs it. */
export interface SubscriptionsTable {
  id: string;
  user_id: number;
  plan_id: string;
  kind: 'access' | 'bot';
  provider: 'test' | 'stripe';
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  status: 'active' | 'past_due' | 'ended';
  cancel_at_period_end: Generated<boolean>;
  current_period_end: DateColumn;
  card_brand: string | null;
  card_last4: string | null;
  renewals_decline: Generated<boolean>;
  ended_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface PaymentsTable {
  id: string;
  user_id: number;
  subscription_id: string | null;
  plan_id: string;
  provider: 'test' | 'stripe';
  provider_payment_id: string;
  status: 'paid' | 'failed';
  amount_cents: number;
  currency: string;
  failure_reason: string | null;
  card_brand: string | null;
  card_last4: string | null;
  /** The user's end_date after this payment was credited (access plans). */
  access_until: DateColumn | null;
  referrer_id: number | null;
  commission_cents: Generated<number>;
  created_at: DefaultedTimestamp;
}

export interface CheckoutSessionsTable {
  id: string;
  user_id: number;
  plan_id: string;
  provider: 'test' | 'stripe';
  provider_session_id: string | null;
  status: 'open' | 'completed' | 'expired';
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface BillingEventsTable {
  provider: string;
  event_id: string;
  type: string;
  outcome: string;
  received_at: DefaultedTimestamp;
}

/** Where a bot posts (0009_discord_bot_channels): a user's webhook or a channel FlowDeck's bot was invited to. */
export type DiscordTargetKind = 'webhook' | 'channel';

export interface DiscordBotsTable {
  user_id: number;
  /** Set for webhook targets only (as are the token and the name). */
  webhook_id: string | null;
  webhook_token_enc: string | null;
  webhook_name: string | null;
  target_kind: ColumnType<DiscordTargetKind, DiscordTargetKind | undefined, DiscordTargetKind>;
  /** Set for channel targets only; the bot token itself is configuration, never stored. */
  channel_id: string | null;
  channel_name: string | null;
  enabled: Generated<boolean>;
  post_flow: Generated<boolean>;
  /** jsonb string[]: ids of saved alert filters (user/settings/alert-filters). */
  flow_filter_ids: ColumnType<unknown, string, string>;
  post_darkpool: Generated<boolean>;
  post_gappers: Generated<boolean>;
  updated_at: DefaultedTimestamp;
}

export interface BotMessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  summary: string;
  status: 'sent' | 'failed';
  error: string | null;
  created_at: DefaultedTimestamp;
}

export interface PhoneVerificationsTable {
  user_id: number;
  phone_number: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  last_sent_at: Timestamp;
  window_started_at: Timestamp;
  sends_in_window: number;
}

export interface InsiderFilingsTable {
  id: string;
  source: InsiderSource;
  accession: string | null;
  document_type: string;
  issuer_cik: string;
  issuer_name: string;
  ticker: string | null;
  owners: ColumnType<unknown, string, string>;
  period_of_report: DateColumn;
  filing_date: DateColumn;
  aff10b5_one: boolean | null;
  remarks: string | null;
  filing_url: string | null;
}

export interface InsiderTradesTable {
  id: Generated<number>;
  filing_id: string;
  seq: number;
  source: InsiderSource;
  filing_url: string | null;
  filing_date: DateColumn;
  trade_date: DateColumn;
  filing_delay_days: number;
  ticker: string | null;
  company: string;
  issuer_cik: string;
  insider_cik: string;
  insider_name: string;
  title: string;
  is_director: boolean;
  is_officer: boolean;
  is_ten_percent_owner: boolean;
  is_ceo: boolean;
  is_cfo: boolean;
  code: InsiderCode;
  table_kind: 'nonDerivative' | 'derivative';
  security_title: string;
  acquired_disposed: 'A' | 'D';
  price: number | null;
  shares: number | null;
  shares_after: number | null;
  delta_owned_pct: number | null;
  value: number;
  direct_indirect: 'D' | 'I';
  nature_of_ownership: string | null;
  plan_10b5_1: boolean | null;
  conversion_price: number | null;
  exercise_date: DateColumn | null;
  expiration_date: DateColumn | null;
  underlying_title: string | null;
  underlying_shares: number | null;
  /** [{ id, field, text }]: each footnote of the row with the field it annotates. */
  footnotes: ColumnType<InsiderFootnote[], string, string>;
  is_cluster_buy: Generated<boolean>;
  is_first_buy: Generated<boolean>;
}

/** Economic Calendar rows imported from publishers' calendars (0010). */
export interface EconomicEventsTable {
  id: string;
  source: string;
  kind: string;
  title: string;
  period: string | null;
  starts_at: Timestamp;
  all_day: boolean;
  date: DateColumn;
  importance: number;
  actual: number | null;
  forecast: number | null;
  previous: number | null;
  source_url: string | null;
  source_file: string;
  imported_at: Timestamp;
}

/** Stock splits imported from announcements (0017). */
export interface StockSplitsTable {
  id: string;
  symbol: string;
  ratio_to: number;
  ratio_from: number;
  ex_date: DateColumn;
  announced_date: DateColumn | null;
  record_date: DateColumn | null;
  payable_date: DateColumn | null;
  source: string;
  source_url: string | null;
  source_file: string;
  imported_at: Timestamp;
}

/** One imported analyst rating action (see migration 0030). */
export interface AnalystRatingsTable {
  id: string;
  seq: Generated<number>;
  date: DateColumn;
  time: string | null;
  ticker: string;
  firm: string;
  analyst: string | null;
  action: string;
  target_action: string | null;
  rating_prior: string | null;
  rating_current: string | null;
  target_prior: number | null;
  target_current: number | null;
  source: string;
  source_file: string;
  imported_at: Timestamp;
}

/** News items read from RSS / Atom feeds, polled or imported (0040). */
export interface NewsItemsTable {
  id: string;
  seq: Generated<number>;
  published_at: Timestamp;
  title: string;
  summary: string | null;
  link: string | null;
  source: string;
  /** Tagged tickers, comma-separated (',' alone when none), so `like '%,AAPL,%'` finds one. */
  tickers: string;
  sentiment: string;
  score: number;
  major: boolean;
  /** 'feed' (polled) or 'import'. */
  origin: string;
  received_at: Timestamp;
}

/** Each polled feed's validators for conditional requests (0040). */
export interface NewsFeedStateTable {
  url: string;
  etag: string | null;
  last_modified: string | null;
  checked_at: Timestamp;
}

/** SEC filings imported from EDGAR (0031). */
export interface SecFilingsTable {
  /** `<cik>:<accession>`. */
  id: string;
  cik: string;
  company: string;
  ticker: string | null;
  form: string;
  form_group: string;
  items: string;
  filing_date: DateColumn;
  report_date: DateColumn | null;
  accepted_at: string | null;
  accession: string;
  document_url: string | null;
  index_url: string;
  source: string;
  source_file: string;
  imported_at: Timestamp;
}

/** 13F-HR filings imported from EDGAR (0038): one row per filing (an original or an amendment). */
export interface InstitutionalFilingsTable {
  id: string;
  /** Without leading zeros. */
  cik: string;
  filer: string;
  /** The quarter's last day, YYYY-MM-DD. */
  period: string;
  /** "2025-Q1". */
  quarter: string;
  filed: string | null;
  /** null (the original), 'restatement' or 'new holdings'. */
  amendment: string | null;
  /** The unit the file wrote `value` in ('dollars' or 'thousands'); stored values are dollars. */
  value_unit: string;
  accession: string | null;
  filing_url: string | null;
  /** Of the rows written: a re-import of the same content changes nothing. */
  content_hash: string;
  source: string;
  source_file: string;
  imported_at: Timestamp;
}

/** The information table of an imported 13F-HR (0038); `value` in dollars. */
export interface InstitutionalHoldingsTable {
  id: string;
  filing_id: string;
  row: number;
  issuer: string;
  title_of_class: string;
  cusip: string;
  figi: string | null;
  ticker: string | null;
  value: number;
  shares: number;
  share_type: string;
  put_call: string | null;
  investment_discretion: string;
  other_manager: string | null;
  voting_sole: number;
  voting_shared: number;
  voting_none: number;
}

/** Senate LDA filings (0032); issues, lobbyists and entities as JSON text. */
export interface LobbyingFilingsTable {
  id: string;
  filing_type: string;
  filing_year: number;
  filing_period: string;
  quarter: string;
  amount: number | null;
  registrant: string;
  client: string;
  ticker: string | null;
  issues: string;
  lobbyists: string;
  government_entities: string;
  /** `dt_posted`: the latest of several reports for one client, registrant and quarter counts. */
  posted_at: string | null;
  filing_url: string | null;
  source: string;
  source_file: string;
  imported_at: Timestamp;
}

/** Earnings reports imported from a calendar CSV (0039). */
export interface EarningsReportsTable {
  id: string;
  symbol: string;
  report_date: DateColumn;
  /** before-open | after-close | unknown */
  report_time: string;
  /** "Q3 FY2025". */
  fiscal_quarter: string;
  eps_estimate: number | null;
  eps_actual: number | null;
  revenue_estimate: number | null;
  revenue_actual: number | null;
  source: string;
  source_file: string;
  imported_at: Timestamp;
}

/** USAspending contract actions (or whole awards from the award search) (0033). */
export interface GovContractActionsTable {
  id: string;
  award_key: string;
  piid: string;
  action_date: DateColumn;
  obligation: number;
  total_value: number | null;
  recipient_uei: string | null;
  recipient_name: string;
  ticker: string | null;
  agency: string;
  naics: string | null;
  psc: string | null;
  start_date: DateColumn | null;
  end_date: DateColumn | null;
  award_url: string | null;
  source: string;
  source_file: string;
  imported_at: Timestamp;
}

/** One SEC XBRL company fact as filed (see migration 0022). */
export interface CompanyFactsTable {
  id: string;
  symbol: string;
  cik: string;
  entity_name: string;
  tag: string;
  unit: string;
  period_start: DateColumn | null;
  period_end: DateColumn;
  val: number;
  accn: string;
  fy: number | null;
  fp: string | null;
  form: string;
  filed: DateColumn;
  frame: string | null;
  source_file: string;
  imported_at: Timestamp;
}

/** One fill of a user's trade journal (trades are derived from these). */
export interface JournalExecutionsTable {
  id: Generated<number>;
  user_id: number;
  account: string;
  executed_at: Timestamp;
  symbol: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  commission: number;
  fees: number;
  source: 'manual' | 'import';
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface JournalTradeNotesTable {
  user_id: number;
  trade_key: string;
  notes: string;
  /** jsonb array of strings: parsed on read; written as JSON text. */
  tags: ColumnType<unknown, string, string>;
  setup: string | null;
  mistake: string | null;
  risk: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface JournalSettingsTable {
  user_id: number;
  cost_method: 'fifo' | 'lifo' | 'average';
  /** An IANA zone name; null: the default zone (0043). */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A lesson a user opened (and maybe completed): the Learning Center's progress. */
export interface LearningLessonsTable {
  user_id: number;
  course_id: string;
  lesson_id: string;
  visited_at: ColumnType<Date, Date | string | undefined, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LearningQuizzesTable {
  user_id: number;
  course_id: string;
  module_id: string;
  best_score: number;
  passed: boolean;
  attempts: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row per tracked table: bumped by a statement trigger on each write (data-versions.ts). */
export interface DataVersionsTable {
  name: string;
  version: number;
}

export interface SmsDeliveriesTable {
  id: Generated<number>;
  user_id: number;
  sent_at: ColumnType<Date, Date | string, Date | string>;
  /** Null for a test send. */
  rule_id: string | null;
  rule_name: string;
  phone_number: string;
  text: string;
  segments: number;
  /** sent | failed | daily_cap */
  status: string;
  /** What the carrier answered ("queued", "outbox"…); null when it refused or nothing was sent. */
  provider_status: string | null;
  error: string | null;
}

export interface SmsOptOutsTable {
  phone_number: string;
  stopped_at: ColumnType<Date, Date | string, Date | string>;
}

/** Screener screens saved by a user (0037). */
export interface SavedScreensTable {
  id: string;
  user_id: number;
  name: string;
  /** JSON: the screen's filters. */
  filters: string;
  /** JSON: the screen's sort. */
  sort: string;
  created_at: Timestamp;
}

export interface Database {
  symbols: SymbolsTable;
  daily_bars: DailyBarsTable;
  saved_screens: SavedScreensTable;
  politicians: PoliticiansTable;
  politician_trades: PoliticianTradesTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  user_settings: UserSettingsTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  checkout_sessions: CheckoutSessionsTable;
  billing_events: BillingEventsTable;
  discord_bots: DiscordBotsTable;
  bot_messages: BotMessagesTable;
  phone_verifications: PhoneVerificationsTable;
  email_verifications: EmailVerificationsTable;
  mail_outbox: MailOutboxTable;
  option_trades: OptionTradesTable;
  dark_pool_prints: DarkPoolPrintsTable;
  minute_bars: MinuteBarsTable;
  market_news: MarketNewsTable;
  insider_filings: InsiderFilingsTable;
  insider_trades: InsiderTradesTable;
  economic_events: EconomicEventsTable;
  stock_splits: StockSplitsTable;
  journal_executions: JournalExecutionsTable;
  journal_trade_notes: JournalTradeNotesTable;
  journal_settings: JournalSettingsTable;
  learning_lessons: LearningLessonsTable;
  learning_quizzes: LearningQuizzesTable;
  data_versions: DataVersionsTable;
  sms_deliveries: SmsDeliveriesTable;
  sms_opt_outs: SmsOptOutsTable;
  company_facts: CompanyFactsTable;
  analyst_ratings: AnalystRatingsTable;
  sec_filings: SecFilingsTable;
  lobbying_filings: LobbyingFilingsTable;
  gov_contract_actions: GovContractActionsTable;
  news_items: NewsItemsTable;
  news_feed_state: NewsFeedStateTable;
  institutional_filings: InstitutionalFilingsTable;
  institutional_holdings: InstitutionalHoldingsTable;
  earnings_reports: EarningsReportsTable;
}

export type SymbolRow = Selectable<SymbolsTable>;
export type DailyBarRow = Selectable<DailyBarsTable>;
export type NewDailyBar = Insertable<DailyBarsTable>;
export type PoliticianRow = Selectable<PoliticiansTable>;
export type UserRow = Selectable<UsersTable>;
