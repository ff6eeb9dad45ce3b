import {
  formatAsOfClock,
  formatClock,
  formatDayClock,
  formatDelay,
  formatDistance,
  formatLevelPrice,
  formatPrintPrice,
  formatRatio,
  formatSessionDate,
  formatShare,
} from './market-format';

describe('market formats', () => {
  it('tells time on the New York clock whatever the zone', () => {
    expect(formatClock('2026-11-20T15:30:42.662Z')).toBe('10:30:42');
    expect(formatClock('2026-07-01T13:30:00Z')).toBe('09:30:00');
    expect(formatAsOfClock('2026-11-20T21:00:00Z')).toBe('16:00:00 ET');
    expect(formatClock('not a time')).toBe('–');
    expect(formatDayClock('2026-11-20T19:05:00Z')).toBe('Nov 20, 14:05 ET');
    expect(formatDayClock('2026-07-01T03:30:00Z')).toBe('Jun 30, 23:30 ET');
  });

  it('names the session day', () => {
    expect(formatSessionDate('2026-11-20')).toBe('Fri, Nov 20, 2026');
  });

  it('shows sub-penny prints to four places and others to cents', () => {
    expect(formatPrintPrice(87.64)).toBe('87.64');
    expect(formatPrintPrice(12.5)).toBe('12.50');
    expect(formatPrintPrice(703.1046)).toBe('703.1046');
    expect(formatPrintPrice(87.645)).toBe('87.645');
    expect(formatPrintPrice(1234.5)).toBe('1,234.50');
  });

  it('writes levels, ratios, shares and distances', () => {
    expect(formatLevelPrice(695)).toBe('695');
    expect(formatLevelPrice(692.98)).toBe('692.98');
    expect(formatRatio(0.7264)).toBe('0.73');
    expect(formatRatio(null)).toBe('–');
    expect(formatShare(0.2314)).toBe('23.1%');
    expect(formatDistance(695, 689.92)).toBe('+0.74%');
    expect(formatDistance(695, 0)).toBe('');
  });

  it('says how late a print was', () => {
    expect(formatDelay(45_000)).toBe('45s');
    expect(formatDelay(12 * 60_000 + 10_000)).toBe('12m');
    expect(formatDelay(125 * 60_000)).toBe('2h 05m');
  });
});
