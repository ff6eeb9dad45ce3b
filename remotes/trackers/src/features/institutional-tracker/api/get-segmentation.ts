import type { ApiClient } from '@flowdeck/api-client';
import type { InstitutionalSegmentation } from '@flowdeck/api-types';
import { INSTITUTIONAL_SEGMENTATION } from '@flowdeck/endpoints/institutional';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INSTITUTIONAL_QUERY_KEY } from './query-key';

export interface SegmentationRequest {
  quarter?: string;
}

export function getSegmentation(api: ApiClient, request: SegmentationRequest, signal?: AbortSignal) {
  return api.get<InstitutionalSegmentation>(pathOf(INSTITUTIONAL_SEGMENTATION), { params: { ...request }, signal });
}

export function segmentationQueryOptions(api: ApiClient, request: SegmentationRequest) {
  return queryOptions({
    queryKey: [...INSTITUTIONAL_QUERY_KEY, 'Segmentation', request],
    queryFn: ({ signal }) => getSegmentation(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** Market-wide 13F activity of a quarter. */
export function useSegmentation(request: SegmentationRequest | null) {
  const api = useApi();
  return useQuery({
    ...segmentationQueryOptions(api, request ?? ({} as SegmentationRequest)),
    enabled: request !== null,
  });
}
