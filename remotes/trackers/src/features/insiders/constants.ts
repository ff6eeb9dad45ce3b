import {
  CLUSTER_MIN_INSIDERS,
  CLUSTER_WINDOW_DAYS,
  INSIDER_CODE_LABELS,
  INSIDER_PRESET_LABELS,
  INSIDER_ROLE_LABELS,
  OPEN_MARKET_BUY,
  OPEN_MARKET_SELL,
} from '@flowdeck/endpoints/insiders';
import type { InsiderCode, InsiderFilters, InsiderPreset, InsiderSort } from './api/types';

export { INSIDER_CODE_LABELS, INSIDER_PRESET_LABELS, INSIDER_ROLE_LABELS };

export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE_OPTIONS[0];
export const DEFAULT_SORT: InsiderSort = 'filingDate';
/** Text columns read A→Z first; numbers and dates biggest or newest first. */
export const FIRST_ORDER: Record<InsiderSort, 'asc' | 'desc'> = {
  filingDate: 'desc',
  tradeDate: 'desc',
  value: 'desc',
  shares: 'desc',
  price: 'desc',
  ticker: 'asc',
  filingDelay: 'desc',
};
export const INSIDER_SORT_KEYS = Object.keys(FIRST_ORDER) as InsiderSort[];

export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'pageSize';
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';
/** The URL parameter naming the insider (CIK) or company (ticker) whose history panel is open. */
export const HISTORY_PARAM = 'history';

/** The codes offered first in the filter: the two open-market ones, then the compensation ones. */
export const COMMON_CODES: InsiderCode[] = [OPEN_MARKET_BUY, OPEN_MARKET_SELL, 'A', 'F', 'M', 'G'];

export const PRESET_HELP: Record<InsiderPreset, string> = {
  'cluster-buys': `${CLUSTER_MIN_INSIDERS} or more insiders of one company buying in the open market within ${CLUSTER_WINDOW_DAYS} days.`,
  'purchases-25k': 'Open-market purchases (code P) worth $25,000 or more.',
  'sales-100k': 'Open-market sales (code S) worth $100,000 or more.',
  'ceo-cfo-buys': 'Open-market purchases by a chief executive or chief financial officer.',
  'first-time-buyers': "An insider's first open-market purchase of the company's stock.",
};

/** Form 4 is due within two business days of the trade; later filings are flagged. */
export const FORM4_DEADLINE_BUSINESS_DAYS = 2;
/** Calendar days that can cover two business days over a weekend. */
export const LATE_FILING_DAYS = 4;
export const DELAY_OPTIONS = [
  { value: '2', label: 'Within 2 days' },
  { value: '4', label: 'Within 4 days' },
  { value: '30', label: 'Within 30 days' },
];
/** Rule 10b5-1: a trade made under a plan adopted in advance, or at the insider's discretion. */
export const PLAN_CHOICES: { value: NonNullable<InsiderFilters['plan']>; label: string }[] = [
  { value: '10b5-1', label: '10b5-1 plan' },
  { value: 'discretionary', label: 'Discretionary' },
];
export const SOURCE_LABELS = { simulated: 'Simulated', form4: 'Form 4', 'sec-dataset': 'SEC data set' } as const;
