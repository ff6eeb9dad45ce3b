import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * Stored minute bars join the read cache: a trade journal's view measures each trade against them (its
 * excursions), so an answer read before a bar was stored is not served after it.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await trackChanges(db, 'minute_bars');
  },
  async down(db: AnyDb) {
    await sql`drop trigger if exists ${sql.id('minute_bars_data_version')} on minute_bars`.execute(db);
  },
};
