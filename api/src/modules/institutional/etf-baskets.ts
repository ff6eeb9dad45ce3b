/**
 * The baskets of the universe's equity ETFs, built from the universe by each fund's own rule (its index
 * methodology, simplified): S&P 500 and total-market funds weight every stock by market cap, RSP weights
 * them equally, QQQ takes the largest 100 non-financial NASDAQ listings, DIA weights the Dow's members by
 * price, the Select Sector SPDRs weight their sector by cap, SMH and SOXX the semiconductor makers. Funds
 * whose holdings are not stocks of the universe (bonds, commodities, small caps, foreign markets,
 * leveraged) have no basket. Pure.
 */
import type { EtfConstituent } from '@flowdeck/api-types';

export interface BasketStock {
  symbol: string;
  name: string;
  exchange: string;
  sector: string;
  industryKey: string;
  marketCap: number;
  price: number;
}

export interface BasketFund {
  symbol: string;
  name: string;
  /** Fund assets, dollars. */
  assets: number;
}

type Weighting = 'cap' | 'equal' | 'price';

interface BasketRule {
  method: string;
  weighting: Weighting;
  members: (stocks: readonly BasketStock[]) => BasketStock[];
}

/** The Dow Jones Industrial Average's 30 members. */
const DOW_MEMBERS = new Set([
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

const all = (stocks: readonly BasketStock[]) => [...stocks];
const sector = (name: string) => (stocks: readonly BasketStock[]) => stocks.filter((s) => s.sector === name);
const semis = (stocks: readonly BasketStock[]) => stocks.filter((s) => s.industryKey === 'semis');

const RULES: Readonly<Record<string, BasketRule>> = {
  SPY: { method: 'Every stock of the universe, weighted by market cap', weighting: 'cap', members: all },
  VOO: { method: 'Every stock of the universe, weighted by market cap', weighting: 'cap', members: all },
  IVV: { method: 'Every stock of the universe, weighted by market cap', weighting: 'cap', members: all },
  VTI: { method: 'Every stock of the universe, weighted by market cap', weighting: 'cap', members: all },
  RSP: { method: 'Every stock of the universe, equally weighted', weighting: 'equal', members: all },
  QQQ: {
    method: 'The 100 largest non-financial NASDAQ listings, weighted by market cap',
    weighting: 'cap',
    members: (stocks) =>
      stocks
        .filter((s) => s.exchange === 'NASDAQ' && s.sector !== 'Financials')
        .sort((a, b) => b.marketCap - a.marketCap)
        .slice(0, 100),
  },
  DIA: {
    method: "The Dow's 30 members, weighted by share price",
    weighting: 'price',
    members: (stocks) => stocks.filter((s) => DOW_MEMBERS.has(s.symbol)),
  },
  XLK: {
    method: 'Information Technology stocks, by market cap',
    weighting: 'cap',
    members: sector('Information Technology'),
  },
  XLF: { method: 'Financials stocks, by market cap', weighting: 'cap', members: sector('Financials') },
  XLE: { method: 'Energy stocks, by market cap', weighting: 'cap', members: sector('Energy') },
  XLV: { method: 'Health Care stocks, by market cap', weighting: 'cap', members: sector('Health Care') },
  XLY: {
    method: 'Consumer Discretionary stocks, by market cap',
    weighting: 'cap',
    members: sector('Consumer Discretionary'),
  },
  XLP: { method: 'Consumer Staples stocks, by market cap', weighting: 'cap', members: sector('Consumer Staples') },
  XLI: { method: 'Industrials stocks, by market cap', weighting: 'cap', members: sector('Industrials') },
  XLB: { method: 'Materials stocks, by market cap', weighting: 'cap', members: sector('Materials') },
  XLU: { method: 'Utilities stocks, by market cap', weighting: 'cap', members: sector('Utilities') },
  XLRE: { method: 'Real Estate stocks, by market cap', weighting: 'cap', members: sector('Real Estate') },
  XLC: {
    method: 'Communication Services stocks, by market cap',
    weighting: 'cap',
    members: sector('Communication Services'),
  },
  SMH: { method: 'Semiconductor makers, by market cap', weighting: 'cap', members: semis },
  SOXX: { method: 'Semiconductor makers, by market cap', weighting: 'cap', members: semis },
};

export function hasBasket(etf: string): boolean {
  return Object.prototype.hasOwnProperty.call(RULES, etf);
}

export const BASKET_ETFS: readonly string[] = Object.keys(RULES);

export interface Basket {
  method: string;
  constituents: EtfConstituent[];
}

/** The fund's constituents, largest weight first; weights sum to 100 and value to the fund's assets. */
export function etfBasket(fund: BasketFund, stocks: readonly BasketStock[]): Basket | null {
  const rule = RULES[fund.symbol];
  if (!rule) return null;
  const members = rule.members(stocks).filter((s) => s.marketCap > 0 && s.price > 0);
  const score = (s: BasketStock) => (rule.weighting === 'cap' ? s.marketCap : rule.weighting === 'price' ? s.price : 1);
  const total = members.reduce((sum, s) => sum + score(s), 0);
  const constituents = members
    .map((s) => {
      const share = total > 0 ? score(s) / total : 0;
      const value = fund.assets * share;
      return {
        ticker: s.symbol,
        company: s.name,
        sector: s.sector,
        weight: Math.round(share * 10_000) / 100,
        shares: Math.round(value / s.price),
        value: Math.round(value),
      };
    })
    .sort((a, b) => b.value - a.value || a.ticker.localeCompare(b.ticker));
  return { method: rule.method, constituents };
}
