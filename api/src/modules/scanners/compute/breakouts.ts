/**
 * Breakouts and breakdowns in the regular session: a new 20-day, 52-week or all-time high (low), a break of
 * the 55-day Donchian channel, of the opening range (the first 5, 15 or 30 minutes) or of the pre-market
 * high (low). Each is found once, at the first minute that breaks the level, and carries the relative volume
 * of that minute so the row can say whether volume confirmed it. Earlier sessions' prices are in today's
 * shares: a split between a bar and the session divides the bar's prices by its ratio.
 */
import type { BreakDirection, BreakType } from '@flowdeck/api-types';
import type { ScanBar } from './session-parts.js';

/** Sessions behind the 20-day, 55-day (Donchian) and 52-week levels. */
export const TWENTY_DAY_SESSIONS = 20;
export const DONCHIAN_SESSIONS = 55;
export const FIFTY_TWO_WEEK_SESSIONS = 252;
export const OPENING_RANGE_MINUTES = [5, 15, 30] as const;

export interface DailyRange {
  high: number;
  low: number;
}

/** A split as the scanners use it: from its ex-date on, one old share is `factor` new ones (4-for-1: 4). */
export interface SplitFactor {
  exDate: string;
  factor: number;
}

/**
 * What a price of `barDate` is worth in the shares of `asOf`: the product of the factors of the splits
 * effective after the bar and by `asOf` (divide the old price by it).
 */
export function splitDivisor(splits: readonly SplitFactor[], barDate: string, asOf: string): number {
  let divisor = 1;
  for (const split of splits) if (split.exDate > barDate && split.exDate <= asOf) divisor *= split.factor;
  return divisor;
}

/** Daily ranges (oldest first, each with its date) in the shares of `asOf`. */
export function adjustedRanges(
  bars: ReadonlyArray<DailyRange & { date: string }>,
  splits: readonly SplitFactor[],
  asOf: string,
): DailyRange[] {
  if (splits.length === 0) return bars.map(({ high, low }) => ({ high, low }));
  return bars.map(({ date, high, low }) => {
    const divisor = splitDivisor(splits, date, asOf);
    return { high: high / divisor, low: low / divisor };
  });
}

/** The highest high and lowest low of a symbol's whole stored history before the session, split-adjusted. */
export interface AllTimeRange extends DailyRange {
  /** Date of the first stored session. */
  since: string;
  /** Sessions stored: all-time levels are only told when the history is longer than 52 weeks. */
  sessions: number;
}

/** The levels a session can break, from earlier sessions and today's pre-market. */
export interface BreakLevels {
  /** Highest high / lowest low of the last 20 sessions before today (null without them). */
  high20: number | null;
  low20: number | null;
  /** The 55-day Donchian channel (null without 55 sessions). */
  high55: number | null;
  low55: number | null;
  /** Over the last 252 sessions, or as many as there are (`sessions52`). */
  high52: number | null;
  low52: number | null;
  sessions52: number;
  /** Over the whole stored history — only when it is longer than 52 weeks (else it says no more than those). */
  highAll: number | null;
  lowAll: number | null;
  preMarketHigh: number | null;
  preMarketLow: number | null;
}

/**
 * Levels from the daily ranges before today (oldest first, split-adjusted), the whole history's range and
 * the pre-market's high and low.
 */
export function breakLevels(
  history: readonly DailyRange[],
  preMarket: { high: number | null; low: number | null },
  allTime: AllTimeRange | null = null,
): BreakLevels {
  const last20 = history.slice(-TWENTY_DAY_SESSIONS);
  const last55 = history.slice(-DONCHIAN_SESSIONS);
  const last52 = history.slice(-FIFTY_TWO_WEEK_SESSIONS);
  const max = (list: readonly DailyRange[]) => (list.length ? Math.max(...list.map((d) => d.high)) : null);
  const min = (list: readonly DailyRange[]) => (list.length ? Math.min(...list.map((d) => d.low)) : null);
  const longer = allTime !== null && allTime.sessions > FIFTY_TWO_WEEK_SESSIONS;
  return {
    high20: last20.length === TWENTY_DAY_SESSIONS ? max(last20) : null,
    low20: last20.length === TWENTY_DAY_SESSIONS ? min(last20) : null,
    high55: last55.length === DONCHIAN_SESSIONS ? max(last55) : null,
    low55: last55.length === DONCHIAN_SESSIONS ? min(last55) : null,
    high52: max(last52),
    low52: min(last52),
    sessions52: last52.length,
    highAll: longer ? allTime.high : null,
    lowAll: longer ? allTime.low : null,
    preMarketHigh: preMarket.high,
    preMarketLow: preMarket.low,
  };
}

export interface BreakSignal {
  type: BreakType;
  direction: BreakDirection;
  /** The level broken. */
  level: number;
  /** Start of the minute that broke it (epoch ms). */
  time: number;
  /** That minute's close. */
  price: number;
}

/**
 * The first break of each level by the regular session's bars (in time order, from the open at `open`).
 * Daily highs and lows break on the minute's high (low): a new high is a new high. The opening range and
 * the pre-market levels break on a close beyond them, after the range is complete, so a wick is not a break.
 */
export function findBreaks(
  bars: readonly ScanBar[],
  open: number,
  levels: BreakLevels,
  direction: BreakDirection,
): BreakSignal[] {
  const up = direction === 'up';
  const signals: BreakSignal[] = [];
  const beyond = (value: number, level: number) => (up ? value > level : value < level);
  const first = (type: BreakType, level: number | null, from: number, wick: boolean) => {
    if (level === null) return;
    for (const bar of bars) {
      if (bar.time < from) continue;
      if (beyond(wick ? (up ? bar.high : bar.low) : bar.close, level)) {
        signals.push({ type, direction, level, time: bar.time, price: bar.close });
        return;
      }
    }
  };
  first('20-day', up ? levels.high20 : levels.low20, open, true);
  first('donchian-55', up ? levels.high55 : levels.low55, open, true);
  first('52-week', up ? levels.high52 : levels.low52, open, true);
  first('all-time', up ? levels.highAll : levels.lowAll, open, true);
  for (const minutes of OPENING_RANGE_MINUTES) {
    const end = open + minutes * 60_000;
    const range = bars.filter((b) => b.time >= open && b.time < end);
    // The range is only known once its last minute has ended.
    if (!bars.some((b) => b.time >= end) || range.length === 0) continue;
    const level = up ? Math.max(...range.map((b) => b.high)) : Math.min(...range.map((b) => b.low));
    first(`opening-range-${minutes}` as BreakType, level, end, false);
  }
  first('pre-market', up ? levels.preMarketHigh : levels.preMarketLow, open, false);
  return signals;
}

/** Whether the break came with volume: relative volume at the break of at least `threshold`. */
export function volumeConfirmed(relativeVolume: number | null, threshold: number): boolean {
  return relativeVolume !== null && relativeVolume >= threshold;
}
