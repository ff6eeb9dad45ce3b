import type { ApiClient } from '@flowdeck/api-client';
import type { AiPickSymbolResponse } from '@flowdeck/api-types';
import { AI_PICK_SYMBOL } from '@flowdeck/endpoints/ai-pick';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { AiPickSymbolResponse } from '@flowdeck/api-types';

export const AI_PICK_SYMBOL_QUERY_KEY = ['market-data', 'ai-pick-symbol'] as const;

/** GET ai-pick/{x}: one stock's score, its explanation and its score history against its price. */
export function getAiPickSymbol(api: ApiClient, ticker: string, signal?: AbortSignal): Promise<AiPickSymbolResponse> {
  return api.get<AiPickSymbolResponse>(pathOf(AI_PICK_SYMBOL, { x: ticker }), { signal, notifyErrors: false });
}

/** `asOf` of the list shown: the explanation is fetched again when the scores move to a new close. */
export function aiPickSymbolQueryOptions(api: ApiClient, ticker: string, asOf: string | null) {
  return queryOptions({
    queryKey: [...AI_PICK_SYMBOL_QUERY_KEY, ticker, asOf],
    queryFn: ({ signal }) => getAiPickSymbol(api, ticker, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === ticker ? previous : undefined),
  });
}

export function useAiPickSymbol(ticker: string | null, asOf: string | null) {
  const api = useApi();
  return useQuery({ ...aiPickSymbolQueryOptions(api, ticker ?? '', asOf), enabled: ticker !== null });
}
