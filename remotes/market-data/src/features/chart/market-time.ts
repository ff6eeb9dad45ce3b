import { MARKET_TIME_ZONE } from '../../market-time-zone';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** The regular session opens at 09:30 New York time; intraday bars are aligned on it. */
const REGULAR_OPEN_MS = 9 * HOUR_MS + 30 * MINUTE_MS;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

// An offset holds for at least an hour, so one lookup per hour is enough (formatToParts is slow).
const offsets = new Map<number, number>();
const MAX_CACHED_OFFSETS = 10_000;

/** New York's offset from UTC at an instant, in ms (−5 h in winter, −4 h in summer). */
export function newYorkOffsetMs(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  const cached = offsets.get(hour);
  if (cached !== undefined) return cached;
  const at = hour * HOUR_MS;
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  const offset = wall - at;
  if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/**
 * New York wall-clock time of an instant, as if it were UTC. lightweight-charts draws its time axis in
 * UTC, so the chart is fed wall-clock times to show exchange hours whatever the viewer's zone.
 */
export function toNewYorkWallMs(utcMs: number): number {
  return utcMs + newYorkOffsetMs(utcMs);
}

/** The instant of a New York wall-clock time (the inverse of toNewYorkWallMs away from DST gaps). */
export function fromNewYorkWallMs(wallMs: number): number {
  const guess = wallMs - newYorkOffsetMs(wallMs);
  return wallMs - newYorkOffsetMs(guess);
}

/** The New York calendar date (YYYY-MM-DD) of an instant. */
export function newYorkDate(utcMs: number): string {
  return new Date(toNewYorkWallMs(utcMs)).toISOString().slice(0, 10);
}

/** 09:30 New York time on the New York date of an instant. */
export function regularOpenMs(utcMs: number): number {
  const wall = toNewYorkWallMs(utcMs);
  return fromNewYorkWallMs(Math.floor(wall / DAY_MS) * DAY_MS + REGULAR_OPEN_MS);
}
