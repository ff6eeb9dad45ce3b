import { marketInstant, marketPhaseAt, sessionDateAt, sessionTimes } from '#session';

const iso = (ms: number): string => new Date(ms).toISOString();

describe('session clock (New York)', () => {
  it('converts wall-clock times across daylight saving', () => {
    expect(iso(marketInstant('2025-06-13', 9 * 60 + 30))).toBe('2025-06-13T13:30:00.000Z');
    expect(iso(marketInstant('2025-01-13', 9 * 60 + 30))).toBe('2025-01-13T14:30:00.000Z');
    // The spring-forward Sunday's 04:00 is already daylight time.
    expect(iso(marketInstant('2025-03-10', 4 * 60))).toBe('2025-03-10T08:00:00.000Z');
  });

  it('sessions: pre-market 04:00, regular 09:30–16:00 (13:00 on early closes), after-hours four hours', () => {
    const t = sessionTimes('2025-06-13');
    expect([iso(t.preOpen), iso(t.open), iso(t.close), iso(t.postClose)]).toEqual([
      '2025-06-13T08:00:00.000Z',
      '2025-06-13T13:30:00.000Z',
      '2025-06-13T20:00:00.000Z',
      '2025-06-14T00:00:00.000Z',
    ]);
    const early = sessionTimes('2025-11-28');
    expect(early.early).toBe(true);
    expect(iso(early.close)).toBe('2025-11-28T18:00:00.000Z');
  });

  it('an instant belongs to the latest session whose pre-market has opened', () => {
    expect(sessionDateAt(Date.parse('2025-06-13T22:30:00Z'))).toBe('2025-06-13');
    // Saturday, and Monday before 04:00: still Friday's session.
    expect(sessionDateAt(Date.parse('2025-06-14T15:00:00Z'))).toBe('2025-06-13');
    expect(sessionDateAt(Date.parse('2025-06-16T07:59:59Z'))).toBe('2025-06-13');
    expect(sessionDateAt(Date.parse('2025-06-16T08:00:00Z'))).toBe('2025-06-16');
    // Juneteenth is a holiday: its morning belongs to the 18th.
    expect(sessionDateAt(Date.parse('2025-06-19T15:00:00Z'))).toBe('2025-06-18');
  });

  it('phases', () => {
    expect(marketPhaseAt(Date.parse('2025-06-13T12:00:00Z'))).toBe('pre');
    expect(marketPhaseAt(Date.parse('2025-06-13T14:00:00Z'))).toBe('regular');
    expect(marketPhaseAt(Date.parse('2025-06-13T21:00:00Z'))).toBe('post');
    expect(marketPhaseAt(Date.parse('2025-06-14T15:00:00Z'))).toBe('closed');
  });
});
