import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { trackChanges } from '../data-versions.js';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * News items read from RSS 2.0 / Atom feeds (polled or imported); the simulated headlines are computed from
 * the simulator's news events, not stored. `id` is the item's guid (or link) hashed with nothing else, so the
 * same story from a second poll or a re-import lands on the same row; `seq` orders arrivals for the live feed.
 * `feed_state` keeps each polled feed's validators (ETag, Last-Modified) for conditional requests.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('news_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'serial', (c) => c.notNull().unique())
      .addColumn('published_at', 'timestamptz', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text')
      .addColumn('link', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('tickers', 'text', (c) => c.notNull())
      .addColumn('sentiment', 'text', (c) => c.notNull())
      .addColumn('score', 'double precision', (c) => c.notNull())
      .addColumn('major', 'boolean', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('news_items_published').on('news_items').column('published_at').execute();
    await db.schema
      .createTable('news_feed_state')
      .addColumn('url', 'text', (c) => c.primaryKey())
      .addColumn('etag', 'text')
      .addColumn('last_modified', 'text')
      .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await trackChanges(db, 'news_items');
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('news_feed_state').execute();
    await db.schema.dropTable('news_items').execute();
  },
};
