import type { ApiClient } from '@flowdeck/api-client';
import type { AnalystTrackRecords, RecordHorizon } from '@flowdeck/api-types';
import { ANALYST_TRACK_RECORD } from '@flowdeck/endpoints/analyst-ratings';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYST_RATINGS_QUERY_KEY } from './get-analyst-ratings';

export interface TrackRecordRequest {
  by: 'firm' | 'analyst';
  horizon: RecordHorizon;
}

export function getTrackRecord(api: ApiClient, request: TrackRecordRequest, signal?: AbortSignal) {
  return api.get<AnalystTrackRecords>(pathOf(ANALYST_TRACK_RECORD), { params: { ...request }, signal });
}

/** Firms or analysts ranked by their calls' success against SPY. */
export function useTrackRecord(request: TrackRecordRequest) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: [...ANALYST_RATINGS_QUERY_KEY, 'track-record', request],
      queryFn: ({ signal }) => getTrackRecord(api, request, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
