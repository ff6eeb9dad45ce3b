import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** Imported SEC company facts join the read cache: a company's statements are built once per import. */
export const migration: Migration = {
  async up(db: AnyDb) {
    await trackChanges(db, 'company_facts');
  },
  async down(db: AnyDb) {
    await sql`drop trigger if exists ${sql.id('company_facts_data_version')} on company_facts`.execute(db);
  },
};
