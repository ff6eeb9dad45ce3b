import type { useApi } from '@flowdeck/host-sdk';

/** The host's API client, as remotes receive it. */
export type Api = ReturnType<typeof useApi>;

export type {
  CostMethod,
  ExecutionView,
  ImportResult,
  JournalFormat,
  JournalStats,
  JournalView,
  TradeView,
  GroupStats,
} from '@flowdeck/endpoints/journal';

/** The view's filters; empty strings are "all". */
export interface JournalFilters {
  account: string;
  from: string;
  to: string;
}
