import type { ApiClient } from '@flowdeck/api-client';
import type { EconomicCalendar } from '@flowdeck/api-types';
import { ECONOMIC_CALENDAR } from '@flowdeck/endpoints/economic-calendar';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const ECONOMIC_CALENDAR_PATH = pathOf(ECONOMIC_CALENDAR);
/** Every Economic Calendar query key starts here. */
export const ECONOMIC_CALENDAR_QUERY_KEY = ['trackers', 'economic-calendar'] as const;

export interface CalendarRequest {
  from: string;
  to: string;
  minImportance: number;
}

export function getEconomicCalendar(api: ApiClient, request: CalendarRequest, signal?: AbortSignal) {
  return api.get<EconomicCalendar>(ECONOMIC_CALENDAR_PATH, { params: { ...request }, signal });
}

export function economicCalendarQueryOptions(api: ApiClient, request: CalendarRequest) {
  return queryOptions({
    queryKey: [...ECONOMIC_CALENDAR_QUERY_KEY, request],
    queryFn: ({ signal }) => getEconomicCalendar(api, request, signal),
    placeholderData: keepPreviousData,
    // Figures appear at release time: look again every minute while the page is open.
    refetchInterval: 60_000,
  });
}

/** One week (or any window) of releases at or above an importance, with the next high-importance release. */
export function useEconomicCalendar(request: CalendarRequest) {
  return useQuery(economicCalendarQueryOptions(useApi(), request));
}
