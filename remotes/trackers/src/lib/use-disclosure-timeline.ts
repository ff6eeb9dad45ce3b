import type { ApiClient } from '@flowdeck/api-client';
import type { DisclosureSource, DisclosureTimeline } from '@flowdeck/api-types';
import { DISCLOSURE_TIMELINE } from '@flowdeck/endpoints/disclosure-timeline';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every disclosure-timeline query key starts here. */
export const DISCLOSURE_TIMELINE_QUERY_KEY = ['trackers', 'disclosure-timeline'] as const;

export interface DisclosureTimelineRequest {
  ticker: string;
  from?: string;
  to?: string;
  sources?: DisclosureSource[];
  limit?: number;
}

export function getDisclosureTimeline(
  api: ApiClient,
  { ticker, sources, ...params }: DisclosureTimelineRequest,
  signal?: AbortSignal,
) {
  return api.get<DisclosureTimeline>(pathOf(DISCLOSURE_TIMELINE, { x: ticker }), {
    params: { ...params, ...(sources && sources.length > 0 ? { sources: sources.join(',') } : {}) },
    signal,
    // The panel shows its own error in place (an unknown ticker is a message, not a toast).
    notifyErrors: false,
  });
}

export function disclosureTimelineQueryOptions(api: ApiClient, request: DisclosureTimelineRequest) {
  return queryOptions({
    queryKey: [...DISCLOSURE_TIMELINE_QUERY_KEY, request],
    queryFn: ({ signal }) => getDisclosureTimeline(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** One ticker's disclosures from every source, with the smart-money clusters. */
export function useDisclosureTimeline(request: DisclosureTimelineRequest) {
  return useQuery(disclosureTimelineQueryOptions(useApi(), request));
}
