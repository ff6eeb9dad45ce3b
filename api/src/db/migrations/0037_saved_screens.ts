import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** Screener screens a user saved under a name (filters and sort as JSON text). */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('saved_screens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('filters', 'text', (c) => c.notNull())
      .addColumn('sort', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('saved_screens_user').on('saved_screens').columns(['user_id', 'created_at']).execute();
    await trackChanges(db, 'saved_screens');
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('saved_screens').execute();
  },
};
