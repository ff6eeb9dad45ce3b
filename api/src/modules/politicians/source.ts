/**
 * Where the congressional trades seeded on a fresh database come from: the simulator by default
 * (sources/simulator/records/politicians.ts), any generator that answers the same call otherwise. Real
 * periodic transaction reports arrive by import. The composition root picks it (seed.ts); no module names
 * the simulator.
 */
import type { IsoDate } from '@flowdeck/market-calendar';
import type { OwnerCode, TransactionType } from './ptr-brackets.js';
import type { PoliticianProfile } from './roster-data.js';

export interface TradableAsset {
  symbol: string;
  name: string;
  kind: 'stock' | 'etf';
  sector: string;
  marketCap: number;
}

export interface GeneratedTrade {
  politicianId: string;
  ticker: string;
  assetDescription: string;
  assetType: 'Stock' | 'ETF';
  type: TransactionType;
  owner: OwnerCode;
  amountMin: number;
  amountMax: number | null;
  amountLabel: string;
  transactionDate: IsoDate;
  disclosureDate: IsoDate;
  filedAfterDays: number;
}

export interface TradeGenerationInput {
  politicians: readonly PoliticianProfile[];
  assets: readonly TradableAsset[];
  /** Last day of the window; no disclosure is later than this. */
  asOf: IsoDate;
  count: number;
  windowDays?: number;
}

export interface PoliticianTradeSource {
  trades(input: TradeGenerationInput): GeneratedTrade[];
}
