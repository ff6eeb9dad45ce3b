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

/**
 * Symbol search and company profiles. With `todayBar`, a profile's quote follows the live market: the
 * stored daily history up to the market's session, then today's bar so far.
 */
export function createReferenceService(db: Kysely<Database>, todayBar?: TodayBarOf) {
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

    async companyProfile(symbol: string): Promise<CompanyProfile> {
      const row = await repo.findSymbol(symbol);
      if (!row) throw new NotFoundError(`Unknown symbol ${symbol}`);
      const stored = await repo.bars(symbol);
      const today = await todayBar?.(symbol);
      // A stored bar is final once its session has closed; while it trades, today's bar is the live one.
      const keepStored = !today || (today.liveAt === null && stored.at(-1)?.date === today.session);
      const bars = keepStored ? stored : stored.filter((b) => b.date < today.session);
      if (!keepStored && today.bar) bars.push(today.bar);
      const quote = computeQuote(bars);
      // While the session trades, the quote is as of the market clock, not a close.
      if (quote && !keepStored && today.bar && today.liveAt !== null) quote.asOf = new Date(today.liveAt).toISOString();
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
