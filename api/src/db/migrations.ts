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
