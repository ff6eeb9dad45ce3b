/**
 * One ticker's signals through the regular session ("stock beeps"): besides its breaks and its gap (the
 * breakout and gap scanners' own rules), the moments its price crosses the session VWAP and its time-of-day
 * relative volume first reaches a threshold. Pure: bars in time order from the open.
 */
import type { ScanBar } from './session-parts.js';
import { vwapCurve } from './vwap.js';

/** No VWAP cross is read in the first minutes: the VWAP of a few bars is the price itself. */
export const VWAP_SETTLE_MINUTES = 5;
/** A cross is reported when the price has stayed on its side this many closes (a close on the line is no side). */
export const VWAP_HOLD_MINUTES = 3;

export interface VwapCross {
  direction: 'up' | 'down';
  /** Start of the minute whose close crossed. */
  time: number;
  price: number;
  vwap: number;
}

/**
 * The crosses of the session VWAP: a close on the other side of the VWAP (as of that minute) from the side
 * the price held before, confirmed when the next VWAP_HOLD_MINUTES − 1 closes stay there, so a price that
 * hugs the line does not beep every minute. The first side is taken after VWAP_SETTLE_MINUTES.
 */
export function vwapCrosses(bars: readonly ScanBar[]): VwapCross[] {
  const curve = vwapCurve(bars);
  const vwapAt = new Map(curve.map((p) => [p.time, p.vwap]));
  const sides: Array<{ bar: ScanBar; side: 1 | -1; vwap: number }> = [];
  const start = (bars[0]?.time ?? 0) + VWAP_SETTLE_MINUTES * 60_000;
  for (const bar of bars) {
    const vwap = vwapAt.get(bar.time);
    if (vwap === undefined || bar.time < start || bar.close === vwap) continue;
    sides.push({ bar, side: bar.close > vwap ? 1 : -1, vwap });
  }
  const crosses: VwapCross[] = [];
  let held: 1 | -1 | null = null;
  for (let i = 0; i < sides.length; i += 1) {
    const here = sides[i];
    if (!here) continue;
    if (held === null) {
      held = here.side;
      continue;
    }
    if (here.side === held) continue;
    const stays = sides.slice(i, i + VWAP_HOLD_MINUTES);
    if (stays.length < VWAP_HOLD_MINUTES || stays.some((s) => s.side !== here.side)) continue;
    held = here.side;
    crosses.push({
      direction: here.side === 1 ? 'up' : 'down',
      time: here.bar.time,
      price: here.bar.close,
      vwap: Math.round(here.vwap * 1e4) / 1e4,
    });
  }
  return crosses;
}

/**
 * The minutes at which a relative-volume series (one value per minute index, null where unknown) rises to
 * `threshold` or above from below it; it must fall back below `threshold / 1.5` before it can beep again.
 */
export function rvolSpikes(series: ReadonlyArray<number | null>, threshold: number): number[] {
  const spikes: number[] = [];
  let armed = true;
  series.forEach((value, index) => {
    if (value === null) return;
    if (armed && value >= threshold) {
      spikes.push(index);
      armed = false;
    } else if (!armed && value < threshold / 1.5) armed = true;
  });
  return spikes;
}
