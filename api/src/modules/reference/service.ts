import type { CompanyProfileResponse } from '@flowdeck/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { computeQuote } from './quote.js';
import { createReferenceRepository } from './repository.js';
import { SEARCH_LIMIT, type SearchResult } from './schemas.js';

/** Declared once, in @flowdeck/api-types, for the API and its clients. */
export type CompanyProfile = CompanyProfileResponse;

export function createReferenceService(db: Kysely<Database>) {
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
      const bars = await repo.bars(symbol);
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
        quote: computeQuote(bars),
        bars,
      };
    },
  };
}
