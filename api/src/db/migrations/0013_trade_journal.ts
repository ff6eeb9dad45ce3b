import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    // The trade journal keeps fills; trades are derived from them (grouping is a pure rule, re-run on read),
    // so changing the cost method or importing a missing fill never leaves stale trades behind.
    await db.schema
      .createTable('journal_executions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('executed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('buy', 'sell')`))
      .addColumn('quantity', 'double precision', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('price', 'double precision', (c) => c.notNull().check(sql`price >= 0`))
      .addColumn('commission', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('fees', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('manual', 'import')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // An execution's identity: the same fill imported twice (or from two overlapping files) is one row.
      .addUniqueConstraint('journal_executions_identity', [
        'user_id',
        'account',
        'executed_at',
        'symbol',
        'side',
        'quantity',
        'price',
      ])
      .execute();
    // What the trader writes about a trade, keyed by the trade's stable key (account, position, first fill).
    await db.schema
      .createTable('journal_trade_notes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('trade_key', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('setup', 'text')
      .addColumn('mistake', 'text')
      .addColumn('risk', 'double precision')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('journal_trade_notes_pkey', ['user_id', 'trade_key'])
      .execute();
    await db.schema
      .createTable('journal_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('cost_method', 'text', (c) => c.notNull().check(sql`cost_method in ('fifo', 'lifo', 'average')`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('journal_settings').execute();
    await db.schema.dropTable('journal_trade_notes').execute();
    await db.schema.dropTable('journal_executions').execute();
  },
};
