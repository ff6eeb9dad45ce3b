import type { Chamber, OwnerCode, Party, SortOrder, TradeSortKey, TradeType, TradeTypeFilter } from './api/types';

/** The STOCK Act gives members of Congress 45 days to disclose a trade. */
export const STOCK_ACT_DEADLINE_DAYS = 45;
export const STOCK_ACT_LATE_TOOLTIP = `Filed late: the STOCK Act requires members of Congress to disclose a trade within ${STOCK_ACT_DEADLINE_DAYS} days.`;
export const FILED_AFTER_HELP = `Days between the trade and its public disclosure. The STOCK Act allows ${STOCK_ACT_DEADLINE_DAYS}; later filings are highlighted.`;

export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE_OPTIONS[0];
export const DEFAULT_SORT: TradeSortKey = 'disclosureDate';
export const DEFAULT_ORDER: SortOrder = 'desc';
/** Text columns read naturally A→Z; numbers and dates biggest or newest first. */
export const FIRST_ORDER: Record<TradeSortKey, SortOrder> = {
  transactionDate: 'desc',
  disclosureDate: 'desc',
  amount: 'desc',
  ticker: 'asc',
  politician: 'asc',
  filedAfterDays: 'desc',
};
export const TRADE_SORT_KEYS = Object.keys(FIRST_ORDER) as TradeSortKey[];

/** Wait this long after the last keystroke before a typed ticker filters the table. */
export const TICKER_DEBOUNCE_MS = 400;
export const TOP_TRADERS_COUNT = 10;
/** How many of a politician's latest trades the summary panel lists. */
export const PROFILE_TRADES_COUNT = 10;
/** The URL parameter naming the politician whose summary panel is open. */
export const PROFILE_PARAM = 'profile';
export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'pageSize';
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';

export const PARTY_LABELS: Record<Party, string> = { D: 'Democrat', R: 'Republican', I: 'Independent' };
export const PARTY_COLORS: Record<Party, string> = { D: '#60a5fa', R: '#f87171', I: '#c084fc' };
export const PARTIES = Object.keys(PARTY_LABELS) as Party[];
export const CHAMBERS: Chamber[] = ['House', 'Senate'];

export const TRADE_TYPE_FILTERS: { value: TradeTypeFilter; label: string }[] = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'sale', label: 'Sale' },
  { value: 'exchange', label: 'Exchange' },
];

export type TradeSide = 'buy' | 'sell' | 'exchange';
export const TRADE_SIDES: Record<TradeType, { side: TradeSide; label: string }> = {
  Purchase: { side: 'buy', label: 'Buy' },
  'Sale (Full)': { side: 'sell', label: 'Sell' },
  'Sale (Partial)': { side: 'sell', label: 'Sell (partial)' },
  Exchange: { side: 'exchange', label: 'Exchange' },
};

export const OWNER_LABELS: Record<OwnerCode, string> = {
  Self: 'Self',
  SP: 'Spouse',
  JT: 'Joint',
  DC: 'Dependent child',
};

/** Disclosures report amounts in brackets; the filter starts at a bracket's lower bound. */
export const AMOUNT_BRACKETS: { value: string; label: string }[] = [
  { value: '15001', label: '$15K+' },
  { value: '50001', label: '$50K+' },
  { value: '100001', label: '$100K+' },
  { value: '250001', label: '$250K+' },
  { value: '500001', label: '$500K+' },
  { value: '1000001', label: '$1M+' },
  { value: '5000001', label: '$5M+' },
];

const STATE_NAMES: [code: string, name: string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['DC', 'District of Columbia'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
];
export const US_STATES = STATE_NAMES.map(([code, name]) => ({ code, name }));
