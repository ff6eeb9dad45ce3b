import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createDataVersions, dropDataVersions, trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/** The tables whose answers come from the read cache (read-cache.ts) while they are unchanged. */
const TRACKED = [
  'users',
  'symbols',
  'daily_bars',
  'politicians',
  'politician_trades',
  'insider_filings',
  'insider_trades',
  'economic_events',
  'stock_splits',
  'journal_executions',
  'journal_trade_notes',
  'journal_settings',
  'learning_lessons',
  'learning_quizzes',
];

export const migration: Migration = {
  async up(db: AnyDb) {
    await createDataVersions(db);
    for (const table of TRACKED) await trackChanges(db, table);
  },
  async down(db: AnyDb) {
    await dropDataVersions(db, TRACKED);
  },
};
