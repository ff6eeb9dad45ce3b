import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** Federal contract actions imported from USAspending (the simulated awards are computed, not stored). */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('gov_contract_actions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('award_key', 'text', (c) => c.notNull())
      .addColumn('piid', 'text', (c) => c.notNull())
      .addColumn('action_date', 'date', (c) => c.notNull())
      .addColumn('obligation', 'double precision', (c) => c.notNull())
      .addColumn('total_value', 'double precision')
      .addColumn('recipient_uei', 'text')
      .addColumn('recipient_name', 'text', (c) => c.notNull())
      .addColumn('ticker', 'text')
      .addColumn('agency', 'text', (c) => c.notNull())
      .addColumn('naics', 'text')
      .addColumn('psc', 'text')
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date')
      .addColumn('award_url', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gov_contract_actions_date')
      .on('gov_contract_actions')
      .columns(['action_date', 'ticker'])
      .execute();
    await db.schema
      .createIndex('gov_contract_actions_ticker')
      .on('gov_contract_actions')
      .columns(['ticker', 'action_date'])
      .execute();
    await trackChanges(db, 'gov_contract_actions');
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('gov_contract_actions').execute();
  },
};
