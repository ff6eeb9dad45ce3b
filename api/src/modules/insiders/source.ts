/**
 * Where the insider filings seeded on a fresh database come from: the simulator by default
 * (sources/simulator/records/insiders.ts), any generator that answers the same call otherwise. Real Form 4s
 * arrive by import. The composition root picks it (seed.ts); no module names the simulator.
 */
import type { IsoDate } from '@flowdeck/market-calendar';
import type { InsiderFilingInput } from '../../sources/sec/insider-store.js';

export interface FilingCompany {
  symbol: string;
  name: string;
  marketCap: number;
}

export interface InsiderFilingSource {
  /** Filings for each company over the trading days `sessions` (oldest first), about `perCompany` each. */
  filings(input: {
    companies: readonly FilingCompany[];
    sessions: readonly IsoDate[];
    perCompany: number;
  }): InsiderFilingInput[];
}
