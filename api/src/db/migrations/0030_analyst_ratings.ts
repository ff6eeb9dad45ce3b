import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * Imported analyst rating actions (the simulated ones are computed, not stored). `seq` orders arrivals so
 * the live feed pushes what is new since it last looked; the table is tracked for the read cache.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('analyst_ratings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'serial', (c) => c.notNull().unique())
      .addColumn('date', 'date', (c) => c.notNull())
      .addColumn('time', 'text')
      .addColumn('ticker', 'text', (c) => c.notNull())
      .addColumn('firm', 'text', (c) => c.notNull())
      .addColumn('analyst', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_action', 'text')
      .addColumn('rating_prior', 'text')
      .addColumn('rating_current', 'text')
      .addColumn('target_prior', 'double precision')
      .addColumn('target_current', 'double precision')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_file', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('analyst_ratings_date').on('analyst_ratings').columns(['date', 'ticker']).execute();
    await db.schema.createIndex('analyst_ratings_ticker').on('analyst_ratings').columns(['ticker', 'date']).execute();
    await trackChanges(db, 'analyst_ratings');
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('analyst_ratings').execute();
  },
};
