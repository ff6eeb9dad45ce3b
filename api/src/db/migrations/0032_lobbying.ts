import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** Senate LDA filings imported from the LDA API's JSON (the simulated ones are computed, not stored). */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('lobbying_filings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('filing_type', 'text', (c) => c.notNull())
      .addColumn('filing_year', 'integer', (c) => c.notNull())
      .addColumn('filing_period', 'text', (c) => c.notNull())
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('amount', 'double precision')
      .addColumn('registrant', 'text', (c) => c.notNull())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('ticker', 'text')
      .addColumn('issues', 'text', (c) => c.notNull())
      .addColumn('lobbyists', 'text', (c) => c.notNull())
      .addColumn('government_entities', 'text', (c) => c.notNull())
      .addColumn('posted_at', 'text')
      .addColumn('filing_url', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lobbying_filings_quarter')
      .on('lobbying_filings')
      .columns(['quarter', 'ticker'])
      .execute();
    await db.schema
      .createIndex('lobbying_filings_ticker')
      .on('lobbying_filings')
      .columns(['ticker', 'quarter'])
      .execute();
    await trackChanges(db, 'lobbying_filings');
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('lobbying_filings').execute();
  },
};
