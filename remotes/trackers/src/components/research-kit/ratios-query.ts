/** `pe/{x}`: one company's ratios. One query per ticker, shared by Ratio Analysis, Equity Analysis and their peers. */
import type { ApiClient } from '@flowdeck/api-client';
import type { RatioAnalysis } from '@flowdeck/api-types';
import { PE } from '@flowdeck/endpoints/fundamentals';
import { pathOf } from '@flowdeck/endpoints/route';
import { queryOptions } from '@tanstack/react-query';

/** Every ratios query key starts here. */
export const RATIOS_QUERY_KEY = ['trackers', 'ratios'] as const;

/** The pages say inline what failed (no toasts). A missing company (404) is an answer, not a failure worth retrying. */
export const retryUnlessMissing = (count: number, error: unknown) =>
  count < 2 && (error as { status?: number } | null)?.status !== 404;

export function ratiosQueryOptions(api: ApiClient, x: string) {
  return queryOptions({
    queryKey: [...RATIOS_QUERY_KEY, x],
    queryFn: ({ signal }) => api.get<RatioAnalysis>(pathOf(PE, { x }), { signal, notifyErrors: false }),
    retry: retryUnlessMissing,
  });
}
