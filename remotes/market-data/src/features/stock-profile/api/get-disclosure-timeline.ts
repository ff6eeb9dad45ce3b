import type { ApiClient } from '@flowdeck/api-client';
import type { DisclosureTimeline } from '@flowdeck/api-types';
import { DISCLOSURE_TIMELINE } from '@flowdeck/endpoints/disclosure-timeline';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const DISCLOSURE_TIMELINE_QUERY_KEY = ['market-data', 'disclosure-timeline'] as const;

/** GET disclosure-timeline/{x}: the last year of the ticker's disclosures, errors shown in place. */
export function getDisclosureTimeline(api: ApiClient, symbol: string, signal?: AbortSignal) {
  return api.get<DisclosureTimeline>(pathOf(DISCLOSURE_TIMELINE, { x: symbol }), { signal, notifyErrors: false });
}

export function disclosureTimelineQueryOptions(api: ApiClient, symbol: string) {
  return queryOptions({
    queryKey: [...DISCLOSURE_TIMELINE_QUERY_KEY, symbol],
    queryFn: ({ signal }) => getDisclosureTimeline(api, symbol, signal),
  });
}

export function useDisclosureTimeline(symbol: string) {
  return useQuery(disclosureTimelineQueryOptions(useApi(), symbol));
}
