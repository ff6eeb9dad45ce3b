/** The Earnings page's view, kept in the URL so it can be shared: day or week, its date and the filters. */
import type { EarningsReport } from '@flowdeck/api-types';
import { MARKET_CAP_BUCKET_IDS, type MarketCapBucket } from '@flowdeck/endpoints/earnings';
import { addDays, isIsoDate } from '../../lib/dates';

export const EARNINGS_VIEWS = ['week', 'day'] as const;
export type EarningsView = (typeof EARNINGS_VIEWS)[number];

export interface EarningsParams {
  view: EarningsView;
  /** The day shown, or a day of the week shown. */
  date: string;
  cap: MarketCapBucket | undefined;
  sector: string | undefined;
  watchlist: boolean;
}

export function readEarningsParams(params: URLSearchParams, today: string): EarningsParams {
  const view = EARNINGS_VIEWS.find((v) => v === params.get('view')) ?? 'week';
  const date = params.get('date');
  return {
    view,
    date: isIsoDate(date) ? date : today,
    cap: MARKET_CAP_BUCKET_IDS.find((c) => c === params.get('cap')),
    sector: params.get('sector')?.trim() || undefined,
    watchlist: params.get('watchlist') === '1',
  };
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD date. */
function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The window a view shows: the day itself, or Monday to Friday of its week (a weekend day shows the next week). */
export function windowOf(view: EarningsView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  const day = weekday(date);
  const monday = day === 0 ? addDays(date, 1) : day === 6 ? addDays(date, 2) : addDays(date, 1 - day);
  return { from: monday, to: addDays(monday, 4) };
}

/** The date the previous or next button moves to. */
export function stepDate(view: EarningsView, date: string, direction: -1 | 1): string {
  if (view === 'week') return addDays(windowOf('week', date).from, 7 * direction);
  let next = addDays(date, direction);
  while (weekday(next) === 0 || weekday(next) === 6) next = addDays(next, direction);
  return next;
}

export const TIME_LABELS = {
  'before-open': 'Before open',
  'after-close': 'After close',
  unknown: 'Time not given',
} as const;

const TIME_ORDER = { 'before-open': 0, 'after-close': 1, unknown: 2 } as const;

/** Reports grouped by day, each day before-open first, then after-close, then unknown (biggest first within). */
export function groupByDay(reports: readonly EarningsReport[]): Array<{ date: string; reports: EarningsReport[] }> {
  const days = new Map<string, EarningsReport[]>();
  for (const report of reports) days.set(report.date, [...(days.get(report.date) ?? []), report]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      reports: [...list].sort(
        (a, b) => TIME_ORDER[a.time] - TIME_ORDER[b.time] || (b.marketCap ?? 0) - (a.marketCap ?? 0),
      ),
    }));
}

/** The mean size of the past moves (their absolute values), null without any. */
export function averageAbsoluteMove(moves: ReadonlyArray<{ move: number }>): number | null {
  if (moves.length === 0) return null;
  return moves.reduce((sum, m) => sum + Math.abs(m.move), 0) / moves.length;
}

/** Reported reports that beat the EPS estimate, as a fraction of those with a surprise. */
export function beatRate(reports: readonly EarningsReport[]): number | null {
  const known = reports.filter((r) => r.epsSurprise !== null);
  if (known.length === 0) return null;
  return known.filter((r) => (r.epsSurprise ?? 0) > 0).length / known.length;
}
