import { sql } from 'kysely';
import { bulkInsert, type DatabaseKind, type Executor } from '../../db/database.js';
import { filingRow, tradeRows } from '../../sources/sec/insider-store.js';
import { generateInsiderFilings } from './insider-generator.js';

export interface InsiderSeedOptions {
  simSeed: number;
}

export interface InsiderSeedResult {
  insiderFilingsInserted: number;
  insiderTradesInserted: number;
}

/** Simulated filings per company over the seeded history, on average. */
export const SIMULATED_FILINGS_PER_COMPANY = 10;
/** Exercises are priced at a strike well below the market; other trades within ±1% of the close. */
const EXERCISE_PRICE_RATIO = 0.35;

type Cell = string | number | boolean | null;

/**
 * Seeds the simulated insider filings once, over the trading days the daily bars cover, for every stock of
 * the universe. Prices come from those bars so the price change after each trade is real arithmetic.
 */
export async function seedInsiders(
  tx: Executor,
  kind: DatabaseKind,
  options: InsiderSeedOptions,
): Promise<InsiderSeedResult> {
  const existing = await tx.selectFrom('insider_filings').select('id').limit(1).executeTakeFirst();
  if (existing) return { insiderFilingsInserted: 0, insiderTradesInserted: 0 };

  const companies = await tx
    .selectFrom('symbols')
    .select(['symbol', 'name', 'market_cap'])
    .where('asset_type', '=', 'stock')
    .orderBy('symbol')
    .execute();
  const first = companies[0];
  if (!first) return { insiderFilingsInserted: 0, insiderTradesInserted: 0 };
  const sessions = (
    await tx.selectFrom('daily_bars').select('date').where('symbol', '=', first.symbol).orderBy('date').execute()
  ).map((r) => r.date);

  const filings = generateInsiderFilings({
    seed: options.simSeed,
    companies: companies.map((c) => ({ symbol: c.symbol, name: c.name, marketCap: Number(c.market_cap ?? 1e9) })),
    sessions,
    perCompany: SIMULATED_FILINGS_PER_COMPANY,
  });
  const filingRows = filings.map(filingRow);
  const trades = filings.flatMap(tradeRows);
  await insertRows(tx, kind, 'insider_filings', filingRows);
  await insertRows(tx, kind, 'insider_trades', trades);

  await sql`
    update insider_trades t set price = p.px, value = round((t.shares * p.px)::numeric, 2)
    from (
      select s.id, round((coalesce(
        (select close from daily_bars b where b.symbol = s.ticker and b.date <= s.trade_date order by b.date desc limit 1),
        (select close from daily_bars b where b.symbol = s.ticker order by b.date limit 1)
      ) * case when s.code = 'M' then ${EXERCISE_PRICE_RATIO} else 1 + ((s.id * 7919) % 200 - 100) / 10000.0 end)::numeric, 2) as px
      from insider_trades s
      where s.source = 'simulated' and s.price is null
    ) p
    where p.id = t.id and p.px is not null
  `.execute(tx);
  return { insiderFilingsInserted: filingRows.length, insiderTradesInserted: trades.length };
}

async function insertRows(
  tx: Executor,
  kind: DatabaseKind,
  table: 'insider_filings' | 'insider_trades',
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  const head = rows[0];
  if (!head) return;
  const columns = Object.keys(head);
  await bulkInsert(
    tx,
    kind,
    table,
    columns,
    rows.map((row) => columns.map((c) => (row[c] ?? null) as Cell)),
  );
}
