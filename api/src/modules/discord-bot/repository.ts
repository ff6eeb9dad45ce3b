/**
 * What live posting reads and writes: who receives posts (bot subscribers with access, an enabled bot and
 * at least one feed), the history rows of every post, switching a bot off when Discord refuses its
 * webhook or channel, and whether a session's gappers already went to a user (from any process).
 */
import type { BotFeed } from '@flowdeck/api-types';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { BotMessagesTable, Database, DiscordBotsTable } from '../../db/schema.js';
import type { IsoDate } from '@flowdeck/market-calendar';
import { alertFiltersSchema, SETTINGS, type AlertFilter } from '../user-settings/schemas.js';
import { gappersSummaryPrefix } from './live-messages.js';
import { SWITCH_OFF_REASONS } from './schemas.js';

/**
 * Where a recipient's posts go: its webhook (id and sealed token), or, when `channelId` is set, that channel
 * through FlowDeck's bot (the webhook fields are then null).
 */
export interface BotRecipient {
  userId: number;
  webhookId: string | null;
  /** The token as stored (sealed): a switch-off applies only while this same webhook is connected. */
  sealedToken: string | null;
  channelId?: string | null;
  /** The saved filters chosen for flow alerts (none when flow alerts are off; deleted filters drop out). */
  flowFilters: AlertFilter[];
  darkpool: boolean;
  gappers: boolean;
}

export interface HistoryRow {
  kind: BotFeed;
  summary: string;
  status: 'sent' | 'failed';
  error: string | null;
}

/** The chosen filters, in the order chosen, among the saved ones (a stored document that no longer parses: none). */
function chosenFilters(stored: unknown, ids: unknown): AlertFilter[] {
  if (!Array.isArray(ids) || stored === null || stored === undefined) return [];
  const parsed = alertFiltersSchema.safeParse(stored);
  if (!parsed.success) return [];
  const byId = new Map(parsed.data.filters.map((f) => [f.id, f]));
  return ids.flatMap((id) => (typeof id === 'string' ? (byId.get(id) ?? []) : []));
}

export function createBotRepository(db: Kysely<Database>) {
  return {
    /** The user's bot settings and connection, as stored (the token sealed). */
    settingsRow(userId: number) {
      return db
        .selectFrom('discord_bots')
        .select([
          'updated_at',
          'target_kind',
          'webhook_id',
          'webhook_token_enc',
          'webhook_name',
          'channel_id',
          'channel_name',
          'enabled',
          'post_flow',
          'flow_filter_ids',
          'post_darkpool',
          'post_gappers',
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async updateSettings(userId: number, values: Updateable<DiscordBotsTable>): Promise<void> {
      await db.updateTable('discord_bots').set(values).where('user_id', '=', userId).execute();
    },

    async insertSettings(values: Insertable<DiscordBotsTable>): Promise<void> {
      await db.insertInto('discord_bots').values(values).execute();
    },

    /** Forgets the user's bot; says what it was connected to (undefined: there was none). */
    async deleteSettings(userId: number): Promise<'webhook' | 'channel' | undefined> {
      const removed = await db
        .deleteFrom('discord_bots')
        .where('user_id', '=', userId)
        .returning('target_kind')
        .executeTakeFirst();
      return removed?.target_kind;
    },

    /** Records one message sent (or refused) and returns it as stored. */
    recordOne(values: Insertable<BotMessagesTable>) {
      return db.insertInto('bot_messages').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** One page of the user's messages, newest first, of one kind or all (null), and how many there are. */
    async history(userId: number, kind: string | null, page: number, pageSize: number) {
      let base = db.selectFrom('bot_messages').where('user_id', '=', userId);
      if (kind !== null) base = base.where('kind', '=', kind);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },

    /**
     * Users the bot posts for on `today`: bot add-on on, access not ended, bot enabled. A bot with no feed
     * chosen still posts the user's alert rules marked for Discord.
     */
    async recipients(today: IsoDate): Promise<BotRecipient[]> {
      const rows = await db
        .selectFrom('discord_bots as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .leftJoin('user_settings as s', (join) =>
          join.onRef('s.user_id', '=', 'b.user_id').on('s.kind', '=', SETTINGS['alert-filters'].path),
        )
        .select([
          'b.user_id',
          'b.webhook_id',
          'b.webhook_token_enc',
          'b.target_kind',
          'b.channel_id',
          'b.post_flow',
          'b.flow_filter_ids',
          'b.post_darkpool',
          'b.post_gappers',
          's.value as filters',
        ])
        .where('b.enabled', '=', true)
        .where('u.bot_sub', '=', true)
        .where('u.end_date', '>=', today)
        .orderBy('b.user_id')
        .execute();
      return rows.map((row) => ({
        userId: row.user_id,
        webhookId: row.target_kind === 'webhook' ? row.webhook_id : null,
        sealedToken: row.target_kind === 'webhook' ? row.webhook_token_enc : null,
        channelId: row.target_kind === 'channel' ? row.channel_id : null,
        flowFilters: row.post_flow ? chosenFilters(row.filters, row.flow_filter_ids) : [],
        darkpool: row.post_darkpool,
        gappers: row.post_gappers,
      }));
    },

    async record(userId: number, rows: readonly HistoryRow[], at: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('bot_messages')
        .values(rows.map((row) => ({ user_id: userId, ...row, created_at: at })))
        .execute();
    },

    /**
     * Switches the bot off because its webhook or channel cannot be used, and records the refused post
     * with the reason (the settings page shows it, see `switchedOff`). When the user has meanwhile
     * connected another webhook or channel or switched the bot off, nothing changes and the post is
     * recorded with `error`.
     */
    async switchOff(
      target: Pick<BotRecipient, 'userId' | 'webhookId' | 'sealedToken' | 'channelId'>,
      rows: ReadonlyArray<{ kind: BotFeed; summary: string }>,
      reason: string,
      error: string,
      at: Date,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        let update = tx
          .updateTable('discord_bots')
          .set({ enabled: false, updated_at: at })
          .where('user_id', '=', target.userId)
          .where('enabled', '=', true);
        update = target.channelId
          ? update.where('target_kind', '=', 'channel').where('channel_id', '=', target.channelId)
          : update
              .where('target_kind', '=', 'webhook')
              .where('webhook_id', '=', target.webhookId ?? '')
              .where('webhook_token_enc', '=', target.sealedToken ?? '');
        const updated = await update.executeTakeFirst();
        const switched = Number(updated.numUpdatedRows) > 0;
        if (rows.length > 0)
          await tx
            .insertInto('bot_messages')
            .values(
              rows.map((row) => ({
                user_id: target.userId,
                ...row,
                status: 'failed' as const,
                error: switched ? reason : error,
                created_at: at,
              })),
            )
            .execute();
        return switched;
      });
    },

    /** Why and when the server switched this bot off, if it did since its settings last changed. */
    async switchedOff(userId: number, since: Date): Promise<{ reason: string; at: string } | null> {
      const row = await db
        .selectFrom('bot_messages')
        .select(['error', 'created_at'])
        .where('user_id', '=', userId)
        .where('status', '=', 'failed')
        .where('error', 'in', SWITCH_OFF_REASONS)
        .where('created_at', '>=', since)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.error ? { reason: row.error, at: new Date(row.created_at).toISOString() } : null;
    },

    /** Of `userIds`, those the session's gappers were already posted to (by this process or another). */
    async gappersPosted(userIds: readonly number[], session: IsoDate): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('bot_messages')
        .select('user_id')
        .distinct()
        .where('user_id', 'in', userIds)
        .where('kind', '=', 'gappers')
        .where('summary', 'like', `${gappersSummaryPrefix(session)}%`)
        .execute();
      return new Set(rows.map((r) => r.user_id));
    },
  };
}

export type BotRepository = ReturnType<typeof createBotRepository>;
