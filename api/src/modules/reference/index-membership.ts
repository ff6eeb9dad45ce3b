/**
 * Which of the universe's stocks make up each index, and which funds and index products track it: the
 * simulator builds a fund's daily return from its index's stocks (price-model.ts, Basket). Membership
 * follows the real indices as of late 2025, restricted to the symbols we list.
 */
import type { UniverseEntry } from './universe.js';

export type IndexName =
  | 'S&P 500'
  | 'S&P 500 Equal Weight'
  | 'US Total Market'
  | 'Nasdaq-100'
  | 'Dow Jones Industrial Average'
  | 'Russell 2000'
  | `S&P 500 ${string}`;

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
  ...Object.fromEntries(
    Object.entries(SECTOR_FUNDS).map(([symbol, sector]) => [symbol, { index: `S&P 500 ${sector}`, leverage: 1 }]),
  ),
};

export function weightingOf(index: IndexName): Weighting {
  if (index === 'Dow Jones Industrial Average') return 'price';
  if (index === 'S&P 500 Equal Weight') return 'equal';
  return 'cap';
}

function isSp500(entry: UniverseEntry): boolean {
  return entry.assetType === 'stock' && !NOT_IN_SP500.has(entry.symbol);
}

/** The index's member stocks among `entries` (the universe). */
export function indexMembers(index: IndexName, entries: readonly UniverseEntry[]): UniverseEntry[] {
  const stocks = entries.filter((e) => e.assetType === 'stock' && e.marketCap !== null && e.marketCap > 0);
  switch (index) {
    case 'S&P 500':
    case 'S&P 500 Equal Weight':
      return stocks.filter(isSp500);
    case 'US Total Market':
      return stocks.filter((e) => !FOREIGN.has(e.symbol));
    case 'Nasdaq-100':
      return stocks
        .filter((e) => e.exchange === 'NASDAQ' && e.sector !== 'Financials')
        .sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0) || (a.symbol < b.symbol ? -1 : 1))
        .slice(0, NASDAQ_100_SIZE);
    case 'Dow Jones Industrial Average':
      return stocks.filter((e) => DOW_30.has(e.symbol));
    case 'Russell 2000':
      return stocks.filter((e) => !FOREIGN.has(e.symbol) && (e.marketCap ?? 0) < SMALL_CAP_LIMIT);
    default: {
      const sector = index.slice('S&P 500 '.length);
      const members = stocks.filter((e) => isSp500(e) && e.sector === sector);
      if (members.length === 0) throw new Error(`unknown index ${index}`);
      return members;
    }
  }
}

/** A member's weight in its index at the reference prices (normalised by the caller). */
export function memberWeight(index: IndexName, entry: UniverseEntry): number {
  switch (weightingOf(index)) {
    case 'price':
      return entry.referencePrice;
    case 'equal':
      return 1;
    default:
      return entry.marketCap ?? 0;
  }
}
