import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { readBySymbolSlices } from '../../db/symbol-slices.js';
import type { DailyBarRow, SymbolRow } from '../../db/schema.js';
import { STORED_LISTING_COLUMNS, type StoredListing } from '../../sources/simulator/universe/listed.js';

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createReferenceRepository(db: Executor) {
  return {
    /**
     * Symbols whose ticker starts with `text` (exact ticker first), then names containing it; larger
     * companies first within each group.
     */
    search(
      text: string,
      limit: number,
    ): Promise<Array<Pick<SymbolRow, 'symbol' | 'name' | 'exchange' | 'sector' | 'market_cap'>>> {
      const upper = text.toUpperCase();
      const prefix = `${escapeLike(upper)}%`;
      const contains = `%${escapeLike(text.toLowerCase())}%`;
      const namePrefix = `${escapeLike(text.toLowerCase())}%`;
      const rank = sql<number>`case
        when symbol = ${upper} then 0
        when symbol like ${prefix} then 1
        when lower(name) like ${namePrefix} then 2
        else 3 end`;
      return db
        .selectFrom('symbols')
        .select(['symbol', 'name', 'exchange', 'sector', 'market_cap'])
        .where((eb) => eb.or([eb('symbol', 'like', prefix), eb(sql<string>`lower(name)`, 'like', contains)]))
        .orderBy(rank)
        .orderBy(sql`market_cap desc nulls last`)
        .orderBy('symbol')
        .limit(limit)
        .execute();
    },

    findSymbol(symbol: string): Promise<SymbolRow | undefined> {
      return db.selectFrom('symbols').selectAll().where('symbol', '=', symbol).executeTakeFirst();
    },

    bars(symbol: string): Promise<Array<Omit<DailyBarRow, 'symbol'>>> {
      return db
        .selectFrom('daily_bars')
        .select(['date', 'open', 'high', 'low', 'close', 'volume'])
        .where('symbol', '=', symbol)
        .orderBy('date')
        .execute();
    },
  };
}

/** What the reference seed reads and updates (modules/reference/seed.ts). */
export function createReferenceSeedRepository(db: Executor) {
  return {
    /** How many symbols are stored. */
    async symbolCount(): Promise<number> {
      const { symbols } = await db
        .selectFrom('symbols')
        .select((eb) => eb.fn.countAll<number>().as('symbols'))
        .executeTakeFirstOrThrow();
      return Number(symbols);
    },

    /**
     * The newest stored session. Every symbol is seeded over the same sessions, so one symbol's newest bar (a
     * primary-key range read) dates the whole table; max(date) over all bars would scan every row on each start.
     */
    async latestSession(): Promise<string | null> {
      const { latest } = await db
        .selectFrom('daily_bars')
        .select((eb) => eb.fn.max<string | null>('date').as('latest'))
        .where('symbol', '=', (eb) => eb.selectFrom('daily_bars').select('symbol').limit(1))
        .executeTakeFirstOrThrow();
      return latest;
    },

    /** Every stored listing, with what the simulator models it from. */
    storedListings(): Promise<StoredListing[]> {
      return db.selectFrom('symbols').select(STORED_LISTING_COLUMNS).orderBy('symbol').execute();
    },

    /** Stored symbols with no daily bar (an index probe each, not a scan of the bars). */
    async symbolsWithoutBars(): Promise<string[]> {
      const rows = await db
        .selectFrom('symbols as s')
        .select('s.symbol')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('daily_bars as b').select('b.symbol').whereRef('b.symbol', '=', 's.symbol'))),
        )
        .execute();
      return rows.map((row) => row.symbol);
    },

    /** Each symbol's last stored close. */
    lastCloses(): Promise<Array<{ symbol: string; close: number }>> {
      // Over every symbol's bars: a slice of symbols a query, the event loop turning between.
      return readBySymbolSlices(db, (symbols) =>
        db
          .selectFrom('daily_bars')
          .select(['symbol', 'close'])
          .distinctOn('symbol')
          .where('symbol', 'in', symbols)
          .orderBy('symbol')
          .orderBy('date', 'desc')
          .execute(),
      );
    },

    /** Market cap follows the latest close so search results and profiles agree with the chart. */
    async capsAtLatestClose(): Promise<void> {
      await sql`
        update symbols as s
        set market_cap = round(s.shares_outstanding * b.close)
        from (select distinct on (symbol) symbol, close from daily_bars order by symbol, date desc) as b
        where b.symbol = s.symbol and s.shares_outstanding is not null
      `.execute(db);
    },
  };
}
