import { formatAsOf, formatMarketCap } from './format';

describe('formatMarketCap', () => {
  it('keeps one decimal on the k/m/b/t scale so a column of caps lines up', () => {
    expect(formatMarketCap(6_000_000_000_000)).toBe('$6.0T');
    expect(formatMarketCap(2_860_000_000_000)).toBe('$2.9T');
    expect(formatMarketCap(208_700_000_000)).toBe('$208.7B');
    expect(formatMarketCap(null)).toBe('–');
  });
});

describe('formatAsOf', () => {
  it('reads a session moment in New York time, whatever the browser zone', () => {
    expect(formatAsOf('2026-11-20T15:30:00.000Z')).toBe('Nov 20, 2026, 10:30 AM ET');
    // 01:00 UTC on the 21st is still the evening of the 20th in New York.
    expect(formatAsOf('2026-11-21T01:00:00.000Z')).toBe('Nov 20, 2026, 8:00 PM ET');
  });

  it('says "close" for a session date', () => {
    expect(formatAsOf('2026-11-20')).toBe('Nov 20, 2026 close');
  });
});
