/**
 * Lobbying: imported LDA filings and the simulated reports, one report per request. A ticker with imported
 * filings shows only those (the real ones replace the simulation).
 */
import type { LobbyingFiling, LobbyingReport } from '@flowdeck/api-types';
import { ALL_LOBBYING, LOBBYING_QUARTERS_SHOWN } from '@flowdeck/endpoints/lobbying';
import type { LobbyingQuery } from '@flowdeck/endpoints/lobbying/contracts';
import { addDays, marketLocalTime } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import { showsSimulated, tickerRecords } from '../../lib/ticker-records.js';
import type { Database } from '../../db/schema.js';
import { quarterOfDate, shiftQuarter } from '../../lib/quarters.js';
import { lobbyingReport, quarterFilings } from './lobbying-report.js';
import { createLobbyingRepository } from './repository.js';
import type { LobbyingSource } from './source.js';

/** LDA quarterly reports are due 20 days after the quarter ends. */
export const LDA_REPORT_DUE_DAYS = 20;
/** The simulated history reaches this many quarters back (the shown history plus one for the change). */
const SIMULATED_QUARTERS = LOBBYING_QUARTERS_SHOWN + 1;

/** The latest quarter whose reports are due on `today`. */
export function latestReportedQuarter(today: string): string {
  return shiftQuarter(quarterOfDate(addDays(today, -LDA_REPORT_DUE_DAYS)), -1);
}

export function createLobbyingService(db: Kysely<Database>, source: LobbyingSource, now: () => Date) {
  const reads = readCacheFor(db);
  const repository = createLobbyingRepository(db);
  const companies = () => reads.read(['symbols'], 'lobbying companies', () => repository.companies());
  const imported = () => reads.read(['lobbying_filings'], 'lobbying filings', () => repository.filings());

  /**
   * Every record a report is drawn from, once per data version and reported quarter: the imported filings
   * and the simulated ones of the tickers without any (the simulation covers the whole universe, so it is
   * made once, not per ticker asked).
   */
  const records = (last: string) =>
    reads.read(['symbols', 'lobbying_filings'], `lobbying records ${last}`, async () => {
      const list = await companies();
      const real = await imported();
      const simulation = source.reports(list, last, SIMULATED_QUARTERS);
      return { companies: new Map(list.map((c) => [c.symbol, c.name])), ...tickerRecords(real, simulation) };
    });

  const lastQuarter = () => latestReportedQuarter(marketLocalTime(now()).date);

  return {
    /** One ticker's filings for `quarter` (for the disclosure timeline: no report around them). */
    async filings(ticker: string, quarter: string): Promise<LobbyingFiling[]> {
      return quarterFilings((await records(lastQuarter())).byTicker.get(ticker) ?? [], quarter);
    },

    /** The report for one ticker or all (the route keeps answers: records() is what is worth keeping here). */
    async report(x: string, query: LobbyingQuery): Promise<LobbyingReport> {
      const ticker = x === ALL_LOBBYING.toUpperCase() ? null : x;
      const last = lastQuarter();
      const held = await records(last);
      return lobbyingReport({
        x: ticker ?? ALL_LOBBYING,
        ticker,
        companies: held.companies,
        records: held.all,
        quarter: query.quarter ?? null,
        fallbackQuarter: last,
        simulated: showsSimulated(held, ticker),
      });
    },
  };
}
