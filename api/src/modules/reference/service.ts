import type { CompanyProfileResponse, DailyBar } from '@flowdeck/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { computeQuote } from './quote.js';
import { createReferenceRepository } from './repository.js';
import { SEARCH_LIMIT, type SearchResult } from './schemas.js';

/** Declared once, in @flowdeck/api-types, for the API and its clients. */
export type CompanyProfile = CompanyProfileResponse;

/** The market's daily bar so far (null before the open) and the session it belongs to (see market's todayBar). */
export type TodayBarOf = (symbol: string) => Promise<{ session: string; liveAt: number | null; bar: DailyBar | null }>;

/** What the live market lends the profiles: today's bar so far, and the check of a requested session. */
export interface ReferenceMarket {
  todayBar: TodayBarOf;
  /** The session itself when it is one of the recent ones the live pages keep; an InputError (400) otherwise. */
  pickSession: (session: string) => string;
}

/**
 * Symbol search and company profiles. With `market`, a profile's quote follows the live market: the
 * stored daily history up to the market's session, then today's bar so far — or, for an earlier recent
 * session asked for by name, the history up to that session's close.
 */
export function createReferenceService(db: Kysely<Database>, market?: ReferenceMarket) {
  const repo = createReferenceRepository(db);
  return {
    async search(text: string): Promise<{ results: SearchResult[] }> {
      const rows = await repo.search(text, SEARCH_LIMIT);
      return {
        results: rows.map((r) => ({
          symbol: r.symbol,
          name: r.name,
          exchange: r.exchange,
          sector: r.sector,
          marketCap: r.market_cap,
        })),
      };
    },

    async companyProfile(symbol: string, session?: string): Promise<CompanyProfile> {
      const picked = session === undefined || !market ? null : market.pickSession(session);
      const row = await repo.findSymbol(symbol);
      if (!row) throw new NotFoundError(`Unknown symbol ${symbol}`);
      const stored = await repo.bars(symbol);
      const today = await market?.todayBar(symbol);
      let bars: DailyBar[];
      let liveAt: number | null = null;
      if (picked !== null && today && picked < today.session) {
        // An earlier session: its close is final, nothing after it is shown.
        bars = stored.filter((b) => b.date <= picked);
      } else {
        // A stored bar is final once its session has closed; while it trades, today's bar is the live one.
        const keepStored = !today || (today.liveAt === null && stored.at(-1)?.date === today.session);
        bars = keepStored ? stored : stored.filter((b) => b.date < today.session);
        if (!keepStored && today.bar) {
          bars.push(today.bar);
          liveAt = today.liveAt;
        }
      }
      const quote = computeQuote(bars);
      // While the session trades, the quote is as of the market clock, not a close.
      if (quote && liveAt !== null) quote.asOf = new Date(liveAt).toISOString();
      return {
        profile: {
          symbol: row.symbol,
          name: row.name,
          exchange: row.exchange,
          assetType: row.asset_type,
          sector: row.sector,
          industry: row.industry,
          marketCap: row.market_cap,
          floatShares: row.float_shares,
          sharesOutstanding: row.shares_outstanding,
          description: row.description,
          ceo: row.ceo,
          headquarters: row.headquarters,
          founded: row.founded,
          employees: row.employees,
          website: row.website,
        },
        quote,
        bars,
      };
    },
  };
}
