import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    // Raised by "sign out everywhere" and a password change; access tokens of an older version are refused.
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('users').dropColumn('token_version').execute();
  },
};
