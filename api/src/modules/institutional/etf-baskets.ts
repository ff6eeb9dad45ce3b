/**
 * The baskets of the universe's equity ETFs: each fund holds its index's members as
 * reference/index-membership.ts defines them (the simulator builds the fund's price from the same stocks),
 * weighted by the index's rule at today's prices. Leveraged funds and index products hold no stocks here,
 * and funds whose holdings are not stocks of the universe (bonds, commodities, foreign markets) have no
 * basket. Pure.
 */
import type { EtfConstituent } from '@flowdeck/api-types';
import {
  INDEX_FUNDS,
  INDEX_PRODUCTS,
  type IndexName,
  indexMembers,
  indexMethod,
  memberWeight,
} from '../../sources/simulator/universe/index-membership.js';

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

/** The funds whose holdings are stocks of the universe, with the index each tracks (reference/index-membership). */
const FUND_INDEX: Readonly<Record<string, IndexName>> = Object.fromEntries(
  Object.entries(INDEX_FUNDS)
    .filter(([symbol, fund]) => fund.leverage === 1 && !INDEX_PRODUCTS.has(symbol))
    .map(([symbol, fund]) => [symbol, fund.index]),
);

export function hasBasket(etf: string): boolean {
  return Object.prototype.hasOwnProperty.call(FUND_INDEX, etf);
}

export const BASKET_ETFS: readonly string[] = Object.keys(FUND_INDEX);

export interface Basket {
  method: string;
  constituents: EtfConstituent[];
}

/** The fund's constituents, largest weight first; weights sum to 100 and value to the fund's assets. */
export function etfBasket(fund: BasketFund, stocks: readonly BasketStock[]): Basket | null {
  const index = FUND_INDEX[fund.symbol];
  if (!index) return null;
  const members = indexMembers(index, stocks).filter((s) => s.price > 0);
  const score = (s: BasketStock) => memberWeight(index, s);
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
  return { method: indexMethod(index), constituents };
}
