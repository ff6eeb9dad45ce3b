/**
 * MAE and MFE of a stock trade from one-minute bars: the worst and best open P/L the position showed while
 * held. In each bar the position is the one after every fill made before the bar ended, valued at the bar's
 * low and high against the position's average cost. Only bars inside the trade (from the opening fill's
 * minute to the closing fill) count; without bars the answer is null (the journal then shows "—").
 */
export interface ExcursionFill {
  executedAt: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
}

export interface MinuteBar {
  /** Start of the minute (ISO instant). */
  ts: string;
  high: number;
  low: number;
}

export interface Excursion {
  /** Most adverse open P/L (≤ 0). */
  mae: number;
  /** Most favourable open P/L (≥ 0). */
  mfe: number;
}

const MINUTE_MS = 60_000;

export function excursion(
  fills: readonly ExcursionFill[],
  bars: readonly MinuteBar[],
  closedAt: string,
  multiplier = 1,
): Excursion | null {
  const ordered = [...fills].sort((a, b) => (a.executedAt < b.executedAt ? -1 : 1));
  const first = ordered[0];
  if (!first) return null;
  const start = Math.floor(Date.parse(first.executedAt) / MINUTE_MS) * MINUTE_MS;
  const end = Date.parse(closedAt);
  let mae = 0;
  let mfe = 0;
  let seen = false;
  for (const bar of [...bars].sort((a, b) => (a.ts < b.ts ? -1 : 1))) {
    const barStart = Date.parse(bar.ts);
    if (barStart < start || barStart > end) continue;
    const barEnd = barStart + MINUTE_MS;
    let position = 0;
    let cost = 0;
    for (const fill of ordered) {
      if (Date.parse(fill.executedAt) >= barEnd) break;
      const signed = fill.side === 'buy' ? fill.quantity : -fill.quantity;
      if (position === 0 || Math.sign(position) === Math.sign(signed)) {
        cost = (cost * Math.abs(position) + fill.price * Math.abs(signed)) / (Math.abs(position) + Math.abs(signed));
        position += signed;
      } else {
        position += signed;
        if (position === 0) cost = 0;
      }
    }
    if (position === 0) continue;
    seen = true;
    for (const price of [bar.low, bar.high]) {
      const open = (price - cost) * position * multiplier;
      mae = Math.min(mae, open);
      mfe = Math.max(mfe, open);
    }
  }
  if (!seen) return null;
  return { mae: Math.round(mae * 100) / 100, mfe: Math.round(mfe * 100) / 100 };
}
