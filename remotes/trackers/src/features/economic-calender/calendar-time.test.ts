import { countdown, dateIn, formatFigure, timeIn, weekLabel, weekStart, zoneAbbreviation } from './calendar-time';

describe('calendar time', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('labels a week across a year end and days in New York', () => {
    expect(weekLabel('2026-12-28')).toBe('Dec 28 – Jan 3, 2027');
    // 03:00 UTC on the 26th is still the 25th in New York.
    expect(dateIn(Date.parse('2026-11-26T03:00:00Z'), 'America/New_York')).toBe('2026-11-25');
  });

  it('shows a release time in the chosen zone', () => {
    expect(timeIn('2026-08-12T12:30:00.000Z', 'America/New_York')).toBe('8:30 AM');
    expect(timeIn('2026-08-12T12:30:00.000Z', 'Europe/London')).toBe('1:30 PM');
    expect(zoneAbbreviation(Date.parse('2026-12-09T19:00:00Z'), 'America/New_York')).toBe('EST');
  });

  it('counts down in days, hours, minutes and seconds', () => {
    expect(countdown(((2 * 24 + 3) * 3600 + 14 * 60 + 5) * 1000)).toBe('2d 3h 14m 05s');
    expect(countdown((3 * 3600 + 2 * 60 + 9) * 1000)).toBe('3h 02m 09s');
    expect(countdown(245_000)).toBe('4m 05s');
    expect(countdown(0)).toBe('now');
  });

  it('writes figures as published', () => {
    expect(formatFigure(0.3, '%', 1)).toBe('0.3%');
    expect(formatFigure(210, 'K', 0)).toBe('210K');
    expect(formatFigure(7.412, 'M', 2)).toBe('7.41M');
    expect(formatFigure(null, '%', 1)).toBe('—');
  });
});
