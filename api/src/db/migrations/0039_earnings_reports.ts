import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** Earnings reports imported from a calendar CSV (the simulated ones are computed, not stored). */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('earnings_reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('report_date', 'date', (c) => c.notNull())
      .addColumn('report_time', 'text', (c) => c.notNull())
      .addColumn('fiscal_quarter', 'text', (c) => c.notNull())
      .addColumn('eps_estimate', 'double precision')
      .addColumn('eps_actual', 'double precision')
      .addColumn('revenue_estimate', 'double precision')
      .addColumn('revenue_actual', 'double precision')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('earnings_reports_date')
      .on('earnings_reports')
      .columns(['report_date', 'symbol'])
      .execute();
    await db.schema
      .createIndex('earnings_reports_symbol')
      .on('earnings_reports')
      .columns(['symbol', 'report_date'])
      .execute();
    await trackChanges(db, 'earnings_reports');
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('earnings_reports').execute();
  },
};
