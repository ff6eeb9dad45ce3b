import type { ApiClient } from '@flowdeck/api-client';
import type { FilingFeed, FilingFormGroup } from '@flowdeck/api-types';
import { FILING_FEED } from '@flowdeck/endpoints/filings';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every Filings query key starts here. */
export const FILINGS_QUERY_KEY = ['trackers', 'filings'] as const;
/** The feed is live: new filings are looked for this often while the page is open. */
export const FILINGS_REFRESH_MS = 60_000;

export interface FilingRequest {
  /** A ticker, or `all`. */
  x: string;
  form?: FilingFormGroup;
  page: number;
  pageSize: number;
}

export function getFilings(api: ApiClient, { x, ...params }: FilingRequest, signal?: AbortSignal) {
  return api.get<FilingFeed>(pathOf(FILING_FEED, { x }), { params: { ...params }, signal });
}

export function filingsQueryOptions(api: ApiClient, request: FilingRequest) {
  return queryOptions({
    queryKey: [...FILINGS_QUERY_KEY, request],
    queryFn: ({ signal }) => getFilings(api, request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: FILINGS_REFRESH_MS,
  });
}

/** One page of the filing feed, for one ticker or all, refreshed while open. */
export function useFilings(request: FilingRequest) {
  return useQuery(filingsQueryOptions(useApi(), request));
}
