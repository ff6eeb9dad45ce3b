import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * SMS alerts: the per-user delivery log, and the numbers that replied STOP (kept by number, as carriers
 * do: a STOP silences that phone whoever's account it is on, until it replies START).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sms_deliveries')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .addColumn('rule_id', 'text')
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('segments', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider_status', 'text')
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('sms_deliveries_user').on('sms_deliveries').columns(['user_id', 'sent_at']).execute();
    await db.schema
      .createTable('sms_opt_outs')
      .addColumn('phone_number', 'text', (c) => c.primaryKey())
      .addColumn('stopped_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('sms_opt_outs').execute();
    await db.schema.dropTable('sms_deliveries').execute();
  },
};
