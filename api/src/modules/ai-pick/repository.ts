/** SQL for AI Pick: the stocks, their daily bars, and the insider trades the features read. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface BarRow {
  symbol: string;
  date: string;
  close: number;
  high: number;
  volume: number;
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

    async bars(): Promise<BarRow[]> {
      const rows = await db
        .selectFrom('daily_bars')
        .select(['symbol', 'date', 'close', 'high', 'volume'])
        .orderBy('symbol')
        .orderBy('date')
        .execute();
      return rows.map((r) => ({
        symbol: r.symbol,
        date: r.date,
        close: Number(r.close),
        high: Number(r.high),
        volume: Number(r.volume),
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
