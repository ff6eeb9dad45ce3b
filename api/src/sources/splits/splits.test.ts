import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ratioForPrice, simulatedSplits } from '../simulator/records/stock-splits.js';
import { parseSplitRatio, priceAfterSplit, ratioLabel } from '../../modules/stock-splits/split-ratio.js';
import { parseCsv } from '../import/csv.js';
import { ImportRefusal } from '../import/importer.js';
import { parseSplits } from './importer.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const refusal = (where: string, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal && error.where === where && reason.test(error.reason);

describe('split ratios', () => {
  it('reads the ways announcements write them, new shares first', () => {
    assert.deepEqual(parseSplitRatio('4 : 1'), { to: 4, from: 1 });
    assert.deepEqual(parseSplitRatio('10:1'), { to: 10, from: 1 });
    assert.deepEqual(parseSplitRatio('3-for-2'), { to: 3, from: 2 });
    assert.deepEqual(parseSplitRatio('1 for 10'), { to: 1, from: 10 });
    assert.deepEqual(parseSplitRatio('1/20'), { to: 1, from: 20 });
    assert.equal(parseSplitRatio('1:1'), null);
    assert.equal(parseSplitRatio('four to one'), null);
    assert.equal(parseSplitRatio('0:1'), null);
  });

  it('turns a pre-split price into post-split terms', () => {
    assert.equal(priceAfterSplit(400, { to: 4, from: 1 }), 100);
    assert.equal(priceAfterSplit(0.42, { to: 1, from: 10 }), 4.2);
    assert.equal(ratioLabel({ to: 3, from: 2 }), '3-for-2');
  });
});

describe('CSV', () => {
  it('reads quoted fields with commas and doubled quotes, tabs, CRLF and line numbers', () => {
    assert.deepEqual(parseCsv('f', 'a,"b, ""c"""\r\n\r\n1,2\n'), [
      { line: 1, cells: ['a', 'b, "c"'] },
      { line: 3, cells: ['1', '2'] },
    ]);
    assert.deepEqual(parseCsv('f', 'a\tb\n"x\ny"\tz'), [
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\ny', 'z'] },
    ]);
    assert.throws(() => parseCsv('f', 'a,b\n"open,2\n'), refusal('line 2', /never closed/));
  });
});

describe('the splits importer', () => {
  it('reads Nasdaq’s calendar CSV: forward and reverse, US dates, N/A', () => {
    const splits = parseSplits('nasdaq.csv', fixture('nasdaq-splits.csv'));
    assert.equal(splits.length, 5);
    assert.deepEqual(splits[0], {
      where: 'line 2',
      symbol: 'NVDA',
      ratio: { to: 10, from: 1 },
      exDate: '2024-06-10',
      announcedDate: '2024-05-22',
      recordDate: null,
      payableDate: '2024-06-07',
    });
    const wba = splits.find((split) => split.symbol === 'WBA');
    assert.deepEqual([wba?.ratio, wba?.payableDate, wba?.exDate], [{ to: 1, from: 10 }, null, '2026-12-01']);
  });

  it('reads Polygon’s JSON (split_from, split_to)', () => {
    const splits = parseSplits('polygon.json', fixture('polygon-splits.json'));
    assert.deepEqual(
      splits.map((split) => [split.symbol, ratioLabel(split.ratio), split.exDate, split.where]),
      [
        ['AAPL', '4-for-1', '2020-08-31', 'element results[0]'],
        ['GOOGL', '20-for-1', '2022-07-18', 'element results[1]'],
        ['MULN', '1-for-25', '2023-05-01', 'element results[2]'],
      ],
    );
  });

  it('refuses a malformed file with the place and reason', () => {
    const csv = fixture('nasdaq-splits.csv');
    assert.throws(() => parseSplits('x.csv', csv.replace('"50 : 1"', '"fifty"')), refusal('line 6', /ratio "fifty"/));
    assert.throws(
      () => parseSplits('x.csv', csv.replace('06/10/2024', '13/45/2024')),
      refusal('line 2', /ex-date "13\/45\/2024"/),
    );
    assert.throws(() => parseSplits('x.csv', 'Name,Ratio\nX,2:1\n'), refusal('line 1', /needs symbol, ratio/));
    assert.throws(
      () => parseSplits('x.csv', `${csv}NVDA,x,"10 : 1",06/07/2024,06/10/2024,05/22/2024\n`),
      refusal('line 7', /already at line 2/),
    );
    assert.throws(() => parseSplits('x.json', '{"results": [{"ticker": "AAPL"'), refusal('JSON', /not valid JSON/));
    assert.throws(
      () => parseSplits('x.json', '[{"ticker":"AAPL","execution_date":"2020-08-31","split_from":4,"split_to":4}]'),
      refusal('element [0]', /are not a split/),
    );
  });
});

describe('simulated splits', () => {
  const symbols = [
    { symbol: 'HIGH', name: 'High Price Co', assetType: 'stock', close: 900 },
    { symbol: 'MID', name: 'Mid Co', assetType: 'stock', close: 120 },
    { symbol: 'PENNY', name: 'Penny Co', assetType: 'stock', close: 0.6 },
    { symbol: 'PLAIN', name: 'Plain Co', assetType: 'etf', close: 40 },
    { symbol: 'INDEX', name: 'An Index', assetType: 'index', close: 2000 },
  ] as const;

  it('picks the ratio a board would for the price', () => {
    assert.deepEqual(ratioForPrice(2000), { to: 10, from: 1 });
    assert.deepEqual(ratioForPrice(900), { to: 4, from: 1 });
    assert.deepEqual(ratioForPrice(0.6), { to: 1, from: 10 });
    assert.equal(ratioForPrice(40), null);
  });

  it('upcoming splits fit today’s price, past ones the price before them; only announced ones show; stable', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ ...symbols[i % 5]!, symbol: `S${i}` }));
    const splits = simulatedSplits(many, '2025-01-01', '2026-12-31', '2026-06-15', 42);
    assert.ok(splits.length > 20, `enough splits to look at (${splits.length})`);
    for (const split of splits) {
      const close = many.find((s) => s.symbol === split.symbol)!.close;
      const fits =
        split.exDate > '2026-06-15' ? ratioForPrice(close) : ratioForPrice((close * split.ratio.to) / split.ratio.from);
      assert.deepEqual(fits, split.ratio, `${split.symbol} ${split.exDate}`);
      assert.ok(split.announcedDate <= '2026-06-15');
      assert.ok(split.payableDate < split.exDate);
      assert.notEqual(
        many.find((s) => s.symbol === split.symbol)?.assetType,
        'index',
        'an index has no shares to split',
      );
    }
    assert.deepEqual(simulatedSplits(many, '2025-01-01', '2026-12-31', '2026-06-15', 42), splits);
  });
});
