import type { InsiderCode } from '@flowdeck/api-types';
import type { InsiderPlan, InsiderPreset, InsiderRole, InsiderSort } from '@flowdeck/endpoints/insiders';

/** Response shapes are declared once, in @flowdeck/api-types, for the API and its clients. */
export type { InsiderCode, InsiderCount, InsiderHistory, InsiderTrade, InsiderTradesPage } from '@flowdeck/api-types';
export type { InsiderPlan, InsiderPreset, InsiderRole, InsiderSort } from '@flowdeck/endpoints/insiders';

/** The filters a user sets; each travels in the page URL under the same name as in the API query. */
export interface InsiderFilters {
  ticker?: string;
  codes?: InsiderCode[];
  minValue?: string;
  maxValue?: string;
  role?: InsiderRole;
  filedFrom?: string;
  filedTo?: string;
  tradedFrom?: string;
  tradedTo?: string;
  maxDelay?: string;
  plan?: InsiderPlan;
  preset?: InsiderPreset;
}

export interface InsiderQuery extends InsiderFilters {
  sort: InsiderSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}
