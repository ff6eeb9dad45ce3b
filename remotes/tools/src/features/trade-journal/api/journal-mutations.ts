/**
 * The journal's changes (one POST endpoint each): every success refreshes the journal's cached views,
 * since a new fill, a deleted one or another cost method can regroup every trade (and another time zone
 * re-buckets its days and hours).
 */
import {
  ADD_EXECUTION,
  DELETE_EXECUTION,
  IMPORT_EXECUTIONS,
  SAVE_JOURNAL_SETTINGS,
  UPDATE_TRADE,
  type CostMethod,
  type ExecutionView,
  type ImportResult,
  type JournalFormat,
  type JournalSettings,
  type TradeView,
} from '@flowdeck/endpoints/journal';
import type { OnPostError } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOURNAL_QUERY_KEY } from './query-keys';

export interface NewExecution {
  account?: string;
  executedAt: string;
  symbol: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  commission?: number;
  fees?: number;
}

export interface ImportRequest {
  fileName: string;
  text: string;
  format: JournalFormat;
  account?: string;
  timeZone?: string;
}

export interface TradeNotes {
  notes?: string;
  tags?: string[];
  setup?: string | null;
  mistake?: string | null;
  risk?: number | null;
}

/** A failed change (spec §8) resolves to nothing and refreshes nothing; its form hears of it through `onError`. */
function useRefreshing<Input, Output>(send: (input: Input) => Promise<Output | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) =>
      result === undefined ? undefined : client.invalidateQueries({ queryKey: JOURNAL_QUERY_KEY }),
  });
}

export function useAddExecution(onError?: OnPostError) {
  const api = useApi();
  return useRefreshing((body: NewExecution) =>
    api.post<{ execution: ExecutionView; created: boolean; message: string }>(pathOf(ADD_EXECUTION), body, {
      onError,
    }),
  );
}

export function useDeleteExecution() {
  const api = useApi();
  return useRefreshing((id: number) => api.post<{ message: string }>(pathOf(DELETE_EXECUTION, { x: String(id) })));
}

export function useImportExecutions(onError?: OnPostError) {
  const api = useApi();
  return useRefreshing((body: ImportRequest) => api.post<ImportResult>(pathOf(IMPORT_EXECUTIONS), body, { onError }));
}

export function useUpdateTrade(onError?: OnPostError) {
  const api = useApi();
  return useRefreshing(({ id, notes }: { id: string; notes: TradeNotes }) =>
    api.post<TradeView>(pathOf(UPDATE_TRADE, { x: id }), notes, { notify: false, onError }),
  );
}

export function useSaveCostMethod() {
  const api = useApi();
  return useRefreshing((costMethod: CostMethod) =>
    api.post<JournalSettings>(pathOf(SAVE_JOURNAL_SETTINGS), { costMethod }, { notify: false }),
  );
}

/** The zone the journal's days, weekdays, hours and calendar are read in (the cost method is kept). */
export function useSaveTimeZone() {
  const api = useApi();
  return useRefreshing((timeZone: string) =>
    api.post<JournalSettings>(pathOf(SAVE_JOURNAL_SETTINGS), { timeZone }, { notify: false }),
  );
}
