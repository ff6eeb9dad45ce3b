import { formatWait, marketClosedBanner, marketStatusAt, sessionBanner } from '#market-status';
import { marketInstant } from '#session';

const at = (date: string, hh: number, mm = 0): number => marketInstant(date, hh * 60 + mm);
const iso = (ms: number): string => new Date(ms).toISOString();

describe('the most recent session rule', () => {
  it('writes the closed-market banner exactly as the issue shows it', () => {
    // Wednesday 25 November 2026, 06:59 ET (EST, UTC−5).
    expect(marketClosedBanner(Date.parse('2026-11-25T11:59:00Z'))).toBe(
      'Market closed · showing Tue, Nov 24 · opens Wed 9:30 AM ET (in 2h 31m)',
    );
  });

  describe('on a weekday (Tue 24 Nov 2026)', () => {
    it('07:00 ET, before the open: the previous session, opening today', () => {
      const status = marketStatusAt(at('2026-11-24', 7));
      expect(status).toMatchObject({ open: false, session: '2026-11-23', nextSession: '2026-11-24' });
      expect(iso(status.nextOpen)).toBe('2026-11-24T14:30:00.000Z');
      expect(marketClosedBanner(at('2026-11-24', 7))).toBe(
        'Market closed · showing Mon, Nov 23 · opens Tue 9:30 AM ET (in 2h 30m)',
      );
    });

    it('12:00 ET: the live session, no banner', () => {
      expect(marketStatusAt(at('2026-11-24', 12))).toMatchObject({ open: true, session: '2026-11-24' });
      expect(marketClosedBanner(at('2026-11-24', 12))).toBeNull();
    });

    it('20:00 ET: the day just closed, opening tomorrow', () => {
      expect(marketStatusAt(at('2026-11-24', 20))).toMatchObject({ open: false, session: '2026-11-24' });
      expect(marketClosedBanner(at('2026-11-24', 20))).toBe(
        'Market closed · showing Tue, Nov 24 · opens Wed 9:30 AM ET (in 13h 30m)',
      );
    });

    it('the open and the close are the edges', () => {
      expect(marketStatusAt(at('2026-11-24', 9, 29)).open).toBe(false);
      expect(marketStatusAt(at('2026-11-24', 9, 30))).toMatchObject({ open: true, session: '2026-11-24' });
      expect(marketStatusAt(at('2026-11-24', 16))).toMatchObject({ open: false, session: '2026-11-24' });
    });
  });

  describe('on a Saturday (21 Nov 2026)', () => {
    it.each([
      [7, 'Market closed · showing Fri, Nov 20 · opens Mon 9:30 AM ET (in 2d 2h)'],
      [12, 'Market closed · showing Fri, Nov 20 · opens Mon 9:30 AM ET (in 1d 21h)'],
      [20, 'Market closed · showing Fri, Nov 20 · opens Mon 9:30 AM ET (in 1d 13h)'],
    ])('%i:00 ET: Friday, opening Monday', (hour, banner) => {
      expect(marketStatusAt(at('2026-11-21', hour))).toMatchObject({
        open: false,
        session: '2026-11-20',
        nextSession: '2026-11-23',
      });
      expect(marketClosedBanner(at('2026-11-21', hour))).toBe(banner);
    });
  });

  describe('on a holiday (Thanksgiving, Thu 26 Nov 2026)', () => {
    it.each([
      [7, 'Market closed · showing Wed, Nov 25 · opens Fri 9:30 AM ET (in 1d 2h)'],
      [12, 'Market closed · showing Wed, Nov 25 · opens Fri 9:30 AM ET (in 21h 30m)'],
      [20, 'Market closed · showing Wed, Nov 25 · opens Fri 9:30 AM ET (in 13h 30m)'],
    ])('%i:00 ET: Wednesday, opening Friday', (hour, banner) => {
      expect(marketStatusAt(at('2026-11-26', hour))).toMatchObject({
        open: false,
        session: '2026-11-25',
        nextSession: '2026-11-27',
      });
      expect(marketClosedBanner(at('2026-11-26', hour))).toBe(banner);
    });
  });

  it('across Thanksgiving 2026: Wednesday, the holiday, the 13:00 early close, the weekend', () => {
    const steps: [number, boolean, string, string][] = [
      [at('2026-11-25', 15, 59), true, '2026-11-25', '2026-11-27'],
      [at('2026-11-25', 20), false, '2026-11-25', '2026-11-27'],
      [at('2026-11-26', 12), false, '2026-11-25', '2026-11-27'],
      [at('2026-11-27', 7), false, '2026-11-25', '2026-11-27'],
      [at('2026-11-27', 12, 59), true, '2026-11-27', '2026-11-30'],
      [at('2026-11-27', 13), false, '2026-11-27', '2026-11-30'],
      [at('2026-11-28', 12), false, '2026-11-27', '2026-11-30'],
      [at('2026-11-30', 9, 30), true, '2026-11-30', '2026-12-01'],
    ];
    for (const [ms, open, session, nextSession] of steps)
      expect({ at: iso(ms), ...marketStatusAt(ms) }).toMatchObject({ at: iso(ms), open, session, nextSession });
    expect(marketClosedBanner(at('2026-11-27', 13))).toBe(
      'Market closed · showing Fri, Nov 27 · opens Mon 9:30 AM ET (in 2d 20h)',
    );
  });

  it('follows daylight saving time (EDT in June)', () => {
    const status = marketStatusAt(Date.parse('2026-06-15T11:00:00Z'));
    expect(status).toMatchObject({ open: false, session: '2026-06-12', nextSession: '2026-06-15' });
    expect(iso(status.nextOpen)).toBe('2026-06-15T13:30:00.000Z');
  });
});

describe('formatWait', () => {
  it('rounds up to the minute and never reads 0m', () => {
    expect(formatWait(1)).toBe('1m');
    expect(formatWait(45 * 60_000)).toBe('45m');
    expect(formatWait((2 * 60 + 31) * 60_000 - 1)).toBe('2h 31m');
    expect(formatWait(26 * 3_600_000)).toBe('1d 2h');
  });
});

describe('sessionBanner: what a live page says about the session it shows', () => {
  it('closed: the closed-market banner, naming a picked session', () => {
    expect(sessionBanner(at('2026-11-24', 20))).toBe(
      'Market closed · showing Tue, Nov 24 · opens Wed 9:30 AM ET (in 13h 30m)',
    );
    expect(sessionBanner(at('2026-11-24', 20), '2026-11-19')).toBe(
      'Market closed · showing Thu, Nov 19 · opens Wed 9:30 AM ET (in 13h 30m)',
    );
  });

  it('open: nothing for the live session, a note for an earlier one', () => {
    expect(sessionBanner(at('2026-11-24', 12))).toBeNull();
    expect(sessionBanner(at('2026-11-24', 12), '2026-11-24')).toBeNull();
    expect(sessionBanner(at('2026-11-24', 12), '2026-11-20')).toBe(
      'Market open · showing Fri, Nov 20, an earlier session',
    );
  });
});
