/**
 * Insider trading endpoints (spec §7: insider/count, insider/{x}; plus insider/trades), with the SEC's
 * transaction codes, the filters' value lists, presets and paging limits. Zod-free (see ./market.ts).
 */
import type { InsiderCode, InsiderCount, InsiderHistory, InsiderTradesPage } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/**
 * Every Form 4 transaction code (SEC Form 4 General Instructions 8) and how the page labels it. Only P and
 * S are open-market buys and sells; a grant, a tax withholding, an exercise or a gift is never a "buy".
 */
export const INSIDER_CODE_LABELS: Readonly<Record<InsiderCode, string>> = {
  P: 'Purchase',
  S: 'Sale',
  V: 'Voluntary report',
  A: 'Grant',
  D: 'Disposition to issuer',
  F: 'Tax withholding',
  I: 'Discretionary',
  M: 'Option exercise',
  C: 'Conversion',
  E: 'Expiration (short)',
  H: 'Expiration (long)',
  O: 'Out-of-the-money exercise',
  X: 'In-the-money exercise',
  G: 'Gift',
  L: 'Small acquisition',
  W: 'Will or inheritance',
  Z: 'Voting trust',
  J: 'Other',
  K: 'Equity swap',
  U: 'Tender of shares',
};
export const INSIDER_CODES = Object.keys(INSIDER_CODE_LABELS) as InsiderCode[];
export const OPEN_MARKET_BUY: InsiderCode = 'P';
export const OPEN_MARKET_SELL: InsiderCode = 'S';

/** The role filter: officer titles are read for CEO and CFO; director and 10% owner are the form's boxes. */
export const INSIDER_ROLES = ['ceo', 'cfo', 'director', 'tenPercentOwner'] as const;
export type InsiderRole = (typeof INSIDER_ROLES)[number];
export const INSIDER_ROLE_LABELS: Readonly<Record<InsiderRole, string>> = {
  ceo: 'CEO',
  cfo: 'CFO',
  director: 'Director',
  tenPercentOwner: '10% owner',
};

/** Rule 10b5-1 plan trades or discretionary ones (forms before the 10b5-1 box match neither). */
export const INSIDER_PLANS = ['10b5-1', 'discretionary'] as const;
export type InsiderPlan = (typeof INSIDER_PLANS)[number];

/** A cluster: this many distinct insiders buying the same ticker in the open market… */
export const CLUSTER_MIN_INSIDERS = 2;
/** …within this many calendar days of each other. */
export const CLUSTER_WINDOW_DAYS = 7;
export const LARGE_PURCHASE_VALUE = 25_000;
export const LARGE_SALE_VALUE = 100_000;

export const INSIDER_PRESETS = [
  'cluster-buys',
  'purchases-25k',
  'sales-100k',
  'ceo-cfo-buys',
  'first-time-buyers',
] as const;
export type InsiderPreset = (typeof INSIDER_PRESETS)[number];
export const INSIDER_PRESET_LABELS: Readonly<Record<InsiderPreset, string>> = {
  'cluster-buys': 'Cluster buys',
  'purchases-25k': '$25k+ purchases',
  'sales-100k': '$100k+ sales',
  'ceo-cfo-buys': 'CEO/CFO buys',
  'first-time-buyers': 'First-time buyers',
};

export const INSIDER_SORTS = ['filingDate', 'tradeDate', 'value', 'shares', 'price', 'ticker', 'filingDelay'] as const;
export type InsiderSort = (typeof INSIDER_SORTS)[number];
export const INSIDER_DEFAULT_PAGE_SIZE = 25;
export const INSIDER_MAX_PAGE_SIZE = 100;
/** Totals are counted up to this many rows: the list stays fast on a million rows. */
export const INSIDER_TOTAL_CAP = 10_000;
/** How many trades one page of a per-insider or per-company history lists (`insider/{x}?page=N`). */
export const INSIDER_HISTORY_PAGE_SIZE = 50;

/** Price changes after a trade, in trading days. */
export const PRICE_CHANGE_HORIZONS = { d1: 1, w1: 5, m1: 21, m6: 126 } as const;

/** EDGAR's URL pattern for a filing's index page and an issuer's Form 4 list. */
export const EDGAR_ARCHIVES = 'https://www.sec.gov/Archives/edgar/data';
export const EDGAR_BROWSE = 'https://www.sec.gov/cgi-bin/browse-edgar';

export const INSIDER_COUNT: Route<'GET', 'insider/count', InsiderCount> = {
  method: 'GET',
  path: 'insider/count',
  requirement: 'readTrackers',
  summary: 'How many insider transactions, insiders and companies the tracker holds, by source.',
};

export const INSIDER_TRADES: Route<'GET', 'insider/trades', InsiderTradesPage> = {
  method: 'GET',
  path: 'insider/trades',
  requirement: 'readTrackers',
  summary:
    'One page of insider transactions, filtered (codes, value, role, dates, delay, 10b5-1, presets), sorted and paged on the server.',
};

export const INSIDER: Route<'GET', 'insider/{x}', InsiderHistory> = {
  method: 'GET',
  path: 'insider/{x}',
  requirement: 'readTrackers',
  summary: `One insider (by CIK) or one company (by ticker): related people or companies and their transactions, newest first, ${INSIDER_HISTORY_PAGE_SIZE} a page (404 if unknown).`,
};
