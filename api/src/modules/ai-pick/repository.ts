/** SQL for AI Pick: the stocks, their daily bars, and the insider trades the features read. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface SymbolBars {
  symbol: string;
  dates: string[];
  closes: number[];
  highs: number[];
  volumes: number[];
}

export function createAiPickRepository(db: Kysely<Database>) {
  return {
    symbols() {
      return db
        .selectFrom('symbols')
        .select(['symbol', 'name', 'sector', 'asset_type', 'market_cap'])
        .orderBy('symbol')
        .execute();
    },

    /**
     * Every symbol's bars as arrays, oldest first: one row per symbol instead of one per bar, which cuts
     * the time the embedded database holds the event loop for a year of the universe several-fold.
     */
    async bars(): Promise<SymbolBars[]> {
      const { rows } = await sql<{
        symbol: string;
        dates: string[];
        closes: number[];
        highs: number[];
        volumes: number[];
      }>`
        select symbol,
               array_agg(to_char(date, 'YYYY-MM-DD') order by date) as dates,
               array_agg(close order by date) as closes,
               array_agg(high order by date) as highs,
               array_agg(volume::double precision order by date) as volumes
          from daily_bars
         group by symbol`.execute(db);
      return rows.map((r) => ({
        symbol: r.symbol,
        dates: r.dates,
        closes: r.closes.map(Number),
        highs: r.highs.map(Number),
        volumes: r.volumes.map(Number),
      }));
    },

    /** Open-market purchases and sales (Form 4 codes P and S), by the day their filing became public. */
    async insiderTrades() {
      const rows = await db
        .selectFrom('insider_trades')
        .select(['ticker', 'filing_date', 'code', 'value'])
        .where('code', 'in', ['P', 'S'])
        .where('table_kind', '=', 'nonDerivative')
        .where('ticker', 'is not', null)
        .orderBy('filing_date')
        .execute();
      return rows.map((r) => ({
        ticker: r.ticker ?? '',
        filingDate: r.filing_date,
        value: (r.code === 'P' ? 1 : -1) * Math.abs(Number(r.value)),
      }));
    },
  };
}
