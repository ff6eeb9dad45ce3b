import { dayOfWeek, holidayName, isEarlyClose, isTradingDay, nyseHolidays, sessionTimes } from '#index';

const WEEKDAY = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5 } as const;
type Weekday = keyof typeof WEEKDAY;

/**
 * The NYSE's published schedules: every full-day closure and every 1:00 p.m. early close of 2025, 2026
 * and 2027, each with the weekday it falls on (a second check that each date is the one meant).
 */
const PUBLISHED: Record<number, { holidays: [string, Weekday, string][]; earlyCloses: [string, Weekday][] }> = {
  2025: {
    holidays: [
      ['2025-01-01', 'Wed', "New Year's Day"],
      ['2025-01-09', 'Thu', 'National Day of Mourning (Carter)'],
      ['2025-01-20', 'Mon', 'Martin Luther King Jr. Day'],
      ['2025-02-17', 'Mon', "Washington's Birthday"],
      ['2025-04-18', 'Fri', 'Good Friday'],
      ['2025-05-26', 'Mon', 'Memorial Day'],
      ['2025-06-19', 'Thu', 'Juneteenth National Independence Day'],
      ['2025-07-04', 'Fri', 'Independence Day'],
      ['2025-09-01', 'Mon', 'Labor Day'],
      ['2025-11-27', 'Thu', 'Thanksgiving Day'],
      ['2025-12-25', 'Thu', 'Christmas Day'],
    ],
    earlyCloses: [
      ['2025-07-03', 'Thu'],
      ['2025-11-28', 'Fri'],
      ['2025-12-24', 'Wed'],
    ],
  },
  2026: {
    holidays: [
      ['2026-01-01', 'Thu', "New Year's Day"],
      ['2026-01-19', 'Mon', 'Martin Luther King Jr. Day'],
      ['2026-02-16', 'Mon', "Washington's Birthday"],
      ['2026-04-03', 'Fri', 'Good Friday'],
      ['2026-05-25', 'Mon', 'Memorial Day'],
      ['2026-06-19', 'Fri', 'Juneteenth National Independence Day'],
      // July 4 is a Saturday: observed on Friday, and no early close on Thursday the 2nd.
      ['2026-07-03', 'Fri', 'Independence Day'],
      ['2026-09-07', 'Mon', 'Labor Day'],
      ['2026-11-26', 'Thu', 'Thanksgiving Day'],
      ['2026-12-25', 'Fri', 'Christmas Day'],
    ],
    earlyCloses: [
      ['2026-11-27', 'Fri'],
      ['2026-12-24', 'Thu'],
    ],
  },
  2027: {
    holidays: [
      ['2027-01-01', 'Fri', "New Year's Day"],
      ['2027-01-18', 'Mon', 'Martin Luther King Jr. Day'],
      ['2027-02-15', 'Mon', "Washington's Birthday"],
      ['2027-03-26', 'Fri', 'Good Friday'],
      ['2027-05-31', 'Mon', 'Memorial Day'],
      // June 19 is a Saturday: observed Friday.
      ['2027-06-18', 'Fri', 'Juneteenth National Independence Day'],
      // July 4 is a Sunday: observed Monday, and Friday July 2 is a full session.
      ['2027-07-05', 'Mon', 'Independence Day'],
      ['2027-09-06', 'Mon', 'Labor Day'],
      ['2027-11-25', 'Thu', 'Thanksgiving Day'],
      // December 25 is a Saturday: observed Friday the 24th; New Year's Day 2028 (a Saturday) is not observed.
      ['2027-12-24', 'Fri', 'Christmas Day'],
    ],
    earlyCloses: [['2027-11-26', 'Fri']],
  },
};

function everyDay(year: number): string[] {
  const days: string[] = [];
  for (let t = Date.UTC(year, 0, 1); new Date(t).getUTCFullYear() === year; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

describe.each(Object.entries(PUBLISHED))('NYSE %s as published', (yearText, published) => {
  const year = Number(yearText);

  it.each(published.holidays)('%s (%s) is closed: %s', (date, weekday, name) => {
    expect(dayOfWeek(date)).toBe(WEEKDAY[weekday]);
    expect(isTradingDay(date)).toBe(false);
    expect(holidayName(date)).toBe(name);
  });

  it.each(published.earlyCloses)('%s (%s) closes at 13:00 ET', (date, weekday) => {
    expect(dayOfWeek(date)).toBe(WEEKDAY[weekday]);
    expect(isTradingDay(date)).toBe(true);
    expect(isEarlyClose(date)).toBe(true);
    const { open, close } = sessionTimes(date);
    expect(new Date(close).toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour12: false })).toBe(
      '13:00:00',
    );
    expect(close - open).toBe(3.5 * 3_600_000);
  });

  it('has no other holiday and no other early close', () => {
    expect([...nyseHolidays(year).keys()].sort()).toEqual(published.holidays.map(([date]) => date));
    const weekdays = everyDay(year).filter((d) => dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6);
    expect(weekdays.filter(isEarlyClose)).toEqual(published.earlyCloses.map(([date]) => date));
  });
});
