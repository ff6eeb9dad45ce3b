/**
 * The simulator as every record source at once (sources/records.ts): each generator keyed by the one seed, so
 * the same seed gives the same records on every machine.
 */
import { reportReactingOn } from '../market/earnings-days.js';
import type { RecordSources } from '../../records.js';
import { simulateActions } from './analyst-ratings.js';
import { simulatedFilings } from './filings.js';
import { hasSimulatedFundamentals, simulatedFacts } from './fundamentals.js';
import { simulatedContracts } from './govcontracts.js';
import { generateInsiderFilings } from './insiders.js';
import { simulatedFilers } from './institutional.js';
import { simulatedLobbying } from './lobbying.js';
import { engineEvents, eventsFromBars, simulatedItem } from './news.js';
import { generatePoliticianTrades } from './politicians.js';
import { simulatedSplits } from './stock-splits.js';

export function simulatedRecords(seed: number): RecordSources {
  return {
    analystRatings: { actions: (stocks, sessions) => simulateActions(stocks, sessions, seed) },
    filings: { filings: (companies, from, to) => simulatedFilings(companies, from, to, seed) },
    fundamentals: {
      covers: hasSimulatedFundamentals,
      facts: (company, today, through, firstFiscalYear) =>
        simulatedFacts(company, today, seed, through, firstFiscalYear),
    },
    govContracts: {
      awards: (companies, last, count, today) => simulatedContracts(companies, last, count, today, seed),
    },
    insiders: { filings: (input) => generateInsiderFilings({ ...input, seed }) },
    institutional: { filers: (stocks, last, count) => simulatedFilers(stocks, last, count, seed) },
    lobbying: { reports: (companies, last, count) => simulatedLobbying(companies, last, count, seed) },
    news: {
      // A move at the open reads as an earnings release on a session that trades on a report.
      fromBars: (bars, skipDates) =>
        eventsFromBars(bars, skipDates, (symbol, date) => reportReactingOn(symbol, date, seed) !== null),
      fromEngine: engineEvents,
      item: simulatedItem,
    },
    politicians: { trades: (input) => generatePoliticianTrades({ ...input, seed }) },
    splits: { splits: (symbols, from, to, today) => simulatedSplits(symbols, from, to, today, seed) },
  };
}
