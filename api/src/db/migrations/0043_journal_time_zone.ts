import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * The journal's time zone per user (days, weekdays, hours and the calendar are read in it). Null: the default
 * zone, kept in one place in code (DEFAULT_JOURNAL_TIME_ZONE) rather than copied into the schema. The API
 * stores only zone names its contract has checked.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('journal_settings').addColumn('time_zone', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('journal_settings').dropColumn('time_zone').execute();
  },
};
