import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * The Discord bot's sent messages join the read cache: its history pages are served again until a message
 * is sent (or the user is deleted), not read with a count on every request.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await trackChanges(db, 'bot_messages');
  },
  async down(db: AnyDb) {
    await sql`drop trigger if exists ${sql.id('bot_messages_data_version')} on bot_messages`.execute(db);
  },
};
