import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DailyBarRow, SymbolRow } from '../../db/schema.js';

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
