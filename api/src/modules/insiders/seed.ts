import { sql } from 'kysely';
import { bulkInsert, type DatabaseKind, type Executor } from '../../db/database.js';
import { unitHash } from '../../simulator/rng.js';
import { buyFlags } from '../../sources/sec/insider-rules.js';
import { filingRow, tradeRows, type InsiderFilingInput } from '../../sources/sec/insider-store.js';
import { generateInsiderFilings } from './insider-generator.js';

export interface InsiderSeedOptions {
  simSeed: number;
}

export interface InsiderSeedResult {
  insiderFilingsInserted: number;
  insiderTradesInserted: number;
}

/** Simulated filings per company over the seeded history, on average. */
export const SIMULATED_FILINGS_PER_COMPANY = 8;
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
  await priceFromBars(tx, filings);
  const filingRows = filings.map(filingRow);
  const trades = filings.flatMap(tradeRows);
  buyFlags(trades).forEach((flag, i) =>
    Object.assign(trades[i] ?? {}, { is_cluster_buy: flag.cluster, is_first_buy: flag.first }),
  );
  await insertRows(tx, kind, 'insider_filings', filingRows);
  await insertRows(tx, kind, 'insider_trades', trades);
  return { insiderFilingsInserted: filingRows.length, insiderTradesInserted: trades.length };
}

/**
 * Prices the market trades from the close of their day: exercises at a strike well below it, the rest
 * within ±1% (a deterministic spread). Read once for every (ticker, day) pair before inserting, since
 * updating the rows afterwards rewrites every index (seconds on PGlite).
 */
async function priceFromBars(tx: Executor, filings: InsiderFilingInput[]): Promise<void> {
  const pairs = new Map<string, { symbol: string; date: string }>();
  for (const f of filings) {
    for (const t of f.transactions) {
      if (t.pricePerShare === null && f.issuer.ticker) {
        pairs.set(`${f.issuer.ticker}|${t.transactionDate}`, { symbol: f.issuer.ticker, date: t.transactionDate });
      }
    }
  }
  const list = [...pairs.values()];
  const { rows } = await sql<{ symbol: string; date: string; close: number }>`
    select b.symbol, b.date, b.close
    from daily_bars b
    join unnest(${list.map((p) => p.symbol)}::text[], ${list.map((p) => p.date)}::date[]) as p(symbol, date)
      on b.symbol = p.symbol and b.date = p.date
  `.execute(tx);
  const closes = new Map(rows.map((r) => [`${r.symbol}|${r.date}`, Number(r.close)]));
  for (const f of filings) {
    for (const t of f.transactions) {
      if (t.pricePerShare !== null) continue;
      const close = closes.get(`${f.issuer.ticker ?? ''}|${t.transactionDate}`);
      if (close === undefined) continue;
      const ratio = t.code === 'M' ? EXERCISE_PRICE_RATIO : 1 + (unitHash(f.id, t.row) - 0.5) / 50;
      t.pricePerShare = Math.round(close * ratio * 100) / 100;
    }
  }
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
