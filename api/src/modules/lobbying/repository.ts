import type { LobbyingIssue } from '@flowdeck/api-types';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LobbyingRecord } from './lobbying-report.js';

/** The lobbying tables: the listed companies a report can name, and the imported LDA filings. */
export function createLobbyingRepository(db: Kysely<Database>) {
  return {
    /** Every listed stock, by symbol. */
    async companies() {
      return (
        await db
          .selectFrom('symbols')
          .select(['symbol', 'name', 'sector', 'market_cap'])
          .where('asset_type', '=', 'stock')
          .orderBy('symbol')
          .execute()
      ).map((row) => ({
        symbol: row.symbol,
        name: row.name,
        sector: row.sector,
        marketCap: Number(row.market_cap ?? 0),
      }));
    },

    /** Every imported filing. */
    async filings(): Promise<LobbyingRecord[]> {
      return (await db.selectFrom('lobbying_filings').selectAll().execute()).map((row): LobbyingRecord => ({
        id: row.id,
        ticker: row.ticker,
        client: row.client,
        registrant: row.registrant,
        quarter: row.quarter,
        filingType: row.filing_type,
        amount: row.amount === null ? null : Number(row.amount),
        issues: JSON.parse(row.issues) as LobbyingIssue[],
        lobbyists: JSON.parse(row.lobbyists) as string[],
        governmentEntities: JSON.parse(row.government_entities) as string[],
        filingUrl: row.filing_url,
        source: row.source,
        postedAt: row.posted_at,
      }));
    },
  };
}
