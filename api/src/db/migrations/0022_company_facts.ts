import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * SEC XBRL company facts as filed (one row per tag, unit, period and filing, so restatements stay as history);
 * only the tags a statement line reads. Statements are built from these when read.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('company_facts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('cik', 'text', (c) => c.notNull())
      .addColumn('entity_name', 'text', (c) => c.notNull())
      .addColumn('tag', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('period_start', 'date')
      .addColumn('period_end', 'date', (c) => c.notNull())
      .addColumn('val', 'double precision', (c) => c.notNull())
      .addColumn('accn', 'text', (c) => c.notNull())
      .addColumn('fy', 'integer')
      .addColumn('fp', 'text')
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('filed', 'date', (c) => c.notNull())
      .addColumn('frame', 'text')
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('company_facts_symbol').on('company_facts').columns(['symbol', 'cik']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('company_facts').execute();
  },
};
