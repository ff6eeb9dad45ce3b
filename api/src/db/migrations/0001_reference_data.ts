import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('symbols')
      .addColumn('symbol', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('exchange', 'text', (c) => c.notNull())
      .addColumn('asset_type', 'text', (c) => c.notNull().check(sql`asset_type in ('stock', 'etf', 'index')`))
      .addColumn('sector', 'text', (c) => c.notNull())
      .addColumn('industry', 'text', (c) => c.notNull())
      .addColumn('market_cap', 'bigint')
      .addColumn('shares_outstanding', 'bigint')
      .addColumn('float_shares', 'bigint')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('ceo', 'text')
      .addColumn('headquarters', 'text')
      .addColumn('founded', 'integer')
      .addColumn('employees', 'integer')
      .addColumn('website', 'text')
      .execute();

    // No foreign key to symbols: only the seeder writes bars (symbols first), and the per-row FK check
    // would add seconds to the first start on PGlite.
    await db.schema
      .createTable('daily_bars')
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('date', 'date', (c) => c.notNull())
      .addColumn('open', 'double precision', (c) => c.notNull())
      .addColumn('high', 'double precision', (c) => c.notNull())
      .addColumn('low', 'double precision', (c) => c.notNull())
      .addColumn('close', 'double precision', (c) => c.notNull())
      .addColumn('volume', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_bars_pkey', ['symbol', 'date'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('daily_bars').execute();
    await db.schema.dropTable('symbols').execute();
  },
};
