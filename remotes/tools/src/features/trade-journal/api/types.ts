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
