import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('politicians')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('party', 'text', (c) => c.notNull().check(sql`party in ('D', 'R', 'I')`))
      .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('House', 'Senate')`))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('district', 'text')
      .execute();

    // No foreign key to symbols: imported filings may name tickers outside the seeded universe.
    await db.schema
      .createTable('politician_trades')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('politician_id', 'text', (c) => c.notNull().references('politicians.id').onDelete('cascade'))
      .addColumn('ticker', 'text', (c) => c.notNull())
      .addColumn('asset_description', 'text', (c) => c.notNull())
      .addColumn('asset_type', 'text', (c) => c.notNull())
      .addColumn('transaction_type', 'text', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('amount_min', 'bigint', (c) => c.notNull())
      .addColumn('amount_max', 'bigint')
      .addColumn('amount_label', 'text', (c) => c.notNull())
      .addColumn('transaction_date', 'date', (c) => c.notNull())
      .addColumn('disclosure_date', 'date', (c) => c.notNull())
      .addColumn('filed_after_days', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('politician_trades_politician_idx')
      .on('politician_trades')
      .column('politician_id')
      .execute();
    await db.schema.createIndex('politician_trades_ticker_idx').on('politician_trades').column('ticker').execute();
    await db.schema
      .createIndex('politician_trades_transaction_date_idx')
      .on('politician_trades')
      .column('transaction_date')
      .execute();
    await db.schema
      .createIndex('politician_trades_disclosure_date_idx')
      .on('politician_trades')
      .column('disclosure_date')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('politician_trades').execute();
    await db.schema.dropTable('politicians').execute();
  },
};
