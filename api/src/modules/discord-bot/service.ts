import type { BotAutoDisabled, BotHistory, BotMessage, BotMessageKind, DiscordBotSettings } from '@flowdeck/api-types';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AuthError, InputError, PaymentRequiredError, RateLimitError, type FieldErrors } from '../../errors.js';
import { parseInput } from '../../lib/validation.js';
import { createAccountService } from '../account/service.js';
import type { DiscordClient } from './discord-client.js';
import { createBotRepository } from './repository.js';
import { composeMessage, FEED_LABELS, summaryOf, type FeedChoice } from './messages.js';
import {
  botSettingsSchema,
  historyQuerySchema,
  MESSAGES,
  sendSchema,
  SENDS_PER_MINUTE,
  type BotSettingsInput,
} from './schemas.js';
import type { SecretBox } from './secret-box.js';
import { maskedWebhookUrl, parseDiscordWebhookUrl, type DiscordWebhook } from './webhook-url.js';

const SEND_WINDOW_MS = 60_000;

export interface DiscordBotServiceOptions {
  db: Kysely<Database>;
  appOrigin: string;
  discord: DiscordClient;
  secrets: SecretBox;
  now: () => Date;
}

type BotRow = {
  updated_at: Date;
  webhook_id: string;
  webhook_token_enc: string;
  webhook_name: string | null;
  enabled: boolean;
  post_flow: boolean;
  flow_filter_ids: unknown;
  post_darkpool: boolean;
  post_gappers: boolean;
};

const filterIdsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

function toSettings(row: BotRow | undefined, autoDisabled: BotAutoDisabled | null = null): DiscordBotSettings {
  if (!row)
    return {
      connected: false,
      webhook: null,
      webhookName: null,
      enabled: false,
      flow: { enabled: false, filterIds: [] },
      darkpool: { enabled: false },
      gappers: { enabled: false },
      autoDisabled: null,
    };
  return {
    connected: true,
    webhook: maskedWebhookUrl(row.webhook_id),
    webhookName: row.webhook_name,
    enabled: row.enabled,
    flow: { enabled: row.post_flow, filterIds: filterIdsOf(row.flow_filter_ids) },
    darkpool: { enabled: row.post_darkpool },
    gappers: { enabled: row.post_gappers },
    autoDisabled,
  };
}

function toMessage(row: {
  id: number;
  kind: string;
  summary: string;
  status: 'sent' | 'failed';
  error: string | null;
  created_at: Date;
}): BotMessage {
  return {
    id: row.id,
    kind: row.kind as BotMessageKind,
    summary: row.summary,
    status: row.status,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The Discord bot add-on (users with `bot_sub`): one webhook per user, what it posts, test messages and
 * previews, and the history of everything sent.
 */
export function createDiscordBotService(options: DiscordBotServiceOptions) {
  const { db, discord, secrets, now } = options;
  const account = createAccountService({ db, appOrigin: options.appOrigin, now });
  const repository = createBotRepository(db);
  const recentSends = new Map<number, number[]>();

  async function requireBot(userId: number): Promise<void> {
    const user = await db.selectFrom('users').select('bot_sub').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AuthError('User not found', 'This account no longer exists.');
    if (!user.bot_sub) throw new PaymentRequiredError(MESSAGES.addOnRequired, MESSAGES.addOnHint);
  }

  const row = (userId: number) =>
    db
      .selectFrom('discord_bots')
      .select([
        'updated_at',
        'webhook_id',
        'webhook_token_enc',
        'webhook_name',
        'enabled',
        'post_flow',
        'flow_filter_ids',
        'post_darkpool',
        'post_gappers',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();

  /** The settings as shown, with why live posting switched the bot off when it did. */
  async function current(userId: number): Promise<DiscordBotSettings> {
    const bot = await row(userId);
    const off = bot && !bot.enabled ? await repository.switchedOff(userId, new Date(bot.updated_at)) : null;
    return toSettings(bot, off);
  }

  async function filterNames(userId: number): Promise<Map<string, string>> {
    const { filters } = await account.settings(userId, 'alert-filters');
    return new Map(filters.map((filter) => [filter.id, filter.name]));
  }

  function throttle(userId: number): void {
    const at = now().getTime();
    const recent = (recentSends.get(userId) ?? []).filter((time) => at - time < SEND_WINDOW_MS);
    if (recent.length >= SENDS_PER_MINUTE) {
      const oldest = recent[0] ?? at;
      throw new RateLimitError(Math.max(1, Math.ceil((oldest + SEND_WINDOW_MS - at) / 1000)), MESSAGES.tooMany);
    }
    recent.push(at);
    recentSends.set(userId, recent);
  }

  async function validate(userId: number, input: BotSettingsInput, connected: boolean) {
    const errors: FieldErrors = {};
    let webhook: DiscordWebhook | null = null;
    if (input.webhookUrl !== undefined && input.webhookUrl.trim() !== '') {
      const parsed = parseDiscordWebhookUrl(input.webhookUrl);
      if (parsed.ok) webhook = parsed.webhook;
      else errors['webhookUrl'] = parsed.message;
    } else if (!connected) {
      errors['webhookUrl'] = MESSAGES.connectFirst;
    }
    const saved = await filterNames(userId);
    input.flow.filterIds.forEach((id, index) => {
      if (!saved.has(id)) errors[`flow.filterIds.${index}`] = MESSAGES.unknownFilter;
    });
    if (input.flow.enabled && input.flow.filterIds.length === 0) errors['flow.filterIds'] = MESSAGES.chooseFilter;
    if (Object.keys(errors).length > 0) throw new InputError(errors);
    return webhook;
  }

  return {
    async settings(userId: number): Promise<DiscordBotSettings> {
      await requireBot(userId);
      return current(userId);
    },

    /** Saves what to post and, when a new URL is sent, connects that webhook once Discord confirms it exists. */
    async save(userId: number, body: unknown): Promise<DiscordBotSettings & { message: string }> {
      await requireBot(userId);
      const input = parseInput(botSettingsSchema, body);
      const existing = await row(userId);
      const webhook = await validate(userId, input, existing !== undefined);
      let name = existing?.webhook_name ?? null;
      if (webhook) {
        const checked = await discord.inspect(webhook);
        if (!checked.ok) throw new InputError({ webhookUrl: checked.error });
        name = checked.name ?? null;
      }
      const choice = {
        enabled: input.enabled,
        post_flow: input.flow.enabled,
        flow_filter_ids: JSON.stringify(input.flow.filterIds),
        post_darkpool: input.darkpool.enabled,
        post_gappers: input.gappers.enabled,
        updated_at: now(),
      };
      const connection = webhook
        ? { webhook_id: webhook.id, webhook_token_enc: secrets.seal(webhook.token), webhook_name: name }
        : null;
      if (existing) {
        await db
          .updateTable('discord_bots')
          .set({ ...choice, ...(connection ?? {}) })
          .where('user_id', '=', userId)
          .execute();
      } else if (connection) {
        await db
          .insertInto('discord_bots')
          .values({ user_id: userId, ...choice, ...connection })
          .execute();
      }
      return { ...(await current(userId)), message: webhook ? MESSAGES.connected(name) : MESSAGES.saved };
    },

    async disconnect(userId: number): Promise<DiscordBotSettings & { message: string }> {
      await requireBot(userId);
      await db.deleteFrom('discord_bots').where('user_id', '=', userId).execute();
      return { ...toSettings(undefined), message: MESSAGES.disconnected };
    },

    /**
     * Posts a test message or a preview of one feed to the user's webhook and records it. A post Discord
     * refuses is recorded as failed and answered with Discord's reason.
     */
    async send(userId: number, body: unknown): Promise<BotMessage & { message: string }> {
      await requireBot(userId);
      const { kind } = parseInput(sendSchema, body);
      const bot = await row(userId);
      if (!bot) throw new InputError(MESSAGES.connectFirst);
      const feedOn = { test: true, flow: bot.post_flow, darkpool: bot.post_darkpool, gappers: bot.post_gappers }[kind];
      if (!feedOn && kind !== 'test') throw new InputError(MESSAGES.feedOff(FEED_LABELS[kind]));
      const token = secrets.open(bot.webhook_token_enc);
      if (token === null) throw new InputError(MESSAGES.unreadable);
      throttle(userId);
      const names = await filterNames(userId);
      const choice: FeedChoice = {
        flow: {
          enabled: bot.post_flow,
          filterNames: filterIdsOf(bot.flow_filter_ids).flatMap((id) => names.get(id) ?? []),
        },
        darkpool: bot.post_darkpool,
        gappers: bot.post_gappers,
      };
      const at = now();
      const result = await discord.send({ id: bot.webhook_id, token }, composeMessage(kind, choice, at));
      const stored = await db
        .insertInto('bot_messages')
        .values({
          user_id: userId,
          kind,
          summary: summaryOf(kind, choice),
          status: result.ok ? 'sent' : 'failed',
          error: result.ok ? null : result.error,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (!result.ok) throw new InputError(result.error);
      return { ...toMessage(stored), message: MESSAGES.sent };
    },

    async history(userId: number, kind: string | undefined, query: unknown): Promise<BotHistory> {
      await requireBot(userId);
      const filter = kind ?? 'all';
      if (!['all', 'test', 'flow', 'darkpool', 'gappers'].includes(filter))
        throw new InputError({ kind: MESSAGES.historyKind });
      const { page, pageSize } = parseInput(historyQuerySchema, query);
      let base = db.selectFrom('bot_messages').where('user_id', '=', userId);
      if (filter !== 'all') base = base.where('kind', '=', filter);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toMessage), total: Number(total.count), page, pageSize };
    },
  };
}

export type DiscordBotService = ReturnType<typeof createDiscordBotService>;
