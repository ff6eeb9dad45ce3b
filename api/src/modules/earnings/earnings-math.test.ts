import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fiscalQuarterLabel, fiscalQuarterOf, parseFiscalQuarter } from './fiscal-quarter.js';
import { atTheMoneyStrike, firstExpiryOnOrAfter, straddleMove } from './implied-move.js';
import { moveWindow, quarterEnds, reactionDayOf } from '../../sources/simulator/market/earnings-days.js';
import { surprise } from './surprise.js';

const near = (a: number, b: number, tolerance = 1e-6) => Math.abs(a - b) <= tolerance;

describe('implied move from the at-the-money straddle', () => {
  it('prices an at-the-money straddle by hand (r = 0, K = S: call = put = S(2N(d1) − 1))', () => {
    // S = K = 100, T = 0.25, σ = 0.2: d1 = (σ²/2 · T) / (σ√T) = 0.005 / 0.1 = 0.05, N(0.05) = 0.5199388058.
    // call = 100 · (2 · 0.5199388058 − 1) = 3.98776; put the same; straddle 7.97552, a ±7.98 % move.
    const { straddle, move } = straddleMove({
      spot: 100,
      strike: 100,
      years: 0.25,
      callVolatility: 0.2,
      putVolatility: 0.2,
      rate: 0,
    });
    assert.ok(near(straddle, 7.975522, 1e-5));
    assert.ok(near(move, 0.07975522, 1e-7));
    // The trader's rule of thumb: an at-the-money straddle ≈ 0.8 σ√T of the spot.
    assert.ok(near(move, 0.8 * 0.2 * Math.sqrt(0.25), 0.001));
  });

  it('prices a straddle off the money with a rate by hand', () => {
    // S = 50, K = 52.5, T = 30/365, σ = 0.6, r = 0.043:
    // d1 = (ln(50/52.5) + (0.043 + 0.18) · 0.0821918) / (0.6 · 0.2866910) = −0.1770861, d2 = −0.3491007;
    // call = 50 N(d1) − 52.5 e^{−rT} N(d2) = 2.469239; put = 52.5 e^{−rT} N(−d2) − 50 N(−d1) = 4.784019.
    const { straddle, move } = straddleMove({
      spot: 50,
      strike: 52.5,
      years: 30 / 365,
      callVolatility: 0.6,
      putVolatility: 0.6,
      rate: 0.043,
    });
    assert.ok(near(straddle, 7.253258, 1e-5));
    assert.ok(near(move, 0.1450652, 1e-6));
  });

  it('takes the first expiry that holds the reaction and the strike nearest the spot', () => {
    const expiries = ['2025-06-13', '2025-06-20', '2025-06-27'];
    assert.equal(firstExpiryOnOrAfter(expiries, '2025-06-13'), '2025-06-13');
    assert.equal(firstExpiryOnOrAfter(expiries, '2025-06-16'), '2025-06-20');
    assert.equal(firstExpiryOnOrAfter(expiries, '2025-06-30'), null);
    assert.equal(atTheMoneyStrike([95, 100, 105], 102.4), 100);
    assert.equal(atTheMoneyStrike([95, 100, 105], 102.6), 105);
    assert.equal(atTheMoneyStrike([95, 100, 105], 102.5), 100, 'the lower strike on a tie');
    assert.equal(atTheMoneyStrike([], 100), null);
  });
});

describe('surprise', () => {
  it('is (actual − estimate) ÷ |estimate|', () => {
    assert.ok(near(surprise(1.1, 1.0) as number, 0.1));
    assert.ok(near(surprise(0.9, 1.0) as number, -0.1));
    // A smaller loss than feared is a beat: −0.05 against −0.10 is +50 %.
    assert.ok(near(surprise(-0.05, -0.1) as number, 0.5));
    assert.ok(near(surprise(95.36e9, 94.53e9) as number, 0.0087803872));
  });
  it('is null without both figures or against a zero estimate', () => {
    assert.equal(surprise(null, 1), null);
    assert.equal(surprise(1, null), null);
    assert.equal(surprise(0.1, 0), null);
  });
});

describe('fiscal quarters', () => {
  it('numbers quarters from the fiscal year end', () => {
    // Apple's year ends in September: the December quarter is Q1 of the next fiscal year.
    assert.equal(fiscalQuarterLabel(fiscalQuarterOf(2024, 12, 9)), 'Q1 FY2025');
    assert.equal(fiscalQuarterLabel(fiscalQuarterOf(2025, 9, 9)), 'Q4 FY2025');
    // Walmart's ends in January: the April quarter is Q1 of the fiscal year ending next January.
    assert.equal(fiscalQuarterLabel(fiscalQuarterOf(2025, 4, 1)), 'Q1 FY2026');
    assert.equal(fiscalQuarterLabel(fiscalQuarterOf(2025, 6, 12)), 'Q2 FY2025');
  });
  it('reads the ways calendars write them', () => {
    for (const text of ['Q3 FY2025', 'Q3 2025', 'q3-2025', '2025Q3', '2025-Q3', 'FQ3 2025', '3Q25', "Q3'25"])
      assert.deepEqual(parseFiscalQuarter(text), { quarter: 3, fiscalYear: 2025 }, text);
    for (const text of ['Q5 2025', 'third quarter', '', '2025']) assert.equal(parseFiscalQuarter(text), null, text);
  });
  it('lists quarter ends of a fiscal calendar', () => {
    assert.deepEqual(quarterEnds(9, '2024-10-01', '2025-09-30'), [
      '2024-12-31',
      '2025-03-31',
      '2025-06-30',
      '2025-09-30',
    ]);
    assert.deepEqual(quarterEnds(1, '2025-01-01', '2025-12-31'), [
      '2025-01-31',
      '2025-04-30',
      '2025-07-31',
      '2025-10-31',
    ]);
  });
});

describe('the session a report moves', () => {
  it('before the open moves that day; after the close the next session (over a weekend and a holiday)', () => {
    assert.equal(reactionDayOf('2025-05-01', 'before-open'), '2025-05-01');
    assert.equal(reactionDayOf('2025-05-01', 'after-close'), '2025-05-02');
    assert.equal(reactionDayOf('2025-05-23', 'after-close'), '2025-05-27');
    assert.deepEqual(moveWindow('2025-05-01', 'before-open'), { afterClose: '2025-04-30', through: '2025-05-01' });
    assert.deepEqual(moveWindow('2025-05-01', 'after-close'), { afterClose: '2025-05-01', through: '2025-05-02' });
    // Not said when: from the close before to the close after, so either side is inside.
    assert.deepEqual(moveWindow('2025-05-01', 'unknown'), { afterClose: '2025-04-30', through: '2025-05-02' });
  });
});
