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
 * Bars read by position, so a column store is scanned without building bar objects: `time`, `high`, `low`
 * and `close` of bar i; a NaN close marks a position without a bar.
 */
export interface BarColumns {
  length: number;
  time: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

/** Bar objects as columns. */
export function barColumns(bars: readonly ScanBar[]): BarColumns {
  return {
    length: bars.length,
    time: bars.map((b) => b.time),
    high: bars.map((b) => b.high),
    low: bars.map((b) => b.low),
    close: bars.map((b) => b.close),
  };
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
  return findBreaksIn(barColumns(bars), open, levels, direction);
}

/** findBreaks over columns. */
export function findBreaksIn(
  bars: BarColumns,
  open: number,
  levels: BreakLevels,
  direction: BreakDirection,
): BreakSignal[] {
  const up = direction === 'up';
  const signals: BreakSignal[] = [];
  const { length, time, high, low, close } = bars;
  const beyond = (value: number, level: number) => (up ? value > level : value < level);
  const first = (type: BreakType, level: number | null, from: number, wick: boolean) => {
    if (level === null) return;
    for (let i = 0; i < length; i++) {
      const c = close[i] as number;
      const t = time[i] as number;
      if (Number.isNaN(c) || t < from) continue;
      if (beyond(wick ? ((up ? high[i] : low[i]) as number) : c, level)) {
        signals.push({ type, direction, level, time: t, price: c });
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
    let level = up ? -Infinity : Infinity;
    let inRange = 0;
    let complete = false;
    for (let i = 0; i < length; i++) {
      if (Number.isNaN(close[i] as number)) continue;
      const t = time[i] as number;
      if (t >= end) complete = true;
      else if (t >= open) {
        inRange += 1;
        level = up ? Math.max(level, high[i] as number) : Math.min(level, low[i] as number);
      }
    }
    // The range is only known once its last minute has ended.
    if (!complete || inRange === 0) continue;
    first(`opening-range-${minutes}` as BreakType, level, end, false);
  }
  first('pre-market', up ? levels.preMarketHigh : levels.preMarketLow, open, false);
  return signals;
}

interface LevelWatch {
  type: BreakType;
  level: number;
  /** Bars starting before this do not count (the opening range's end). */
  from: number;
  wick: boolean;
  /** Next position to look at. */
  next: number;
  found: BreakSignal | null;
  foundAt: number;
}

interface RangeWatch {
  minutes: (typeof OPENING_RANGE_MINUTES)[number];
  end: number;
  level: number;
  inRange: number;
  /** Position of the first bar at or after the range's end (−1: not yet). */
  completeAt: number;
}

/**
 * findBreaks kept up to date as bars are added: each level remembers where it was broken or how far it has
 * been looked for, so a minute later only the new bars are read. The levels must stay those of the session
 * (today's pre-market is over once the regular session has bars). Asked about fewer bars than it has seen
 * (an earlier minute), it answers for those bars only — the same as findBreaks over them.
 */
export class BreakScan {
  private readonly watches: LevelWatch[] = [];
  private readonly ranges: RangeWatch[];
  private readonly rangeWatches = new Map<number, LevelWatch>();
  private readonly preMarket: LevelWatch | null;
  private scanned = 0;
  private readonly up: boolean;

  constructor(
    levels: BreakLevels,
    private readonly open: number,
    private readonly direction: BreakDirection,
  ) {
    this.up = direction === 'up';
    const up = this.up;
    const watch = (type: BreakType, level: number | null, wick: boolean) => {
      if (level !== null) this.watches.push(this.watch(type, level, open, wick));
    };
    watch('20-day', up ? levels.high20 : levels.low20, true);
    watch('donchian-55', up ? levels.high55 : levels.low55, true);
    watch('52-week', up ? levels.high52 : levels.low52, true);
    watch('all-time', up ? levels.highAll : levels.lowAll, true);
    this.ranges = OPENING_RANGE_MINUTES.map((minutes) => ({
      minutes,
      end: open + minutes * 60_000,
      level: up ? -Infinity : Infinity,
      inRange: 0,
      completeAt: -1,
    }));
    const pre = up ? levels.preMarketHigh : levels.preMarketLow;
    this.preMarket = pre === null ? null : this.watch('pre-market', pre, open, false);
  }

  private watch(type: BreakType, level: number, from: number, wick: boolean): LevelWatch {
    return { type, level, from, wick, next: 0, found: null, foundAt: -1 };
  }

  /** The breaks among `bars` (the same symbol's bars as before, maybe more, in time order). */
  signals(bars: BarColumns): BreakSignal[] {
    const count = bars.length;
    this.trackRanges(bars);
    const out: BreakSignal[] = [];
    const read = (w: LevelWatch | null | undefined) => {
      if (!w) return;
      if (w.found === null && w.next < count) this.look(w, bars);
      if (w.found !== null && w.foundAt < count) out.push(w.found);
    };
    for (const w of this.watches) read(w);
    for (const range of this.ranges) read(this.rangeWatches.get(range.minutes));
    read(this.preMarket);
    return out;
  }

  private trackRanges(bars: BarColumns): void {
    const { time, high, low, close } = bars;
    for (let i = this.scanned; i < bars.length; i++) {
      if (Number.isNaN(close[i] as number)) continue;
      const t = time[i] as number;
      for (const range of this.ranges) {
        if (range.completeAt >= 0) continue;
        if (t >= range.end) {
          range.completeAt = i;
          // The range is only known once its last minute has ended.
          if (range.inRange > 0) {
            const w = this.watch(`opening-range-${range.minutes}` as BreakType, range.level, range.end, false);
            w.next = i;
            this.rangeWatches.set(range.minutes, w);
          }
        } else if (t >= this.open) {
          range.inRange += 1;
          range.level = this.up ? Math.max(range.level, high[i] as number) : Math.min(range.level, low[i] as number);
        }
      }
    }
    this.scanned = Math.max(this.scanned, bars.length);
  }

  private look(w: LevelWatch, bars: BarColumns): void {
    const { time, high, low, close } = bars;
    const up = this.up;
    for (let i = w.next; i < bars.length; i++) {
      const c = close[i] as number;
      const t = time[i] as number;
      if (Number.isNaN(c) || t < w.from) continue;
      const value = w.wick ? ((up ? high[i] : low[i]) as number) : c;
      if (up ? value > w.level : value < w.level) {
        w.found = { type: w.type, direction: this.direction, level: w.level, time: t, price: c };
        w.foundAt = i;
        w.next = i + 1;
        return;
      }
    }
    w.next = bars.length;
  }
}

/** Whether the break came with volume: relative volume at the break of at least `threshold`. */
export function volumeConfirmed(relativeVolume: number | null, threshold: number): boolean {
  return relativeVolume !== null && relativeVolume >= threshold;
}
