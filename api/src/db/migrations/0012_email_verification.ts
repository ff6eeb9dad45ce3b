import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * Email verification before the trial (issue 22 point 3, ADR 0008). An address belongs to an account once
 * verified: only verified addresses are unique, so registering with an address already in use answers like
 * any registration (it reveals nothing) and the newcomer can never verify it. Existing accounts count as
 * verified (they were created before verification existed). Verification links and, in development, the
 * mails "sent" (the outbox, shared by every API process through the database) get their own tables.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
    await sql`update users set email_verified_at = created_at`.execute(db);
    await db.schema.dropIndex('users_email_lower_key').execute();
    await db.schema
      .createIndex('users_verified_email_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .where(sql.ref('email_verified_at'), 'is not', null)
      .execute();

    await db.schema
      .createTable('email_verifications')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('email_verifications_user_idx').on('email_verifications').column('user_id').execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('recipient_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mail_outbox_recipient_idx').on('mail_outbox').column('recipient_user_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('mail_outbox').execute();
    await db.schema.dropTable('email_verifications').execute();
    await db.schema.dropIndex('users_verified_email_lower_key').execute();
    await db.schema
      .createIndex('users_email_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();
    await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  },
};
