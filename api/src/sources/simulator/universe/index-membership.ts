/**
 * Which of the universe's stocks make up each index, and which funds and index products track it: the
 * simulator builds a fund's daily return from its index's stocks (price-model.ts, Basket). Membership
 * follows the real indices as of late 2025, restricted to the symbols we list.
 */
export type IndexName =
  | 'S&P 500'
  | 'S&P 500 Equal Weight'
  | 'US Total Market'
  | 'Nasdaq-100'
  | 'Dow Jones Industrial Average'
  | 'Russell 2000'
  | 'Semiconductors'
  | `S&P 500 ${string}`;

/** What membership is decided on: a listed stock (callers pass stocks only). */
export interface IndexCandidate {
  symbol: string;
  exchange: string;
  sector: string;
  industryKey: string;
  marketCap: number | null;
}

export type Weighting = 'cap' | 'price' | 'equal';

export interface IndexFund {
  index: IndexName;
  /** Multiple of the index's daily return (TQQQ 3, SQQQ −3). */
  leverage: number;
}

/** Listed stocks that are not S&P 500 members: foreign issuers and U.S. companies outside the index. */
const NOT_IN_SP500 = new Set([
  // Foreign issuers (ADRs and foreign listings).
  'TSM',
  'ASML',
  'ARM',
  'SHOP',
  'SPOT',
  'BABA',
  'NIO',
  // U.S. companies not in the index.
  'MSTR',
  'SNOW',
  'NET',
  'ZS',
  'MDB',
  'TEAM',
  'MRVL',
  'RBLX',
  'RDDT',
  'CVNA',
  'SOFI',
  'AFRM',
  'RIVN',
  'LCID',
  'GME',
  'AMC',
]);

const FOREIGN = new Set(['TSM', 'ASML', 'ARM', 'SHOP', 'SPOT', 'BABA', 'NIO']);

/** The 30 Dow Jones Industrial Average stocks (since NVDA and SHW joined in November 2024). */
const DOW_30 = new Set([
  'AAPL',
  'AMGN',
  'AMZN',
  'AXP',
  'BA',
  'CAT',
  'CRM',
  'CSCO',
  'CVX',
  'DIS',
  'GS',
  'HD',
  'HON',
  'IBM',
  'JNJ',
  'JPM',
  'KO',
  'MCD',
  'MMM',
  'MRK',
  'MSFT',
  'NKE',
  'NVDA',
  'PG',
  'SHW',
  'TRV',
  'UNH',
  'V',
  'VZ',
  'WMT',
]);

/** The Nasdaq-100 holds the largest non-financial companies listed on the Nasdaq. */
const NASDAQ_100_SIZE = 100;
/**
 * The universe lists few genuine Russell 2000 members (it is built from large caps); its smallest stocks
 * (under $10B) stand in for the small-cap index.
 */
const SMALL_CAP_LIMIT = 10e9;

/** Sector SPDRs hold the S&P 500 members of one GICS sector. */
const SECTOR_FUNDS: Record<string, string> = {
  XLK: 'Information Technology',
  XLF: 'Financials',
  XLE: 'Energy',
  XLV: 'Health Care',
  XLY: 'Consumer Discretionary',
  XLP: 'Consumer Staples',
  XLI: 'Industrials',
  XLB: 'Materials',
  XLU: 'Utilities',
  XLRE: 'Real Estate',
  XLC: 'Communication Services',
};

/** Funds and index products built from their index (the index products have no tracking error). */
export const INDEX_FUNDS: Record<string, IndexFund> = {
  SPY: { index: 'S&P 500', leverage: 1 },
  VOO: { index: 'S&P 500', leverage: 1 },
  IVV: { index: 'S&P 500', leverage: 1 },
  SPX: { index: 'S&P 500', leverage: 1 },
  XSP: { index: 'S&P 500', leverage: 1 },
  RSP: { index: 'S&P 500 Equal Weight', leverage: 1 },
  VTI: { index: 'US Total Market', leverage: 1 },
  QQQ: { index: 'Nasdaq-100', leverage: 1 },
  NDX: { index: 'Nasdaq-100', leverage: 1 },
  TQQQ: { index: 'Nasdaq-100', leverage: 3 },
  SQQQ: { index: 'Nasdaq-100', leverage: -3 },
  DIA: { index: 'Dow Jones Industrial Average', leverage: 1 },
  DJX: { index: 'Dow Jones Industrial Average', leverage: 1 },
  IWM: { index: 'Russell 2000', leverage: 1 },
  RUT: { index: 'Russell 2000', leverage: 1 },
  SMH: { index: 'Semiconductors', leverage: 1 },
  SOXX: { index: 'Semiconductors', leverage: 1 },
  ...Object.fromEntries(
    Object.entries(SECTOR_FUNDS).map(([symbol, sector]) => [symbol, { index: `S&P 500 ${sector}`, leverage: 1 }]),
  ),
};

/** The index products among INDEX_FUNDS: an index's own level, not a fund holding stocks. */
export const INDEX_PRODUCTS: ReadonlySet<string> = new Set(['SPX', 'XSP', 'NDX', 'DJX', 'RUT']);

export function weightingOf(index: IndexName): Weighting {
  if (index === 'Dow Jones Industrial Average') return 'price';
  if (index === 'S&P 500 Equal Weight') return 'equal';
  return 'cap';
}

/** How each index's membership and weighting is described to a subscriber (the ETF holdings view). */
export function indexMethod(index: IndexName): string {
  switch (index) {
    case 'S&P 500':
      return 'The S&P 500 members we list (U.S. companies), weighted by market cap';
    case 'S&P 500 Equal Weight':
      return 'The S&P 500 members we list, equally weighted';
    case 'US Total Market':
      return 'Every U.S. company we list, weighted by market cap';
    case 'Nasdaq-100':
      return 'The 100 largest non-financial NASDAQ listings, weighted by market cap';
    case 'Dow Jones Industrial Average':
      return "The Dow's 30 members, weighted by share price";
    case 'Russell 2000':
      return 'The U.S. companies we list under $10B, weighted by market cap (small-cap stand-in)';
    case 'Semiconductors':
      return 'Semiconductor makers, by market cap';
    default:
      return `${index.slice('S&P 500 '.length)} stocks of the S&P 500, by market cap`;
  }
}

function isSp500(stock: IndexCandidate): boolean {
  return !NOT_IN_SP500.has(stock.symbol);
}

/** The index's members among `stocks` (stocks only; those without a positive market cap are left out). */
export function indexMembers<T extends IndexCandidate>(index: IndexName, stocks: readonly T[]): T[] {
  const listed = stocks.filter((e) => e.marketCap !== null && e.marketCap > 0);
  switch (index) {
    case 'S&P 500':
    case 'S&P 500 Equal Weight':
      return listed.filter(isSp500);
    case 'US Total Market':
      return listed.filter((e) => !FOREIGN.has(e.symbol));
    case 'Nasdaq-100':
      return listed
        .filter((e) => e.exchange === 'NASDAQ' && e.sector !== 'Financials')
        .sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0) || (a.symbol < b.symbol ? -1 : 1))
        .slice(0, NASDAQ_100_SIZE);
    case 'Dow Jones Industrial Average':
      return listed.filter((e) => DOW_30.has(e.symbol));
    case 'Russell 2000':
      return listed.filter((e) => !FOREIGN.has(e.symbol) && (e.marketCap ?? 0) < SMALL_CAP_LIMIT);
    case 'Semiconductors':
      return listed.filter((e) => e.industryKey === 'semis');
    default: {
      const sector = index.slice('S&P 500 '.length);
      return listed.filter((e) => isSp500(e) && e.sector === sector);
    }
  }
}

/** A member's weight in its index from its market cap and share price (normalised by the caller). */
export function memberWeight(index: IndexName, member: { marketCap: number | null; price: number }): number {
  switch (weightingOf(index)) {
    case 'price':
      return member.price;
    case 'equal':
      return 1;
    default:
      return member.marketCap ?? 0;
  }
}

/** Each stock's memberships among `indexes`, in the order given (a stock in none is left out). */
export function membershipsOf<T extends IndexCandidate>(
  indexes: readonly IndexName[],
  stocks: readonly T[],
): Map<string, IndexName[]> {
  const out = new Map<string, IndexName[]>();
  for (const index of indexes)
    for (const member of indexMembers(index, stocks))
      out.set(member.symbol, [...(out.get(member.symbol) ?? []), index]);
  return out;
}
