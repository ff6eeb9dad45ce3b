/** Response shapes are declared once, in @flowdeck/api-types, for the API and its clients. */
export type {
  Chamber,
  OwnerCode,
  Party,
  PoliticianCount,
  PoliticianDetail,
  PoliticianSummary,
  PoliticianTrade,
  TradeType,
  TradesPage,
} from '@flowdeck/api-types';
import type { Chamber, Party, PoliticianSummary } from '@flowdeck/api-types';

export type PoliticianId = PoliticianSummary['id'];

/** The trades endpoint's `type` filter, sort keys and orders: its contract, shared with the API. */
export type { SortOrder, TradeSort as TradeSortKey, TradeTypeFilter } from '@flowdeck/endpoints/politicians';
import type { SortOrder, TradeSort as TradeSortKey, TradeTypeFilter } from '@flowdeck/endpoints/politicians';

/** The filters a user sets; every one is optional and travels in the URL as-is. */
export interface TradeFilters {
  politician?: string;
  party?: Party;
  chamber?: Chamber;
  state?: string;
  ticker?: string;
  type?: TradeTypeFilter;
  minAmount?: string;
  from?: string;
  to?: string;
  lateOnly?: boolean;
}

export interface TradeQuery extends TradeFilters {
  sort: TradeSortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}
