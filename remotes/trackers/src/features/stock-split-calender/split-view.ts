/** The Stock Split Calendar's view, kept in the URL so it can be shared. */
import { addDays } from '../../lib/dates';

export const SPLIT_VIEWS = ['upcoming', 'recent'] as const;
export type SplitView = (typeof SPLIT_VIEWS)[number];
export const SPLIT_TYPES = ['forward', 'reverse'] as const;
export type SplitTypeFilter = (typeof SPLIT_TYPES)[number];

/** Upcoming: announced splits in the next four months; recent: the last six months. */
export const UPCOMING_DAYS = 120;
export const RECENT_DAYS = 180;

export interface SplitParams {
  view: SplitView;
  type: SplitTypeFilter | undefined;
  symbol: string | undefined;
}

export function readSplitParams(params: URLSearchParams): SplitParams {
  const view = SPLIT_VIEWS.find((v) => v === params.get('view')) ?? 'upcoming';
  const type = SPLIT_TYPES.find((t) => t === params.get('type'));
  const symbol = params.get('symbol')?.trim().toUpperCase() || undefined;
  return { view, type, symbol };
}

/** The ex-date window of a view, from New York's today. */
export function windowOf(view: SplitView, today: string): { from: string; to: string } {
  return view === 'upcoming'
    ? { from: today, to: addDays(today, UPCOMING_DAYS) }
    : { from: addDays(today, -RECENT_DAYS), to: addDays(today, -1) };
}
