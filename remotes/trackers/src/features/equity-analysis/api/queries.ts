/** The endpoints the Equity Analysis page reads: statements, ratios (with the last close), consensus, insiders. */
import type { AnalystRatingsPage, Fundamentals, InsiderHistory } from '@flowdeck/api-types';
import { ANALYST_RATINGS } from '@flowdeck/endpoints/analyst-ratings';
import { FUNDAMENTALS } from '@flowdeck/endpoints/fundamentals';
import { INSIDER } from '@flowdeck/endpoints/insiders';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ratiosQueryOptions, retryUnlessMissing } from '../../../components/research-kit/ratios-query';

/** Every Equity Analysis query key starts here. */
export const EQUITY_QUERY_KEY = ['trackers', 'equity-analysis'] as const;

export function useFundamentals(x: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...EQUITY_QUERY_KEY, 'fundamentals', x],
    queryFn: ({ signal }) => api.get<Fundamentals>(pathOf(FUNDAMENTALS, { x }), { signal, notifyErrors: false }),
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}

/** The company's ratios: the query Ratio Analysis and the peers share. */
export function useRatios(x: string) {
  return useQuery(ratiosQueryOptions(useApi(), x));
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
    retry: retryUnlessMissing,
  });
}

/** The company's insiders and latest transactions (404 when it has none on file). */
export function useInsiders(x: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...EQUITY_QUERY_KEY, 'insiders', x],
    queryFn: ({ signal }) => api.get<InsiderHistory>(pathOf(INSIDER, { x }), { signal, notifyErrors: false }),
    retry: retryUnlessMissing,
  });
}
