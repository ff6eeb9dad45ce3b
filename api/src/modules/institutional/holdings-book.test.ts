import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { instrumentModel, universe } from '../../sources/simulator/universe/universe.js';
import { BASKET_ETFS, etfBasket, type BasketStock } from './etf-baskets.js';
import {
  classifyChange,
  comparePositions,
  createBook,
  changeCounts,
  marketActivity,
  mergeHoldings,
  sectorWeights,
  stockHolders,
  tradedValue,
  type BookHolding,
  type FilerQuarter,
} from './holdings-book.js';
import { effectiveFilings, latestDueQuarter } from './service.js';

const h = (ticker: string | null, shares: number, value: number, extra: Partial<BookHolding> = {}): BookHolding => ({
  ticker,
  issuer: ticker ? `${ticker} INC` : 'TEKLA HEALTHCARE INVS',
  titleOfClass: 'COM',
  cusip: ticker ? null : '87911J103',
  sector: ticker === 'XOM' ? 'Energy' : ticker ? 'Information Technology' : null,
  putCall: null,
  shares,
  value,
  ...extra,
});
const q = (cik: string, quarter: string, holdings: BookHolding[]): FilerQuarter => ({
  cik,
  name: `Filer ${cik}`,
  style: null,
  quarter,
  source: 'Simulated data',
  filingUrl: null,
  filed: null,
  holdings,
});

describe('quarter-over-quarter changes of a filer', () => {
  it('classifies new, added, reduced, sold out and unchanged by shares', () => {
    assert.equal(classifyChange(0, 10), 'new');
    assert.equal(classifyChange(10, 15), 'added');
    assert.equal(classifyChange(10, 4), 'reduced');
    assert.equal(classifyChange(10, 0), 'sold out');
    assert.equal(classifyChange(10, 10), 'unchanged');
  });

  // Q4: AAPL 100 sh ($20,000), MSFT 50 sh ($20,000), XOM 40 sh ($4,000).
  // Q1: AAPL 150 sh ($33,000, $220 a share), MSFT 50 sh ($21,000), NVDA 10 sh ($1,000), TEKLA 5 sh ($0 — kept).
  const previous = q('1', '2024-Q4', [h('AAPL', 100, 20_000), h('MSFT', 50, 20_000), h('XOM', 40, 4_000)]);
  const current = q('1', '2025-Q1', [
    h('AAPL', 150, 33_000),
    h('MSFT', 50, 21_000),
    h('NVDA', 10, 1_000),
    h(null, 5, 0),
  ]);
  const positions = comparePositions(current, previous);

  it('compares every position, sold-out ones last, with Δshares, Δvalue and weight', () => {
    assert.deepEqual(
      positions.map((p) => [p.ticker ?? p.issuer, p.change, p.sharesChange, p.valueChange, p.weight]),
      [
        ['AAPL', 'added', 50, 13_000, 60],
        ['MSFT', 'unchanged', 0, 1_000, 38.18],
        ['NVDA', 'new', 10, 1_000, 1.82],
        ['TEKLA HEALTHCARE INVS', 'new', 5, 0, 0],
        ['XOM', 'sold out', -40, -4_000, 0],
      ],
    );
    assert.deepEqual(changeCounts(positions), { new: 2, added: 1, reduced: 0, soldOut: 1, unchanged: 1 });
  });

  it('the value traded counts share changes at the quarter’s price, not price moves', () => {
    const [aapl, msft, nvda, , xom] = positions;
    assert.equal(tradedValue(aapl!), 11_000, '50 shares at $220');
    assert.equal(tradedValue(msft!), 0, 'MSFT rose in price only');
    assert.equal(tradedValue(nvda!), 1_000);
    assert.equal(tradedValue(xom!), -4_000, 'sold out at the previous quarter’s $100');
  });

  it('without the previous quarter on file, the change is unknown, not new', () => {
    const alone = comparePositions(current, undefined);
    assert.ok(alone.every((p) => p.change === null && p.sharesChange === null && p.previousShares === null));
    assert.equal(changeCounts(alone), null);
  });

  it('merges rows of one security (per manager or discretion), keeps puts apart', () => {
    const merged = mergeHoldings([h('AAPL', 10, 2_000), h('AAPL', 5, 1_000), h('AAPL', 7, 700, { putCall: 'Put' })]);
    assert.deepEqual(
      merged.map((m) => [m.ticker, m.putCall, m.shares, m.value]),
      [
        ['AAPL', null, 15, 3_000],
        ['AAPL', 'Put', 7, 700],
      ],
    );
  });

  it('sector allocation sums the values, unmapped holdings under Other', () => {
    assert.deepEqual(sectorWeights([h('AAPL', 1, 300), h('XOM', 1, 100), h(null, 1, 100)]), [
      { sector: 'Information Technology', value: 300, weight: 60 },
      { sector: 'Energy', value: 100, weight: 20 },
      { sector: 'Other', value: 100, weight: 20 },
    ]);
  });
});

describe('holders of a stock and market-wide activity', () => {
  // Filer 1 as above; filer 2 sells all its AAPL and buys XOM; filer 3 files Q1 only (not compared).
  const book = createBook([
    q('1', '2024-Q4', [h('AAPL', 100, 20_000), h('MSFT', 50, 20_000), h('XOM', 40, 4_000)]),
    q('1', '2025-Q1', [h('AAPL', 150, 33_000), h('MSFT', 50, 21_000), h('NVDA', 10, 1_000)]),
    q('2', '2024-Q4', [h('AAPL', 30, 6_000)]),
    q('2', '2025-Q1', [h('XOM', 20, 2_200), h('AAPL', 4, 400, { putCall: 'Call' })]),
    q('3', '2025-Q1', [h('AAPL', 10, 2_200)]),
  ]);

  it('lists every holder of AAPL with its change; sold-out last; totals from share positions', () => {
    const answer = stockHolders(book, 'AAPL', '2025-Q1', 1_000);
    assert.deepEqual(
      answer.holders.map((x) => [x.cik, x.putCall, x.shares, x.change, x.sharesChange]),
      [
        ['1', null, 150, 'added', 50],
        ['3', null, 10, null, null],
        ['2', 'Call', 4, 'new', 4],
        ['2', null, 0, 'sold out', -30],
      ],
    );
    assert.equal(answer.totals.holders, 2);
    assert.equal(answer.totals.shares, 160);
    assert.equal(answer.totals.value, 35_200);
    assert.equal(answer.totals.ownershipPct, 16);
    assert.equal(answer.totals.sharesChange, 20, '+50 and −30; filer 3 not compared');
    assert.deepEqual(answer.totals.counts, { new: 0, added: 1, reduced: 0, soldOut: 1, unchanged: 0 });
    assert.deepEqual(
      answer.history.map((x) => [x.quarter, x.holders, x.shares]),
      [
        ['2024-Q4', 2, 130],
        ['2025-Q1', 2, 160],
      ],
    );
  });

  it('nets the quarter’s buying and selling per security; new positions and sell-outs by filers', () => {
    const activity = marketActivity(book, '2025-Q1');
    assert.equal(activity.filers, 3);
    assert.equal(activity.compared, 2);
    assert.equal(activity.totalValue, 33_000 + 21_000 + 1_000 + 2_200 + 400 + 2_200);
    // AAPL: filer 1 bought 50 at $220 (11,000), filer 2 sold 30 at $200 (−6,000): net +5,000.
    // XOM: filer 1 sold 40 at $100 (−4,000), filer 2 bought 20 at $110 (+2,200): net −1,800.
    assert.deepEqual(
      activity.topBuys.map((a) => [a.ticker, a.filers, a.sharesChange, a.valueChange]),
      [
        ['AAPL', 1, 20, 5_000],
        ['NVDA', 1, 10, 1_000],
      ],
    );
    assert.deepEqual(
      activity.topSells.map((a) => [a.ticker, a.filers, a.sharesChange, a.valueChange]),
      [['XOM', 1, -20, -1_800]],
    );
    assert.deepEqual(
      activity.newPositions.map((a) => [a.ticker, a.filers]),
      [
        ['XOM', 1],
        ['NVDA', 1],
      ],
    );
    assert.deepEqual(
      activity.soldOut.map((a) => [a.ticker, a.filers, a.valueChange]),
      [
        ['AAPL', 1, -6_000],
        ['XOM', 1, -4_000],
      ],
    );
  });
});

describe('an imported quarter: the latest restatement or original, plus later new holdings', () => {
  const at = '2025-03-01T00:00:00Z';
  it('takes the latest base and the additions filed after it', () => {
    const original = { id: 'o', amendment: null, filed: '2025-02-12', imported_at: at };
    const restated = { id: 'r', amendment: 'restatement', filed: '2025-03-04', imported_at: at };
    const added = { id: 'n', amendment: 'new holdings', filed: '2025-03-11', imported_at: at };
    const early = { id: 'e', amendment: 'new holdings', filed: '2025-02-20', imported_at: at };
    assert.deepEqual(
      effectiveFilings([added, restated, original, early]).map((f) => f.id),
      ['r', 'n'],
    );
    assert.deepEqual(
      effectiveFilings([original, early]).map((f) => f.id),
      ['o', 'e'],
    );
  });

  it('the newest quarter due is the one whose 45 days have passed', () => {
    assert.equal(latestDueQuarter('2025-05-14'), '2024-Q4');
    assert.equal(latestDueQuarter('2025-05-15'), '2025-Q1');
    assert.equal(latestDueQuarter('2025-06-13'), '2025-Q1');
  });
});

describe('ETF baskets', () => {
  const stock = (
    symbol: string,
    sector: string,
    marketCap: number,
    price: number,
    exchange = 'NASDAQ',
  ): BasketStock => ({
    symbol,
    name: symbol,
    exchange,
    sector,
    industryKey: sector === 'Information Technology' ? 'semis' : 'banks',
    marketCap,
    price,
  });
  const stocks = [
    stock('NVDA', 'Information Technology', 300, 100),
    stock('AMD', 'Information Technology', 100, 50),
    stock('JPM', 'Financials', 100, 200, 'NYSE'),
  ];

  it('a sector fund weights its sector by market cap; value and shares from the fund’s assets', () => {
    const basket = etfBasket({ symbol: 'XLK', name: 'XLK', assets: 1_000 }, stocks);
    assert.deepEqual(
      basket?.constituents.map((c) => [c.ticker, c.weight, c.value, c.shares]),
      [
        ['NVDA', 75, 750, 8],
        ['AMD', 25, 250, 5],
      ],
    );
  });

  it('RSP weights equally, QQQ leaves out financials, a bond fund has no basket', () => {
    const rsp = etfBasket({ symbol: 'RSP', name: 'RSP', assets: 900 }, stocks);
    assert.deepEqual(
      rsp?.constituents.map((c) => c.weight),
      [33.33, 33.33, 33.33],
    );
    const qqq = etfBasket({ symbol: 'QQQ', name: 'QQQ', assets: 100 }, stocks);
    assert.deepEqual(
      qqq?.constituents.map((c) => c.ticker),
      ['NVDA', 'AMD'],
    );
    assert.equal(etfBasket({ symbol: 'TLT', name: 'TLT', assets: 100 }, stocks), null);
  });

  it('each fund holds the stocks its simulated price is built from, with the same weights', () => {
    const stocks: BasketStock[] = universe()
      .filter((e) => e.assetType === 'stock' && e.marketCap !== null)
      .map((e) => ({ ...e, marketCap: e.marketCap as number, price: e.referencePrice }));
    assert.ok(BASKET_ETFS.includes('SPY') && BASKET_ETFS.includes('SMH') && !BASKET_ETFS.includes('TQQQ'));
    for (const etf of BASKET_ETFS) {
      const entry = universe().find((e) => e.symbol === etf);
      const held = etfBasket({ symbol: etf, name: etf, assets: 1e9 }, stocks);
      const modelled = entry ? instrumentModel(entry).basket : undefined;
      assert.ok(held && modelled, `${etf}: a holdings view and a modelled basket`);
      const weights = new Map(held.constituents.map((c) => [c.ticker, c.weight]));
      assert.equal(weights.size, modelled.components.length, etf);
      for (const { model, weight } of modelled.components)
        assert.ok(Math.abs((weights.get(model.symbol) ?? -1) - weight * 100) <= 0.005 + 1e-9, `${etf} ${model.symbol}`);
    }
  });
});
