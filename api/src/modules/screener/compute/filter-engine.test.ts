import assert from 'node:assert/strict';
import type { ScreenerRow } from '@flowdeck/api-types';
import { SCREENER_FIELDS, SCREENER_PRESETS, screenProblems } from '@flowdeck/endpoints/screener';
import { describe, it } from 'node:test';
import { marketCapBucket, passes, runScreen } from './filter-engine.js';

const row = (symbol: string, values: Record<string, number | string | boolean | null>): ScreenerRow => ({
  symbol,
  name: symbol,
  ...values,
});

const rows = [
  row('AAA', { price: 10, sector: 'Technology', optionable: true, rsi14: 75 }),
  row('BBB', { price: 50, sector: 'Energy', optionable: false, rsi14: 25 }),
  row('CCC', { price: 30, sector: 'Technology', optionable: true, rsi14: null }),
  row('DDD', { price: null, sector: 'Technology', optionable: true, rsi14: 50 }),
];

describe('screener filter engine', () => {
  it('a range is inclusive at both ends and never passes an unknown value', () => {
    assert.equal(passes(10, { field: 'price', min: 10, max: 30 }), true);
    assert.equal(passes(30, { field: 'price', min: 10, max: 30 }), true);
    assert.equal(passes(30.01, { field: 'price', max: 30 }), false);
    assert.equal(passes(9.99, { field: 'price', min: 10 }), false);
    assert.equal(passes(null, { field: 'price', min: 0 }), false);
  });

  it('a choice passes listed values, a flag its own value', () => {
    assert.equal(passes('Energy', { field: 'sector', in: ['Energy', 'Utilities'] }), true);
    assert.equal(passes('Technology', { field: 'sector', in: ['Energy'] }), false);
    assert.equal(passes(false, { field: 'optionable', is: false }), true);
    assert.equal(passes(true, { field: 'optionable', is: false }), false);
  });

  it('every filter must pass; sorted with nulls last both ways; paged', () => {
    const tech = runScreen(
      rows,
      [{ field: 'sector', in: ['Technology'] }],
      { field: 'rsi14', direction: 'desc' },
      1,
      2,
    );
    assert.equal(tech.matched, 3);
    assert.equal(tech.pages, 2);
    assert.deepEqual(
      tech.items.map((r) => r.symbol),
      ['AAA', 'DDD'],
    );
    const next = runScreen(rows, [{ field: 'sector', in: ['Technology'] }], { field: 'rsi14', direction: 'asc' }, 2, 2);
    assert.deepEqual(
      next.items.map((r) => r.symbol),
      ['CCC'],
    );
    const both = runScreen(
      rows,
      [
        { field: 'optionable', is: true },
        { field: 'price', min: 20 },
      ],
      { field: 'price', direction: 'asc' },
      1,
      10,
    );
    assert.deepEqual(
      both.items.map((r) => r.symbol),
      ['CCC'],
    );
    // A page past the end shows the last one.
    assert.equal(runScreen(rows, [], { field: 'symbol', direction: 'asc' }, 9, 3).page, 2);
    assert.equal(runScreen(rows, [{ field: 'price', min: 1000 }], { field: 'price', direction: 'asc' }, 1, 3).pages, 1);
  });

  it('market-cap buckets follow Finviz’s bounds', () => {
    assert.equal(marketCapBucket(250e9), 'Mega');
    assert.equal(marketCapBucket(200e9), 'Mega');
    assert.equal(marketCapBucket(199e9), 'Large');
    assert.equal(marketCapBucket(2e9), 'Mid');
    assert.equal(marketCapBucket(300e6), 'Small');
    assert.equal(marketCapBucket(60e6), 'Micro');
    assert.equal(marketCapBucket(10e6), 'Nano');
    assert.equal(marketCapBucket(null), null);
  });
});

describe('screener catalogue', () => {
  it('declares at least 60 filters across the four families, ids unique', () => {
    assert.ok(SCREENER_FIELDS.length >= 60, `${SCREENER_FIELDS.length} filters`);
    assert.equal(new Set(SCREENER_FIELDS.map((f) => f.id)).size, SCREENER_FIELDS.length);
    for (const family of ['descriptive', 'fundamental', 'technical', 'options'])
      assert.ok(SCREENER_FIELDS.filter((f) => f.family === family).length >= 8, family);
  });

  it('refuses an unknown filter, a reversed range, an empty range, a bad choice and a bad sort', () => {
    assert.deepEqual(screenProblems([{ field: 'price', min: 1, max: 5 }]), []);
    const problems = screenProblems(
      [
        { field: 'nope', min: 1 },
        { field: 'price', min: 5, max: 1 },
        { field: 'rsi14' },
        { field: 'assetType', in: ['bond'] },
        { field: 'optionable', min: 1 },
      ],
      { field: 'zzz', direction: 'asc' },
    );
    assert.deepEqual(
      problems.map((p) => p.path.join('.')),
      ['filters.0.field', 'filters.1.min', 'filters.2', 'filters.3.in', 'filters.4.is', 'sort.field'],
    );
    assert.match(problems[1]?.message ?? '', /Reversed range/);
  });

  it('every preset is a valid screen', () => {
    for (const preset of SCREENER_PRESETS) assert.deepEqual(screenProblems(preset.filters, preset.sort), [], preset.id);
  });
});
