/**
 * Technical figures of the Screener from daily bars (pure). Percentages are in % (2.5 = 2.5 %). A figure
 * is null when there are too few sessions for it, never a guess from fewer.
 */

export interface DailyHlc {
  high: number;
  low: number;
  close: number;
}

/** Simple moving average of the last `period` values (null with fewer). */
export function sma(values: readonly number[], period: number): number | null {
  if (period <= 0 || values.length < period) return null;
  let sum = 0;
  for (let i = values.length - period; i < values.length; i++) sum += values[i] as number;
  return sum / period;
}

/** (a ÷ b − 1) in %, null when either is missing or b is not positive. */
export function percentFrom(a: number | null, b: number | null): number | null {
  if (a === null || b === null || !(b > 0)) return null;
  return (a / b - 1) * 100;
}

/**
 * Wilder's RSI: the first average gain and loss are the plain means of the first `period` changes, then
 * each is smoothed as (previous × (period − 1) + current) ÷ period. RSI = 100 − 100 ÷ (1 + gain ÷ loss);
 * 100 when nothing fell, 50 when nothing moved. Needs period + 1 closes.
 */
export function rsi(closes: readonly number[], period = 14): number | null {
  if (closes.length < period + 1) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  for (let i = period + 1; i < closes.length; i++) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
  }
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/**
 * Wilder's ATR: true range = max(high − low, |high − previous close|, |low − previous close|) from the
 * second bar on; the first ATR is the mean of the first `period` true ranges, then (previous × (period − 1)
 * + true range) ÷ period. Needs period + 1 bars.
 */
export function atr(bars: readonly DailyHlc[], period = 14): number | null {
  if (bars.length < period + 1) return null;
  const tr = (i: number) => {
    const bar = bars[i] as DailyHlc;
    const previous = (bars[i - 1] as DailyHlc).close;
    return Math.max(bar.high - bar.low, Math.abs(bar.high - previous), Math.abs(bar.low - previous));
  };
  let value = 0;
  for (let i = 1; i <= period; i++) value += tr(i);
  value /= period;
  for (let i = period + 1; i < bars.length; i++) value = (value * (period - 1) + tr(i)) / period;
  return value;
}

/** Finviz's volatility: the mean daily range (high ÷ low − 1, in %) of the last `sessions` bars. */
export function volatility(bars: readonly DailyHlc[], sessions: number): number | null {
  if (bars.length < sessions || sessions <= 0) return null;
  let sum = 0;
  for (let i = bars.length - sessions; i < bars.length; i++) {
    const bar = bars[i] as DailyHlc;
    if (!(bar.low > 0)) return null;
    sum += bar.high / bar.low - 1;
  }
  return (sum / sessions) * 100;
}

/** Day-over-day returns of a close series. */
export function returnsOf(closes: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < closes.length; i++) out.push((closes[i] as number) / (closes[i - 1] as number) - 1);
  return out;
}

/** Beta = cov(stock, market) ÷ var(market) over paired returns; null with fewer than `minimum` pairs. */
export function beta(stock: readonly number[], market: readonly number[], minimum = 20): number | null {
  const n = Math.min(stock.length, market.length);
  if (n < minimum || n < 2) return null;
  const s = stock.slice(stock.length - n);
  const m = market.slice(market.length - n);
  const meanS = s.reduce((a, b) => a + b, 0) / n;
  const meanM = m.reduce((a, b) => a + b, 0) / n;
  let cov = 0;
  let variance = 0;
  for (let i = 0; i < n; i++) {
    cov += ((s[i] as number) - meanS) * ((m[i] as number) - meanM);
    variance += ((m[i] as number) - meanM) ** 2;
  }
  return variance === 0 ? null : cov / variance;
}

export type SmaCross = 'Golden cross' | 'Death cross';

/**
 * The latest SMA(fast)/SMA(slow) cross within the last `within` sessions of `closes` (today last): golden
 * when the fast average went from at or below the slow one to above it, death the other way.
 */
export function smaCross(closes: readonly number[], fast: number, slow: number, within: number): SmaCross | null {
  if (closes.length < slow + 1) return null;
  const spread = (end: number) => {
    const window = closes.slice(0, end);
    return (sma(window, fast) as number) - (sma(window, slow) as number);
  };
  const first = Math.max(slow + 1, closes.length - within + 1);
  for (let end = closes.length; end >= first; end--) {
    const now = spread(end);
    const before = spread(end - 1);
    if (before <= 0 && now > 0) return 'Golden cross';
    if (before >= 0 && now < 0) return 'Death cross';
  }
  return null;
}

/** Highest high and lowest low of the last `sessions` bars (null with none). */
export function rangeOf(bars: readonly DailyHlc[], sessions: number): { high: number; low: number } | null {
  const window = bars.slice(Math.max(0, bars.length - sessions));
  if (window.length === 0) return null;
  let high = -Infinity;
  let low = Infinity;
  for (const bar of window) {
    if (bar.high > high) high = bar.high;
    if (bar.low < low) low = bar.low;
  }
  return { high, low };
}
