import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FlowTrade } from '@flowdeck/api-types';
import { flowTrade } from '../../market/compute/test-trades.js';
import { alertFilterSchema, type AlertFilter } from '../user-settings/schemas.js';
import { matchesAlertFilter } from './alert-match.js';

/** A saved filter as the user-settings module stores it: defaults filled in, then the given criteria. */
const filter = (criteria: Record<string, unknown> = {}): AlertFilter =>
  alertFilterSchema.parse({ id: 'f', name: 'Filter', ...criteria });

/** An NVDA 7-day OTM call sweep on the ask, $50K premium, 200 contracts, volume above open interest. */
const trade = flowTrade({
  ticker: 'NVDA',
  sector: 'Information Technology',
  marketCap: 4e12,
  type: 'call',
  side: 'ask',
  kind: 'sweep',
  premium: 50_000,
  size: 200,
  dte: 7,
  volume: 300,
  openInterest: 250,
  tags: ['opening', 'unusual', 'otm'],
});

/** Each criterion: a value the trade passes and one it fails. */
const CRITERIA: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
  ['tickers', { tickers: ['nvda', 'AMD'] }, { tickers: ['AMD'] }],
  ['callPut', { callPut: 'calls' }, { callPut: 'puts' }],
  ['sides', { sides: ['ask', 'above_ask'] }, { sides: ['bid', 'below_bid', 'mid'] }],
  ['minPremium', { minPremium: 50_000 }, { minPremium: 50_001 }],
  ['minSize', { minSize: 200 }, { minSize: 201 }],
  ['dteMin', { dteMin: 7 }, { dteMin: 8 }],
  ['dteMax', { dteMax: 7 }, { dteMax: 6 }],
  ['sectors', { sectors: ['Information Technology', 'Energy'] }, { sectors: ['Energy'] }],
  ['marketCapMin', { marketCapMin: 4e12 }, { marketCapMin: 4.1e12 }],
  ['marketCapMax', { marketCapMax: 4e12 }, { marketCapMax: 3.9e12 }],
];

/** Flags: the trade that has the property passes, the same trade without it fails. */
const FLAGS: Array<[string, Partial<FlowTrade>]> = [
  ['otmOnly', { tags: ['opening', 'unusual'] }],
  ['sweepsOnly', { kind: 'block' }],
  ['volumeOverOi', { volume: 250 }],
  ['unusualOnly', { tags: ['opening', 'otm'] }],
];

describe('matchesAlertFilter', () => {
  it('a filter with no criteria matches every trade, puts and indices included', () => {
    assert.equal(matchesAlertFilter(trade, filter()), true);
    assert.equal(matchesAlertFilter(flowTrade({ type: 'put', marketCap: null, sector: 'Index' }), filter()), true);
  });

  for (const [name, passing, failing] of CRITERIA) {
    it(`checks ${name}`, () => {
      assert.equal(matchesAlertFilter(trade, filter(passing)), true, JSON.stringify(passing));
      assert.equal(matchesAlertFilter(trade, filter(failing)), false, JSON.stringify(failing));
    });
  }

  for (const [name, without] of FLAGS) {
    it(`checks ${name}`, () => {
      const only = filter({ [name]: true });
      assert.equal(matchesAlertFilter(trade, only), true);
      assert.equal(matchesAlertFilter({ ...trade, ...without }, only), false);
      assert.equal(matchesAlertFilter({ ...trade, ...without }, filter({ [name]: false })), true);
    });
  }

  it('callPut "puts" takes puts only and "both" takes either', () => {
    const put = { ...trade, type: 'put' as const };
    assert.equal(matchesAlertFilter(put, filter({ callPut: 'puts' })), true);
    assert.equal(matchesAlertFilter(put, filter({ callPut: 'calls' })), false);
    assert.equal(matchesAlertFilter(put, filter({ callPut: 'both' })), true);
  });

  it('a market-cap range leaves out instruments without a market cap (indices)', () => {
    const index = { ...trade, ticker: 'SPX', marketCap: null };
    assert.equal(matchesAlertFilter(index, filter({ marketCapMin: 1 })), false);
    assert.equal(matchesAlertFilter(index, filter({ marketCapMax: 1e14 })), false);
  });

  it('needs every criterion at once', () => {
    const strict = filter({ tickers: ['NVDA'], callPut: 'calls', minPremium: 25_000, sweepsOnly: true, dteMax: 30 });
    assert.equal(matchesAlertFilter(trade, strict), true);
    assert.equal(matchesAlertFilter({ ...trade, premium: 24_999 }, strict), false);
    assert.equal(matchesAlertFilter({ ...trade, dte: 31 }, strict), false);
    assert.equal(matchesAlertFilter({ ...trade, ticker: 'AMD' }, strict), false);
  });
});
