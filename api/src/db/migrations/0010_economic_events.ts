import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** Economic Calendar rows imported from publishers' calendars (the simulated schedule is computed, not stored). */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('economic_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('period', 'text')
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('all_day', 'boolean', (c) => c.notNull())
      .addColumn('date', 'date', (c) => c.notNull())
      .addColumn('importance', 'integer', (c) => c.notNull().check(sql`importance between 1 and 3`))
      .addColumn('actual', 'double precision')
      .addColumn('forecast', 'double precision')
      .addColumn('previous', 'double precision')
      .addColumn('source_url', 'text')
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('economic_events_date').on('economic_events').columns(['date', 'starts_at']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('economic_events').execute();
  },
};
