/** SQL for Fundamentals and Ratio Analysis: imported company facts and the universe's companies. */
import { sql, type Kysely } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { CompanyFactsTable, Database } from '../../db/schema.js';
import type { Fact } from './statements.js';

export type NewCompanyFact = Omit<CompanyFactsTable, 'imported_at'> & { imported_at: Date };

export interface CompanyRow {
  symbol: string;
  name: string;
  sector: string;
  assetType: string;
  marketCap: number | null;
  sharesOutstanding: number | null;
  floatShares: number | null;
  close: number | null;
}

export interface ImportedFacts {
  cik: string;
  entityName: string;
  facts: Fact[];
}

/** Insert batches: a companyfacts file keeps a few thousand facts. */
const BATCH = 500;

export function createFundamentalsRepository(db: Kysely<Database>) {
  return {
    /** The universe's companies (or one of them) with their latest close. */
    async companies(symbol?: string): Promise<CompanyRow[]> {
      const only = symbol === undefined ? sql`` : sql`where s.symbol = ${symbol}`;
      const rows = await sql<CompanyRow>`
        select s.symbol, s.name, s.sector, s.asset_type as "assetType", s.market_cap as "marketCap",
               s.shares_outstanding as "sharesOutstanding", s.float_shares as "floatShares", b.close
        from symbols s
        left join lateral (
          select close from daily_bars d where d.symbol = s.symbol order by d.date desc limit 1
        ) b on true
        ${only}
        order by s.symbol`.execute(db);
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return rows.rows.map((row) => ({
        ...row,
        marketCap: num(row.marketCap),
        sharesOutstanding: num(row.sharesOutstanding),
        floatShares: num(row.floatShares),
        close: num(row.close),
      }));
    },

    /** Closes of one symbol on or before each date (for valuation ratios at fiscal year ends). */
    async closesOnOrBefore(symbol: string, dates: readonly string[]): Promise<Map<string, number>> {
      const result = new Map<string, number>();
      if (dates.length === 0) return result;
      const rows = await db
        .selectFrom('daily_bars')
        .select(['date', 'close'])
        .where('symbol', '=', symbol)
        .where('date', '<=', [...dates].sort().at(-1) as string)
        .orderBy('date')
        .execute();
      for (const date of dates) {
        let close: number | undefined;
        for (const row of rows) if (String(row.date).slice(0, 10) <= date) close = Number(row.close);
        if (close !== undefined) result.set(date, close);
      }
      return result;
    },

    /** The last `count` daily closes of one symbol, oldest first. */
    async recentCloses(symbol: string, count: number): Promise<Array<{ date: string; close: number }>> {
      const rows = await db
        .selectFrom('daily_bars')
        .select(['date', 'close'])
        .where('symbol', '=', symbol)
        .orderBy('date', 'desc')
        .limit(count)
        .execute();
      return rows.reverse().map((row) => ({ date: String(row.date).slice(0, 10), close: Number(row.close) }));
    },

    /** The imported facts of one symbol (the latest imported CIK if it was imported under two). */
    async imported(symbol: string): Promise<ImportedFacts | null> {
      const rows = await db
        .selectFrom('company_facts')
        .select(['cik', 'entity_name', 'tag', 'unit', 'period_start', 'period_end', 'val', 'accn', 'form', 'filed'])
        .where('symbol', '=', symbol)
        .execute();
      const first = rows[0];
      if (!first) return null;
      const day = (value: unknown) =>
        value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
      return {
        cik: first.cik,
        entityName: first.entity_name,
        facts: rows
          .filter((row) => row.cik === first.cik)
          .map((row) => ({
            tag: row.tag,
            unit: row.unit,
            start: row.period_start === null ? null : day(row.period_start),
            end: day(row.period_end),
            val: Number(row.val),
            accn: row.accn,
            form: row.form,
            filed: day(row.filed),
          })),
      };
    },

    /** Symbols with imported facts. */
    async importedSymbols(): Promise<Set<string>> {
      const rows = await db.selectFrom('company_facts').select('symbol').distinct().execute();
      return new Set(rows.map((row) => row.symbol));
    },
  };
}

/**
 * Writes one company's facts: a fact already stored (same id: tag, unit, period and filing) is left as it is,
 * so a re-import changes nothing; facts stored under another symbol for this CIK move to the one given.
 */
export async function writeCompanyFacts(
  executor: Executor,
  cik: string,
  symbol: string,
  rows: readonly NewCompanyFact[],
): Promise<{ inserted: number; updated: number; unchanged: number }> {
  const stored = await executor.selectFrom('company_facts').select(['id', 'symbol']).where('cik', '=', cik).execute();
  const known = new Map(stored.map((row) => [row.id, row.symbol]));
  const fresh = rows.filter((row) => !known.has(row.id));
  const moved = stored.filter((row) => row.symbol !== symbol && rows.some((r) => r.id === row.id)).length;
  if (moved > 0)
    await executor
      .updateTable('company_facts')
      .set({ symbol })
      .where('cik', '=', cik)
      .where('symbol', '<>', symbol)
      .execute();
  for (let i = 0; i < fresh.length; i += BATCH)
    await executor
      .insertInto('company_facts')
      .values(fresh.slice(i, i + BATCH))
      .onConflict((c) => c.column('id').doNothing())
      .execute();
  return { inserted: fresh.length, updated: moved, unchanged: rows.length - fresh.length - moved };
}
