/**
 * SQL for AI Pick: the stocks, their daily bars, and the insider trades, company facts and headlines the
 * features read — each source in one query for the whole universe, but the bars, a slice of symbols at a time.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readBySymbolSlices } from '../../db/symbol-slices.js';
import type { Fact } from '../fundamentals/statements.js';
import { tickersOf } from '../news/repository.js';

export interface SymbolBars {
  symbol: string;
  dates: string[];
  opens: number[];
  closes: number[];
  highs: number[];
  volumes: number[];
}

export interface ImportedFact extends Fact {
  symbol: string;
  cik: string;
}

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

export function createAiPickRepository(db: Kysely<Database>) {
  return {
    symbols() {
      return db
        .selectFrom('symbols')
        .select(['symbol', 'name', 'sector', 'asset_type', 'market_cap', 'shares_outstanding'])
        .orderBy('symbol')
        .execute();
    },

    /**
     * Every symbol's bars as arrays, oldest first: one row per symbol instead of one per bar, read a slice of
     * symbols at a time (db/symbol-slices.ts). In one query, the 5,000-symbol universe's 1.26 million bars
     * held the event loop, and every request, for about 4 s after each close.
     */
    bars(): Promise<SymbolBars[]> {
      return readBySymbolSlices(db, async (slice) => {
        // Numeric arrays arrive as text from some drivers: each value goes through Number below.
        const { rows } = await sql<SymbolBars>`
          select symbol,
                 array_agg(to_char(date, 'YYYY-MM-DD') order by date) as dates,
                 array_agg(open order by date) as opens,
                 array_agg(close order by date) as closes,
                 array_agg(high order by date) as highs,
                 array_agg(volume::double precision order by date) as volumes
            from daily_bars
           where symbol in (${sql.join(slice)})
           group by symbol
           order by symbol`.execute(db);
        return rows.map((r) => ({
          symbol: r.symbol,
          dates: r.dates,
          opens: r.opens.map(Number),
          closes: r.closes.map(Number),
          highs: r.highs.map(Number),
          volumes: r.volumes.map(Number),
        }));
      });
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

    /** Imported SEC company facts of the given tags, every symbol's. */
    async companyFacts(tags: readonly string[]): Promise<ImportedFact[]> {
      if (tags.length === 0) return [];
      const rows = await db
        .selectFrom('company_facts')
        .select(['symbol', 'cik', 'tag', 'unit', 'period_start', 'period_end', 'val', 'accn', 'form', 'filed'])
        .where('tag', 'in', [...tags])
        .execute();
      return rows.map((r) => ({
        symbol: r.symbol,
        cik: r.cik,
        tag: r.tag,
        unit: r.unit,
        start: r.period_start === null ? null : day(r.period_start),
        end: day(r.period_end),
        val: Number(r.val),
        accn: r.accn,
        form: r.form,
        filed: day(r.filed),
      }));
    },

    /** The market engine's news events (the sessions it ran; it keeps only its last few). */
    async engineNews() {
      const rows = await db.selectFrom('market_news').select(['symbol', 'released_at', 'kind', 'move']).execute();
      return rows.map((r) => ({
        symbol: r.symbol,
        time: new Date(r.released_at).getTime(),
        kind: r.kind,
        move: Number(r.move),
      }));
    },

    /** Stored feed items that name a ticker: when published, which tickers, the lexicon's score. */
    async storedHeadlines() {
      const rows = await db
        .selectFrom('news_items')
        .select(['published_at', 'tickers', 'score'])
        .where('tickers', '<>', ',')
        .execute();
      return rows.map((r) => ({
        publishedAt: new Date(r.published_at).getTime(),
        tickers: tickersOf(r.tickers),
        score: Number(r.score),
      }));
    },
  };
}
