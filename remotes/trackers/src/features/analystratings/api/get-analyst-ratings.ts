import type { ApiClient } from '@flowdeck/api-client';
import type { AnalystRatingsPage, RatingAction } from '@flowdeck/api-types';
import { ANALYST_RATINGS } from '@flowdeck/endpoints/analyst-ratings';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every Analyst Ratings query key starts here. */
export const ANALYST_RATINGS_QUERY_KEY = ['trackers', 'analystratings'] as const;

export interface RatingsRequest {
  /** A ticker, or `all`. */
  x: string;
  action?: readonly RatingAction[];
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

function paramsOf({ x: _x, ...rest }: RatingsRequest): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else params[key] = value as string | number;
  }
  return params;
}

export function getAnalystRatings(api: ApiClient, request: RatingsRequest, signal?: AbortSignal) {
  return api.get<AnalystRatingsPage>(pathOf(ANALYST_RATINGS, { x: request.x }), {
    params: paramsOf(request),
    signal,
  });
}

/** Rating actions for one ticker (with its consensus) or the market, newest first. */
export function useAnalystRatings(request: RatingsRequest, enabled = true) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: [...ANALYST_RATINGS_QUERY_KEY, 'ratings', request.x, paramsOf(request)],
      queryFn: ({ signal }) => getAnalystRatings(api, request, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
