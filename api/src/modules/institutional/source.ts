/**
 * Where 13F filers' quarters come from besides the imported filings: the simulator by default
 * (sources/simulator/records/institutional.ts), any feed that answers the same call otherwise. The
 * composition root picks it (app.ts, `deps.records`); no module names the simulator. An imported filing
 * under a source's CIK replaces that filer.
 */
import type { FilerQuarter } from './holdings-book.js';

export interface HeldStock {
  symbol: string;
  name: string;
  sector: string;
  marketCap: number;
  price: number;
}

export interface ThirteenFSource {
  /** The filers' quarters: `count` quarters ending with `last` (the newest whose 13Fs are due). */
  filers(stocks: readonly HeldStock[], last: string, count: number): FilerQuarter[];
}
