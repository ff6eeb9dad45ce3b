/** Quote statistics derived from daily bars (pure; bars oldest → newest). */
import { addDays } from '@flowdeck/market-calendar';

/** Any daily bar (a stored row or a response bar). */
export type BarLike = DailyBar;

import type { DailyBar, Quote } from '@flowdeck/api-types';

export type { Quote };

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export function computeQuote(bars: readonly BarLike[]): Quote | null {
  const last = bars[bars.length - 1];
  if (!last) return null;
  const previous = bars[bars.length - 2];
  const recent = bars.slice(-30);
  const yearAgo = addDays(last.date, -365);
  const year = bars.filter((b) => b.date > yearAgo);
  const change = previous ? last.close - previous.close : null;
  return {
    last: last.close,
    previousClose: previous?.close ?? null,
    change: change === null ? null : round(change, 4),
    changePercent: change === null || !previous ? null : round((change / previous.close) * 100, 2),
    open: last.open,
    high: last.high,
    low: last.low,
    volume: last.volume,
    averageVolume30d: Math.round(recent.reduce((sum, b) => sum + b.volume, 0) / recent.length),
    fiftyTwoWeekHigh: Math.max(...year.map((b) => b.high)),
    fiftyTwoWeekLow: Math.min(...year.map((b) => b.low)),
    asOf: last.date,
  };
}
