/** The endpoints the Equity Analysis page reads: statements, ratios (with the last close), consensus, insiders. */
import type { AnalystRatingsPage, Fundamentals, InsiderHistory, RatioAnalysis } from '@flowdeck/api-types';
import { ANALYST_RATINGS } from '@flowdeck/endpoints/analyst-ratings';
import { FUNDAMENTALS, PE } from '@flowdeck/endpoints/fundamentals';
import { INSIDER } from '@flowdeck/endpoints/insiders';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';

/** Every Equity Analysis query key starts here. */
export const EQUITY_QUERY_KEY = ['trackers', 'equity-analysis'] as const;

/** The page says inline what failed (no toasts). A missing company (404) is an answer, not a failure worth retrying. */
const retry = (count: number, error: unknown) => count < 2 && (error as { status?: number } | null)?.status !== 404;

export function useFundamentals(x: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...EQUITY_QUERY_KEY, 'fundamentals', x],
    queryFn: ({ signal }) => api.get<Fundamentals>(pathOf(FUNDAMENTALS, { x }), { signal, notifyErrors: false }),
    placeholderData: keepPreviousData,
    retry,
  });
}

const ratiosQuery = (api: ReturnType<typeof useApi>, x: string) => ({
  queryKey: [...EQUITY_QUERY_KEY, 'ratios', x],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<RatioAnalysis>(pathOf(PE, { x }), { signal, notifyErrors: false }),
  retry,
});

export function useRatios(x: string) {
  const api = useApi();
  return useQuery(ratiosQuery(api, x));
}

/** The chosen peers' ratios, one query each (shared with the page of that ticker). */
export function usePeerRatios(peers: readonly string[]) {
  const api = useApi();
  return useQueries({ queries: peers.map((x) => ratiosQuery(api, x)) });
}

/** The ticker's analyst consensus (the latest actions' page is kept to one row). */
export function useConsensus(x: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...EQUITY_QUERY_KEY, 'consensus', x],
    queryFn: ({ signal }) =>
      api.get<AnalystRatingsPage>(pathOf(ANALYST_RATINGS, { x }), {
        params: { pageSize: 1 },
        signal,
        notifyErrors: false,
      }),
    retry,
  });
}

/** The company's insiders and latest transactions (404 when it has none on file). */
export function useInsiders(x: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...EQUITY_QUERY_KEY, 'insiders', x],
    queryFn: ({ signal }) => api.get<InsiderHistory>(pathOf(INSIDER, { x }), { signal, notifyErrors: false }),
    retry,
  });
}
