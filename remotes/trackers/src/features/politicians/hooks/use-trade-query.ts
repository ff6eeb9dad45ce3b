import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Chamber, Party, SortOrder, TradeFilters, TradeQuery, TradeSortKey, TradeTypeFilter } from '../api/types';
import {
  CHAMBERS,
  DEFAULT_ORDER,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  FIRST_ORDER,
  ORDER_PARAM,
  PAGE_PARAM,
  PAGE_SIZE_OPTIONS,
  PAGE_SIZE_PARAM,
  PARTIES,
  PROFILE_PARAM,
  SORT_PARAM,
  TRADE_SORT_KEYS,
  TRADE_TYPE_FILTERS,
} from '../constants';

/** The filter names, identical in the page URL and the API query string. */
export const FILTER_KEYS = [
  'politician',
  'party',
  'chamber',
  'state',
  'ticker',
  'type',
  'minAmount',
  'from',
  'to',
  'lateOnly',
] as const satisfies readonly (keyof TradeFilters)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

function text(value: string | null): string | undefined {
  return value === null || value === '' ? undefined : value;
}

/** Reads the trades query from the URL. Enumerations outside their set are ignored; free text
 *  (dates, ticker, amount) goes to the server as typed, which answers bad values with field errors. */
export function parseTradeQuery(params: URLSearchParams): TradeQuery {
  const page = Number(params.get(PAGE_PARAM));
  const pageSize = Number(params.get(PAGE_SIZE_PARAM));
  return {
    politician: text(params.get('politician')),
    party: oneOf<Party>(params.get('party'), PARTIES),
    chamber: oneOf<Chamber>(params.get('chamber'), CHAMBERS),
    state: text(params.get('state'))?.toUpperCase(),
    ticker: text(params.get('ticker'))?.toUpperCase(),
    type: oneOf<TradeTypeFilter>(
      params.get('type'),
      TRADE_TYPE_FILTERS.map((t) => t.value),
    ),
    minAmount: text(params.get('minAmount')),
    from: text(params.get('from')),
    to: text(params.get('to')),
    lateOnly: params.get('lateOnly') === 'true' ? true : undefined,
    sort: oneOf<TradeSortKey>(params.get(SORT_PARAM), TRADE_SORT_KEYS) ?? DEFAULT_SORT,
    order: oneOf<SortOrder>(params.get(ORDER_PARAM), ['asc', 'desc']) ?? DEFAULT_ORDER,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZE_OPTIONS.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
}

export function activeFilterCount(query: TradeFilters): number {
  return FILTER_KEYS.filter((key) => query[key] !== undefined).length;
}

export interface SetFilterOptions {
  /** Also close the politician summary panel, in the same URL change. */
  closeProfile?: boolean;
}

export interface TradeQueryControls {
  query: TradeQuery;
  /** Sets (or, with undefined, removes) one filter and goes back to the first page. */
  setFilter: <K extends FilterKey>(key: K, value: TradeFilters[K], options?: SetFilterOptions) => void;
  clearFilters: () => void;
  /** A click on a column header: the same column flips its order, another starts at its natural order. */
  toggleSort: (key: TradeSortKey) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

/** The trades query lives in the URL, so a filtered, sorted page is a link that can be shared. */
export function useTradeQuery(): TradeQueryControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseTradeQuery(searchParams), [searchParams]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      });
    },
    [setSearchParams],
  );

  const setFilter = useCallback(
    <K extends FilterKey>(key: K, value: TradeFilters[K], options: SetFilterOptions = {}) =>
      update((next) => {
        if (value === undefined || value === '' || value === false) next.delete(key);
        else next.set(key, String(value));
        next.delete(PAGE_PARAM);
        if (options.closeProfile) next.delete(PROFILE_PARAM);
      }),
    [update],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const key of FILTER_KEYS) next.delete(key);
        next.delete(PAGE_PARAM);
      }),
    [update],
  );

  const toggleSort = useCallback(
    (key: TradeSortKey) =>
      update((next) => {
        const current = parseTradeQuery(next);
        const order: SortOrder = current.sort === key ? (current.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[key];
        next.set(SORT_PARAM, key);
        next.set(ORDER_PARAM, order);
        next.delete(PAGE_PARAM);
      }),
    [update],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page <= 1) next.delete(PAGE_PARAM);
        else next.set(PAGE_PARAM, String(page));
      }),
    [update],
  );

  const setPageSize = useCallback(
    (pageSize: number) =>
      update((next) => {
        next.set(PAGE_SIZE_PARAM, String(pageSize));
        next.delete(PAGE_PARAM);
      }),
    [update],
  );

  return { query, setFilter, clearFilters, toggleSort, setPage, setPageSize };
}
