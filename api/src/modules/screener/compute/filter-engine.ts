/**
 * The Screener's filter engine (pure): which rows pass a screen's filters, in what order, which page.
 * Rows hold every catalogue field by id; a filter on an unknown value (null) never passes, and nulls sort
 * last whichever the direction.
 */
import type { ScreenerFilter, ScreenerRow, ScreenerSort, ScreenerValue } from '@flowdeck/api-types';
import { MARKET_CAP_BUCKETS } from '@flowdeck/endpoints/screener';

export function passes(value: ScreenerValue | undefined, filter: ScreenerFilter): boolean {
  if (value === null || value === undefined) return false;
  if (filter.is !== undefined) return value === filter.is;
  if (filter.in !== undefined) {
    // Several values (a stock's indexes): any of them picked passes.
    if (Array.isArray(value)) return value.some((v) => filter.in?.includes(v));
    return typeof value === 'string' && filter.in.includes(value);
  }
  if (Array.isArray(value)) return false;
  if (typeof value !== 'number') return false;
  if (filter.min !== undefined && value < filter.min) return false;
  if (filter.max !== undefined && value > filter.max) return false;
  return true;
}

function textOf(value: ScreenerValue): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export function compareRows(a: ScreenerRow, b: ScreenerRow, sort: ScreenerSort): number {
  const x = a[sort.field];
  const y = b[sort.field];
  const xNull = x === null || x === undefined;
  const yNull = y === null || y === undefined;
  if (xNull || yNull) {
    if (xNull !== yNull) return xNull ? 1 : -1;
  } else if (x !== y) {
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : textOf(x).localeCompare(textOf(y));
    if (order !== 0) return sort.direction === 'asc' ? order : -order;
  }
  return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
}

export interface ScreenResult {
  matched: number;
  pages: number;
  page: number;
  items: ScreenerRow[];
}

/** Filters (all must pass), sorts and cuts one page (a page past the last answers the last one). */
export function runScreen(
  rows: readonly ScreenerRow[],
  filters: readonly ScreenerFilter[],
  sort: ScreenerSort,
  page: number,
  pageSize: number,
): ScreenResult {
  const matched = rows.filter((row) => filters.every((f) => passes(row[f.field], f)));
  matched.sort((a, b) => compareRows(a, b, sort));
  const pages = Math.max(1, Math.ceil(matched.length / pageSize));
  const shown = Math.min(page, pages);
  return {
    matched: matched.length,
    pages,
    page: shown,
    items: matched.slice((shown - 1) * pageSize, shown * pageSize),
  };
}

/** Finviz's market-cap bucket of a market cap (null when unknown). */
export function marketCapBucket(cap: number | null): string | null {
  if (cap === null || !(cap >= 0)) return null;
  return MARKET_CAP_BUCKETS.find((b) => cap >= b.min)?.id ?? null;
}
