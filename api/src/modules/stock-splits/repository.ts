/** SQL for the Stock Split Calendar: imported splits and the prices and names it shows beside them. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database, StockSplitsTable } from '../../db/schema.js';
import { upsertById, type UpsertCounts } from '../../db/upsert.js';
import type { PricedSymbol } from './source.js';

export type StockSplitRow = Selectable<StockSplitsTable>;
export type NewStockSplit = Omit<StockSplitRow, 'imported_at'> & { imported_at: Date };

const COMPARED = [
  'symbol',
  'ratio_to',
  'ratio_from',
  'ex_date',
  'announced_date',
  'record_date',
  'payable_date',
  'source',
  'source_url',
] as const;

export function createStockSplitRepository(db: Kysely<Database>) {
  return {
    imported(from: string, to: string, symbol: string | null): Promise<StockSplitRow[]> {
      let query = db.selectFrom('stock_splits').selectAll().where('ex_date', '>=', from).where('ex_date', '<=', to);
      if (symbol) query = query.where('symbol', '=', symbol);
      return query.orderBy('ex_date').orderBy('symbol').execute();
    },

    /** Every symbol with its name, kind and latest close (one row per symbol). */
    async pricedSymbols(): Promise<PricedSymbol[]> {
      const rows = await sql<PricedSymbol>`
        select s.symbol, s.name, s.asset_type as "assetType", b.close
        from symbols s
        join lateral (
          select close from daily_bars d where d.symbol = s.symbol order by d.date desc limit 1
        ) b on true
        order by s.symbol`.execute(db);
      return rows.rows.map((row) => ({ ...row, close: Number(row.close) }));
    },
  };
}

/** Inserts new rows, updates changed ones, leaves identical ones: the counts say which. */
export function upsertStockSplits(executor: Executor, rows: readonly NewStockSplit[]): Promise<UpsertCounts> {
  return upsertById(executor, 'stock_splits', rows, (stored, row) =>
    COMPARED.every((column) => stored[column] === (row as NewStockSplit)[column]),
  );
}
