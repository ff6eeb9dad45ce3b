import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HorizonRecord } from '@flowdeck/api-types';
import {
  analystKey,
  briefOf,
  consensusOf,
  firstOnOrAfter,
  rankRecords,
  trackRecords,
  type Call,
  type CloseSeries,
} from './track-record.js';

/** 300 sessions named by consecutive calendar days from 2024-01-01 (the arithmetic needs no calendar). */
const DATES = Array.from({ length: 300 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
const series = (closeAt: (i: number) => number): CloseSeries => ({
  dates: DATES,
  closes: DATES.map((_, i) => closeAt(i)),
});
/** SPY: 100, then 105 from session 21, then 110 from session 63. */
const SPY = series((i) => (i < 21 ? 100 : i < 63 ? 105 : 110));
/** AAA: 50, then 55 from session 21, back to 50 from session 63. */
const AAA = series((i) => (i < 21 ? 50 : i < 63 ? 55 : 50));
const CLOSES = new Map([
  ['SPY', SPY],
  ['AAA', AAA],
]);

/** Averages rounded to 10 places (floating-point sums) and −0 written as 0. */
const rounded = (h: HorizonRecord | undefined) =>
  h && { ...h, averageReturn: h.averageReturn === null ? null : Math.round(h.averageReturn * 1e10) / 1e10 + 0 };

const call = (over: Partial<Call>): Call => ({
  firm: 'Firm F',
  analyst: 'Ann X',
  ticker: 'AAA',
  date: DATES[0] as string,
  action: 'initiate',
  stance: 'buy',
  ...over,
});

const CALLS: Call[] = [
  // Buy on session 0: 1m AAA +10 % vs SPY +5 % (success, +10 %); 3m, 6m, 12m AAA 0 % vs SPY +10 % (fail, 0 %).
  call({}),
  // Sell on session 21: 1m 0 % vs 0 % (a sell must lag: fail, 0 %); 3m, 6m, 12m AAA 55→50 = −9.09 % vs
  // SPY 105→110 = +4.76 % (success, +9.09 % for the short).
  call({ analyst: 'Bo Y', date: DATES[21] as string, action: 'downgrade', stance: 'sell' }),
  // A hold is an action, not a call.
  call({ firm: 'Firm G', analyst: 'Cy Z', action: 'maintain', stance: 'hold' }),
  // A buy on session 290: no window has ended (1m ends at 311 > 299): counted as a call, measured nowhere.
  call({ date: DATES[290] as string, action: 'reiterate' }),
  // Ending coverage is not a call even with a buy rating left on the record.
  call({ date: DATES[30] as string, action: 'terminate', stance: 'buy' }),
];

describe('track record on a hand-worked price path', () => {
  const { firms, analysts } = trackRecords(CALLS, CLOSES, 'SPY');

  it('a firm: every call it made, success against SPY and mean return per window', () => {
    const f = firms.get('Firm F');
    assert.ok(f);
    assert.deepEqual([f.actions, f.calls], [4, 3]);
    assert.deepEqual(rounded(f.horizons.m1), { measured: 2, successRate: 0.5, averageReturn: 0.05 });
    const short = 5 / 55; // the sell's 3-month return: 55 → 50, shorted
    for (const h of ['m3', 'm6', 'm12'] as const) {
      assert.equal(f.horizons[h].measured, 2, h);
      assert.equal(f.horizons[h].successRate, 0.5, h);
      assert.ok(Math.abs((f.horizons[h].averageReturn ?? 0) - short / 2) < 1e-12, h);
    }
  });

  it('an analyst: only their own calls', () => {
    const x = analysts.get(analystKey('Firm F', 'Ann X'));
    assert.deepEqual([x?.actions, x?.calls], [3, 2]);
    assert.deepEqual(rounded(x?.horizons.m1), { measured: 1, successRate: 1, averageReturn: 0.1 });
    assert.deepEqual(rounded(x?.horizons.m3), { measured: 1, successRate: 0, averageReturn: 0 });
    const y = analysts.get(analystKey('Firm F', 'Bo Y'));
    assert.deepEqual(rounded(y?.horizons.m1), { measured: 1, successRate: 0, averageReturn: 0 });
    assert.equal(y?.horizons.m6.successRate, 1);
    const g = firms.get('Firm G');
    assert.deepEqual([g?.calls, g?.horizons.m1.successRate], [0, null]);
  });

  it('ranks by success rate, then return; leaves out records with too few measured calls', () => {
    const ranked = rankRecords(analysts.values(), 'm3', 1);
    assert.deepEqual(
      ranked.map((r) => r.analyst),
      ['Bo Y', 'Ann X'],
    );
    assert.deepEqual(rankRecords(firms.values(), 'm3', 3), []);
    assert.deepEqual(rounded(briefOf(firms.get('Firm F'), 'm1')), {
      successRate: 0.5,
      averageReturn: 0.05,
      measured: 2,
    });
    assert.deepEqual(briefOf(undefined, 'm1'), { successRate: null, averageReturn: null, measured: 0 });
  });

  it('a call on a day without a session starts at the next session', () => {
    assert.equal(firstOnOrAfter(['2024-01-05', '2024-01-08'], '2024-01-06'), 1);
    assert.equal(firstOnOrAfter(['2024-01-05', '2024-01-08'], '2024-01-09'), 2);
  });
});

describe('consensus', () => {
  it('each firm’s latest rating within a year, coverage endings out; mean, high, low target and upside', () => {
    const consensus = consensusOf(
      [
        { firm: 'F', date: '2024-05-01', time: '07:00', action: 'initiate', stance: 'buy', targetCurrent: 60 },
        { firm: 'F', date: '2024-06-01', time: '07:00', action: 'downgrade', stance: 'hold', targetCurrent: 52 },
        { firm: 'G', date: '2024-06-02', time: null, action: 'initiate', stance: 'sell', targetCurrent: 40 },
        { firm: 'H', date: '2024-01-05', time: '08:00', action: 'initiate', stance: 'buy', targetCurrent: 70 },
        { firm: 'H', date: '2024-06-03', time: '08:00', action: 'terminate', stance: null, targetCurrent: null },
        { firm: 'K', date: '2022-01-01', time: '08:00', action: 'initiate', stance: 'buy', targetCurrent: 80 },
        { firm: 'L', date: '2024-06-11', time: '08:00', action: 'initiate', stance: 'buy', targetCurrent: 90 },
      ],
      '2024-06-10',
      50,
    );
    assert.deepEqual(consensus, {
      buy: 0,
      hold: 1,
      sell: 1,
      meanTarget: 46,
      highTarget: 52,
      lowTarget: 40,
      upside: 46 / 50 - 1,
    });
    assert.equal(consensusOf([], '2024-06-10', 50).meanTarget, null);
  });
});
