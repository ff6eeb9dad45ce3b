import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** Stock splits imported from announcements (the simulated ones are computed, not stored). */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('stock_splits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('ratio_to', 'double precision', (c) => c.notNull())
      .addColumn('ratio_from', 'double precision', (c) => c.notNull())
      .addColumn('ex_date', 'date', (c) => c.notNull())
      .addColumn('announced_date', 'date')
      .addColumn('record_date', 'date')
      .addColumn('payable_date', 'date')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_url', 'text')
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stock_splits_ex_date').on('stock_splits').columns(['ex_date', 'symbol']).execute();
    await db.schema.createIndex('stock_splits_symbol').on('stock_splits').columns(['symbol', 'ex_date']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('stock_splits').execute();
  },
};
