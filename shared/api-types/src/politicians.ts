export type Party = 'D' | 'R' | 'I';
export type Chamber = 'House' | 'Senate';
/** How a periodic transaction report labels the transaction. */
export type TradeType = 'Purchase' | 'Sale (Full)' | 'Sale (Partial)' | 'Exchange';
/** Whose account traded: spouse, joint, dependent child or the member. */
export type OwnerCode = 'SP' | 'JT' | 'DC' | 'Self';

/** One disclosed transaction (GET politician/trades, politician/{id}). */
export interface PoliticianTrade {
  id: number;
  politicianId: string;
  politician: string;
  party: Party;
  chamber: Chamber;
  state: string;
  district: string | null;
  ticker: string;
  assetDescription: string;
  assetType: string;
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
  id: string;
  name: string;
  party: Party;
  chamber: Chamber;
  state: string;
  district: string | null;
  trades: number;
  purchases: number;
  sales: number;
  /** Sum of bracket minima. */
  volumeMin: number;
  /** Sum of bracket maxima; the open-ended top bracket counts at its minimum. */
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
