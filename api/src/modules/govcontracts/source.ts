/**
 * Where federal contract awards come from for the tickers no USAspending file was imported for: the
 * simulator by default (sources/simulator/records/govcontracts.ts), any feed that answers the same call
 * otherwise. The composition root picks it (app.ts, `deps.records`); no module names the simulator.
 */
import type { GovAction } from './gov-report.js';

export interface ContractCompany {
  symbol: string;
  name: string;
  sector: string;
  industry: string;
  marketCap: number;
}

export interface ContractSource {
  /** The awards of the `count` quarters ending with `last`, up to `today` (an action is never in the future). */
  awards(companies: readonly ContractCompany[], last: string, count: number, today: string): GovAction[];
}
