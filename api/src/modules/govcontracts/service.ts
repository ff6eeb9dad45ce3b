/**
 * Govt. Contracts: imported USAspending actions and the simulated awards, one report per request. A ticker
 * with imported awards shows only those (the real ones replace the simulation).
 */
import type { GovAward, GovContractReport } from '@flowdeck/api-types';
import { ALL_GOV_CONTRACTS, GOV_QUARTERS_SHOWN } from '@flowdeck/endpoints/govcontracts';
import type { GovContractQuery } from '@flowdeck/endpoints/govcontracts/contracts';
import { marketLocalTime } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import { showsSimulated, tickerRecords } from '../../lib/ticker-records.js';
import type { Database } from '../../db/schema.js';
import { quarterOfDate } from '../../lib/quarters.js';
import { govContractReport, quarterAwards } from './gov-report.js';
import { createGovContractRepository } from './repository.js';
import type { ContractSource } from './source.js';

export function createGovContractService(db: Kysely<Database>, source: ContractSource, now: () => Date) {
  const reads = readCacheFor(db);
  const repository = createGovContractRepository(db);
  const companies = () => reads.read(['symbols'], 'contract companies', () => repository.companies());
  const imported = () => reads.read(['gov_contract_actions'], 'contract actions', () => repository.actions());

  /**
   * Every action a report is drawn from, once per data version and day: the imported actions and the
   * simulated awards of the tickers without any (the simulation covers the whole universe, so it is made
   * once, not per ticker asked).
   */
  const actions = (today: string) =>
    reads.read(['symbols', 'gov_contract_actions'], `contract actions of ${today}`, async () => {
      const list = await companies();
      const real = await imported();
      const simulation = source.awards(list, quarterOfDate(today), GOV_QUARTERS_SHOWN, today);
      return { companies: new Map(list.map((c) => [c.symbol, c.name])), ...tickerRecords(real, simulation) };
    });

  return {
    /** One ticker's awards of `quarter` (for the disclosure timeline: no report around them). */
    async awards(ticker: string, quarter: string): Promise<GovAward[]> {
      const held = await actions(marketLocalTime(now()).date);
      return quarterAwards(held.byTicker.get(ticker) ?? [], quarter);
    },

    /** The report for one ticker or all (the route keeps answers: actions() is what is worth keeping here). */
    async report(x: string, query: GovContractQuery): Promise<GovContractReport> {
      const ticker = x === ALL_GOV_CONTRACTS.toUpperCase() ? null : x;
      const today = marketLocalTime(now()).date;
      const held = await actions(today);
      return govContractReport({
        x: ticker ?? ALL_GOV_CONTRACTS,
        ticker,
        companies: held.companies,
        actions: held.all,
        quarter: query.quarter ?? null,
        fallbackQuarter: quarterOfDate(today),
        simulated: showsSimulated(held, ticker),
      });
    },
  };
}
