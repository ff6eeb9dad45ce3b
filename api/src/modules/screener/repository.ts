import { randomUUID } from 'node:crypto';
import type { SavedScreen, ScreenerFilter, ScreenerSort } from '@flowdeck/api-types';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SavedScreensTable } from '../../db/schema.js';

function present(row: Selectable<SavedScreensTable>): SavedScreen {
  return {
    id: row.id,
    name: row.name,
    filters: JSON.parse(row.filters) as ScreenerFilter[],
    sort: JSON.parse(row.sort) as ScreenerSort,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Saved screens, always read and written for one user: no query here can reach another user's rows. */
export function createSavedScreenRepository(db: Kysely<Database>) {
  return {
    async list(userId: number): Promise<SavedScreen[]> {
      const rows = await db
        .selectFrom('saved_screens')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(present);
    },

    async get(userId: number, id: string): Promise<SavedScreen | null> {
      const row = await db
        .selectFrom('saved_screens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? present(row) : null;
    },

    /** Saved screens by id, whoever saved them (the screen watch: the rule that names one was checked). */
    async byIds(ids: readonly string[]): Promise<SavedScreen[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('saved_screens')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(present);
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('saved_screens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async create(
      userId: number,
      screen: { name: string; filters: ScreenerFilter[]; sort: ScreenerSort },
      now: Date,
    ): Promise<SavedScreen> {
      const row = {
        id: randomUUID(),
        user_id: userId,
        name: screen.name,
        filters: JSON.stringify(screen.filters),
        sort: JSON.stringify(screen.sort),
        created_at: now,
      };
      await db.insertInto('saved_screens').values(row).execute();
      return present(row);
    },

    async remove(userId: number, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('saved_screens')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

/** A listed stock or ETF as the screener reads it (indices are not screened). */
export interface ScreenedSymbol {
  symbol: string;
  name: string;
  exchange: string;
  assetType: 'stock' | 'etf';
  sector: string;
  industry: string;
  marketCap: number | null;
  sharesOutstanding: number | null;
  floatShares: number | null;
  headquarters: string | null;
}

/** What the screener reads besides the bars: the symbols and the insiders' open-market trades. */
export function createScreenerDataRepository(db: Kysely<Database>) {
  return {
    async symbols(): Promise<ScreenedSymbol[]> {
      const rows = await db
        .selectFrom('symbols')
        .select([
          'symbol',
          'name',
          'exchange',
          'asset_type',
          'sector',
          'industry',
          'market_cap',
          'shares_outstanding',
          'float_shares',
          'headquarters',
        ])
        .where('asset_type', '!=', 'index')
        .orderBy('symbol')
        .execute();
      return rows.map((s) => ({
        symbol: s.symbol,
        name: s.name,
        exchange: s.exchange,
        assetType: s.asset_type === 'etf' ? 'etf' : 'stock',
        sector: s.sector,
        industry: s.industry,
        marketCap: s.market_cap === null ? null : Number(s.market_cap),
        sharesOutstanding: s.shares_outstanding === null ? null : Number(s.shares_outstanding),
        floatShares: s.float_shares === null ? null : Number(s.float_shares),
        headquarters: s.headquarters,
      }));
    },

    /** Per ticker, the open-market purchases (P) and sales (S) of common stock traded in (after, until]. */
    async insiderTradeCounts(after: string, until: string): Promise<Map<string, { buys: number; sells: number }>> {
      const rows = await db
        .selectFrom('insider_trades')
        .select(['ticker', sql<string>`code`.as('code'), sql<number>`count(*)`.as('n')])
        .where('trade_date', '>', after)
        .where('trade_date', '<=', until)
        .where('code', 'in', ['P', 'S'])
        .where('table_kind', '=', 'nonDerivative')
        .where('ticker', 'is not', null)
        .groupBy(['ticker', 'code'])
        .execute();
      const counts = new Map<string, { buys: number; sells: number }>();
      for (const row of rows) {
        if (row.ticker === null) continue;
        const entry = counts.get(row.ticker) ?? { buys: 0, sells: 0 };
        if (row.code === 'P') entry.buys += Number(row.n);
        else entry.sells += Number(row.n);
        counts.set(row.ticker, entry);
      }
      return counts;
    },
  };
}
