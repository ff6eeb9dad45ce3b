/** The institutional tracker's SQL: the imported 13F filings and their holdings. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface ImportedFiling {
  id: string;
  cik: string;
  filer: string;
  quarter: string;
  filed: string | null;
  amendment: string | null;
  filing_url: string | null;
  source: string;
  imported_at: Date | string;
}

export function createInstitutionalRepository(db: Kysely<Database>) {
  return {
    /** Every imported 13F filing (originals, restatements and additions). */
    async filings(): Promise<ImportedFiling[]> {
      return (await db
        .selectFrom('institutional_filings')
        .select(['id', 'cik', 'filer', 'quarter', 'filed', 'amendment', 'filing_url', 'source', 'imported_at'])
        .execute()) as ImportedFiling[];
    },

    /** Every imported holding, by filing and in the information table's order. */
    holdings() {
      return db
        .selectFrom('institutional_holdings')
        .select(['filing_id', 'ticker', 'issuer', 'title_of_class', 'cusip', 'put_call', 'shares', 'value'])
        .orderBy('filing_id')
        .orderBy('row')
        .execute();
    },
  };
}
