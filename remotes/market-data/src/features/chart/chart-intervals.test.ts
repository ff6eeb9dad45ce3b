import {
  CHART_INTERVALS,
  DEFAULT_INTERVAL,
  barStartMs,
  effectiveInterval,
  isIntraday,
  parseInterval,
} from './chart-intervals';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (value: string) => Date.parse(value);

describe('parseInterval', () => {
  it('reads each interval the API knows', () => {
    for (const { id } of CHART_INTERVALS) expect(parseInterval(id)).toBe(id);
  });

  it('reads the 1D label as daily bars', () => {
    expect(parseInterval('1D')).toBe('1d');
    expect(parseInterval(' 1d ')).toBe('1d');
  });

  it('falls back to the default for a missing or unknown interval', () => {
    expect(DEFAULT_INTERVAL).toBe('5m');
    expect(parseInterval(null)).toBe('5m');
    expect(parseInterval('')).toBe('5m');
    expect(parseInterval('2h')).toBe('5m');
    // Upper-case M is a month, not a minute.
    expect(parseInterval('1M')).toBe('5m');
  });
});

describe('effectiveInterval', () => {
  it('draws daily bars for a ticker without intraday bars', () => {
    expect(effectiveInterval('5m', false)).toBe('1d');
    expect(effectiveInterval('1h', false)).toBe('1d');
    expect(effectiveInterval('1d', false)).toBe('1d');
  });

  it('keeps the requested interval when intraday bars exist or before the API has said', () => {
    expect(effectiveInterval('1m', true)).toBe('1m');
    expect(effectiveInterval('15m', undefined)).toBe('15m');
  });

  it('calls every interval but 1D intraday', () => {
    expect(CHART_INTERVALS.filter((i) => isIntraday(i.id)).map((i) => i.id)).toEqual(['1m', '5m', '15m', '1h']);
  });
});

describe('barStartMs', () => {
  it('aligns minute bars on the clock', () => {
    expect(iso(barStartMs(at('2026-11-20T15:37:12Z'), '1m'))).toBe('2026-11-20T15:37:00.000Z');
    expect(iso(barStartMs(at('2026-11-20T15:37:12Z'), '5m'))).toBe('2026-11-20T15:35:00.000Z');
    expect(iso(barStartMs(at('2026-11-20T15:37:12Z'), '15m'))).toBe('2026-11-20T15:30:00.000Z');
  });

  it('aligns hour bars on the 09:30 open, extended hours included', () => {
    // 10:15 ET is in the 09:30 bar, 10:45 ET in the 10:30 bar, 08:10 ET (pre-market) in the 07:30 bar.
    expect(iso(barStartMs(at('2026-11-20T15:15:00Z'), '1h'))).toBe('2026-11-20T14:30:00.000Z');
    expect(iso(barStartMs(at('2026-11-20T15:45:00Z'), '1h'))).toBe('2026-11-20T15:30:00.000Z');
    expect(iso(barStartMs(at('2026-11-20T13:10:00Z'), '1h'))).toBe('2026-11-20T12:30:00.000Z');
  });

  it('follows the open through daylight saving time', () => {
    expect(iso(barStartMs(at('2026-07-01T14:05:00Z'), '1h'))).toBe('2026-07-01T13:30:00.000Z');
  });

  it('puts a trade in the daily bar of its New York date', () => {
    expect(iso(barStartMs(at('2026-11-20T15:37:12Z'), '1d'))).toBe('2026-11-20T00:00:00.000Z');
    // 9:30 PM ET on the 20th (UTC already says the 21st).
    expect(iso(barStartMs(at('2026-11-21T02:30:00Z'), '1d'))).toBe('2026-11-20T00:00:00.000Z');
  });
});
