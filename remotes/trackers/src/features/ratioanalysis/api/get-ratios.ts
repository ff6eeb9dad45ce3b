import type { RatioAnalysis } from '@flowdeck/api-types';
import { PE } from '@flowdeck/endpoints/fundamentals';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

type Api = ReturnType<typeof useApi>;

/** Every Ratio Analysis query key starts here. */
export const RATIOS_QUERY_KEY = ['trackers', 'ratios'] as const;

export function getRatios(api: Api, x: string, signal?: AbortSignal) {
  return api.get<RatioAnalysis>(pathOf(PE, { x }), { signal });
}

export function ratiosQueryOptions(api: Api, x: string) {
  return queryOptions({
    queryKey: [...RATIOS_QUERY_KEY, x],
    queryFn: ({ signal }) => getRatios(api, x, signal),
    placeholderData: keepPreviousData,
  });
}

/** One company's ratios over its fiscal years and TTM, with sector medians. */
export function useRatios(x: string) {
  return useQuery(ratiosQueryOptions(useApi(), x));
}
