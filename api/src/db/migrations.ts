/**
 * The one migration set, identical on PGlite and PostgreSQL. Migrations are code (not files on disk) so
 * they ship with the bundle and run in order at startup. Never edit a released migration: add one.
 */
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './schema.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

const MIGRATIONS: Record<string, Migration> = {
  '0001_reference_data': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('symbols')
        .addColumn('symbol', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('exchange', 'text', (c) => c.notNull())
        .addColumn('asset_type', 'text', (c) => c.notNull().check(sql`asset_type in ('stock', 'etf', 'index')`))
        .addColumn('sector', 'text', (c) => c.notNull())
        .addColumn('industry', 'text', (c) => c.notNull())
        .addColumn('market_cap', 'bigint')
        .addColumn('shares_outstanding', 'bigint')
        .addColumn('float_shares', 'bigint')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('ceo', 'text')
        .addColumn('headquarters', 'text')
        .addColumn('founded', 'integer')
        .addColumn('employees', 'integer')
        .addColumn('website', 'text')
        .execute();

      // No foreign key to symbols: only the seeder writes bars (symbols first), and the per-row FK check
      // would add seconds to the first start on PGlite.
      await db.schema
        .createTable('daily_bars')
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('date', 'date', (c) => c.notNull())
        .addColumn('open', 'double precision', (c) => c.notNull())
        .addColumn('high', 'double precision', (c) => c.notNull())
        .addColumn('low', 'double precision', (c) => c.notNull())
        .addColumn('close', 'double precision', (c) => c.notNull())
        .addColumn('volume', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_bars_pkey', ['symbol', 'date'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('daily_bars').execute();
      await db.schema.dropTable('symbols').execute();
    },
  },

  '0002_politicians': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('politicians')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('party', 'text', (c) => c.notNull().check(sql`party in ('D', 'R', 'I')`))
        .addColumn('chamber', 'text', (c) => c.notNull().check(sql`chamber in ('House', 'Senate')`))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('district', 'text')
        .execute();

      // No foreign key to symbols: imported filings may name tickers outside the seeded universe.
      await db.schema
        .createTable('politician_trades')
        .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
        .addColumn('politician_id', 'text', (c) => c.notNull().references('politicians.id').onDelete('cascade'))
        .addColumn('ticker', 'text', (c) => c.notNull())
        .addColumn('asset_description', 'text', (c) => c.notNull())
        .addColumn('asset_type', 'text', (c) => c.notNull())
        .addColumn('transaction_type', 'text', (c) => c.notNull())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('amount_min', 'bigint', (c) => c.notNull())
        .addColumn('amount_max', 'bigint')
        .addColumn('amount_label', 'text', (c) => c.notNull())
        .addColumn('transaction_date', 'date', (c) => c.notNull())
        .addColumn('disclosure_date', 'date', (c) => c.notNull())
        .addColumn('filed_after_days', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('politician_trades_politician_idx')
        .on('politician_trades')
        .column('politician_id')
        .execute();
      await db.schema.createIndex('politician_trades_ticker_idx').on('politician_trades').column('ticker').execute();
      await db.schema
        .createIndex('politician_trades_transaction_date_idx')
        .on('politician_trades')
        .column('transaction_date')
        .execute();
      await db.schema
        .createIndex('politician_trades_disclosure_date_idx')
        .on('politician_trades')
        .column('disclosure_date')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('politician_trades').execute();
      await db.schema.dropTable('politicians').execute();
    },
  },

  '0003_users_and_tokens': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('display_name', 'text')
        .addColumn('avatar', 'text')
        .addColumn('end_date', 'date', (c) => c.notNull())
        .addColumn('bot_sub', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('referral_code', 'text', (c) => c.notNull().unique())
        .addColumn('referred_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Usernames and emails are unique regardless of case ("Alice" and "alice" are one account).
      await db.schema
        .createIndex('users_username_lower_key')
        .on('users')
        .unique()
        .expression(sql`lower(username)`)
        .execute();
      await db.schema
        .createIndex('users_email_lower_key')
        .on('users')
        .unique()
        .expression(sql`lower(email)`)
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('used_at', 'timestamptz')
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
      await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('refresh_tokens').execute();
      await db.schema.dropTable('users').execute();
    },
  },

  '0004_account': {
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
  },

  '0005_identity': {
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
  },

  '0006_market_data': {
    async up(db: AnyDb) {
      // Options flow: one row per order (the fills of a sweep are one row). `seq` sorts by time and is the
      // pagination cursor; rows are written once and never updated.
      await db.schema
        .createTable('option_trades')
        .addColumn('seq', 'bigint', (c) => c.primaryKey())
        .addColumn('executed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('session_date', 'date', (c) => c.notNull())
        .addColumn('ticker', 'text', (c) => c.notNull())
        .addColumn('sector', 'text', (c) => c.notNull())
        .addColumn('market_cap', 'bigint')
        .addColumn('option_symbol', 'text', (c) => c.notNull())
        .addColumn('expiry', 'date', (c) => c.notNull())
        .addColumn('expiry_kind', 'text', (c) => c.notNull())
        .addColumn('dte', 'integer', (c) => c.notNull())
        .addColumn('strike', 'double precision', (c) => c.notNull())
        .addColumn('option_type', 'text', (c) => c.notNull().check(sql`option_type in ('call', 'put')`))
        .addColumn('side', 'text', (c) => c.notNull())
        .addColumn('sentiment', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('spot', 'double precision', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addColumn('premium', 'double precision', (c) => c.notNull())
        .addColumn('bid', 'double precision', (c) => c.notNull())
        .addColumn('ask', 'double precision', (c) => c.notNull())
        .addColumn('iv', 'double precision', (c) => c.notNull())
        .addColumn('delta', 'double precision', (c) => c.notNull())
        .addColumn('volume', 'integer', (c) => c.notNull())
        .addColumn('open_interest', 'integer', (c) => c.notNull())
        .addColumn('fills', 'integer', (c) => c.notNull())
        .addColumn('exchanges', 'text', (c) => c.notNull())
        .addColumn('leg_group', 'text')
        .addColumn('tags', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('option_trades_ticker_seq_idx')
        .on('option_trades')
        .columns(['ticker', 'seq'])
        .execute();

      await db.schema
        .createTable('dark_pool_prints')
        .addColumn('seq', 'bigint', (c) => c.primaryKey())
        .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
        .addColumn('executed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('session_date', 'date', (c) => c.notNull())
        .addColumn('ticker', 'text', (c) => c.notNull())
        .addColumn('sector', 'text', (c) => c.notNull())
        .addColumn('market_cap', 'bigint')
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('notional', 'double precision', (c) => c.notNull())
        .addColumn('bid', 'double precision', (c) => c.notNull())
        .addColumn('ask', 'double precision', (c) => c.notNull())
        .addColumn('side', 'text', (c) => c.notNull())
        .addColumn('venue', 'text', (c) => c.notNull())
        .addColumn('late', 'boolean', (c) => c.notNull())
        .addColumn('extended_hours', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('dark_pool_prints_ticker_seq_idx')
        .on('dark_pool_prints')
        .columns(['ticker', 'seq'])
        .execute();

      await db.schema
        .createTable('minute_bars')
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('ts', 'timestamptz', (c) => c.notNull())
        .addColumn('open', 'double precision', (c) => c.notNull())
        .addColumn('high', 'double precision', (c) => c.notNull())
        .addColumn('low', 'double precision', (c) => c.notNull())
        .addColumn('close', 'double precision', (c) => c.notNull())
        .addColumn('volume', 'bigint', (c) => c.notNull())
        .addColumn('vwap', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('minute_bars_pkey', ['symbol', 'ts'])
        .execute();

      await db.schema
        .createTable('market_news')
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('released_at', 'timestamptz', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('move', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('market_news_pkey', ['symbol', 'released_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('market_news').execute();
      await db.schema.dropTable('minute_bars').execute();
      await db.schema.dropTable('dark_pool_prints').execute();
      await db.schema.dropTable('option_trades').execute();
    },
  },

  '0007_billing': {
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
  },

  '0008_token_version': {
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
  },

  '0009_discord_bot_channels': {
    async up(db: AnyDb) {
      // A bot posts either to the user's webhook (the columns so far) or to a channel through FlowDeck's own
      // bot application, of which only the channel is stored. Existing rows are webhooks.
      await db.schema
        .alterTable('discord_bots')
        .addColumn('target_kind', 'text', (c) =>
          c
            .notNull()
            .defaultTo('webhook')
            .check(sql`target_kind in ('webhook', 'channel')`),
        )
        .execute();
      await db.schema.alterTable('discord_bots').addColumn('channel_id', 'text').execute();
      // The channel's name as Discord reports it when connected, shown like a webhook's name.
      await db.schema.alterTable('discord_bots').addColumn('channel_name', 'text').execute();
      await db.schema
        .alterTable('discord_bots')
        .alterColumn('webhook_id', (c) => c.dropNotNull())
        .execute();
      await db.schema
        .alterTable('discord_bots')
        .alterColumn('webhook_token_enc', (c) => c.dropNotNull())
        .execute();
      await db.schema
        .alterTable('discord_bots')
        .addCheckConstraint(
          'discord_bots_target_check',
          sql`(target_kind = 'webhook' and webhook_id is not null and webhook_token_enc is not null and channel_id is null)
            or (target_kind = 'channel' and channel_id is not null and webhook_id is null and webhook_token_enc is null)`,
        )
        .execute();
    },
    async down(db: AnyDb) {
      // Channel targets cannot be expressed before this migration: those users connect again.
      await sql`delete from discord_bots where target_kind = 'channel'`.execute(db);
      await db.schema.alterTable('discord_bots').dropConstraint('discord_bots_target_check').execute();
      await db.schema
        .alterTable('discord_bots')
        .alterColumn('webhook_token_enc', (c) => c.setNotNull())
        .execute();
      await db.schema
        .alterTable('discord_bots')
        .alterColumn('webhook_id', (c) => c.setNotNull())
        .execute();
      await db.schema.alterTable('discord_bots').dropColumn('channel_name').execute();
      await db.schema.alterTable('discord_bots').dropColumn('channel_id').execute();
      await db.schema.alterTable('discord_bots').dropColumn('target_kind').execute();
    },
  },
};

class InCodeMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(MIGRATIONS);
  }
}

export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
