import { fromNewYorkWallMs, newYorkDate, newYorkOffsetMs, regularOpenMs, toNewYorkWallMs } from './market-time';

const HOUR = 3_600_000;

describe('New York market time', () => {
  it('is five hours behind UTC in winter and four in summer', () => {
    expect(newYorkOffsetMs(Date.parse('2026-11-20T15:30:00Z'))).toBe(-5 * HOUR);
    expect(newYorkOffsetMs(Date.parse('2026-07-01T15:30:00Z'))).toBe(-4 * HOUR);
  });

  it('switches on the DST change, not on the UTC day', () => {
    // 2026-11-01 02:00 EDT → 01:00 EST happens at 06:00 UTC.
    expect(newYorkOffsetMs(Date.parse('2026-11-01T05:59:00Z'))).toBe(-4 * HOUR);
    expect(newYorkOffsetMs(Date.parse('2026-11-01T06:00:00Z'))).toBe(-5 * HOUR);
  });

  it('turns instants into wall-clock times and back', () => {
    const instant = Date.parse('2026-11-20T15:35:00Z');
    expect(new Date(toNewYorkWallMs(instant)).toISOString()).toBe('2026-11-20T10:35:00.000Z');
    expect(fromNewYorkWallMs(toNewYorkWallMs(instant))).toBe(instant);
  });

  it('dates an instant by the New York calendar', () => {
    // 9:30 PM in New York is already the next day in UTC.
    expect(newYorkDate(Date.parse('2026-11-21T02:30:00Z'))).toBe('2026-11-20');
    expect(newYorkDate(Date.parse('2026-11-20T05:30:00Z'))).toBe('2026-11-20');
  });

  it('finds the 09:30 open of the day, in winter and summer', () => {
    expect(new Date(regularOpenMs(Date.parse('2026-11-20T20:00:00Z'))).toISOString()).toBe('2026-11-20T14:30:00.000Z');
    expect(new Date(regularOpenMs(Date.parse('2026-07-01T12:00:00Z'))).toISOString()).toBe('2026-07-01T13:30:00.000Z');
  });
});
