import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** SEC filings imported from EDGAR's submissions JSON and master index (the simulated feed is computed). */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sec_filings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cik', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('ticker', 'text')
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('form_group', 'text', (c) => c.notNull())
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('filing_date', 'date', (c) => c.notNull())
      .addColumn('report_date', 'date')
      .addColumn('accepted_at', 'text')
      .addColumn('accession', 'text', (c) => c.notNull())
      .addColumn('document_url', 'text')
      .addColumn('index_url', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sec_filings_date').on('sec_filings').columns(['filing_date', 'id']).execute();
    await db.schema.createIndex('sec_filings_ticker').on('sec_filings').columns(['ticker', 'filing_date']).execute();
    await db.schema.createIndex('sec_filings_cik').on('sec_filings').columns(['cik']).execute();
    await trackChanges(db, 'sec_filings');
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('sec_filings').execute();
  },
};
