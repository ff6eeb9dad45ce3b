/**
 * Relative volume. Time of day: the volume of the current part of the session (pre-market, regular or
 * after-hours) so far ÷ the average volume of the same part to the same minute over earlier sessions, so
 * 2.0 at 10:00 means twice the usual volume by 10:00 (not half a day's volume). Plain: volume so far
 * today ÷ the average daily volume.
 */
import { AVERAGE_VOLUME_SESSIONS } from '@flowdeck/endpoints/scanners';
import { MINUTE_MS, type SessionTimes } from '@flowdeck/market-calendar';
import { type ScanBar, partOf } from './session-parts.js';

/** Minutes from the pre-market open to the end of after-hours. */
export function sessionMinutes(times: SessionTimes): number {
  return Math.round((times.postClose - times.preOpen) / MINUTE_MS);
}

/**
 * Volume of each minute's part from the part's start to the end of that minute (index 0 = 04:00): the
 * running total starts again at the open and at the close. Minutes without a bar carry the total on.
 */
export function partVolumeCurve(bars: readonly ScanBar[], times: SessionTimes): Float64Array {
  const count = sessionMinutes(times);
  const perMinute = new Float64Array(count);
  for (const bar of bars) {
    const index = Math.floor((bar.time - times.preOpen) / MINUTE_MS);
    if (index >= 0 && index < count) perMinute[index] = (perMinute[index] ?? 0) + bar.volume;
  }
  const curve = new Float64Array(count);
  let running = 0;
  let part = partOf(times.preOpen, times);
  for (let i = 0; i < count; i++) {
    const p = partOf(times.preOpen + i * MINUTE_MS, times);
    if (p !== part) {
      running = 0;
      part = p;
    }
    running += perMinute[i] ?? 0;
    curve[i] = running;
  }
  return curve;
}

/** The mean of several sessions' curves, minute by minute (null without any session). */
export function averageCurve(curves: readonly Float64Array[]): Float64Array | null {
  const first = curves[0];
  if (!first) return null;
  const mean = new Float64Array(first.length);
  for (const curve of curves) for (let i = 0; i < mean.length; i++) mean[i] = (mean[i] ?? 0) + (curve[i] ?? 0);
  for (let i = 0; i < mean.length; i++) mean[i] = (mean[i] ?? 0) / curves.length;
  return mean;
}

/**
 * Time-of-day RVOL at minute `index` (the last minute ended): today's part volume so far ÷ the average to
 * the same minute. Null before the first minute or when the average is zero (nothing to compare with).
 */
export function timeOfDayRvol(today: Float64Array, average: Float64Array | null, index: number): number | null {
  if (index < 0 || average === null) return null;
  const usual = average[index] ?? 0;
  if (!(usual > 0)) return null;
  return Math.round(((today[index] ?? 0) / usual) * 100) / 100;
}

/** Volume so far ÷ average daily volume (null without history). */
export function dailyVolumeRatio(volumeSoFar: number, averageDailyVolume: number | null): number | null {
  if (averageDailyVolume === null || !(averageDailyVolume > 0)) return null;
  return Math.round((volumeSoFar / averageDailyVolume) * 100) / 100;
}

/** Mean of the last `sessions` daily volumes (null when there are none). */
export function averageDailyVolume(volumes: readonly number[], sessions = AVERAGE_VOLUME_SESSIONS): number | null {
  const recent = volumes.slice(-sessions);
  if (recent.length === 0) return null;
  return recent.reduce((a, b) => a + b, 0) / recent.length;
}
