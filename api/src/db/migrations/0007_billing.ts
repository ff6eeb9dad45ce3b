import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    // A verified number (one-time code) is told apart from one only typed in through user/update.
    await db.schema.alterTable('users').addColumn('phone_verified_at', 'timestamptz').execute();

    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('access', 'bot')`))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('test', 'stripe')`))
      .addColumn('provider_subscription_id', 'text', (c) => c.unique())
      .addColumn('provider_customer_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'past_due', 'ended')`))
      .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('current_period_end', 'date', (c) => c.notNull())
      .addColumn('card_brand', 'text')
      .addColumn('card_last4', 'text')
      // Test provider only: the saved test card pays once, then declines every renewal (4000 0000 0000 0341).
      .addColumn('renewals_decline', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('ended_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id').onDelete('set null'))
      .addColumn('plan_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      // The provider's own id (Stripe invoice, test charge): one payment is credited once, whoever reports it.
      .addColumn('provider_payment_id', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'failed')`))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('failure_reason', 'text')
      .addColumn('card_brand', 'text')
      .addColumn('card_last4', 'text')
      .addColumn('access_until', 'date')
      // Commission is fixed when the payment is made, so a later rate change does not rewrite history.
      .addColumn('referrer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('commission_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('payments_user_idx').on('payments').column('user_id').execute();
    await db.schema.createIndex('payments_referrer_idx').on('payments').column('referrer_id').execute();

    await db.schema
      .createTable('checkout_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_session_id', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'completed', 'expired')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('completed_at', 'timestamptz')
      .execute();

    // Every provider event applied, by id: a redelivered event finds its row and changes nothing.
    await db.schema
      .createTable('billing_events')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('billing_events_pkey', ['provider', 'event_id'])
      .execute();

    await db.schema
      .createTable('discord_bots')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('webhook_id', 'text', (c) => c.notNull())
      // The webhook token lets anyone post into the channel: stored encrypted (AES-GCM), never returned.
      .addColumn('webhook_token_enc', 'text', (c) => c.notNull())
      // The name Discord reports for the webhook when it is connected, shown so users know which one it is.
      .addColumn('webhook_name', 'text')
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('post_flow', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('flow_filter_ids', 'jsonb', (c) => c.notNull())
      .addColumn('post_darkpool', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('post_gappers', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('bot_messages')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sent', 'failed')`))
      .addColumn('error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('bot_messages_user_idx').on('bot_messages').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('phone_verifications')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
      .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('sends_in_window', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('phone_verifications').execute();
    await db.schema.dropTable('bot_messages').execute();
    await db.schema.dropTable('discord_bots').execute();
    await db.schema.dropTable('billing_events').execute();
    await db.schema.dropTable('checkout_sessions').execute();
    await db.schema.dropTable('payments').execute();
    await db.schema.dropTable('subscriptions').execute();
    await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
  },
};
