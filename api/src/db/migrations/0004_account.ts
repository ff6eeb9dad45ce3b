import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    // Stored as given (E.164), so SMS alerts can use it without reparsing.
    await db.schema.alterTable('users').addColumn('phone_number', 'text').execute();
    // One row per user and settings kind; the value is validated by the account module before it is written.
    await db.schema
      .createTable('user_settings')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('user_settings_pkey', ['user_id', 'kind'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('user_settings').execute();
    await db.schema.alterTable('users').dropColumn('phone_number').execute();
  },
};
