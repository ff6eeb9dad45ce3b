import { bulkInsert, type DatabaseKind, type Executor } from '../../db/database.js';
import { unitHash } from '../../sources/simulator/market/rng.js';
import { buyFlags } from '../../sources/sec/insider-rules.js';
import { filingRow, tradeRows, type InsiderFilingInput } from '../../sources/sec/insider-store.js';
import { createInsiderSeedRepository } from './repository.js';
import type { InsiderFilingSource } from './source.js';

export interface InsiderSeedOptions {
  source: InsiderFilingSource;
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
  const repository = createInsiderSeedRepository(tx);
  if (await repository.hasFilings()) return { insiderFilingsInserted: 0, insiderTradesInserted: 0 };

  const companies = await repository.stocks();
  const first = companies[0];
  if (!first) return { insiderFilingsInserted: 0, insiderTradesInserted: 0 };
  const sessions = await repository.sessionsOf(first.symbol);

  const filings = options.source.filings({
    companies: companies.map((c) => ({ symbol: c.symbol, name: c.name, marketCap: Number(c.market_cap ?? 1e9) })),
    sessions,
    perCompany: SIMULATED_FILINGS_PER_COMPANY,
  });
  await priceFromBars(repository, filings);
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
async function priceFromBars(
  repository: ReturnType<typeof createInsiderSeedRepository>,
  filings: InsiderFilingInput[],
): Promise<void> {
  const pairs = new Map<string, { symbol: string; date: string }>();
  for (const f of filings) {
    for (const t of f.transactions) {
      if (t.pricePerShare === null && f.issuer.ticker) {
        pairs.set(`${f.issuer.ticker}|${t.transactionDate}`, { symbol: f.issuer.ticker, date: t.transactionDate });
      }
    }
  }
  const closes = await repository.closesOn([...pairs.values()]);
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
