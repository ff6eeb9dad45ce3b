import type { DteBucket, NetFlowPoint, NetPremiumTotals } from '@flowdeck/api-types';
import { sessionTimes } from '@flowdeck/market-calendar';
import { ALL_TICKERS, SYMBOL_PARAM } from '../../paths';

/** `?dte=`: the expiry bucket the lines count (0, ≤7, ≤30 days or all). */
export const DTE_PARAM = 'dte';
/** `?interval=`: minutes per point. */
export const INTERVAL_PARAM = 'interval';

export interface DteBucketOption {
  value: DteBucket;
  label: string;
  /** Spelled out for screen readers and the totals table. */
  description: string;
}

/** Buckets are cumulative: ≤7 DTE includes today's expiries, and so on. */
export const DTE_BUCKETS: readonly DteBucketOption[] = [
  { value: '0', label: '0DTE', description: 'Expiring today' },
  { value: '7', label: '≤7 DTE', description: 'Expiring within 7 days' },
  { value: '30', label: '≤30 DTE', description: 'Expiring within 30 days' },
  { value: 'all', label: 'All', description: 'Every expiry' },
];
export const DEFAULT_DTE_BUCKET: DteBucket = 'all';

/** Minutes per point the page offers (the API also takes 30 and 60). */
export const NET_FLOW_INTERVALS = [1, 5, 15] as const;
export type NetFlowInterval = (typeof NET_FLOW_INTERVALS)[number];
export const DEFAULT_INTERVAL: NetFlowInterval = 5;

/** The ticker to chart, or null for market tide (every ticker), from `?symbol=`. */
export function tickerFromParams(params: URLSearchParams): string | null {
  const raw = params.get(SYMBOL_PARAM)?.trim().toUpperCase() ?? '';
  return raw === '' || raw === ALL_TICKERS.toUpperCase() ? null : raw;
}

export function dteFromParams(params: URLSearchParams): DteBucket {
  const raw = params.get(DTE_PARAM)?.trim().toLowerCase();
  return DTE_BUCKETS.find((b) => b.value === raw)?.value ?? DEFAULT_DTE_BUCKET;
}

export function intervalFromParams(params: URLSearchParams): NetFlowInterval {
  const raw = Number(params.get(INTERVAL_PARAM));
  return NET_FLOW_INTERVALS.find((i) => i === raw) ?? DEFAULT_INTERVAL;
}

export function bucketOption(bucket: DteBucket): DteBucketOption {
  return DTE_BUCKETS.find((b) => b.value === bucket) ?? DTE_BUCKETS[DTE_BUCKETS.length - 1]!;
}

export interface NetFlowChartRow {
  /** Epoch milliseconds of the interval's start. */
  time: number;
  /** Running totals since the open. */
  netCall: number;
  netPut: number;
  /** Within the interval. */
  intervalCall: number;
  intervalPut: number;
  /** Net call minus net put premium since the open: the tide. */
  tide: number;
  price: number | null;
}

export function netFlowChartRows(points: readonly NetFlowPoint[]): NetFlowChartRow[] {
  return points.map((p) => ({
    time: Date.parse(p.time),
    netCall: p.cumulativeNetCallPremium,
    netPut: p.cumulativeNetPutPremium,
    intervalCall: p.netCallPremium,
    intervalPut: p.netPutPremium,
    tide: p.cumulativeNetCallPremium - p.cumulativeNetPutPremium,
    price: p.price,
  }));
}

/**
 * The time axis: the whole regular session of `session` from the first point (the open) to its close —
 * 16:00, or 13:00 on an early close (the market calendar) — so the lines show how far into the day they
 * have come, with a tick on every hour (or every few, on a narrow screen).
 */
export function sessionAxis(
  rows: readonly NetFlowChartRow[],
  session: string,
  hoursPerTick = 1,
): { domain: [number, number]; ticks: number[] } | null {
  const open = rows[0]?.time;
  if (open === undefined) return null;
  const last = rows[rows.length - 1]?.time ?? open;
  const close = Math.max(sessionTimes(session).close, last);
  const hour = 3_600_000;
  const ticks: number[] = [];
  for (let t = Math.ceil(open / hour) * hour; t <= close; t += hour * hoursPerTick) ticks.push(t);
  return { domain: [open, close], ticks };
}

export interface BucketTotalsRow extends NetPremiumTotals {
  bucket: DteBucket;
  label: string;
  description: string;
  /** Net call − net put premium. */
  tide: number;
}

/** One row per bucket, narrowest first. */
export function bucketTotalsRows(totals: Record<DteBucket, NetPremiumTotals>): BucketTotalsRow[] {
  return DTE_BUCKETS.map(({ value, label, description }) => {
    const t = totals[value];
    return { bucket: value, label, description, ...t, tide: t.netCallPremium - t.netPutPremium };
  });
}

export type Tilt = 'bullish' | 'bearish' | 'neutral';

/** Calls bought and puts sold lean bullish: a positive tide. */
export function tideTilt(tide: number): Tilt {
  if (tide > 0) return 'bullish';
  if (tide < 0) return 'bearish';
  return 'neutral';
}

export interface PriceMove {
  first: number;
  last: number;
  change: number;
  changePercent: number;
}

/** The underlying from its first to its latest known price in the series. */
export function priceMove(points: readonly NetFlowPoint[]): PriceMove | null {
  const prices = points.map((p) => p.price).filter((p): p is number => p !== null);
  const first = prices[0];
  const last = prices[prices.length - 1];
  if (first === undefined || last === undefined || first === 0) return null;
  return { first, last, change: last - first, changePercent: ((last - first) / first) * 100 };
}

/** Calls and puts traded in the series (contracts) and the put/call ratio. */
export function volumeSplit(points: readonly NetFlowPoint[]): {
  calls: number;
  puts: number;
  putCallRatio: number | null;
} {
  let calls = 0;
  let puts = 0;
  for (const p of points) {
    calls += p.callVolume;
    puts += p.putVolume;
  }
  return { calls, puts, putCallRatio: calls > 0 ? puts / calls : null };
}

/** Live trades arrive many times a second: refetch on them at most this often. */
export const LIVE_REFETCH_MIN_MS = 5_000;

/** Whether a live trade should trigger a refetch, given when the last one started. */
export function liveRefetchDue(lastStartedMs: number | null, nowMs: number): boolean {
  return lastStartedMs === null || nowMs - lastStartedMs >= LIVE_REFETCH_MIN_MS;
}
