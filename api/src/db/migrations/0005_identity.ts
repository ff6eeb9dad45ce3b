import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    // Social sign-in accounts have a Firebase uid and no password of ours.
    await db.schema
      .alterTable('users')
      .addColumn('firebase_uid', 'text', (c) => c.unique())
      .execute();
    await db.schema
      .alterTable('users')
      .alterColumn('password_hash', (c) => c.dropNotNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('users').dropColumn('firebase_uid').execute();
  },
};
