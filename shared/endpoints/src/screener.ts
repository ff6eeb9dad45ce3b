/**
 * The Screener (spec §7: POST screener, screener/{x}; plus the saved-screen endpoints `screens`,
 * `screens/{x}/delete`) and its filter catalogue: every filter and column is declared here once, read by
 * the API's filter engine and validation and by the page's filter panel, views and URL. Zod-free (see
 * ./market.ts); the schemas are in ./screener.contracts.ts.
 */
import type {
  SavedScreen,
  SavedScreensResponse,
  ScreenerFamily,
  ScreenerFieldKind,
  ScreenerFilter,
  ScreenerFormat,
  ScreenerResponse,
  ScreenerSort,
} from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

export interface ScreenerField {
  id: string;
  label: string;
  family: ScreenerFamily;
  kind: ScreenerFieldKind;
  format: ScreenerFormat;
  /** How the figure is computed, shown beside the filter. */
  help: string;
  /** Fixed values of a choice field (others take theirs from the universe: the answer's `choices`). */
  options?: readonly string[];
}

export const SCREENER_FAMILIES = [
  'descriptive',
  'fundamental',
  'technical',
  'options',
] as const satisfies readonly ScreenerFamily[];

export const SCREENER_FAMILY_NAMES: Record<ScreenerFamily, string> = {
  descriptive: 'Descriptive',
  fundamental: 'Fundamental',
  technical: 'Technical',
  options: 'Options',
};

/** Market-cap buckets (Finviz's): the lower bound of each in USD, largest first. */
export const MARKET_CAP_BUCKETS = [
  { id: 'Mega', min: 200e9 },
  { id: 'Large', min: 10e9 },
  { id: 'Mid', min: 2e9 },
  { id: 'Small', min: 300e6 },
  { id: 'Micro', min: 50e6 },
  { id: 'Nano', min: 0 },
] as const;

/** The indexes the Index filter knows, as the membership rules name them. */
export const INDEX_CHOICES = ['S&P 500', 'Nasdaq-100', 'Dow Jones Industrial Average', 'Russell 2000'] as const;

export const SMA_CROSSES = ['Golden cross', 'Death cross'] as const;
/** A SMA50/SMA200 cross counts when it happened within this many sessions. */
export const SMA_CROSS_SESSIONS = 10;
/** Analyst actions counted over the last this many days; insider trades over the last… */
export const ANALYST_WINDOW_DAYS = 7;
export const INSIDER_WINDOW_DAYS = 30;
export const RSI_PERIOD = 14;
export const ATR_PERIOD = 14;
export const AVERAGE_VOLUME_DAYS = 63;
export const BETA_SESSIONS = 252;

const F = (
  id: string,
  label: string,
  family: ScreenerFamily,
  kind: ScreenerFieldKind,
  format: ScreenerFormat,
  help: string,
  options?: readonly string[],
): ScreenerField => ({ id, label, family, kind, format, help, ...(options ? { options } : {}) });

/** Ratios from the company facts (TTM); the API computes them with the Ratio Analysis definitions (same ids). */
export const FUNDAMENTAL_RATIO_IDS = [
  'pe',
  'forwardPe',
  'peg',
  'ps',
  'pb',
  'pfcf',
  'evEbitda',
  'dividendYield',
  'payoutRatio',
  'grossMargin',
  'operatingMargin',
  'netMargin',
  'roa',
  'roe',
  'roic',
  'currentRatio',
  'quickRatio',
  'debtToEquity',
  'interestCover',
  'assetTurnover',
  'inventoryTurnover',
  'dso',
  'revenueGrowth',
  'epsGrowth',
  'fcfGrowth',
] as const;

export const SCREENER_FIELDS: readonly ScreenerField[] = [
  // Descriptive
  F('exchange', 'Exchange', 'descriptive', 'choice', 'text', 'Listing exchange.'),
  F('sector', 'Sector', 'descriptive', 'choice', 'text', 'Sector of the company (or the ETF’s theme).'),
  F('industry', 'Industry', 'descriptive', 'choice', 'text', 'Industry of the company.'),
  F(
    'country',
    'Country',
    'descriptive',
    'choice',
    'text',
    'Where the company is headquartered (USA for a U.S. state).',
  ),
  F(
    'index',
    'Index',
    'descriptive',
    'choice',
    'text',
    'The indexes the stock belongs to (S&P 500, Nasdaq-100, Dow Jones Industrial Average, Russell 2000): any of those picked.',
    INDEX_CHOICES,
  ),
  F('assetType', 'Type', 'descriptive', 'choice', 'text', 'Common stock or ETF.', ['stock', 'etf']),
  F(
    'marketCapBucket',
    'Market cap bucket',
    'descriptive',
    'choice',
    'text',
    'Mega ≥ $200B, Large $10–200B, Mid $2–10B, Small $300M–2B, Micro $50–300M, Nano < $50M.',
    MARKET_CAP_BUCKETS.map((b) => b.id),
  ),
  F(
    'marketCap',
    'Market cap',
    'descriptive',
    'range',
    'bigMoney',
    'Last price × shares outstanding (fund assets for ETFs).',
  ),
  F('price', 'Price', 'descriptive', 'range', 'money', 'Last trade of the session.'),
  F(
    'averageVolume',
    'Avg volume',
    'descriptive',
    'range',
    'volume',
    `Average daily volume of the last ${AVERAGE_VOLUME_DAYS} sessions.`,
  ),
  F('relativeVolume', 'Rel volume', 'descriptive', 'range', 'times', 'Volume today ÷ average daily volume.'),
  F('volume', 'Volume', 'descriptive', 'range', 'volume', 'Shares traded today, extended hours included.'),
  F('sharesOutstanding', 'Shares outstanding', 'descriptive', 'range', 'volume', 'Shares outstanding.'),
  F('floatShares', 'Float', 'descriptive', 'range', 'volume', 'Shares available to trade (where the data has it).'),
  F('floatPercent', 'Float %', 'descriptive', 'range', 'percent', 'Float ÷ shares outstanding.'),
  F('optionable', 'Optionable', 'descriptive', 'flag', 'flag', 'Has listed options.'),
  F(
    'daysToEarnings',
    'Days to earnings',
    'descriptive',
    'range',
    'days',
    'Trading sessions until the next earnings report (0 = today).',
  ),
  F(
    'upgrades',
    'Upgrades (7 d)',
    'descriptive',
    'range',
    'number',
    `Analyst upgrades over the last ${ANALYST_WINDOW_DAYS} days.`,
  ),
  F(
    'downgrades',
    'Downgrades (7 d)',
    'descriptive',
    'range',
    'number',
    `Analyst downgrades over the last ${ANALYST_WINDOW_DAYS} days.`,
  ),
  // Fundamental
  F('eps', 'EPS (TTM)', 'fundamental', 'range', 'money', 'Diluted earnings per share over the last twelve months.'),
  F('pe', 'P/E', 'fundamental', 'range', 'times', 'Price ÷ diluted EPS (TTM); none on a loss.'),
  F(
    'forwardPe',
    'Forward P/E',
    'fundamental',
    'range',
    'times',
    'Price ÷ the consensus diluted EPS of the next four quarters; none on a forecast loss.',
  ),
  F('peg', 'PEG', 'fundamental', 'range', 'times', 'P/E ÷ EPS growth (in %).'),
  F('ps', 'P/S', 'fundamental', 'range', 'times', 'Market cap ÷ revenue (TTM).'),
  F('pb', 'P/B', 'fundamental', 'range', 'times', 'Market cap ÷ shareholders’ equity.'),
  F('pfcf', 'P/FCF', 'fundamental', 'range', 'times', 'Market cap ÷ free cash flow (TTM).'),
  F('evEbitda', 'EV/EBITDA', 'fundamental', 'range', 'times', '(Market cap + long-term debt − cash) ÷ EBITDA.'),
  F('dividendYield', 'Dividend yield', 'fundamental', 'range', 'percent', 'Dividends paid (TTM) ÷ market cap.'),
  F(
    'payoutRatio',
    'Payout ratio',
    'fundamental',
    'range',
    'percent',
    'Dividends paid ÷ net income (TTM); none on a loss.',
  ),
  F('grossMargin', 'Gross margin', 'fundamental', 'range', 'percent', 'Gross profit ÷ revenue.'),
  F('operatingMargin', 'Oper. margin', 'fundamental', 'range', 'percent', 'Operating income ÷ revenue.'),
  F('netMargin', 'Net margin', 'fundamental', 'range', 'percent', 'Net income ÷ revenue.'),
  F('roa', 'ROA', 'fundamental', 'range', 'percent', 'Net income ÷ total assets.'),
  F('roe', 'ROE', 'fundamental', 'range', 'percent', 'Net income ÷ shareholders’ equity.'),
  F('roic', 'ROIC', 'fundamental', 'range', 'percent', 'After-tax operating income ÷ invested capital.'),
  F('currentRatio', 'Current ratio', 'fundamental', 'range', 'times', 'Current assets ÷ current liabilities.'),
  F(
    'quickRatio',
    'Quick ratio',
    'fundamental',
    'range',
    'times',
    '(Current assets − inventory) ÷ current liabilities.',
  ),
  F('debtToEquity', 'Debt/Eq', 'fundamental', 'range', 'times', 'Long-term debt ÷ shareholders’ equity.'),
  F('interestCover', 'Interest cover', 'fundamental', 'range', 'times', 'Operating income ÷ interest expense.'),
  F('assetTurnover', 'Asset turnover', 'fundamental', 'range', 'times', 'Revenue ÷ total assets.'),
  F('inventoryTurnover', 'Inventory turnover', 'fundamental', 'range', 'times', 'Cost of revenue ÷ inventory.'),
  F('dso', 'Days sales outst.', 'fundamental', 'range', 'days', 'Receivables ÷ revenue × 365.'),
  F('revenueGrowth', 'Sales growth', 'fundamental', 'range', 'percent', 'Revenue (TTM) ÷ a year earlier − 1.'),
  F('epsGrowth', 'EPS growth', 'fundamental', 'range', 'percent', 'Diluted EPS (TTM) ÷ a year earlier − 1.'),
  F('fcfGrowth', 'FCF growth', 'fundamental', 'range', 'percent', 'Free cash flow (TTM) ÷ a year earlier − 1.'),
  F(
    'insiderBuys',
    'Insider buys (30 d)',
    'fundamental',
    'range',
    'number',
    `Open-market insider purchases over the last ${INSIDER_WINDOW_DAYS} days.`,
  ),
  F(
    'insiderSells',
    'Insider sells (30 d)',
    'fundamental',
    'range',
    'number',
    `Open-market insider sales over the last ${INSIDER_WINDOW_DAYS} days.`,
  ),
  // Technical
  F('perfToday', 'Change', 'technical', 'range', 'percent', 'Last price ÷ previous close − 1.'),
  F('perfWeek', 'Perf week', 'technical', 'range', 'percent', 'Last price ÷ close 5 sessions ago − 1.'),
  F('perfMonth', 'Perf month', 'technical', 'range', 'percent', 'Last price ÷ close 21 sessions ago − 1.'),
  F('perfQuarter', 'Perf quarter', 'technical', 'range', 'percent', 'Last price ÷ close 63 sessions ago − 1.'),
  F('perfHalf', 'Perf half', 'technical', 'range', 'percent', 'Last price ÷ close 126 sessions ago − 1.'),
  F('perfYtd', 'Perf YTD', 'technical', 'range', 'percent', 'Last price ÷ last close of the previous year − 1.'),
  F('perfYear', 'Perf year', 'technical', 'range', 'percent', 'Last price ÷ close 252 sessions ago − 1.'),
  F('gap', 'Gap', 'technical', 'range', 'percent', 'Open ÷ previous close − 1.'),
  F('changeFromOpen', 'From open', 'technical', 'range', 'percent', 'Last price ÷ open − 1.'),
  F(
    'sma20',
    'SMA20 dist.',
    'technical',
    'range',
    'percent',
    'Last price ÷ 20-day simple moving average − 1 (> 0: above).',
  ),
  F('sma50', 'SMA50 dist.', 'technical', 'range', 'percent', 'Last price ÷ 50-day simple moving average − 1.'),
  F('sma200', 'SMA200 dist.', 'technical', 'range', 'percent', 'Last price ÷ 200-day simple moving average − 1.'),
  F('sma50Over200', 'SMA50 vs SMA200', 'technical', 'range', 'percent', 'SMA50 ÷ SMA200 − 1 (> 0: SMA50 above).'),
  F(
    'smaCross',
    'SMA50/200 cross',
    'technical',
    'choice',
    'text',
    `SMA50 crossed above (golden) or below (death) SMA200 within the last ${SMA_CROSS_SESSIONS} sessions.`,
    SMA_CROSSES,
  ),
  F('rsi14', 'RSI (14)', 'technical', 'range', 'number', 'Wilder’s relative strength index over 14 daily closes.'),
  F('atr14', 'ATR (14)', 'technical', 'range', 'money', 'Wilder’s average true range over 14 sessions.'),
  F('atrPercent', 'ATR %', 'technical', 'range', 'percent', 'ATR (14) ÷ last price.'),
  F(
    'beta',
    'Beta',
    'technical',
    'range',
    'number',
    `Covariance with SPY ÷ SPY’s variance, daily returns over up to ${BETA_SESSIONS} sessions.`,
  ),
  F(
    'volatilityWeek',
    'Volatility W',
    'technical',
    'range',
    'percent',
    'Average daily range (high ÷ low − 1) over 5 sessions.',
  ),
  F(
    'volatilityMonth',
    'Volatility M',
    'technical',
    'range',
    'percent',
    'Average daily range (high ÷ low − 1) over 21 sessions.',
  ),
  F('high52', '52W high dist.', 'technical', 'range', 'percent', 'Last price ÷ 52-week high − 1 (≤ 0).'),
  F('low52', '52W low dist.', 'technical', 'range', 'percent', 'Last price ÷ 52-week low − 1 (≥ 0).'),
  F('high20', '20D high dist.', 'technical', 'range', 'percent', 'Last price ÷ 20-day high − 1.'),
  F('low20', '20D low dist.', 'technical', 'range', 'percent', 'Last price ÷ 20-day low − 1.'),
  F(
    'newHigh52',
    'New 52W high',
    'technical',
    'flag',
    'flag',
    'Today’s high is above every high of the previous 52 weeks.',
  ),
  F('newLow52', 'New 52W low', 'technical', 'flag', 'flag', 'Today’s low is below every low of the previous 52 weeks.'),
  // Options (today's flow)
  F('optionsVolume', 'Options vol', 'options', 'range', 'volume', 'Option contracts traded today in the flow.'),
  F('callVolume', 'Call vol', 'options', 'range', 'volume', 'Call contracts traded today.'),
  F('putVolume', 'Put vol', 'options', 'range', 'volume', 'Put contracts traded today.'),
  F('putCallRatio', 'Put/Call', 'options', 'range', 'times', 'Put contracts ÷ call contracts today.'),
  F(
    'optionsPremium',
    'Premium',
    'options',
    'range',
    'bigMoney',
    'Premium paid for options today (size × price × 100).',
  ),
  F('callPremium', 'Call premium', 'options', 'range', 'bigMoney', 'Premium of calls today.'),
  F('putPremium', 'Put premium', 'options', 'range', 'bigMoney', 'Premium of puts today.'),
  F(
    'netPremium',
    'Net premium',
    'options',
    'range',
    'bigMoney',
    'Bullish premium − bearish premium today (by trade sentiment).',
  ),
  F(
    'unusualTrades',
    'Unusual trades',
    'options',
    'range',
    'number',
    'Trades tagged unusual today (size well above the contract’s usual).',
  ),
  F('sweeps', 'Sweeps', 'options', 'range', 'number', 'Sweep orders today (filled across exchanges within 500 ms).'),
  F('averageIv', 'Avg IV', 'options', 'range', 'percent', 'Premium-weighted implied volatility of today’s trades.'),
  F(
    'iv30',
    'IV (30 d)',
    'options',
    'range',
    'percent',
    'At-the-money implied volatility 30 days out at today’s open (annualised).',
  ),
  F(
    'ivRank',
    'IV rank',
    'options',
    'range',
    'number',
    'IV (30 d) against its 52-week range: (IV − low) ÷ (high − low) × 100; 0 at the year’s low, 100 at its high.',
  ),
  F(
    'ivPercentile',
    'IV percentile',
    'options',
    'range',
    'percent',
    'Share of the last 52 weeks’ sessions whose IV (30 d) was below today’s.',
  ),
];

export const SCREENER_FIELD_BY_ID: ReadonlyMap<string, ScreenerField> = new Map(SCREENER_FIELDS.map((f) => [f.id, f]));

/** Fields that can be sorted on besides the catalogue's. */
export const SCREENER_SORT_EXTRA = ['symbol', 'name'] as const;

export const DEFAULT_SCREENER_SORT: ScreenerSort = { field: 'marketCap', direction: 'desc' };
export const DEFAULT_SCREENER_PAGE_SIZE = 50;
export const MAX_SCREENER_PAGE_SIZE = 200;
export const MAX_SCREENER_FILTERS = 40;
export const MAX_CHOICE_VALUES = 50;
export const MAX_SAVED_SCREENS = 50;
export const MAX_SCREEN_NAME = 60;

export type ScreenerView = 'overview' | 'valuation' | 'performance' | 'technical' | 'options' | 'custom';
/** Columns a custom view holds at most (the table stays readable, the URL short). */
export const MAX_CUSTOM_COLUMNS = 20;

/** The columns of each view (after the ticker), Finviz-style. */
export const SCREENER_VIEWS: Record<ScreenerView, { label: string; columns: readonly string[] }> = {
  overview: {
    label: 'Overview',
    columns: ['sector', 'industry', 'exchange', 'marketCap', 'pe', 'price', 'perfToday', 'volume'],
  },
  valuation: {
    label: 'Valuation',
    columns: ['marketCap', 'pe', 'peg', 'ps', 'pb', 'pfcf', 'evEbitda', 'epsGrowth', 'revenueGrowth', 'price'],
  },
  performance: {
    label: 'Performance',
    columns: [
      'perfWeek',
      'perfMonth',
      'perfQuarter',
      'perfHalf',
      'perfYtd',
      'perfYear',
      'volatilityWeek',
      'relativeVolume',
      'averageVolume',
      'price',
      'perfToday',
    ],
  },
  technical: {
    label: 'Technical',
    columns: [
      'beta',
      'atr14',
      'sma20',
      'sma50',
      'sma200',
      'high52',
      'low52',
      'rsi14',
      'price',
      'perfToday',
      'gap',
      'changeFromOpen',
    ],
  },
  options: {
    label: 'Options',
    columns: [
      'price',
      'perfToday',
      // Where implied volatility stands comes first: the reading option sellers and buyers screen on.
      'ivRank',
      'iv30',
      'optionsVolume',
      'putCallRatio',
      'optionsPremium',
      'netPremium',
      'unusualTrades',
      'sweeps',
      'averageIv',
    ],
  },
  /** The reader's own columns (kept in the URL); these until they pick some. */
  custom: {
    label: 'Custom',
    columns: ['price', 'perfToday', 'relativeVolume', 'marketCap', 'pe', 'rsi14', 'netPremium'],
  },
};
export const SCREENER_VIEW_IDS = Object.keys(SCREENER_VIEWS) as ScreenerView[];

export interface ScreenerPreset {
  id: string;
  name: string;
  description: string;
  filters: readonly ScreenerFilter[];
  sort: ScreenerSort;
}

/** Liquid enough to matter: price ≥ $1 and 50,000 shares traded today (the scanners' noise filters). */
const LIQUID: readonly ScreenerFilter[] = [
  { field: 'price', min: 1 },
  { field: 'volume', min: 50_000 },
];

/** The signal presets (Finviz's), each an ordinary screen. */
export const SCREENER_PRESETS: readonly ScreenerPreset[] = [
  {
    id: 'top-gainers',
    name: 'Top gainers',
    description: 'Up the most today (price ≥ $1, 50k+ shares traded).',
    filters: [...LIQUID, { field: 'perfToday', min: 0.01 }],
    sort: { field: 'perfToday', direction: 'desc' },
  },
  {
    id: 'top-losers',
    name: 'Top losers',
    description: 'Down the most today (price ≥ $1, 50k+ shares traded).',
    filters: [...LIQUID, { field: 'perfToday', max: -0.01 }],
    sort: { field: 'perfToday', direction: 'asc' },
  },
  {
    id: 'new-high',
    name: 'New high',
    description: 'Made a new 52-week high today.',
    filters: [{ field: 'newHigh52', is: true }],
    sort: { field: 'perfToday', direction: 'desc' },
  },
  {
    id: 'new-low',
    name: 'New low',
    description: 'Made a new 52-week low today.',
    filters: [{ field: 'newLow52', is: true }],
    sort: { field: 'perfToday', direction: 'asc' },
  },
  {
    id: 'most-active',
    name: 'Most active',
    description: 'The most shares traded today.',
    filters: [{ field: 'price', min: 1 }],
    sort: { field: 'volume', direction: 'desc' },
  },
  {
    id: 'most-volatile',
    name: 'Most volatile',
    description: 'The widest average daily range over the last week.',
    filters: [...LIQUID],
    sort: { field: 'volatilityWeek', direction: 'desc' },
  },
  {
    id: 'unusual-volume',
    name: 'Unusual volume',
    description: 'Trading at least twice the average daily volume.',
    filters: [...LIQUID, { field: 'relativeVolume', min: 2 }],
    sort: { field: 'relativeVolume', direction: 'desc' },
  },
  {
    id: 'overbought',
    name: 'Overbought',
    description: 'RSI (14) at 70 or above.',
    filters: [
      { field: 'price', min: 1 },
      { field: 'rsi14', min: 70 },
    ],
    sort: { field: 'rsi14', direction: 'desc' },
  },
  {
    id: 'oversold',
    name: 'Oversold',
    description: 'RSI (14) at 30 or below.',
    filters: [
      { field: 'price', min: 1 },
      { field: 'rsi14', max: 30 },
    ],
    sort: { field: 'rsi14', direction: 'asc' },
  },
  {
    id: 'upgrades',
    name: 'Upgrades',
    description: `Upgraded by an analyst in the last ${ANALYST_WINDOW_DAYS} days.`,
    filters: [{ field: 'upgrades', min: 1 }],
    sort: { field: 'upgrades', direction: 'desc' },
  },
  {
    id: 'downgrades',
    name: 'Downgrades',
    description: `Downgraded by an analyst in the last ${ANALYST_WINDOW_DAYS} days.`,
    filters: [{ field: 'downgrades', min: 1 }],
    sort: { field: 'downgrades', direction: 'desc' },
  },
  {
    id: 'earnings-this-week',
    name: 'Earnings this week',
    description: 'Reporting within the next 5 sessions.',
    filters: [{ field: 'daysToEarnings', min: 0, max: 5 }],
    sort: { field: 'daysToEarnings', direction: 'asc' },
  },
  {
    id: 'insider-buying',
    name: 'Insider buying',
    description: `Open-market insider purchases in the last ${INSIDER_WINDOW_DAYS} days.`,
    filters: [{ field: 'insiderBuys', min: 1 }],
    sort: { field: 'insiderBuys', direction: 'desc' },
  },
  {
    id: 'insider-selling',
    name: 'Insider selling',
    description: `Open-market insider sales in the last ${INSIDER_WINDOW_DAYS} days.`,
    filters: [{ field: 'insiderSells', min: 1 }],
    sort: { field: 'insiderSells', direction: 'desc' },
  },
  {
    id: 'unusual-options',
    name: 'Unusual options',
    description: 'Unusual option trades today, by premium.',
    filters: [{ field: 'unusualTrades', min: 1 }],
    sort: { field: 'optionsPremium', direction: 'desc' },
  },
  {
    id: 'high-iv-rank',
    name: 'High IV rank',
    description: 'Implied volatility in the top fifth of its 52-week range: rich premium, for sellers.',
    filters: [{ field: 'ivRank', min: 80 }],
    sort: { field: 'ivRank', direction: 'desc' },
  },
  {
    id: 'low-iv-rank',
    name: 'Low IV rank',
    description: 'Implied volatility in the bottom fifth of its 52-week range: cheap premium, for buyers.',
    filters: [{ field: 'ivRank', max: 20 }],
    sort: { field: 'ivRank', direction: 'asc' },
  },
];

export const SCREENER_PRESET_BY_ID: ReadonlyMap<string, ScreenerPreset> = new Map(
  SCREENER_PRESETS.map((p) => [p.id, p]),
);

export const RUN_SCREEN: Route<'POST', 'screener', ScreenerResponse> = {
  method: 'POST',
  path: 'screener',
  requirement: 'readMarketData',
  summary: 'Runs a screen over every listed stock and ETF: filters from the catalogue, a sort and a page.',
};

export const SCREEN_BY_ID: Route<'GET', 'screener/{x}', ScreenerResponse> = {
  method: 'GET',
  path: 'screener/{x}',
  requirement: 'readMarketData',
  summary: 'Runs a preset (by its id) or one of the user’s saved screens (by its id).',
};

export const SAVED_SCREENS: Route<'GET', 'screens', SavedScreensResponse> = {
  method: 'GET',
  path: 'screens',
  requirement: 'useOwnTools',
  summary: 'The signed-in user’s saved screens, newest first.',
};

export const SAVE_SCREEN: Route<'POST', 'screens', SavedScreen> = {
  method: 'POST',
  path: 'screens',
  requirement: 'useOwnTools',
  summary: 'Saves a screen (filters and sort) under a name for the signed-in user.',
};

export const DELETE_SCREEN: Route<'POST', 'screens/{x}/delete', { message: string }> = {
  method: 'POST',
  path: 'screens/{x}/delete',
  requirement: 'useOwnTools',
  summary: 'Deletes one of the user’s saved screens (404 for any other).',
};

export interface ScreenProblem {
  /** Where, as the field-error key reads it: `filters.2.field`, `filters.0`, `sort.field`. */
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a screen against the catalogue (empty when it can run): an unknown filter or sort
 * field, a range with neither bound or with min above max, a choice outside its fixed values, the same
 * field filtered twice, a filter of the wrong shape for its kind.
 */
export function screenProblems(filters: readonly ScreenerFilter[], sort?: ScreenerSort): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const seen = new Set<string>();
  filters.forEach((filter, i) => {
    const field = SCREENER_FIELD_BY_ID.get(filter.field);
    if (!field) {
      problems.push({ path: ['filters', i, 'field'], message: `Unknown filter "${filter.field}".` });
      return;
    }
    if (seen.has(filter.field)) {
      problems.push({ path: ['filters', i, 'field'], message: `${field.label} is filtered twice.` });
      return;
    }
    seen.add(filter.field);
    const { min, max } = filter;
    if (field.kind === 'range') {
      if (filter.in !== undefined || filter.is !== undefined)
        problems.push({ path: ['filters', i], message: `${field.label} takes a min and/or a max.` });
      else if (min === undefined && max === undefined)
        problems.push({ path: ['filters', i], message: `${field.label} needs a min or a max.` });
      else if (min !== undefined && max !== undefined && min > max)
        problems.push({ path: ['filters', i, 'min'], message: `Reversed range: min ${min} is above max ${max}.` });
    } else if (field.kind === 'choice') {
      if (min !== undefined || max !== undefined || filter.is !== undefined || !filter.in || filter.in.length === 0)
        problems.push({ path: ['filters', i, 'in'], message: `${field.label} takes one or more values.` });
      else if (field.options) {
        const bad = filter.in.find((v) => !field.options?.includes(v));
        if (bad !== undefined)
          problems.push({
            path: ['filters', i, 'in'],
            message: `${field.label} is one of ${field.options.join(', ')}, not "${bad}".`,
          });
      }
    } else if (min !== undefined || max !== undefined || filter.in !== undefined || filter.is === undefined) {
      problems.push({ path: ['filters', i, 'is'], message: `${field.label} is yes or no.` });
    }
  });
  if (sort && !SCREENER_FIELD_BY_ID.has(sort.field) && !(SCREENER_SORT_EXTRA as readonly string[]).includes(sort.field))
    problems.push({ path: ['sort', 'field'], message: `Unknown sort field "${sort.field}".` });
  return problems;
}
