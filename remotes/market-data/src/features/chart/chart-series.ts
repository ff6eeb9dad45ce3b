import type { Bar, BarInterval } from '@flowdeck/api-types';
import type { CandlestickData, HistogramData, LineData, UTCTimestamp } from 'lightweight-charts';
import { barStartMs, isIntraday } from './chart-intervals';
import { MINUTE_MS, newYorkDate, toNewYorkWallMs } from './market-time';

/** A bar with its start as epoch ms: the form every conversion below works on. */
export interface PriceBar {
  start: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Volume-weighted price within the bar (intraday only). */
  vwap: number | null;
}

/** A traded price seen on the live feed: an option trade's underlying price or a dark-pool print. */
export interface LiveTick {
  time: number;
  price: number;
}

export function toPriceBars(bars: readonly Bar[]): PriceBar[] {
  return bars.map(({ time, open, high, low, close, volume, vwap }) => ({
    start: Date.parse(time),
    open,
    high,
    low,
    close,
    volume,
    vwap,
  }));
}

/**
 * Until when a bars response already reflects trading: the API stores whole minutes, so the minute in
 * progress at `asOf` is not in it yet and live ticks from that minute on still move the chart.
 */
export function coveredUntilMs(asOf: string): number {
  return Math.floor(Date.parse(asOf) / MINUTE_MS) * MINUTE_MS;
}

/**
 * The bars with the live feed's prices laid over them: a tick in the last bar's period moves its close
 * (and high or low), a tick in a later period opens a new bar. Ticks the response already covers, and
 * ticks older than the last bar, change nothing. Volume is left to the next fetch: the feed's options
 * contracts and dark-pool shares are not the stock's volume.
 */
export function applyLiveTicks(
  bars: readonly PriceBar[],
  ticks: readonly LiveTick[],
  interval: BarInterval,
  coveredUntil: number,
): PriceBar[] {
  const fresh = ticks.filter((t) => t.time >= coveredUntil && Number.isFinite(t.price) && t.price > 0);
  if (fresh.length === 0) return bars as PriceBar[];
  const result = bars.slice();
  let last = result.at(-1);
  for (const tick of [...fresh].sort((a, b) => a.time - b.time)) {
    const start = barStartMs(tick.time, interval);
    if (last && start === last.start) {
      last = {
        ...last,
        high: Math.max(last.high, tick.price),
        low: Math.min(last.low, tick.price),
        close: tick.price,
      };
      result[result.length - 1] = last;
    } else if (!last || start > last.start) {
      last = { start, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume: 0, vwap: null };
      result.push(last);
    }
  }
  return result;
}

/**
 * The chart's time of a bar: intraday bars in New York wall-clock time (the chart's axis is UTC, and
 * traders read exchange hours); daily bars at their date's midnight, which the API already sends.
 */
export function chartTime(start: number, interval: BarInterval): UTCTimestamp {
  const ms = isIntraday(interval) ? toNewYorkWallMs(start) : start;
  return Math.floor(ms / 1000) as UTCTimestamp;
}

export function toCandles(bars: readonly PriceBar[], interval: BarInterval): CandlestickData<UTCTimestamp>[] {
  return bars.map(({ start, open, high, low, close }) => ({
    time: chartTime(start, interval),
    open,
    high,
    low,
    close,
  }));
}

/** Volume histogram, each bar coloured by its candle's direction. */
export function toVolumeBars(
  bars: readonly PriceBar[],
  interval: BarInterval,
  colors: { up: string; down: string },
): HistogramData<UTCTimestamp>[] {
  return bars.map(({ start, open, close, volume }) => ({
    time: chartTime(start, interval),
    value: volume,
    color: close >= open ? colors.up : colors.down,
  }));
}

/**
 * Session VWAP at each bar: Σ(price × volume) / Σ volume since the session's first bar, starting again
 * each New York trading day. Extended hours count, since the chart shows them (TradingView's session
 * anchor does the same). A bar's own VWAP is its price (typical price when the API sends none); a bar
 * without volume carries the running value. Null for daily bars, and before any volume has traded.
 */
export function sessionVwap(bars: readonly PriceBar[], interval: BarInterval): (number | null)[] {
  if (!isIntraday(interval)) return bars.map(() => null);
  let session = '';
  let priceVolume = 0;
  let volume = 0;
  return bars.map((bar) => {
    const date = newYorkDate(bar.start);
    if (date !== session) {
      session = date;
      priceVolume = 0;
      volume = 0;
    }
    if (bar.volume > 0) {
      const price = bar.vwap ?? (bar.high + bar.low + bar.close) / 3;
      priceVolume += price * bar.volume;
      volume += bar.volume;
    }
    return volume > 0 ? priceVolume / volume : null;
  });
}

/**
 * The VWAP line. The segment that would join one session's last value to the next session's first is
 * drawn transparent (lightweight-charts colours a segment by the point it starts from), so each session
 * gets its own line.
 */
export function toVwapLine(
  bars: readonly PriceBar[],
  values: readonly (number | null)[],
  interval: BarInterval,
  color: string,
): LineData<UTCTimestamp>[] {
  const points: LineData<UTCTimestamp>[] = [];
  const dates: string[] = [];
  bars.forEach((bar, i) => {
    const value = values[i];
    if (value === null || value === undefined) return;
    points.push({ time: chartTime(bar.start, interval), value: roundPrice(value), color });
    dates.push(newYorkDate(bar.start));
  });
  for (let i = 0; i + 1 < points.length; i++) {
    const point = points[i];
    if (point && dates[i] !== dates[i + 1]) point.color = SESSION_BREAK_COLOR;
  }
  return points;
}

export const SESSION_BREAK_COLOR = 'rgba(0, 0, 0, 0)';

function roundPrice(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
