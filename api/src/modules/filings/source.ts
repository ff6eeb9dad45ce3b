/**
 * Where the Filings feed's records come from when no EDGAR file was imported for a ticker: the simulator by
 * default (sources/simulator/records/filings.ts), any feed that answers the same call otherwise. The
 * composition root picks it (app.ts, `deps.records`); the module never names the simulator.
 */
import type { IsoDate } from '@flowdeck/market-calendar';

export interface FilingCompany {
  symbol: string;
  name: string;
}

/** One filing as a source gives it (the feed adds the form group, label and EDGAR link). */
export interface SourceFiling {
  id: string;
  symbol: string;
  company: string;
  form: string;
  items: string;
  filingDate: IsoDate;
  reportDate: IsoDate | null;
  /** ISO 8601 (UTC). */
  acceptedAt: string;
}

export interface FilingSource {
  /** Every filing of the companies dated from `from` to `to` (inclusive), unordered. */
  filings(companies: readonly FilingCompany[], from: IsoDate, to: IsoDate): SourceFiling[];
}
