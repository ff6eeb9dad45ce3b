import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, isTradingDay, sessionsEndingAt } from '@flowdeck/market-calendar';
import { earningsDay, fiscalYearEndMonth, quarterEnds, REPORTS_PER_YEAR, reportReactingOn } from './earnings-days.js';
import { earningsJump, sessionJump, simulateBars, type InstrumentModel } from './price-model.js';

const stock = (symbol: string): InstrumentModel => ({
  symbol,
  kind: 'stock',
  factorGroup: 'Information Technology',
  marketBeta: 1.1,
  sectorBeta: 1,
  annualDrift: 0.08,
  annualIdioVol: 0.25,
  jumpsPerYear: 0,
  jumpVol: 0.06,
  baseVolume: 4_000_000,
});

const SESSIONS = sessionsEndingAt('2026-11-25', 3 * 252);
const SYMBOLS = ['AAPL', 'MSFT', 'WMT', 'XOM', 'JPM', 'NVDA', 'KO', 'TSLA'];

describe('earnings days', () => {
  it('a report falls on a trading day three to eight weeks after its quarter ends, a week later for the fourth', () => {
    for (const seed of [1, 7, 42])
      for (const symbol of SYMBOLS) {
        const fiscalEndMonth = fiscalYearEndMonth(symbol, seed);
        for (const end of quarterEnds(fiscalEndMonth, '2024-01-01', '2026-09-30')) {
          const day = earningsDay(symbol, fiscalEndMonth, end, seed);
          assert.ok(isTradingDay(day.date), `${symbol} ${end}: ${day.date}`);
          assert.ok(
            day.date >= addDays(end, 20) && day.date <= addDays(end, day.annual ? 60 : 53),
            JSON.stringify(day),
          );
          assert.equal(day.annual, Number(end.slice(5, 7)) === fiscalEndMonth);
          assert.ok(day.reactionDay >= day.date && isTradingDay(day.reactionDay));
          if (day.time === 'before-open') assert.equal(day.reactionDay, day.date);
          else assert.ok(day.reactionDay > day.date);
          assert.equal(reportReactingOn(symbol, day.reactionDay, seed), end);
        }
      }
  });

  it('a stock’s earnings jump is on the session that trades on each report and on no other: four a year', () => {
    let news = 0;
    for (const seed of [1, 42])
      for (const symbol of SYMBOLS) {
        const model = stock(symbol);
        const fiscalEndMonth = fiscalYearEndMonth(symbol, seed);
        const jumpDays = SESSIONS.filter((date) => earningsJump(model, date, seed) !== 0);
        const reactions = quarterEnds(fiscalEndMonth, '2023-01-01', '2026-12-31')
          .map((end) => earningsDay(symbol, fiscalEndMonth, end, seed).reactionDay)
          .filter((day) => day >= SESSIONS[0]! && day <= SESSIONS.at(-1)!);
        assert.deepEqual(jumpDays, reactions, `${symbol} seed ${seed}`);
        assert.ok(Math.abs(jumpDays.length - 3 * REPORTS_PER_YEAR) <= 1, `${symbol}: ${jumpDays.length} in 3 years`);
        // The bar holds the report's jump, and now and then unscheduled news no option priced.
        for (const day of jumpDays) assert.notEqual(sessionJump(model, day, seed), 0);
        news += SESSIONS.filter(
          (date) => earningsJump(model, date, seed) === 0 && sessionJump(model, date, seed) !== 0,
        ).length;
      }
    const perYear = news / (2 * SYMBOLS.length * 3);
    assert.ok(perYear > 0.8 && perYear < 3.5, `news jumps a year: ${perYear}`);
  });

  it('the jump is in the bar: the reaction session moves far more than an ordinary one, mostly at the open', () => {
    let reaction = 0;
    let ordinary = 0;
    let reactionDays = 0;
    let gapShare = 0;
    for (const symbol of SYMBOLS) {
      const model = stock(symbol);
      const bars = simulateBars(model, SESSIONS, 100, 42);
      for (let i = 1; i < bars.length; i++) {
        const bar = bars[i]!;
        const move = Math.abs(Math.log(bar.close / bars[i - 1]!.close));
        if (earningsJump(model, bar.date, 42) !== 0) {
          reaction += move;
          reactionDays++;
          gapShare += Math.abs(Math.log(bar.open / bars[i - 1]!.close)) / Math.max(move, 1e-9) >= 0.5 ? 1 : 0;
        } else ordinary += move;
      }
    }
    const meanReaction = reaction / reactionDays;
    const meanOrdinary = ordinary / (SYMBOLS.length * (SESSIONS.length - 1) - reactionDays);
    assert.ok(meanReaction > 2.5 * meanOrdinary, `reaction ${meanReaction} vs ordinary ${meanOrdinary}`);
    assert.ok(gapShare / reactionDays > 0.6, `gapped at the open: ${gapShare}/${reactionDays}`);
  });
});
