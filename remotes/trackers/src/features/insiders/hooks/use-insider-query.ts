import { INSIDER_CODES, INSIDER_PLANS, INSIDER_PRESETS, INSIDER_ROLES } from '@flowdeck/endpoints/insiders';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InsiderCode, InsiderFilters, InsiderQuery, InsiderSort } from '../api/types';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  FIRST_ORDER,
  HISTORY_PARAM,
  INSIDER_SORT_KEYS,
  ORDER_PARAM,
  PAGE_PARAM,
  PAGE_SIZE_OPTIONS,
  PAGE_SIZE_PARAM,
  SORT_PARAM,
} from '../constants';

/** The filter names, identical in the page URL and the API query string. */
export const INSIDER_FILTER_KEYS = [
  'ticker',
  'codes',
  'minValue',
  'maxValue',
  'role',
  'filedFrom',
  'filedTo',
  'tradedFrom',
  'tradedTo',
  'maxDelay',
  'plan',
  'preset',
] as const satisfies readonly (keyof InsiderFilters)[];
export type InsiderFilterKey = (typeof INSIDER_FILTER_KEYS)[number];

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

function text(value: string | null): string | undefined {
  return value === null || value.trim() === '' ? undefined : value.trim();
}

/** Reads the query from the URL: value lists outside their set are dropped; free text goes to the server as typed. */
export function parseInsiderQuery(params: URLSearchParams): InsiderQuery {
  const page = Number(params.get(PAGE_PARAM));
  const pageSize = Number(params.get(PAGE_SIZE_PARAM));
  const codes = (params.get('codes') ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c): c is InsiderCode => (INSIDER_CODES as string[]).includes(c));
  return {
    ticker: text(params.get('ticker'))?.toUpperCase(),
    codes: codes.length > 0 ? codes : undefined,
    minValue: text(params.get('minValue')),
    maxValue: text(params.get('maxValue')),
    role: oneOf(params.get('role'), INSIDER_ROLES),
    filedFrom: text(params.get('filedFrom')),
    filedTo: text(params.get('filedTo')),
    tradedFrom: text(params.get('tradedFrom')),
    tradedTo: text(params.get('tradedTo')),
    maxDelay: text(params.get('maxDelay')),
    plan: oneOf(params.get('plan'), INSIDER_PLANS),
    preset: oneOf(params.get('preset'), INSIDER_PRESETS),
    sort: oneOf<InsiderSort>(params.get(SORT_PARAM), INSIDER_SORT_KEYS) ?? DEFAULT_SORT,
    order: oneOf(params.get(ORDER_PARAM), ['asc', 'desc'] as const) ?? FIRST_ORDER[DEFAULT_SORT],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZE_OPTIONS.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
}

export function activeFilterCount(query: InsiderFilters): number {
  return INSIDER_FILTER_KEYS.filter((key) => query[key] !== undefined).length;
}

/** The query and the history panel live in the URL, so any view is a link that can be shared. */
export function useInsiderQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseInsiderQuery(searchParams), [searchParams]);
  const history = searchParams.get(HISTORY_PARAM) || null;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setSearchParams],
  );

  return {
    query,
    history,
    setFilter: useCallback(
      <K extends InsiderFilterKey>(key: K, value: InsiderFilters[K]) =>
        update((next) => {
          const written = Array.isArray(value) ? value.join(',') : value;
          if (written === undefined || written === '') next.delete(key);
          else next.set(key, String(written));
          next.delete(PAGE_PARAM);
        }),
      [update],
    ),
    clearFilters: useCallback(
      () =>
        update((next) => {
          for (const key of INSIDER_FILTER_KEYS) next.delete(key);
          next.delete(PAGE_PARAM);
        }),
      [update],
    ),
    toggleSort: useCallback(
      (key: InsiderSort) =>
        update((next) => {
          const current = parseInsiderQuery(next);
          next.set(SORT_PARAM, key);
          next.set(ORDER_PARAM, current.sort === key ? (current.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[key]);
          next.delete(PAGE_PARAM);
        }),
      [update],
    ),
    setPage: useCallback(
      (page: number) =>
        update((next) => {
          if (page <= 1) next.delete(PAGE_PARAM);
          else next.set(PAGE_PARAM, String(page));
        }),
      [update],
    ),
    setPageSize: useCallback(
      (pageSize: number) =>
        update((next) => {
          next.set(PAGE_SIZE_PARAM, String(pageSize));
          next.delete(PAGE_PARAM);
        }),
      [update],
    ),
    openHistory: useCallback((x: string) => update((next) => next.set(HISTORY_PARAM, x)), [update]),
    closeHistory: useCallback(() => update((next) => next.delete(HISTORY_PARAM)), [update]),
  };
}
