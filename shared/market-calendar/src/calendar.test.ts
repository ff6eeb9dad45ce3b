import {
  addDays,
  diffDays,
  easterSunday,
  holidayName,
  isEarlyClose,
  isMonthlyExpiration,
  isTradingDay,
  lastCompletedSession,
  marketLocalTime,
  nextTradingDay,
  nyseHolidays,
  previousTradingDay,
  sessionsBetween,
  sessionsEndingAt,
} from '#calendar';

function tradingDaysIn(year: number): number {
  let count = 0;
  for (let d = `${year}-01-01`; d <= `${year}-12-31`; d = addDays(d, 1)) if (isTradingDay(d)) count++;
  return count;
}

describe('NYSE trading calendar', () => {
  it('knows the published 2024 and 2026 holiday schedules', () => {
    expect([...nyseHolidays(2024).keys()].sort()).toEqual([
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
    expect([...nyseHolidays(2026).keys()].sort()).toEqual([
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
    expect(holidayName('2022-06-20')).toBe('Juneteenth National Independence Day');
    // New Year 2022 fell on a Saturday: no Friday observance, Dec 31 2021 traded.
    expect(isTradingDay('2021-12-31')).toBe(true);
    // Independence Day 2026 is a Saturday: observed Friday July 3.
    expect(holidayName('2026-07-03')).toBe('Independence Day');
    // Christmas 2022 was a Sunday: observed Monday the 26th.
    expect(isTradingDay('2022-12-26')).toBe(false);
  });

  it('includes unscheduled closures such as the 2025 national day of mourning', () => {
    expect(isTradingDay('2025-01-09')).toBe(false);
    expect(isTradingDay('2012-10-29')).toBe(false);
  });

  it('counts sessions per year as the exchange did', () => {
    expect(tradingDaysIn(2023)).toBe(250);
    expect(tradingDaysIn(2024)).toBe(252);
    expect(tradingDaysIn(2025)).toBe(250);
  });

  it('computes Easter (and so Good Friday)', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
  });

  it('marks the 1 p.m. early closes', () => {
    expect(isEarlyClose('2024-07-03')).toBe(true);
    expect(isEarlyClose('2023-07-03')).toBe(true);
    expect(isEarlyClose('2024-11-29')).toBe(true);
    expect(isEarlyClose('2024-12-24')).toBe(true);
    expect(isEarlyClose('2026-07-02')).toBe(false);
    expect(isEarlyClose('2024-12-23')).toBe(false);
  });

  it('steps over weekends and holidays', () => {
    expect(nextTradingDay('2024-12-24')).toBe('2024-12-26');
    expect(previousTradingDay('2024-01-02')).toBe('2023-12-29');
    expect(nextTradingDay('2025-04-17')).toBe('2025-04-21');
  });

  it('finds the last completed session in New York time', () => {
    // Friday 15:59 New York (EDT) — still open, so Thursday.
    expect(lastCompletedSession(new Date('2025-06-13T19:59:00Z'))).toBe('2025-06-12');
    // Friday 16:00 New York.
    expect(lastCompletedSession(new Date('2025-06-13T20:00:00Z'))).toBe('2025-06-13');
    // Sunday.
    expect(lastCompletedSession(new Date('2025-06-15T12:00:00Z'))).toBe('2025-06-13');
    // Early close at 13:00 on the day after Thanksgiving (EST).
    expect(lastCompletedSession(new Date('2024-11-29T18:05:00Z'))).toBe('2024-11-29');
    // 01:00 UTC Tuesday is still Monday evening in New York.
    expect(lastCompletedSession(new Date('2025-06-17T01:00:00Z'))).toBe('2025-06-16');
  });

  it('lists sessions ending at a date, oldest first', () => {
    const sessions = sessionsEndingAt('2025-06-15', 252);
    expect(sessions.length).toBe(252);
    expect(sessions[sessions.length - 1]).toBe('2025-06-13');
    expect(sessions.every(isTradingDay)).toBe(true);
    expect(sessions).toEqual([...sessions].sort());
    expect(sessionsBetween('2025-06-12', '2025-06-17')).toEqual(['2025-06-13', '2025-06-16', '2025-06-17']);
  });

  it('identifies monthly expirations, moving to Thursday on a Good Friday', () => {
    expect(isMonthlyExpiration('2025-06-20')).toBe(true);
    expect(isMonthlyExpiration('2025-06-13')).toBe(false);
    // Third Friday of April 2025 was Good Friday.
    expect(isMonthlyExpiration('2025-04-17')).toBe(true);
  });

  it('measures calendar-day gaps', () => {
    expect(diffDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(diffDays('2025-03-01', '2025-02-01')).toBe(-28);
  });
});

describe('marketLocalTime', () => {
  it('reads New York time minute by minute, across the spring-forward hour and back again', () => {
    // 01:59 EST, then 03:00 EDT one UTC minute later; the same minute twice; then an earlier instant.
    expect(marketLocalTime(new Date('2026-03-08T06:59:30Z'))).toEqual({ date: '2026-03-08', minutes: 119 });
    expect(marketLocalTime(new Date('2026-03-08T07:00:10Z'))).toEqual({ date: '2026-03-08', minutes: 180 });
    const first = marketLocalTime(new Date('2026-11-27T17:59:00Z'));
    first.minutes = -1; // a caller's change never reaches the next caller
    expect(marketLocalTime(new Date('2026-11-27T17:59:59Z'))).toEqual({ date: '2026-11-27', minutes: 12 * 60 + 59 });
    expect(marketLocalTime(new Date('2026-11-27T04:59:00Z'))).toEqual({ date: '2026-11-26', minutes: 23 * 60 + 59 });
    expect(marketLocalTime(new Date('2026-11-27T05:00:00Z'))).toEqual({ date: '2026-11-27', minutes: 0 });
  });
});
