import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    // Options flow: one row per order (the fills of a sweep are one row). `seq` sorts by time and is the
    // pagination cursor; rows are written once and never updated.
    await db.schema
      .createTable('option_trades')
      .addColumn('seq', 'bigint', (c) => c.primaryKey())
      .addColumn('executed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('session_date', 'date', (c) => c.notNull())
      .addColumn('ticker', 'text', (c) => c.notNull())
      .addColumn('sector', 'text', (c) => c.notNull())
      .addColumn('market_cap', 'bigint')
      .addColumn('option_symbol', 'text', (c) => c.notNull())
      .addColumn('expiry', 'date', (c) => c.notNull())
      .addColumn('expiry_kind', 'text', (c) => c.notNull())
      .addColumn('dte', 'integer', (c) => c.notNull())
      .addColumn('strike', 'double precision', (c) => c.notNull())
      .addColumn('option_type', 'text', (c) => c.notNull().check(sql`option_type in ('call', 'put')`))
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('sentiment', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('spot', 'double precision', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('premium', 'double precision', (c) => c.notNull())
      .addColumn('bid', 'double precision', (c) => c.notNull())
      .addColumn('ask', 'double precision', (c) => c.notNull())
      .addColumn('iv', 'double precision', (c) => c.notNull())
      .addColumn('delta', 'double precision', (c) => c.notNull())
      .addColumn('volume', 'integer', (c) => c.notNull())
      .addColumn('open_interest', 'integer', (c) => c.notNull())
      .addColumn('fills', 'integer', (c) => c.notNull())
      .addColumn('exchanges', 'text', (c) => c.notNull())
      .addColumn('leg_group', 'text')
      .addColumn('tags', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('option_trades_ticker_seq_idx')
      .on('option_trades')
      .columns(['ticker', 'seq'])
      .execute();

    await db.schema
      .createTable('dark_pool_prints')
      .addColumn('seq', 'bigint', (c) => c.primaryKey())
      .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
      .addColumn('executed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('session_date', 'date', (c) => c.notNull())
      .addColumn('ticker', 'text', (c) => c.notNull())
      .addColumn('sector', 'text', (c) => c.notNull())
      .addColumn('market_cap', 'bigint')
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('notional', 'double precision', (c) => c.notNull())
      .addColumn('bid', 'double precision', (c) => c.notNull())
      .addColumn('ask', 'double precision', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('venue', 'text', (c) => c.notNull())
      .addColumn('late', 'boolean', (c) => c.notNull())
      .addColumn('extended_hours', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dark_pool_prints_ticker_seq_idx')
      .on('dark_pool_prints')
      .columns(['ticker', 'seq'])
      .execute();

    await db.schema
      .createTable('minute_bars')
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('ts', 'timestamptz', (c) => c.notNull())
      .addColumn('open', 'double precision', (c) => c.notNull())
      .addColumn('high', 'double precision', (c) => c.notNull())
      .addColumn('low', 'double precision', (c) => c.notNull())
      .addColumn('close', 'double precision', (c) => c.notNull())
      .addColumn('volume', 'bigint', (c) => c.notNull())
      .addColumn('vwap', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('minute_bars_pkey', ['symbol', 'ts'])
      .execute();

    await db.schema
      .createTable('market_news')
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('released_at', 'timestamptz', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('move', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('market_news_pkey', ['symbol', 'released_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('market_news').execute();
    await db.schema.dropTable('minute_bars').execute();
    await db.schema.dropTable('dark_pool_prints').execute();
    await db.schema.dropTable('option_trades').execute();
  },
};
