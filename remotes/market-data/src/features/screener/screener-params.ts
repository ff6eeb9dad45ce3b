/**
 * The screen kept in the URL, so it can be shared and comes back on load:
 * `?f=price:10..50&f=sector:Energy|Utilities&f=optionable:yes&s=-perfToday&p=2&v=technical`, or
 * `?screen=<preset id | saved screen id>` for a preset or saved screen as it is; the custom view's columns as
 * `&v=custom&c=price,pe,rsi14`. A filter or column the catalogue does not know is dropped (an old link still
 * opens).
 */
import type { ScreenerFilter, ScreenerSort } from '@flowdeck/api-types';
import {
  DEFAULT_SCREENER_SORT,
  MAX_CUSTOM_COLUMNS,
  SCREENER_FIELD_BY_ID,
  SCREENER_SORT_EXTRA,
  SCREENER_VIEW_IDS,
  SCREENER_VIEWS,
  type ScreenerView,
  screenProblems,
} from '@flowdeck/endpoints/screener';

export const FILTER_PARAM = 'f';
export const SORT_PARAM = 's';
export const PAGE_PARAM = 'p';
export const VIEW_PARAM = 'v';
export const SCREEN_PARAM = 'screen';
export const COLUMNS_PARAM = 'c';
const RANGE_SEPARATOR = '..';
const CHOICE_SEPARATOR = '|';

export interface ScreenerUrlState {
  /** A preset or saved screen run as it is (its filters come from the answer). */
  screen: string | null;
  filters: ScreenerFilter[];
  sort: ScreenerSort;
  page: number;
  view: ScreenerView;
  /** The custom view's columns (null: its default ones). */
  columns: string[] | null;
}

export function encodeFilter(filter: ScreenerFilter): string {
  if (filter.is !== undefined) return `${filter.field}:${filter.is ? 'yes' : 'no'}`;
  if (filter.in !== undefined) return `${filter.field}:${filter.in.join(CHOICE_SEPARATOR)}`;
  return `${filter.field}:${filter.min ?? ''}${RANGE_SEPARATOR}${filter.max ?? ''}`;
}

export function decodeFilter(text: string): ScreenerFilter | null {
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  const id = text.slice(0, colon);
  const value = text.slice(colon + 1);
  const field = SCREENER_FIELD_BY_ID.get(id);
  if (!field || value === '') return null;
  let filter: ScreenerFilter;
  if (field.kind === 'flag') {
    if (value !== 'yes' && value !== 'no') return null;
    filter = { field: id, is: value === 'yes' };
  } else if (field.kind === 'choice') {
    filter = { field: id, in: value.split(CHOICE_SEPARATOR).filter((v) => v !== '') };
  } else {
    const [minText = '', maxText = ''] = value.split(RANGE_SEPARATOR);
    const min = minText === '' ? undefined : Number(minText);
    const max = maxText === '' ? undefined : Number(maxText);
    if ((min !== undefined && !Number.isFinite(min)) || (max !== undefined && !Number.isFinite(max))) return null;
    filter = { field: id, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  return screenProblems([filter]).length === 0 ? filter : null;
}

function isSortField(field: string): boolean {
  return SCREENER_FIELD_BY_ID.has(field) || (SCREENER_SORT_EXTRA as readonly string[]).includes(field);
}

export function screenerStateFromParams(params: URLSearchParams): ScreenerUrlState {
  const filters: ScreenerFilter[] = [];
  for (const text of params.getAll(FILTER_PARAM)) {
    const filter = decodeFilter(text);
    if (filter && !filters.some((f) => f.field === filter.field)) filters.push(filter);
  }
  const sortText = params.get(SORT_PARAM) ?? '';
  const descending = sortText.startsWith('-');
  const sortField = descending ? sortText.slice(1) : sortText;
  const sort: ScreenerSort = isSortField(sortField)
    ? { field: sortField, direction: descending ? 'desc' : 'asc' }
    : DEFAULT_SCREENER_SORT;
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM)) || 1));
  const viewText = params.get(VIEW_PARAM);
  const view = SCREENER_VIEW_IDS.find((v) => v === viewText) ?? 'overview';
  const screen = params.get(SCREEN_PARAM)?.trim() || null;
  const picked = (params.get(COLUMNS_PARAM) ?? '')
    .split(',')
    .filter((id, i, all) => SCREENER_FIELD_BY_ID.has(id) && all.indexOf(id) === i)
    .slice(0, MAX_CUSTOM_COLUMNS);
  return { screen, filters, sort, page, view, columns: picked.length > 0 ? picked : null };
}

/** The URL of a state: defaults are left out, so the plain page has a plain URL. */
export function paramsOfScreenerState(state: ScreenerUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.screen !== null) params.set(SCREEN_PARAM, state.screen);
  else {
    for (const filter of state.filters) params.append(FILTER_PARAM, encodeFilter(filter));
    const { field, direction } = state.sort;
    if (field !== DEFAULT_SCREENER_SORT.field || direction !== DEFAULT_SCREENER_SORT.direction)
      params.set(SORT_PARAM, `${direction === 'desc' ? '-' : ''}${field}`);
  }
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (state.view !== 'overview') params.set(VIEW_PARAM, state.view);
  if (state.columns !== null && state.columns.length > 0) params.set(COLUMNS_PARAM, state.columns.join(','));
  return params;
}

/** The columns the table shows: the view's, or the reader's own in the custom view. */
export function columnsOf(state: Pick<ScreenerUrlState, 'view' | 'columns'>): readonly string[] {
  return state.view === 'custom' && state.columns !== null ? state.columns : SCREENER_VIEWS[state.view].columns;
}

/** The filters with one field's filter replaced (null: removed). */
export function withFilter(
  filters: readonly ScreenerFilter[],
  field: string,
  next: ScreenerFilter | null,
): ScreenerFilter[] {
  const others = filters.filter((f) => f.field !== field);
  return next ? [...others, next] : others;
}
