import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
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
};
