/** SQL for the Filings feed: imported filings, their counts by form group, and the companies' names. */
import type { FilingFormGroup } from '@flowdeck/api-types';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SecFilingsTable } from '../../db/schema.js';

export type SecFilingRow = Selectable<SecFilingsTable>;

export interface FilingScope {
  ticker: string | null;
  from: string | null;
  to: string | null;
}

export function createFilingRepository(db: Kysely<Database>) {
  const scoped = (scope: FilingScope) => {
    let query = db.selectFrom('sec_filings');
    if (scope.ticker) query = query.where('ticker', '=', scope.ticker);
    if (scope.from) query = query.where('filing_date', '>=', scope.from);
    if (scope.to) query = query.where('filing_date', '<=', scope.to);
    return query;
  };
  return {
    /** The newest `limit` imported filings of the scope (and form group), newest first. */
    newest(scope: FilingScope, group: FilingFormGroup | null, limit: number): Promise<SecFilingRow[]> {
      let query = scoped(scope).selectAll();
      if (group) query = query.where('form_group', '=', group);
      return query
        .orderBy('filing_date', 'desc')
        .orderBy(sql`accepted_at desc nulls last`)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async countsByGroup(scope: FilingScope): Promise<Map<string, number>> {
      const rows = await scoped(scope)
        .select(['form_group', sql<number>`count(*)`.as('n')])
        .groupBy('form_group')
        .execute();
      return new Map(rows.map((row) => [row.form_group, Number(row.n)]));
    },

    /** Tickers with imported filings: their simulated filings give way to the real ones. */
    async importedTickers(): Promise<Set<string>> {
      const rows = await db
        .selectFrom('sec_filings')
        .select('ticker')
        .distinct()
        .where('ticker', 'is not', null)
        .execute();
      return new Set(rows.flatMap((row) => (row.ticker ? [row.ticker] : [])));
    },

    /** The universe's stocks: the companies the simulator files for. */
    stocks(): Promise<Array<{ symbol: string; name: string }>> {
      return db
        .selectFrom('symbols')
        .select(['symbol', 'name'])
        .where('asset_type', '=', 'stock')
        .orderBy('symbol')
        .execute();
    },
  };
}
