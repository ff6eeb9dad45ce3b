/** SQL for the Earnings calendar: imported reports, and the closes the implied move is priced at. */
import type { Kysely, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database, EarningsReportsTable } from '../../db/schema.js';
import { upsertById, type UpsertCounts } from '../../db/upsert.js';

export type EarningsReportRow = Selectable<EarningsReportsTable>;
export type NewEarningsReport = Omit<EarningsReportRow, 'imported_at'> & { imported_at: Date };

const COMPARED = [
  'symbol',
  'report_date',
  'report_time',
  'fiscal_quarter',
  'eps_estimate',
  'eps_actual',
  'revenue_estimate',
  'revenue_actual',
  'source',
] as const;

export function createEarningsRepository(db: Kysely<Database>) {
  return {
    imported(from: string, to: string, symbol: string | null): Promise<EarningsReportRow[]> {
      let query = db
        .selectFrom('earnings_reports')
        .selectAll()
        .where('report_date', '>=', from)
        .where('report_date', '<=', to);
      if (symbol) query = query.where('symbol', '=', symbol);
      return query.orderBy('report_date').orderBy('symbol').execute();
    },

    /** Closes of some symbols from `from` to `to`: symbol → date → close. */
    async closes(symbols: readonly string[], from: string, to: string): Promise<Map<string, Map<string, number>>> {
      const result = new Map<string, Map<string, number>>();
      if (symbols.length === 0) return result;
      const rows = await db
        .selectFrom('daily_bars')
        .select(['symbol', 'date', 'close'])
        .where('symbol', 'in', [...symbols])
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      for (const row of rows) {
        const bySymbol = result.get(row.symbol) ?? new Map<string, number>();
        bySymbol.set(String(row.date).slice(0, 10), Number(row.close));
        result.set(row.symbol, bySymbol);
      }
      return result;
    },

    /** The last session with bars (every symbol is seeded over the same sessions). */
    async latestSession(): Promise<string | null> {
      const row = await db
        .selectFrom('daily_bars')
        .select((eb) => eb.fn.max<string | null>('date').as('latest'))
        .where('symbol', '=', (eb) => eb.selectFrom('daily_bars').select('symbol').limit(1))
        .executeTakeFirst();
      return row?.latest ? String(row.latest).slice(0, 10) : null;
    },
  };
}

/** Inserts new rows, updates changed ones, leaves identical ones: the counts say which. */
export function upsertEarningsReports(executor: Executor, rows: readonly NewEarningsReport[]): Promise<UpsertCounts> {
  const same = (stored: Record<string, unknown>, row: NewEarningsReport) =>
    COMPARED.every((column) => {
      const a = stored[column];
      const b = row[column];
      return column === 'report_date' ? String(a).slice(0, 10) === b : a === b;
    });
  return upsertById(executor, 'earnings_reports', rows, (stored, row) => same(stored, row as NewEarningsReport));
}
