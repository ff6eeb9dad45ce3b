/**
 * Simulated 13F filers, computed on demand and stable for a seed and quarter: fourteen fictional managers
 * of different kinds (an index manager holding the whole universe, concentrated growth and activist funds,
 * sector specialists, a quant fund with high turnover…). Each starts from its picks in the oldest quarter,
 * then every quarter sells some positions out, adds to or trims others, leaves the rest alone and opens
 * new ones, so every kind of quarter-over-quarter change exists. Quarter-end prices walk back from the
 * universe's reference prices. The managers and their CIKs are fictional.
 */
import { SIMULATED_SOURCE, THIRTEEN_F_DUE_DAYS } from '@flowdeck/endpoints/institutional';
import { addDays } from '@flowdeck/market-calendar';
import { quarterDays, quartersEndingAt } from '../../../lib/quarters.js';
import { unitHash } from '../market/rng.js';
import type { BookHolding, FilerQuarter } from '../../../modules/institutional/holdings-book.js';
import type { HeldStock } from '../../../modules/institutional/source.js';

interface ManagerSpec {
  cik: string;
  name: string;
  style: string;
  /** Reported value in the newest quarter, dollars. */
  assets: number;
  /** Positions held (the whole pool when it is smaller). */
  positions: number;
  /** Sectors it picks from; empty: every sector. */
  sectors: readonly string[];
  /** Share of positions sold out each quarter, and of those added to or trimmed. */
  turnover: number;
  activity: number;
  /** 1: weights follow market cap; 0: equal weights. */
  capTilt: number;
}

const IT = 'Information Technology';
const HC = 'Health Care';
const FIN = 'Financials';
const CD = 'Consumer Discretionary';
const COM = 'Communication Services';
const IND = 'Industrials';
const CS = 'Consumer Staples';
const EN = 'Energy';
const UT = 'Utilities';
const RE = 'Real Estate';
const MAT = 'Materials';

export const SIMULATED_MANAGERS: readonly ManagerSpec[] = [
  {
    cik: '9000101',
    name: 'Blue Harbor Index Advisors',
    style: 'Index',
    assets: 420e9,
    positions: 2000,
    sectors: [],
    turnover: 0,
    activity: 0.9,
    capTilt: 1,
  },
  {
    cik: '9000102',
    name: 'Pacific Tide Asset Management',
    style: 'Large-cap core',
    assets: 85e9,
    positions: 150,
    sectors: [],
    turnover: 0.04,
    activity: 0.55,
    capTilt: 0.8,
  },
  {
    cik: '9000103',
    name: 'Redwood Crest Capital',
    style: 'Diversified growth',
    assets: 60e9,
    positions: 100,
    sectors: [IT, COM, CD, HC, IND],
    turnover: 0.07,
    activity: 0.6,
    capTilt: 0.6,
  },
  {
    cik: '9000104',
    name: 'Summit Quant Strategies',
    style: 'Quantitative',
    assets: 30e9,
    positions: 250,
    sectors: [],
    turnover: 0.18,
    activity: 0.8,
    capTilt: 0.2,
  },
  {
    cik: '9000105',
    name: 'Meridian Ridge Investors',
    style: 'Value',
    assets: 26e9,
    positions: 45,
    sectors: [FIN, EN, HC, CS, IND],
    turnover: 0.06,
    activity: 0.5,
    capTilt: 0.5,
  },
  {
    cik: '9000106',
    name: 'Granite Peak Capital Management',
    style: 'Concentrated growth',
    assets: 18e9,
    positions: 30,
    sectors: [IT, COM, CD],
    turnover: 0.1,
    activity: 0.6,
    capTilt: 0.7,
  },
  {
    cik: '9000107',
    name: 'Lakeshore Dividend Trust',
    style: 'Dividend income',
    assets: 15e9,
    positions: 70,
    sectors: [CS, UT, RE, FIN, HC, EN],
    turnover: 0.03,
    activity: 0.4,
    capTilt: 0.6,
  },
  {
    cik: '9000108',
    name: 'Aldergrove Technology Fund',
    style: 'Technology',
    assets: 12e9,
    positions: 40,
    sectors: [IT, COM],
    turnover: 0.1,
    activity: 0.65,
    capTilt: 0.6,
  },
  {
    cik: '9000109',
    name: 'Silverline Partners',
    style: 'Long/short hedge fund',
    assets: 9e9,
    positions: 60,
    sectors: [],
    turnover: 0.2,
    activity: 0.75,
    capTilt: 0.3,
  },
  {
    cik: '9000110',
    name: 'Stonegate Activist Partners',
    style: 'Activist',
    assets: 6e9,
    positions: 12,
    sectors: [IND, CD, CS, MAT, HC],
    turnover: 0.12,
    activity: 0.5,
    capTilt: 0,
  },
  {
    cik: '9000111',
    name: 'Cedar Point Healthcare Fund',
    style: 'Health care',
    assets: 5e9,
    positions: 35,
    sectors: [HC],
    turnover: 0.09,
    activity: 0.6,
    capTilt: 0.4,
  },
  {
    cik: '9000112',
    name: 'Northwind Energy Partners',
    style: 'Energy and resources',
    assets: 4e9,
    positions: 30,
    sectors: [EN, UT, MAT],
    turnover: 0.08,
    activity: 0.6,
    capTilt: 0.5,
  },
  {
    cik: '9000113',
    name: 'Ironbridge Financials Fund',
    style: 'Financials',
    assets: 3.5e9,
    positions: 40,
    sectors: [FIN],
    turnover: 0.07,
    activity: 0.55,
    capTilt: 0.5,
  },
  {
    cik: '9000114',
    name: 'Fairhaven Family Office',
    style: 'Family office',
    assets: 2e9,
    positions: 15,
    sectors: [],
    turnover: 0.05,
    activity: 0.35,
    capTilt: 0.8,
  },
];

/** The quarter-end price of `stock` `back` quarters before the newest (which is its reference price). */
export function quarterPrice(
  stock: HeldStock,
  quarter: string,
  back: number,
  seed: number,
  quarters: readonly string[],
) {
  let price = stock.price;
  for (let i = 0; i < back; i++) {
    const later = quarters[quarters.length - 1 - i] ?? quarter;
    const growth = 0.02 + 0.22 * (unitHash(seed, stock.symbol, later, 'quarter return') - 0.5);
    price /= 1 + growth;
  }
  return price;
}

function holding(stock: HeldStock, shares: number, price: number): BookHolding {
  return {
    ticker: stock.symbol,
    issuer: stock.name,
    titleOfClass: 'COM',
    cusip: null,
    sector: stock.sector,
    putCall: null,
    shares,
    value: Math.round(shares * price),
  };
}

/** The simulated filers' quarters: `count` quarters ending with `last` (the newest whose 13Fs are due). */
export function simulatedFilers(
  stocks: readonly HeldStock[],
  last: string,
  count: number,
  seed: number,
): FilerQuarter[] {
  const quarters = quartersEndingAt(last, count);
  const prices = new Map(
    stocks.map((stock) => [
      stock.symbol,
      quarters.map((quarter, i) => quarterPrice(stock, quarter, quarters.length - 1 - i, seed, quarters)),
    ]),
  );
  const priceOf = (symbol: string, i: number) => prices.get(symbol)?.[i] ?? 1;
  const out: FilerQuarter[] = [];
  for (const manager of SIMULATED_MANAGERS) {
    const pool = stocks
      .filter((stock) => manager.sectors.length === 0 || manager.sectors.includes(stock.sector))
      .sort((a, b) => b.marketCap - a.marketCap)
      .slice(0, Math.max(manager.positions * 3, 60));
    const size = Math.min(manager.positions, pool.length);
    const indexed = manager.turnover === 0;
    // An index manager weights by market cap alone; an active one by its conviction too.
    const conviction = (stock: HeldStock) =>
      Math.pow(stock.marketCap, manager.capTilt) *
      (indexed ? 1 : 0.4 + unitHash(seed, manager.cik, stock.symbol, 'conviction'));
    // Sized so the newest quarter's value lands near the manager's assets.
    const scale = manager.assets / (1 + 0.02 * (count - 1));
    const start = [...pool]
      .sort((a, b) => unitHash(seed, manager.cik, a.symbol, 'pick') - unitHash(seed, manager.cik, b.symbol, 'pick'))
      .sort((a, b) => conviction(b) - conviction(a))
      .slice(0, size);
    const startScores = start.reduce((sum, stock) => sum + conviction(stock), 0);
    let held = new Map(
      start.map((stock) => [
        stock.symbol,
        Math.max(1, Math.round((scale * (conviction(stock) / startScores)) / priceOf(stock.symbol, 0))),
      ]),
    );
    const bySymbol = new Map(pool.map((stock) => [stock.symbol, stock]));
    quarters.forEach((quarter, i) => {
      if (i > 0) {
        const next = new Map<string, number>();
        let sold = 0;
        for (const [symbol, shares] of held) {
          const roll = unitHash(seed, manager.cik, symbol, quarter, 'act');
          if (roll < manager.turnover) {
            sold += 1;
            continue;
          }
          const move = unitHash(seed, manager.cik, symbol, quarter, 'size');
          const acts = (roll - manager.turnover) / (1 - manager.turnover) < manager.activity;
          // An index fund buys with its inflows, in step with the index.
          if (indexed)
            next.set(
              symbol,
              acts ? Math.round(shares * (1.005 + 0.02 * unitHash(seed, manager.cik, quarter, 'flow'))) : shares,
            );
          else if (!acts) next.set(symbol, shares);
          else if (move < 0.55)
            next.set(symbol, Math.round(shares * (1.03 + 0.6 * unitHash(seed, manager.cik, symbol, quarter, 'add'))));
          else
            next.set(
              symbol,
              Math.max(1, Math.round(shares * (0.95 - 0.55 * unitHash(seed, manager.cik, symbol, quarter, 'trim')))),
            );
        }
        const room = sold + Math.floor(unitHash(seed, manager.cik, quarter, 'extra') * 3) - 1;
        const candidates = pool
          .filter((stock) => !next.has(stock.symbol) && !held.has(stock.symbol))
          .sort(
            (a, b) =>
              unitHash(seed, manager.cik, a.symbol, quarter, 'buy') -
              unitHash(seed, manager.cik, b.symbol, quarter, 'buy'),
          );
        const value = [...next].reduce((sum, [symbol, shares]) => sum + shares * priceOf(symbol, i), 0);
        const average = next.size > 0 ? value / next.size : scale / Math.max(1, size);
        for (const stock of candidates.slice(0, Math.max(0, Math.min(room, size - next.size + 2)))) {
          const stake = average * (0.3 + 0.8 * unitHash(seed, manager.cik, stock.symbol, quarter, 'stake'));
          next.set(stock.symbol, Math.max(1, Math.round(stake / priceOf(stock.symbol, i))));
        }
        held = next;
      }
      const { to } = quarterDays(quarter);
      out.push({
        cik: manager.cik,
        name: manager.name,
        style: manager.style,
        quarter,
        source: SIMULATED_SOURCE,
        filingUrl: null,
        filed: addDays(to, THIRTEEN_F_DUE_DAYS - Math.floor(unitHash(seed, manager.cik, quarter, 'filed') * 10)),
        holdings: [...held].flatMap(([symbol, shares]) => {
          const stock = bySymbol.get(symbol);
          return stock ? [holding(stock, shares, priceOf(symbol, i))] : [];
        }),
      });
    });
  }
  return out;
}
