import {
  NO_FILTERS,
  acceptsPrint,
  addPrintsToSummary,
  addToLevels,
  addToRanking,
  compareIds,
  darkPoolView,
  filterParams,
  noPrintsMessage,
  largestBlocks,
  levelStep,
  mergePrints,
  orderedTags,
  priceLadder,
  printWeight,
  scopeFromParams,
  shortVenue,
  sideTone,
  stepForPrice,
  vwapOf,
} from './dark-pool-data';
import { makeDarkPoolResponse, makeLevels, makePrint, makeTicker } from '../test/dark-pool-fixtures';

describe('scopeFromParams', () => {
  it.each([
    ['', 'all'],
    ['?symbol=all', 'all'],
    ['?symbol=%20', 'all'],
    ['?symbol=spy', 'SPY'],
    // Upper-case ALL is a ticker (Allstate), as the API reads it.
    ['?symbol=ALL', 'ALL'],
  ])('%s → %s', (search, scope) => {
    expect(scopeFromParams(new URLSearchParams(search))).toBe(scope);
  });
});

describe('filters', () => {
  it('sends only the filters that narrow anything', () => {
    expect(filterParams(NO_FILTERS)).toEqual({});
    expect(filterParams({ minNotional: 1_000_000, blocksOnly: true, lateOnly: false })).toEqual({
      minNotional: 1_000_000,
      blocksOnly: true,
    });
  });

  it('applies them to live prints as the API does', () => {
    const block = makePrint({ price: 100, size: 20_000, tags: ['block'] });
    const late = makePrint({ price: 100, size: 100, late: true, tags: ['late'] });
    expect(acceptsPrint(NO_FILTERS, late)).toBe(true);
    expect(acceptsPrint({ ...NO_FILTERS, blocksOnly: true }, block)).toBe(true);
    expect(acceptsPrint({ ...NO_FILTERS, blocksOnly: true }, late)).toBe(false);
    expect(acceptsPrint({ ...NO_FILTERS, lateOnly: true }, late)).toBe(true);
    expect(acceptsPrint({ ...NO_FILTERS, lateOnly: true }, block)).toBe(false);
    expect(acceptsPrint({ ...NO_FILTERS, minNotional: 2_000_000 }, block)).toBe(true);
    expect(acceptsPrint({ ...NO_FILTERS, minNotional: 2_000_001 }, block)).toBe(false);
  });
});

describe('mergePrints', () => {
  it('orders by id as numbers, not as text, even beyond double precision', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('17951886316620001', '17951886316620000')).toBeGreaterThan(0);
  });

  it('keeps one copy of each print, newest first, up to the cap', () => {
    const a = makePrint({ secondsAfter: 1 });
    const b = makePrint({ secondsAfter: 2 });
    const c = makePrint({ secondsAfter: 3 });
    expect(mergePrints([c, b], [b, a]).map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    expect(mergePrints([a], [c, b], 2).map((p) => p.id)).toEqual([c.id, b.id]);
  });
});

describe('darkPoolView', () => {
  it('lays live prints over the fetched page and adds only uncounted ones to the totals', () => {
    const fetched = [makePrint({ secondsAfter: -5, size: 100 }), makePrint({ secondsAfter: -10, size: 200 })];
    const page = makeDarkPoolResponse(fetched, { topTickers: [makeTicker('SPY', 30_000, 300)] });
    // One live print the fetch already had (reported before asOf), one new, one filtered out.
    const echoed = fetched[0]!;
    const fresh = makePrint({ secondsAfter: 4, size: 1000, price: 100 });
    const view = darkPoolView([page], [fresh, echoed], NO_FILTERS);

    expect(view.items.map((p) => p.id)).toEqual([fresh.id, fetched[0]!.id, fetched[1]!.id]);
    expect(view.liveCount).toBe(1);
    expect(view.summary?.prints).toBe(3);
    expect(view.summary?.volume).toBe(1300);
    expect(view.summary?.notional).toBe(130_000);
    expect(view.summary?.topTickers?.[0]).toMatchObject({ ticker: 'SPY', notional: 130_000, prints: 11 });
    expect(view.lastUpdate).toBe(fresh.time);
  });

  it('does not count a live print twice once a refetch has it', () => {
    const fresh = makePrint({ secondsAfter: 4, size: 1000 });
    const refetched = makeDarkPoolResponse([fresh], { asOf: '2026-11-20T15:30:05.000Z' });
    const view = darkPoolView([refetched], [fresh], NO_FILTERS);
    expect(view.summary?.prints).toBe(1);
    expect(view.items).toHaveLength(1);
    expect(view.liveCount).toBe(0);
  });

  it('holds live prints to the filters the fetch used', () => {
    const small = makePrint({ secondsAfter: 3, price: 10, size: 100 });
    const view = darkPoolView([makeDarkPoolResponse([])], [small], { ...NO_FILTERS, minNotional: 100_000 });
    expect(view.items).toEqual([]);
    expect(view.summary?.prints).toBe(0);
  });

  it('concatenates older pages after the first', () => {
    const newer = makePrint({ secondsAfter: -1 });
    const older = makePrint({ secondsAfter: -100 });
    const view = darkPoolView(
      [makeDarkPoolResponse([newer], { nextCursor: newer.id }), makeDarkPoolResponse([older], { withSummary: false })],
      [],
      NO_FILTERS,
    );
    expect(view.items.map((p) => p.id)).toEqual([newer.id, older.id]);
  });
});

describe('ranking', () => {
  it('adds prints to tickers in it, re-ranks, recomputes VWAP and leaves unknown tickers out', () => {
    const ranking = [makeTicker('SPY', 200_000, 2000, 100), makeTicker('QQQ', 150_000, 1000, 150)];
    const next = addToRanking(ranking, [
      makePrint({ ticker: 'QQQ', price: 160, size: 1000 }),
      makePrint({ ticker: 'ZZZ', price: 10, size: 1 }),
    ]);
    expect(next.map((t) => t.ticker)).toEqual(['QQQ', 'SPY']);
    expect(next[0]).toMatchObject({ notional: 310_000, volume: 2000, prints: 11, vwap: 155 });
    // The input is not changed.
    expect(ranking[1]?.notional).toBe(150_000);
  });
});

describe('price levels', () => {
  it('uses the API bucket width: the first step at least 0.1 % of the price', () => {
    expect(stepForPrice(690)).toBe(1);
    expect(stepForPrice(254)).toBe(0.5);
    expect(stepForPrice(87)).toBe(0.1);
    expect(stepForPrice(3)).toBe(0.01);
  });

  it('infers the step from the levels when the price would say otherwise', () => {
    expect(levelStep(makeLevels([688, 1], [689, 1]), 690)).toBe(1);
    // Levels on quarters cannot have a 0.5 step.
    expect(levelStep(makeLevels([254.25, 1], [254.5, 1]), 254)).toBe(0.25);
  });

  it('adds prints into their buckets, opening a new one when needed', () => {
    const levels = makeLevels([688, 1000], [689, 2000]);
    const next = addToLevels(levels, [makePrint({ price: 689.99, size: 10 }), makePrint({ price: 691.2, size: 10 })]);
    expect(next.map((l) => l.price)).toEqual([688, 689, 691]);
    expect(next[1]).toMatchObject({ notional: 2000 + 6899.9, prints: 4 });
    expect(next[2]).toMatchObject({ notional: 6912, prints: 1, size: 10 });
  });

  it('builds a ladder high to low with gaps filled, key levels flagged and marks placed', () => {
    const ladder = priceLadder(makeLevels([687, 100], [688, 9000], [690, 7000], [691, 500], [692, 8000]), {
      maxRows: 10,
      referencePrice: 690,
      marks: [
        { id: 'vwap', price: 689.7 },
        { id: 'last', price: 692.4 },
        { id: 'wall', price: 700 },
      ],
    });
    expect(ladder.step).toBe(1);
    expect(ladder.rows.map((r) => r.price)).toEqual([692, 691, 690, 689, 688, 687]);
    expect(ladder.rows.find((r) => r.price === 689)).toMatchObject({ notional: 0, share: 0, marks: ['vwap'] });
    expect(ladder.rows.filter((r) => r.key).map((r) => r.price)).toEqual([692, 690, 688]);
    expect(ladder.rows[0]).toMatchObject({ marks: ['last'], share: 8000 / 9000 });
    expect(ladder.outside).toEqual(['wall']);
  });

  it('widens buckets by a round multiple to stay within the row budget', () => {
    const levels = makeLevels(...Array.from({ length: 40 }, (_, i) => [100 + i * 0.1, 10] as [number, number]));
    const ladder = priceLadder(levels, { maxRows: 12, referencePrice: 100 });
    expect(ladder.step).toBeCloseTo(0.4);
    expect(ladder.rows.length).toBeLessThanOrEqual(12);
    const total = ladder.rows.reduce((sum, r) => sum + r.notional, 0);
    expect(total).toBeCloseTo(400);
  });

  it('reaches out to marks that ask for it', () => {
    const ladder = priceLadder(makeLevels([688, 100], [689, 100]), {
      maxRows: 20,
      referencePrice: 689,
      marks: [{ id: 'callWall', price: 695, extend: true }],
    });
    expect(ladder.rows[0]).toMatchObject({ price: 695, marks: ['callWall'] });
    expect(ladder.rows).toHaveLength(8);
  });

  it('is empty without levels', () => {
    expect(priceLadder([], { maxRows: 10, marks: [{ id: 'vwap', price: 1 }] })).toEqual({
      step: 0,
      rows: [],
      outside: ['vwap'],
    });
  });

  it('summarises VWAP from totals', () => {
    expect(vwapOf({ notional: 1000, volume: 10 })).toBe(100);
    expect(vwapOf({ notional: 0, volume: 0 })).toBeNull();
  });

  it('adds live prints to a ticker summary', () => {
    const summary = makeDarkPoolResponse([], { ticker: 'SPY', levels: makeLevels([100, 1000]) }).summary!;
    // $100 trades in 10-cent buckets: 100.05 joins the 100.00 level.
    const next = addPrintsToSummary(summary, [makePrint({ price: 100.05, size: 10 })]);
    expect(next.levels).toEqual([{ price: 100, size: 20, notional: 2000.5, prints: 4 }]);
    expect(next.topTickers).toBeNull();
  });
});

describe('how a print reads', () => {
  it('colours buying at or through the ask up, selling at or through the bid down', () => {
    expect(sideTone('above_ask')).toBe('up');
    expect(sideTone('ask')).toBe('up');
    expect(sideTone('mid')).toBe('neutral');
    expect(sideTone('bid')).toBe('down');
    expect(sideTone('below_bid')).toBe('down');
  });

  it('weighs prints by notional', () => {
    expect(printWeight(999_999)).toBe('normal');
    expect(printWeight(1_000_000)).toBe('large');
    expect(printWeight(10_000_000)).toBe('huge');
  });

  it('shortens venues to what tells them apart', () => {
    expect(shortVenue('FINRA TRF Carteret')).toBe('Carteret');
    expect(shortVenue('FINRA ADF')).toBe('ADF');
    expect(shortVenue('IEX')).toBe('IEX');
  });

  it('ranks the largest blocks among fetched and live prints', () => {
    const small = makePrint({ secondsAfter: -10, price: 100, size: 10_000, tags: ['block'] });
    const big = makePrint({ secondsAfter: -5, price: 100, size: 50_000, tags: ['block'] });
    const notBlock = makePrint({ secondsAfter: 1, price: 100, size: 9_000 });
    const liveBlock = makePrint({ secondsAfter: 2, price: 100, size: 20_000, tags: ['block'] });
    expect(largestBlocks([small, big, notBlock], [liveBlock, big], 2).map((p) => p.id)).toEqual([big.id, liveBlock.id]);
  });

  it('shows tags in a fixed order', () => {
    expect(orderedTags(['below_bid', 'late', 'block'])).toEqual(['block', 'late', 'below_bid']);
  });
});

describe('why the prints table is empty', () => {
  it('names the filters and the session; "yet" only while it trades', () => {
    expect(noPrintsMessage(NO_FILTERS, false)).toBe('No dark-pool prints in this session.');
    expect(noPrintsMessage({ minNotional: 1_000_000, blocksOnly: true, lateOnly: false }, false)).toBe(
      'No prints match Min notional $1M · Blocks only in this session.',
    );
    expect(noPrintsMessage({ ...NO_FILTERS, lateOnly: true }, true)).toBe(
      'No prints match Late prints only in this session yet.',
    );
  });
});
