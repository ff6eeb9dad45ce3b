import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * The Insider Trading presets and rare roles, each a partial index in the list's default order (filing date,
 * newest first), so a page of them reads its rows rather than filtering a million: with 1,000,000 trades
 * there are a few hundred cluster buys and a few thousand first buys among ~110,000 purchases, and under
 * a thousand CFO and 10% owner rows. Directors (about a quarter of all rows) and the $100k+ sales (a third)
 * are served well enough by the plain date and code indexes.
 */
const INDEXES = {
  insider_trades_cluster_buys_idx: `code = 'P' and is_cluster_buy`,
  insider_trades_first_buys_idx: `code = 'P' and is_first_buy`,
  insider_trades_ceo_cfo_buys_idx: `code = 'P' and (is_ceo or is_cfo)`,
  // LARGE_PURCHASE_VALUE when this was written: a purchase is a tenth of all rows, and the preset asks for it.
  insider_trades_purchases_25k_idx: `code = 'P' and value >= 25000`,
  insider_trades_ceo_idx: `is_ceo`,
  insider_trades_cfo_idx: `is_cfo`,
  insider_trades_ten_percent_owner_idx: `is_ten_percent_owner`,
} as const;

/**
 * A company's and an insider's history (`insider/{x}`) list the latest trades by (trade date, id), newest
 * first: with the id in the index the rows come in that order and nothing is sorted (0015's indexes stopped at
 * the trade date, so every history sorted its whole page of wide rows).
 */
const HISTORY_INDEXES = { insider_trades_ticker_idx: 'ticker', insider_trades_insider_idx: 'insider_cik' } as const;

export const migration: Migration = {
  async up(db: AnyDb) {
    for (const [name, column] of Object.entries(HISTORY_INDEXES)) {
      await sql`drop index ${sql.id(name)}`.execute(db);
      await sql`create index ${sql.id(name)} on insider_trades (${sql.id(column)}, trade_date desc, id desc)`.execute(
        db,
      );
    }
    for (const [name, predicate] of Object.entries(INDEXES)) {
      await sql`create index ${sql.id(name)} on insider_trades (filing_date desc, id desc) where ${sql.raw(predicate)}`.execute(
        db,
      );
    }
  },
  async down(db: AnyDb) {
    for (const name of Object.keys(INDEXES)) await sql`drop index ${sql.id(name)}`.execute(db);
    for (const [name, column] of Object.entries(HISTORY_INDEXES)) {
      await sql`drop index ${sql.id(name)}`.execute(db);
      await sql`create index ${sql.id(name)} on insider_trades (${sql.id(column)}, trade_date desc)`.execute(db);
    }
  },
};
