import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * 13F-HR filings imported from EDGAR and their information tables (the simulated filers are computed, not
 * stored). Values are kept in dollars whatever unit the filing used.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('institutional_filings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cik', 'text', (c) => c.notNull())
      .addColumn('filer', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('filed', 'text')
      .addColumn('amendment', 'text')
      .addColumn('value_unit', 'text', (c) => c.notNull())
      .addColumn('accession', 'text')
      .addColumn('filing_url', 'text')
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('institutional_filings_cik')
      .on('institutional_filings')
      .columns(['cik', 'quarter'])
      .execute();
    await db.schema
      .createTable('institutional_holdings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('filing_id', 'text', (c) => c.notNull().references('institutional_filings.id').onDelete('cascade'))
      .addColumn('row', 'integer', (c) => c.notNull())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('title_of_class', 'text', (c) => c.notNull())
      .addColumn('cusip', 'text', (c) => c.notNull())
      .addColumn('figi', 'text')
      .addColumn('ticker', 'text')
      .addColumn('value', 'double precision', (c) => c.notNull())
      .addColumn('shares', 'double precision', (c) => c.notNull())
      .addColumn('share_type', 'text', (c) => c.notNull())
      .addColumn('put_call', 'text')
      .addColumn('investment_discretion', 'text', (c) => c.notNull())
      .addColumn('other_manager', 'text')
      .addColumn('voting_sole', 'double precision', (c) => c.notNull())
      .addColumn('voting_shared', 'double precision', (c) => c.notNull())
      .addColumn('voting_none', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('institutional_holdings_filing')
      .on('institutional_holdings')
      .columns(['filing_id', 'row'])
      .execute();
    await db.schema
      .createIndex('institutional_holdings_ticker')
      .on('institutional_holdings')
      .columns(['ticker'])
      .execute();
    await trackChanges(db, 'institutional_filings');
    await trackChanges(db, 'institutional_holdings');
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('institutional_holdings').execute();
    await db.schema.dropTable('institutional_filings').execute();
  },
};
