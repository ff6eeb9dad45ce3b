/**
 * Where lobbying reports come from for the tickers no Senate LDA file was imported for: the simulator by
 * default (sources/simulator/records/lobbying.ts), any feed that answers the same call otherwise. The
 * composition root picks it (app.ts, `deps.records`); no module names the simulator.
 */
import type { LobbyingRecord } from './lobbying-report.js';

export interface LobbyingCompany {
  symbol: string;
  name: string;
  sector: string;
  marketCap: number;
}

export interface LobbyingSource {
  /** The reports of the `count` quarters ending with `last` (whose reports are due) for the companies. */
  reports(companies: readonly LobbyingCompany[], last: string, count: number): LobbyingRecord[];
}
