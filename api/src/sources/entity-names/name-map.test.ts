import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { universe } from '../simulator/universe/universe.js';
import { createNameMapper, mappingReport, normaliseEntityName, shippedNameMapper } from './name-map.js';
import { REVIEWED_NAMES } from './reviewed-names.js';

describe('names in public records → tickers', () => {
  it('normalises case, punctuation, "&", leading "the", share classes and corporate suffixes', () => {
    assert.equal(normaliseEntityName('The Boeing Co.'), 'boeing');
    assert.equal(normaliseEntityName('LOCKHEED MARTIN CORP'), 'lockheed martin');
    assert.equal(normaliseEntityName('Alphabet Inc. Class A'), 'alphabet');
    assert.equal(normaliseEntityName('Johnson & Johnson'), 'johnson and johnson');
    assert.equal(normaliseEntityName('AMAZON.COM SERVICES LLC'), 'amazoncom services');
    assert.equal(normaliseEntityName('Company'), 'company');
  });

  it('maps by the reviewed table first, then the listed names; two tickers for a name is ambiguous', () => {
    const mapper = createNameMapper({
      reviewed: [
        ['Widget Holdings LLC', 'WID'],
        ['Widget Credit Union', null],
      ],
      listed: [
        { symbol: 'WID', name: 'Widget Corp' },
        { symbol: 'TWO', name: 'Twin Inc. Class A' },
        { symbol: 'TWOB', name: 'Twin Inc. Class B' },
      ],
    });
    assert.deepEqual(mapper.match('WIDGET HOLDINGS, LLC'), { kind: 'mapped', ticker: 'WID' });
    assert.deepEqual(mapper.match('widget corporation'), { kind: 'mapped', ticker: 'WID' });
    assert.deepEqual(mapper.match('Widget Credit Union'), { kind: 'unmapped' });
    assert.deepEqual(mapper.match('Twin, Inc.'), { kind: 'ambiguous', tickers: ['TWO', 'TWOB'] });
    assert.deepEqual(mapper.match('Nobody Ltd'), { kind: 'unmapped' });
  });

  it('ships a table whose every ticker is a stock of the universe', () => {
    const stocks = new Set(
      universe()
        .filter((e) => e.assetType === 'stock')
        .map((e) => e.symbol),
    );
    for (const [name, ticker] of REVIEWED_NAMES) if (ticker) assert.ok(stocks.has(ticker), `${name} → ${ticker}`);
    const mapper = shippedNameMapper();
    assert.deepEqual(mapper.match('LOCKHEED MARTIN CORPORATION'), { kind: 'mapped', ticker: 'LMT' });
    assert.deepEqual(mapper.match('GOOGLE LLC'), { kind: 'mapped', ticker: 'GOOGL' });
    assert.deepEqual(mapper.match('Alphabet Inc.'), { kind: 'mapped', ticker: 'GOOGL' });
  });

  it('reports mapped, unmapped and ambiguous names once each', () => {
    assert.deepEqual(
      mappingReport('clients', [
        { name: 'A', match: { kind: 'mapped', ticker: 'A' } },
        { name: 'A', match: { kind: 'mapped', ticker: 'A' } },
        { name: 'B', match: { kind: 'unmapped' } },
        { name: 'C', match: { kind: 'ambiguous', tickers: ['C', 'CC'] } },
      ]),
      [
        'clients: 1 mapped, 1 unmapped, 1 ambiguous',
        'unmapped (kept without a ticker): B',
        'ambiguous (kept without a ticker): C (C or CC)',
      ],
    );
  });
});
