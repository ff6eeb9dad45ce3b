import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addDays,
  diffDays,
  easterSunday,
  holidayName,
  isEarlyClose,
  isMonthlyExpiration,
  isTradingDay,
  lastCompletedSession,
  nextTradingDay,
  nyseHolidays,
  previousTradingDay,
  sessionsBetween,
  sessionsEndingAt,
} from './trading-calendar.js';

function tradingDaysIn(year: number): number {
  let count = 0;
  for (let d = `${year}-01-01`; d <= `${year}-12-31`; d = addDays(d, 1)) if (isTradingDay(d)) count++;
  return count;
}

describe('NYSE trading calendar', () => {
  it('knows the published 2024 and 2026 holiday schedules', () => {
    assert.deepEqual([...nyseHolidays(2024).keys()].sort(), [
      '2024-01-01',
      '2024-01-15',
      '2024-02-19',
      '2024-03-29',
      '2024-05-27',
      '2024-06-19',
      '2024-07-04',
      '2024-09-02',
      '2024-11-28',
      '2024-12-25',
    ]);
    assert.deepEqual([...nyseHolidays(2026).keys()].sort(), [
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-03',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('applies observance rules', () => {
    // Juneteenth 2022 fell on a Sunday: observed Monday.
    assert.equal(holidayName('2022-06-20'), 'Juneteenth National Independence Day');
    // New Year 2022 fell on a Saturday: no Friday observance, Dec 31 2021 traded.
    assert.ok(isTradingDay('2021-12-31'));
    // Independence Day 2026 is a Saturday: observed Friday July 3.
    assert.equal(holidayName('2026-07-03'), 'Independence Day');
    // Christmas 2022 was a Sunday: observed Monday the 26th.
    assert.ok(!isTradingDay('2022-12-26'));
  });

  it('includes unscheduled closures such as the 2025 national day of mourning', () => {
    assert.ok(!isTradingDay('2025-01-09'));
    assert.ok(!isTradingDay('2012-10-29'));
  });

  it('counts sessions per year as the exchange did', () => {
    assert.equal(tradingDaysIn(2023), 250);
    assert.equal(tradingDaysIn(2024), 252);
    assert.equal(tradingDaysIn(2025), 250);
  });

  it('computes Easter (and so Good Friday)', () => {
    assert.equal(easterSunday(2024), '2024-03-31');
    assert.equal(easterSunday(2025), '2025-04-20');
    assert.equal(easterSunday(2026), '2026-04-05');
  });

  it('marks the 1 p.m. early closes', () => {
    assert.ok(isEarlyClose('2024-07-03'));
    assert.ok(isEarlyClose('2023-07-03'));
    assert.ok(isEarlyClose('2024-11-29'));
    assert.ok(isEarlyClose('2024-12-24'));
    assert.ok(!isEarlyClose('2026-07-02'), 'July 3 2026 is itself the holiday');
    assert.ok(!isEarlyClose('2024-12-23'));
  });

  it('steps over weekends and holidays', () => {
    assert.equal(nextTradingDay('2024-12-24'), '2024-12-26');
    assert.equal(previousTradingDay('2024-01-02'), '2023-12-29');
    assert.equal(nextTradingDay('2025-04-17'), '2025-04-21');
  });

  it('finds the last completed session in New York time', () => {
    // Friday 15:59 New York (EDT) — still open, so Thursday.
    assert.equal(lastCompletedSession(new Date('2025-06-13T19:59:00Z')), '2025-06-12');
    // Friday 16:00 New York.
    assert.equal(lastCompletedSession(new Date('2025-06-13T20:00:00Z')), '2025-06-13');
    // Sunday.
    assert.equal(lastCompletedSession(new Date('2025-06-15T12:00:00Z')), '2025-06-13');
    // Early close at 13:00 on the day after Thanksgiving (EST).
    assert.equal(lastCompletedSession(new Date('2024-11-29T18:05:00Z')), '2024-11-29');
    // 01:00 UTC Tuesday is still Monday evening in New York.
    assert.equal(lastCompletedSession(new Date('2025-06-17T01:00:00Z')), '2025-06-16');
  });

  it('lists sessions ending at a date, oldest first', () => {
    const sessions = sessionsEndingAt('2025-06-15', 252);
    assert.equal(sessions.length, 252);
    assert.equal(sessions[sessions.length - 1], '2025-06-13');
    assert.ok(sessions.every(isTradingDay));
    assert.deepEqual(sessions, [...sessions].sort());
    assert.deepEqual(sessionsBetween('2025-06-12', '2025-06-17'), ['2025-06-13', '2025-06-16', '2025-06-17']);
  });

  it('identifies monthly expirations, moving to Thursday on a Good Friday', () => {
    assert.ok(isMonthlyExpiration('2025-06-20'));
    assert.ok(!isMonthlyExpiration('2025-06-13'));
    // Third Friday of April 2025 was Good Friday.
    assert.ok(isMonthlyExpiration('2025-04-17'));
  });

  it('measures calendar-day gaps', () => {
    assert.equal(diffDays('2024-02-28', '2024-03-01'), 2);
    assert.equal(diffDays('2025-03-01', '2025-02-01'), -28);
  });
});
