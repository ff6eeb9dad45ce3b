/**
 * Where a company's financial statements come from when no SEC company-facts file was imported for it: the
 * simulator by default (sources/simulator/records/fundamentals.ts), any feed that answers the same calls
 * otherwise. The composition root picks it (app.ts, `deps.records`); no module names the simulator. Facts are
 * written as the SEC writes them, so they go through the same statement rules as imported ones.
 */
import type { Fact } from './statements.js';

export interface CompanyProfile {
  symbol: string;
  sector: string;
  marketCap: number;
  sharesOutstanding: number;
}

export interface FundamentalsSource {
  /** Whether companies of this sector have statements of this shape (ETFs and indices file none). */
  covers(sector: string): boolean;
  /**
   * The company's facts filed up to `today` (ISO date); with `through` after today, the filings still to come
   * up to that date as well (what the consensus estimates and the forward P/E are drawn from). With
   * `firstFiscalYear`, facts of earlier fiscal years may be left out (a caller that needs recent years only).
   */
  facts(company: CompanyProfile, today: string, through?: string, firstFiscalYear?: number): Fact[];
}
