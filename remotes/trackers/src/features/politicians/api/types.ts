import type { useApi } from '@flowdeck/host-sdk';

/** The host's API client, as remotes receive it. */
export type Api = ReturnType<typeof useApi>;

export type Party = 'D' | 'R' | 'I';
export type Chamber = 'House' | 'Senate';
/** How a disclosure labels the transaction. */
export type TradeType = 'Purchase' | 'Sale (Full)' | 'Sale (Partial)' | 'Exchange';
/** Whose account traded: spouse, joint, dependent child or the member. */
export type OwnerCode = 'SP' | 'JT' | 'DC' | 'Self';
/** The `type` filter the trades endpoint accepts. */
export type TradeTypeFilter = 'purchase' | 'sale' | 'exchange';
export type TradeSortKey = 'transactionDate' | 'disclosureDate' | 'amount' | 'ticker' | 'politician' | 'filedAfterDays';
export type SortOrder = 'asc' | 'desc';
export type PoliticianId = string | number;

/** One disclosed transaction (GET politician/trades). */
export interface PoliticianTrade {
  id: string | number;
  politicianId: PoliticianId;
  politician: string;
  party: Party;
  chamber: Chamber;
  state: string;
  district: string | null;
  ticker: string;
  assetDescription: string;
  type: TradeType;
  owner: OwnerCode;
  /** The disclosure's amount bracket as filed, e.g. "$1,001 - $15,000". */
  amountLabel: string;
  amountMin: number;
  /** Null for the open-ended top bracket ("Over $50,000,000"). */
  amountMax: number | null;
  transactionDate: string;
  disclosureDate: string;
  filedAfterDays: number;
}

export interface TradesPage {
  items: PoliticianTrade[];
  total: number;
  page: number;
  pageSize: number;
}

/** One member of Congress with their trading totals (GET politician/politicians). */
export interface PoliticianSummary {
  id: PoliticianId;
  name: string;
  party: Party;
  chamber: Chamber;
  state: string;
  district: string | null;
  trades: number;
  purchases: number;
  sales: number;
  /** Sum of the lower and upper bounds of every trade's amount bracket. */
  volumeMin: number;
  volumeMax: number;
  lastTrade: string | null;
  topTickers: string[];
}

export interface PoliticianCount {
  trades: number;
  politicians: number;
  tickers: number;
  latestDisclosure: string | null;
}

export interface PoliticianDetail {
  politician: PoliticianSummary;
  trades: PoliticianTrade[];
}

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
