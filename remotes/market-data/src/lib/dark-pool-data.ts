import type {
  DarkPoolPrint,
  DarkPoolResponse,
  DarkPoolTag,
  DarkPoolTicker,
  PriceLevel,
  TradeSide,
} from '@flowdeck/api-types';
import { formatUsdShort } from '@flowdeck/ui-kit';
import { ALL_TICKERS, SYMBOL_PARAM } from '../paths';

/** The first page's session summary: totals plus levels (a ticker) or the ranking (all). */
export type DarkPoolSummary = NonNullable<DarkPoolResponse['summary']>;

/** `all` when the URL names no ticker (or says `all`); otherwise the ticker, upper-cased. */
export function scopeFromParams(params: URLSearchParams): string {
  const raw = params.get(SYMBOL_PARAM)?.trim();
  if (!raw || raw === ALL_TICKERS) return ALL_TICKERS;
  return raw.toUpperCase();
}

// ---------------------------------------------------------------------------------------------------
// Filters: sent to the API and applied the same way to prints arriving live.

export interface DarkPoolFilters {
  /** Dollars; 0 for any. */
  minNotional: number;
  blocksOnly: boolean;
  lateOnly: boolean;
}

export const NO_FILTERS: DarkPoolFilters = { minNotional: 0, blocksOnly: false, lateOnly: false };

/** The filters in force as the page names them: "Min notional $1M · Blocks only" (empty: none). */
export function describeDarkPoolFilters(filters: DarkPoolFilters): string[] {
  return [
    filters.minNotional > 0 ? `Min notional ${formatUsdShort(filters.minNotional)}` : null,
    filters.blocksOnly ? 'Blocks only' : null,
    filters.lateOnly ? 'Late prints only' : null,
  ].filter((part): part is string => part !== null);
}

/** Why the prints table is empty; "yet" only while the shown session still trades. */
export function noPrintsMessage(filters: DarkPoolFilters, trading: boolean): string {
  const described = describeDarkPoolFilters(filters);
  const subject = described.length > 0 ? `No prints match ${described.join(' · ')}` : 'No dark-pool prints';
  return `${subject} in this session${trading ? ' yet' : ''}.`;
}

/** The minimum-notional choices the filter bar offers. */
export const MIN_NOTIONAL_CHOICES = [0, 100_000, 500_000, 1_000_000, 5_000_000] as const;

/** Query parameters of GET darkpool/{x} for the filters: only those that narrow anything. */
export function filterParams(filters: DarkPoolFilters): Record<string, number | boolean> {
  const params: Record<string, number | boolean> = {};
  if (filters.minNotional > 0) params.minNotional = filters.minNotional;
  if (filters.blocksOnly) params.blocksOnly = true;
  if (filters.lateOnly) params.lateOnly = true;
  return params;
}

export function hasFilters(filters: DarkPoolFilters): boolean {
  return Object.keys(filterParams(filters)).length > 0;
}

/** Whether a print passes the filters, as the API decides it (a block is a print tagged `block`). */
export function acceptsPrint(filters: DarkPoolFilters, print: DarkPoolPrint): boolean {
  return (
    print.notional >= filters.minNotional &&
    (!filters.blocksOnly || print.tags.includes('block')) &&
    (!filters.lateOnly || print.late)
  );
}

// ---------------------------------------------------------------------------------------------------
// The feed: fetched pages with live prints laid over them.

/** Ids are sequence numbers in report order, too long for a double to be trusted: compare as text. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Newest first by id, one copy of each: live items laid over fetched ones, at most `max`. */
export function mergeNewest<T extends { id: string }>(
  incoming: readonly T[],
  existing: readonly T[],
  max = Number.POSITIVE_INFINITY,
): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of [...incoming, ...existing]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  merged.sort((a, b) => compareIds(b.id, a.id));
  return merged.length > max ? merged.slice(0, max) : merged;
}

/** Prints newest first, one copy of each. */
export function mergePrints(
  incoming: readonly DarkPoolPrint[],
  existing: readonly DarkPoolPrint[],
  max = Number.POSITIVE_INFINITY,
): DarkPoolPrint[] {
  return mergeNewest(incoming, existing, max);
}

export interface DarkPoolView {
  /** Newest first: live prints, then the fetched pages. */
  items: DarkPoolPrint[];
  /** The session summary brought up to date with the live prints it had not counted. */
  summary: DarkPoolSummary | null;
  /** Live prints shown that the last fetch did not have. */
  liveCount: number;
  /** The newest print's report time, else the fetch's. */
  lastUpdate: string;
}

/**
 * What the page shows: the fetched pages with the live prints that pass the filters on top. The
 * summary was computed at the first page's `asOf`; prints reported after that are added to it, so the
 * totals, levels and ranking move as prints arrive, and the next fetch takes over without counting any
 * print twice.
 */
export function darkPoolView(
  pages: readonly DarkPoolResponse[],
  live: readonly DarkPoolPrint[],
  filters: DarkPoolFilters,
): DarkPoolView {
  const first = pages[0];
  const fetched = pages.flatMap((page) => page.items);
  const accepted = live.filter((print) => acceptsPrint(filters, print));
  const fetchedIds = new Set(fetched.map((print) => print.id));
  const asOf = first ? Date.parse(first.asOf) : Number.NEGATIVE_INFINITY;
  const uncounted = accepted.filter((print) => !fetchedIds.has(print.id) && Date.parse(print.time) > asOf);
  const items = mergePrints(accepted, fetched);
  const summary = first?.summary ? addPrintsToSummary(first.summary, uncounted) : null;
  const newest = items[0]?.time;
  const lastUpdate =
    [newest, first?.asOf]
      .filter((t): t is string => Boolean(t))
      .sort()
      .at(-1) ?? '';
  return {
    items,
    summary,
    liveCount: accepted.filter((print) => !fetchedIds.has(print.id)).length,
    lastUpdate,
  };
}

/** A summary with prints it had not counted added to its totals, its levels and its ranking. */
export function addPrintsToSummary(summary: DarkPoolSummary, prints: readonly DarkPoolPrint[]): DarkPoolSummary {
  if (prints.length === 0) return summary;
  let notional = summary.notional;
  let volume = summary.volume;
  for (const print of prints) {
    notional += print.notional;
    volume += print.size;
  }
  return {
    notional: round2(notional),
    volume,
    prints: summary.prints + prints.length,
    levels: summary.levels ? addToLevels(summary.levels, prints) : null,
    topTickers: summary.topTickers ? addToRanking(summary.topTickers, prints) : null,
  };
}

/**
 * The ranking with new prints added to the tickers already in it, re-sorted by notional. A ticker
 * outside the ranking is left out: its earlier prints are not known here (the next fetch ranks it).
 */
export function addToRanking(ranking: readonly DarkPoolTicker[], prints: readonly DarkPoolPrint[]): DarkPoolTicker[] {
  const rows = new Map(ranking.map((row) => [row.ticker, { ...row }]));
  for (const print of prints) {
    const row = rows.get(print.ticker);
    if (!row) continue;
    const volume = row.volume + print.size;
    row.vwap = volume > 0 ? (row.vwap * row.volume + print.price * print.size) / volume : row.vwap;
    row.volume = volume;
    row.notional = round2(row.notional + print.notional);
    row.prints += 1;
  }
  return [...rows.values()].sort((a, b) => b.notional - a.notional);
}

/** The biggest block prints by notional among those fetched and those that arrived live. */
export function largestBlocks(
  fetched: readonly DarkPoolPrint[],
  live: readonly DarkPoolPrint[],
  count: number,
): DarkPoolPrint[] {
  return mergePrints(live, fetched)
    .filter((print) => print.tags.includes('block'))
    .sort((a, b) => b.notional - a.notional || compareIds(b.id, a.id))
    .slice(0, count);
}

// ---------------------------------------------------------------------------------------------------
// Price levels.

/** The API's price buckets: the first of these at least 0.1 % of the price. */
const PRICE_STEPS = [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25, 50, 100, 250] as const;
const LEVEL_STEP_FRACTION = 0.001;

/** The bucket width the API uses for a ticker at `price`. */
export function stepForPrice(price: number): number {
  return PRICE_STEPS.find((step) => step >= price * LEVEL_STEP_FRACTION) ?? PRICE_STEPS[PRICE_STEPS.length - 1] ?? 1;
}

/** The lower edge of the bucket holding `price` (cents, as the API rounds them). */
export function bucketPrice(price: number, step: number): number {
  return Math.round(Math.floor(price / step + 1e-9) * step * 100) / 100;
}

function isMultiple(price: number, step: number): boolean {
  const ratio = price / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}

/**
 * The bucket width of a set of levels. The API picks it from the price; the levels' own spacing
 * confirms it (a single level cannot tell 1 from 10, the price can).
 */
export function levelStep(levels: readonly PriceLevel[], referencePrice?: number): number {
  const prices = levels.map((level) => level.price);
  const reference = referencePrice ?? prices[0] ?? 1;
  const guess = stepForPrice(reference);
  if (prices.every((price) => isMultiple(price, guess))) return guess;
  const sorted = [...prices].sort((a, b) => a - b);
  let gap = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sorted.length; i++) gap = Math.min(gap, (sorted[i] ?? 0) - (sorted[i - 1] ?? 0));
  const fitting = [...PRICE_STEPS]
    .reverse()
    .find((step) => step <= gap + 1e-9 && prices.every((p) => isMultiple(p, step)));
  return fitting ?? PRICE_STEPS[0];
}

/** Levels (ascending) with new prints added into their buckets. */
export function addToLevels(levels: readonly PriceLevel[], prints: readonly DarkPoolPrint[]): PriceLevel[] {
  const step = levelStep(levels, prints[0]?.price);
  const byPrice = new Map(levels.map((level) => [level.price, { ...level }]));
  for (const print of prints) {
    const price = bucketPrice(print.price, step);
    const level = byPrice.get(price) ?? { price, size: 0, notional: 0, prints: 0 };
    level.size += print.size;
    level.notional = round2(level.notional + print.notional);
    level.prints += 1;
    byPrice.set(price, level);
  }
  return [...byPrice.values()].sort((a, b) => a.price - b.price);
}

/** A price to point out on the ladder (VWAP, the last print, a gamma level…). */
export interface LadderMarkInput {
  id: string;
  price: number | null;
  /** Widen the ladder to reach this price (else it is only marked when it falls inside). */
  extend?: boolean;
}

export interface LadderRow {
  /** The bucket is [price, upper). */
  price: number;
  upper: number;
  notional: number;
  size: number;
  prints: number;
  /** Notional against the biggest row: the bar's length (0–1). */
  share: number;
  /** One of the few biggest rows: the levels traders watch. */
  key: boolean;
  /** Ids of the marks whose price falls in this row. */
  marks: string[];
}

export interface Ladder {
  step: number;
  /** Highest price first, every bucket between the extremes present (empty ones too). */
  rows: LadderRow[];
  /** Ids of marks outside the ladder. */
  outside: string[];
}

/** Coarser buckets are these multiples of the API's, so each fine bucket falls in exactly one. */
const STEP_MULTIPLES = [1, 2, 4, 5, 10, 20, 40, 50, 100, 200, 400, 500, 1000] as const;
export const KEY_LEVELS = 3;

/**
 * A price ladder of the levels: highest price on top, gaps filled so the price axis is even, buckets
 * widened (by a round multiple) until there are at most `maxRows`. Marks are placed on the row holding
 * their price (marks with `extend` widen the ladder to reach them), and the `KEY_LEVELS` biggest rows are
 * flagged.
 */
export function priceLadder(
  levels: readonly PriceLevel[],
  {
    maxRows,
    marks = [],
    referencePrice,
  }: { maxRows: number; marks?: readonly LadderMarkInput[]; referencePrice?: number },
): Ladder {
  const placed = marks.filter((mark): mark is LadderMarkInput & { price: number } => mark.price !== null);
  if (levels.length === 0) return { step: 0, rows: [], outside: placed.map((mark) => mark.id) };
  const fine = levelStep(levels, referencePrice);
  const prices = [
    ...levels.map((level) => level.price),
    ...placed.filter((mark) => mark.extend && mark.price > 0).map((mark) => mark.price),
  ];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = (step: number) => Math.round((bucketPrice(high, step) - bucketPrice(low, step)) / step) + 1;
  const multiple =
    STEP_MULTIPLES.find((m) => span(fine * m) <= maxRows) ?? STEP_MULTIPLES[STEP_MULTIPLES.length - 1] ?? 1;
  const step = fine * multiple;
  const base = bucketPrice(low, step);
  const buckets: Array<Omit<LadderRow, 'share' | 'key' | 'marks'>> = Array.from({ length: span(step) }, (_, i) => {
    const price = round2(base + i * step);
    return { price, upper: round2(price + step), notional: 0, size: 0, prints: 0 };
  });
  for (const level of levels) {
    const bucket = buckets[Math.round((bucketPrice(level.price, step) - base) / step)];
    if (!bucket) continue;
    bucket.notional = round2(bucket.notional + level.notional);
    bucket.size += level.size;
    bucket.prints += level.prints;
  }
  const max = Math.max(...buckets.map((b) => b.notional));
  const keyPrices = new Set(
    [...buckets]
      .filter((b) => b.notional > 0)
      .sort((a, b) => b.notional - a.notional)
      .slice(0, KEY_LEVELS)
      .map((b) => b.price),
  );
  const rowOf = (price: number) => {
    const index = Math.round((bucketPrice(price, step) - base) / step);
    return index >= 0 && index < buckets.length ? index : null;
  };
  const marksByRow = new Map<number, string[]>();
  const outside: string[] = [];
  for (const mark of placed) {
    const index = rowOf(mark.price);
    if (index === null) outside.push(mark.id);
    else marksByRow.set(index, [...(marksByRow.get(index) ?? []), mark.id]);
  }
  const rows = buckets.map((bucket, index) => ({
    ...bucket,
    share: max > 0 ? bucket.notional / max : 0,
    key: keyPrices.has(bucket.price),
    marks: marksByRow.get(index) ?? [],
  }));
  return { step, rows: rows.reverse(), outside };
}

/** Volume-weighted average price of a set of prints' totals; null without volume. */
export function vwapOf(totals: { notional: number; volume: number }): number | null {
  return totals.volume > 0 ? totals.notional / totals.volume : null;
}

// ---------------------------------------------------------------------------------------------------
// How a print reads.

export type Tone = 'up' | 'down' | 'neutral';

/** Buying at or through the ask reads bullish, selling at or through the bid bearish. */
export function sideTone(side: TradeSide): Tone {
  if (side === 'above_ask' || side === 'ask') return 'up';
  if (side === 'bid' || side === 'below_bid') return 'down';
  return 'neutral';
}

export const SIDE_LABELS: Record<TradeSide, string> = {
  above_ask: 'Above ask',
  ask: 'Ask',
  mid: 'Mid',
  bid: 'Bid',
  below_bid: 'Below bid',
};

export const TAG_LABELS: Record<DarkPoolTag, string> = {
  block: 'Block',
  late: 'Late',
  extended_hours: 'Ext hours',
  above_ask: 'Above ask',
  below_bid: 'Below bid',
};

/** The order tags are shown in: size first, then timing, then price. */
export const TAG_ORDER: readonly DarkPoolTag[] = ['block', 'late', 'extended_hours', 'above_ask', 'below_bid'];

export function orderedTags(tags: readonly DarkPoolTag[]): DarkPoolTag[] {
  return TAG_ORDER.filter((tag) => tags.includes(tag));
}

/** A reporting venue without the prefix every dark-pool venue shares: "FINRA TRF Carteret" → "Carteret". */
export function shortVenue(venue: string): string {
  return venue.replace(/^FINRA\s+/, '').replace(/^TRF\s+/, '') || venue;
}

/** The API tags a print a block at this many shares (or at LARGE_PRINT_NOTIONAL dollars). */
export const DARK_POOL_BLOCK_SHARES = 10_000;

/** Notional at which a print stands out in the feed (the API's block threshold), and at which it is one of the day's biggest. */
export const LARGE_PRINT_NOTIONAL = 1_000_000;
export const HUGE_PRINT_NOTIONAL = 10_000_000;

export type PrintWeight = 'normal' | 'large' | 'huge';

export function printWeight(notional: number): PrintWeight {
  if (notional >= HUGE_PRINT_NOTIONAL) return 'huge';
  if (notional >= LARGE_PRINT_NOTIONAL) return 'large';
  return 'normal';
}

/** How long after execution a late print was reported, in ms (0 for a print reported at once). */
export function reportDelayMs(print: DarkPoolPrint): number {
  return Math.max(0, Date.parse(print.time) - Date.parse(print.executedAt));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
