/**
 * The disclosure timeline of one ticker: every source module's own service asked for the ticker and window,
 * its records turned into events (./events.ts), and the smart-money clusters found over all of them
 * (./clusters.ts). Nothing here reads a table: each source keeps its own rules (imported rows replacing the
 * simulation, amendments, quarters).
 */
import type { DisclosureEvent, DisclosureSource, DisclosureTimeline } from '@flowdeck/api-types';
import {
  DISCLOSURE_DEFAULT_DAYS,
  DISCLOSURE_DEFAULT_LIMIT,
  DISCLOSURE_SOURCES,
} from '@flowdeck/endpoints/disclosure-timeline';
import type { DisclosureTimelineQuery } from '@flowdeck/endpoints/disclosure-timeline/contracts';
import { FILINGS_MAX_PAGE_SIZE } from '@flowdeck/endpoints/filings';
import { INSIDER_MAX_PAGE_SIZE } from '@flowdeck/endpoints/insiders';
import { THIRTEEN_F_DUE_DAYS } from '@flowdeck/endpoints/institutional';
import { MAX_PAGE_SIZE as POLITICIAN_MAX_PAGE_SIZE } from '@flowdeck/endpoints/politicians';
import { addDays, marketLocalTime } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import type { RecordSources } from '../../sources/records.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { quarterDays, quarterOfDate, shiftQuarter } from '../../lib/quarters.js';
import { createFilingService } from '../filings/service.js';
import { createGovContractService } from '../govcontracts/service.js';
import { createInsiderService } from '../insiders/service.js';
import { createInstitutionalService } from '../institutional/service.js';
import { createLobbyingService, LDA_REPORT_DUE_DAYS } from '../lobbying/service.js';
import { createPoliticianService } from '../politicians/service.js';
import { universe } from '../../sources/simulator/universe/universe.js';
import { clusteredIds, findClusters } from './clusters.js';
import {
  contractEvent,
  filingEvent,
  insiderEvent,
  institutionalEvent,
  lobbyingEvent,
  politicianEvent,
} from './events.js';

type Event = Omit<DisclosureEvent, 'inCluster'>;

/** The most pages read from one paged source: a window of one ticker never comes near it. */
const MAX_PAGES = 50;

/** Every page of a paged source, until a short page (or MAX_PAGES). */
async function allPages<T>(pageSize: number, read: (page: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const items = await read(page);
    rows.push(...items);
    if (items.length < pageSize) break;
  }
  return rows;
}

/** The quarters from the one holding `from` to the one holding `to`, oldest first. */
function quartersBetween(from: string, to: string): string[] {
  const quarters: string[] = [];
  for (let q = quarterOfDate(from); q <= quarterOfDate(to); q = shiftQuarter(q, 1)) quarters.push(q);
  return quarters;
}

export function createDisclosureTimelineService(
  db: Kysely<Database>,
  records: Pick<RecordSources, 'filings' | 'govContracts' | 'institutional' | 'lobbying'>,
  now: () => Date,
) {
  const politicians = createPoliticianService(db);
  const insiders = createInsiderService(db);
  const institutional = createInstitutionalService(db, records.institutional, now);
  const lobbying = createLobbyingService(db, records.lobbying, now);
  const contracts = createGovContractService(db, records.govContracts, now);
  const filings = createFilingService(db, records.filings, now);

  // `today` keeps out what is not disclosed yet: a trade made in the window but reported after today.
  const readers: Record<
    DisclosureSource,
    (ticker: string, from: string, to: string, today: string) => Promise<Event[]>
  > = {
    politician: async (ticker, from, to, today) =>
      (
        await allPages(
          POLITICIAN_MAX_PAGE_SIZE,
          async (page) =>
            (await politicians.trades({ ticker, from, to, page, pageSize: POLITICIAN_MAX_PAGE_SIZE })).items,
        )
      )
        .filter((trade) => trade.disclosureDate <= today)
        .map(politicianEvent),

    insider: async (ticker, from, to, today) =>
      (await insiders.disclosures(ticker, { from, to, filedBy: today }, MAX_PAGES * INSIDER_MAX_PAGE_SIZE)).map(
        insiderEvent,
      ),

    // A quarter's 13Fs are filed up to 45 days after it ends: the quarter before `from` may file inside.
    '13f': async (ticker, from, to) => {
      const first = await institutional.stockHolders({ ticker });
      const wanted = new Set(quartersBetween(addDays(from, -THIRTEEN_F_DUE_DAYS), to));
      const events: Event[] = [];
      for (const quarter of first.quarters.filter((q) => wanted.has(q))) {
        const answer = quarter === first.quarter ? first : await institutional.stockHolders({ ticker, quarter });
        const end = addDays(quarterDays(quarter).to, THIRTEEN_F_DUE_DAYS);
        for (const holder of answer.holders) {
          const event = institutionalEvent(holder, quarter, end);
          if (event) events.push(event);
        }
      }
      return events;
    },

    lobbying: async (ticker, from, to) => {
      const events: Event[] = [];
      for (const quarter of quartersBetween(addDays(from, -LDA_REPORT_DUE_DAYS), to)) {
        const due = addDays(quarterDays(quarter).to, LDA_REPORT_DUE_DAYS);
        for (const filing of await lobbying.filings(ticker, quarter)) events.push(lobbyingEvent(filing, due));
      }
      return events;
    },

    contract: async (ticker, from, to) => {
      const events: Event[] = [];
      for (const quarter of quartersBetween(from, to)) {
        for (const award of await contracts.awards(ticker, quarter)) events.push(contractEvent(award, quarter));
      }
      return events;
    },

    filing: async (ticker, from, to) =>
      (
        await allPages(
          FILINGS_MAX_PAGE_SIZE,
          async (page) => (await filings.feed(ticker, { from, to, page, pageSize: FILINGS_MAX_PAGE_SIZE })).filings,
        )
      ).map(filingEvent),
  };

  return {
    async timeline(ticker: string, query: DisclosureTimelineQuery): Promise<DisclosureTimeline> {
      const today = marketLocalTime(now()).date;
      const to = query.to ?? (query.from && query.from > today ? addDays(query.from, DISCLOSURE_DEFAULT_DAYS) : today);
      const from = query.from ?? addDays(to, -DISCLOSURE_DEFAULT_DAYS);
      const sources = query.sources ?? [...DISCLOSURE_SOURCES];
      const listing = universe().find((entry) => entry.symbol === ticker);

      const read = await Promise.all(sources.map((source) => readers[source](ticker, from, to, today)));
      const all = read.flat().filter((event) => event.date >= from && event.date <= to);
      if (!listing && all.length === 0)
        throw new NotFoundError(`No disclosures for ${ticker}: it is not in the universe and none was imported.`);

      const clusters = findClusters(all);
      const flagged = clusteredIds(clusters);
      const events = all
        .map((event): DisclosureEvent => ({ ...event, inCluster: flagged.has(event.id) }))
        .sort((a, b) => b.date.localeCompare(a.date) || a.source.localeCompare(b.source) || a.id.localeCompare(b.id));
      const counts = Object.fromEntries(DISCLOSURE_SOURCES.map((source) => [source, 0])) as Record<
        DisclosureSource,
        number
      >;
      for (const event of events) counts[event.source]++;
      return {
        ticker,
        company: listing?.name ?? null,
        from,
        to,
        sources,
        events: events.slice(0, query.limit ?? DISCLOSURE_DEFAULT_LIMIT),
        total: events.length,
        counts,
        clusters,
        simulated: events.some((event) => event.simulated),
      };
    },
  };
}
