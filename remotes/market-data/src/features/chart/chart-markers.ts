import type { BarInterval, DarkPoolPrint, FlowTrade, Sentiment } from '@flowdeck/api-types';
import { formatUsd } from '@flowdeck/ui-kit';
import type { SeriesMarker, UTCTimestamp } from 'lightweight-charts';
import { barStartMs } from './chart-intervals';
import { type PriceBar, chartTime } from './chart-series';

/** Minimum premium of an options trade drawn on the chart (the simulator's big trades run from tens of thousands). */
export const FLOW_PREMIUM_THRESHOLDS = [25_000, 50_000, 100_000, 250_000, 1_000_000] as const;
export const DEFAULT_MIN_PREMIUM = 50_000;
/** Minimum notional of a dark-pool print drawn on the chart. */
export const DARK_POOL_NOTIONAL_THRESHOLDS = [250_000, 500_000, 1_000_000, 5_000_000] as const;
export const DEFAULT_MIN_NOTIONAL = 500_000;

export interface FlowAggregate {
  trades: number;
  premium: number;
  calls: number;
  puts: number;
}

export interface DarkPoolAggregate {
  prints: number;
  notional: number;
  shares: number;
}

/** The big trades that fall in one bar, by sentiment, and its dark-pool prints. */
export interface BarEvents {
  flow: Partial<Record<Sentiment, FlowAggregate>>;
  darkPool: DarkPoolAggregate | null;
}

export interface MarkerColors {
  bullish: string;
  bearish: string;
  neutral: string;
  darkPool: string;
}

/** When a print happened: a late print is reported after it executed, and the chart places trades in time. */
export function printTime(print: DarkPoolPrint): number {
  return Date.parse(print.executedAt);
}

/**
 * Big trades and prints grouped by the bar they fall in (keyed by the bar's start). Items outside the
 * bars (older than the first, or newer than the last) are left out: a marker needs a candle.
 */
export function eventsByBar(
  trades: readonly FlowTrade[],
  prints: readonly DarkPoolPrint[],
  bars: readonly PriceBar[],
  interval: BarInterval,
): Map<number, BarEvents> {
  const starts = new Set(bars.map((b) => b.start));
  const groups = new Map<number, BarEvents>();
  const groupAt = (time: number): BarEvents | null => {
    const start = barStartMs(time, interval);
    if (!starts.has(start)) return null;
    let group = groups.get(start);
    if (!group) {
      group = { flow: {}, darkPool: null };
      groups.set(start, group);
    }
    return group;
  };
  for (const trade of trades) {
    const group = groupAt(Date.parse(trade.time));
    if (!group) continue;
    const aggregate = (group.flow[trade.sentiment] ??= { trades: 0, premium: 0, calls: 0, puts: 0 });
    aggregate.trades += 1;
    aggregate.premium += trade.premium;
    if (trade.type === 'call') aggregate.calls += 1;
    else aggregate.puts += 1;
  }
  for (const print of prints) {
    const group = groupAt(printTime(print));
    if (!group) continue;
    const aggregate = (group.darkPool ??= { prints: 0, notional: 0, shares: 0 });
    aggregate.prints += 1;
    aggregate.notional += print.notional;
    aggregate.shares += print.size;
  }
  return groups;
}

/** The dark-pool prints' volume-weighted price. */
export function darkPoolPrice(aggregate: DarkPoolAggregate): number {
  return aggregate.shares > 0 ? aggregate.notional / aggregate.shares : 0;
}

const MAX_MARKER_SIZE = 2.2;
/** Dark-pool squares sit on the candles, so they stay smaller than the arrows beside them. */
const MAX_DARK_POOL_MARKER_SIZE = 1.6;
/**
 * Only standout trades carry their amount on the chart (several markers a bar would bury the candles in
 * text); every marker's amount is in the legend when its bar is hovered, and in the list beside.
 */
export const LABELLED_MULTIPLE = 10;

function label(amount: number, threshold: number): { text?: string } {
  return amount >= threshold * LABELLED_MULTIPLE ? { text: formatUsd(amount) } : {};
}

/** Bigger markers for bigger money: one step per tenfold over the threshold. */
export function markerSize(amount: number, threshold: number, max = MAX_MARKER_SIZE): number {
  if (threshold <= 0 || amount <= threshold) return 1;
  return Math.min(max, 1 + Math.log10(amount / threshold) * 0.6);
}

export interface MarkerOptions {
  colors: MarkerColors;
  flow: boolean;
  darkPool: boolean;
  minPremium: number;
  minNotional: number;
}

/**
 * One marker per bar and sentiment (sized by its money, labelled when it stands out): bullish flow below the candle pointing up, bearish flow above it
 * pointing down, neutral flow as a dot above; dark-pool prints as a square at their price. Sorted by
 * time, as lightweight-charts wants them.
 */
export function buildMarkers(
  groups: ReadonlyMap<number, BarEvents>,
  interval: BarInterval,
  { colors, flow, darkPool, minPremium, minNotional }: MarkerOptions,
): SeriesMarker<UTCTimestamp>[] {
  const markers: SeriesMarker<UTCTimestamp>[] = [];
  const starts = [...groups.keys()].sort((a, b) => a - b);
  for (const start of starts) {
    const group = groups.get(start);
    if (!group) continue;
    const time = chartTime(start, interval);
    if (flow) {
      const { bullish, bearish, neutral } = group.flow;
      if (bearish)
        markers.push({
          id: `flow-bearish-${start}`,
          time,
          position: 'aboveBar',
          shape: 'arrowDown',
          color: colors.bearish,
          ...label(bearish.premium, minPremium),
          size: markerSize(bearish.premium, minPremium),
        });
      if (neutral)
        markers.push({
          id: `flow-neutral-${start}`,
          time,
          position: 'aboveBar',
          shape: 'circle',
          color: colors.neutral,
          size: markerSize(neutral.premium, minPremium),
        });
      if (bullish)
        markers.push({
          id: `flow-bullish-${start}`,
          time,
          position: 'belowBar',
          shape: 'arrowUp',
          color: colors.bullish,
          ...label(bullish.premium, minPremium),
          size: markerSize(bullish.premium, minPremium),
        });
    }
    if (darkPool && group.darkPool) {
      markers.push({
        id: `darkpool-${start}`,
        time,
        position: 'atPriceMiddle',
        price: darkPoolPrice(group.darkPool),
        shape: 'square',
        color: colors.darkPool,
        size: markerSize(group.darkPool.notional, minNotional, MAX_DARK_POOL_MARKER_SIZE),
      });
    }
  }
  return markers;
}

/** How many big trades and prints the chart can place (those inside its bars). */
export function countEvents(groups: ReadonlyMap<number, BarEvents>): { trades: number; prints: number } {
  let trades = 0;
  let prints = 0;
  for (const group of groups.values()) {
    for (const aggregate of Object.values(group.flow)) trades += aggregate.trades;
    prints += group.darkPool?.prints ?? 0;
  }
  return { trades, prints };
}

/** Newer first, one copy of each id: the live feed's items laid over a fetched page. */
export function mergeNewest<T extends { id: string; time: string }>(
  incoming: readonly T[],
  existing: readonly T[],
): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of [...incoming, ...existing]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  // Ids sort like times (newer trades have larger ids); the time breaks ties between feeds.
  return merged.sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || compareIds(b.id, a.id));
}

function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
