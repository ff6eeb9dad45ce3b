import type {
  BotAutoDisabled,
  BotChannelOption,
  BotHistory,
  BotMessage,
  BotMessageKind,
  BotRule,
  DiscordBotSettings,
} from '@flowdeck/api-types';
import type { HistoryFilter, SendKind } from '@flowdeck/endpoints/discord-bot';
import type { BotSettingsInput } from '@flowdeck/endpoints/discord-bot/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { InputError, RateLimitError, type FieldErrors } from '../../errors.js';
import { createUserSettingsService } from '../user-settings/service.js';
import {
  botInviteUrl,
  CHANNEL_ID_MESSAGES,
  isDiscordChannel as isChannel,
  parseChannelId,
  type DiscordChannel,
} from './discord-channel.js';
import type { DiscordClient, DiscordTarget } from './discord-client.js';
import { createBotRepository } from './repository.js';
import { composeMessage, FEED_LABELS, summaryOf, type FeedChoice } from './messages.js';
import { MESSAGES, SENDS_PER_MINUTE } from './schemas.js';
import type { SecretBox } from './secret-box.js';
import { maskedWebhookUrl, parseDiscordWebhookUrl, type DiscordWebhook } from './webhook-url.js';

const SEND_WINDOW_MS = 60_000;

export interface DiscordBotServiceOptions {
  db: Kysely<Database>;
  discord: DiscordClient;
  secrets: SecretBox;
  now: () => Date;
  /** DISCORD_CLIENT_ID of FlowDeck's bot application; null when channels are unavailable. */
  botClientId?: string | null;
}

type BotRow = {
  updated_at: Date;
  target_kind: 'webhook' | 'channel';
  webhook_id: string | null;
  webhook_token_enc: string | null;
  webhook_name: string | null;
  channel_id: string | null;
  channel_name: string | null;
  enabled: boolean;
  post_flow: boolean;
  flow_filter_ids: unknown;
  post_darkpool: boolean;
  post_gappers: boolean;
};

const filterIdsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

function toSettings(
  row: BotRow | undefined,
  channelBot: BotChannelOption | null,
  autoDisabled: BotAutoDisabled | null = null,
  rules: BotRule[] = [],
): DiscordBotSettings {
  if (!row)
    return {
      rules,
      connected: false,
      target: null,
      webhook: null,
      webhookName: null,
      channelId: null,
      channelName: null,
      channelBot,
      enabled: false,
      flow: { enabled: false, filterIds: [] },
      darkpool: { enabled: false },
      gappers: { enabled: false },
      autoDisabled: null,
    };
  const webhook = row.target_kind === 'webhook' && row.webhook_id !== null;
  return {
    connected: true,
    target: row.target_kind,
    webhook: webhook && row.webhook_id !== null ? maskedWebhookUrl(row.webhook_id) : null,
    webhookName: webhook ? row.webhook_name : null,
    channelId: row.target_kind === 'channel' ? row.channel_id : null,
    channelName: row.target_kind === 'channel' ? row.channel_name : null,
    channelBot,
    enabled: row.enabled,
    flow: { enabled: row.post_flow, filterIds: filterIdsOf(row.flow_filter_ids) },
    darkpool: { enabled: row.post_darkpool },
    gappers: { enabled: row.post_gappers },
    rules,
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
 * The Discord bot add-on (users with `bot_sub`): one webhook or channel per user, what it posts, test
 * messages and previews, and the history of everything sent. Every method is for a user who has the add-on:
 * the routes' requirement (`useDiscordBot`) checks it first, before the request's input (402 whatever was sent).
 */
export function createDiscordBotService(options: DiscordBotServiceOptions) {
  const { db, discord, secrets, now } = options;
  const channelBot: BotChannelOption | null =
    discord.channels && options.botClientId ? { inviteUrl: botInviteUrl(options.botClientId) } : null;
  const userSettings = createUserSettingsService({ db, now });
  const repository = createBotRepository(db);
  const recentSends = new Map<number, number[]>();

  const row = (userId: number) => repository.settingsRow(userId);

  /** The settings as shown, with why live posting switched the bot off when it did. */
  async function current(userId: number): Promise<DiscordBotSettings> {
    const bot = await row(userId);
    const off = bot && !bot.enabled ? await repository.switchedOff(userId, new Date(bot.updated_at)) : null;
    return toSettings(bot, channelBot, off, await discordRules(userId));
  }

  /** The user's alert rules (SMS Alerts) marked to post to Discord. */
  async function discordRules(userId: number): Promise<BotRule[]> {
    const { rules } = await userSettings.read(userId, 'sms-alert-filter');
    return rules.flatMap((rule) =>
      rule.discord ? [{ id: rule.id, name: rule.name, kind: rule.kind, enabled: rule.enabled }] : [],
    );
  }

  async function filterNames(userId: number): Promise<Map<string, string>> {
    const { filters } = await userSettings.read(userId, 'alert-filters');
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

  /** The new target when one is given (a webhook URL or a channel ID, not both), with every field error. */
  async function validate(userId: number, input: BotSettingsInput, connected: boolean) {
    const errors: FieldErrors = {};
    let target: DiscordWebhook | DiscordChannel | null = null;
    const webhookUrl = input.webhookUrl?.trim() ?? '';
    const channelId = input.channelId?.trim() ?? '';
    if (webhookUrl !== '' && channelId !== '') {
      errors['channelId'] = CHANNEL_ID_MESSAGES.both;
    } else if (webhookUrl !== '') {
      const parsed = parseDiscordWebhookUrl(webhookUrl);
      if (parsed.ok) target = parsed.webhook;
      else errors['webhookUrl'] = parsed.message;
    } else if (channelId !== '') {
      const parsed = parseChannelId(channelId);
      if (!channelBot) errors['channelId'] = CHANNEL_ID_MESSAGES.unavailable;
      else if (parsed.ok) target = parsed.channel;
      else errors['channelId'] = parsed.message;
    } else if (!connected) {
      errors['webhookUrl'] = MESSAGES.connectFirst;
    }
    const saved = await filterNames(userId);
    input.flow.filterIds.forEach((id, index) => {
      if (!saved.has(id)) errors[`flow.filterIds.${index}`] = MESSAGES.unknownFilter;
    });
    if (input.flow.enabled && input.flow.filterIds.length === 0) errors['flow.filterIds'] = MESSAGES.chooseFilter;
    if (Object.keys(errors).length > 0) throw new InputError(errors);
    return target;
  }

  /** Where a stored bot posts; a webhook whose token can no longer be opened must be connected again. */
  function targetOf(bot: BotRow): DiscordTarget {
    if (bot.target_kind === 'channel' && bot.channel_id !== null) return { kind: 'channel', id: bot.channel_id };
    const token = bot.webhook_token_enc === null ? null : secrets.open(bot.webhook_token_enc);
    if (token === null || bot.webhook_id === null) throw new InputError(MESSAGES.unreadable);
    return { id: bot.webhook_id, token };
  }

  return {
    settings: (userId: number): Promise<DiscordBotSettings> => current(userId),

    /**
     * Saves what to post and, when a new webhook URL or channel ID is sent, connects it once Discord
     * confirms the webhook exists or that FlowDeck's bot can see the channel; nothing is stored otherwise.
     */
    async save(userId: number, input: BotSettingsInput): Promise<DiscordBotSettings & { message: string }> {
      const existing = await row(userId);
      const target = await validate(userId, input, existing !== undefined);
      let name: string | null = null;
      if (target) {
        const checked = await discord.inspect(target);
        if (!checked.ok) throw new InputError({ [isChannel(target) ? 'channelId' : 'webhookUrl']: checked.error });
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
      const connection = !target
        ? null
        : isChannel(target)
          ? {
              target_kind: 'channel' as const,
              channel_id: target.id,
              channel_name: name,
              webhook_id: null,
              webhook_token_enc: null,
              webhook_name: null,
            }
          : {
              target_kind: 'webhook' as const,
              webhook_id: target.id,
              webhook_token_enc: secrets.seal(target.token),
              webhook_name: name,
              channel_id: null,
              channel_name: null,
            };
      if (existing) await repository.updateSettings(userId, { ...choice, ...(connection ?? {}) });
      else if (connection) await repository.insertSettings({ user_id: userId, ...choice, ...connection });
      const message = !target
        ? MESSAGES.saved
        : isChannel(target)
          ? MESSAGES.channelConnected(name)
          : MESSAGES.connected(name);
      return { ...(await current(userId)), message };
    },

    async disconnect(userId: number): Promise<DiscordBotSettings & { message: string }> {
      const removed = await repository.deleteSettings(userId);
      const message = removed === 'channel' ? MESSAGES.channelDisconnected : MESSAGES.disconnected;
      return { ...toSettings(undefined, channelBot, null, await discordRules(userId)), message };
    },

    /**
     * Posts a test message or a preview of one feed to the user's webhook or channel and records it. A
     * post Discord refuses is recorded as failed and answered with Discord's reason.
     */
    async send(userId: number, kind: SendKind): Promise<BotMessage & { message: string }> {
      const bot = await row(userId);
      if (!bot) throw new InputError(MESSAGES.connectFirst);
      const feedOn = { test: true, flow: bot.post_flow, darkpool: bot.post_darkpool, gappers: bot.post_gappers }[kind];
      if (!feedOn && kind !== 'test') throw new InputError(MESSAGES.feedOff(FEED_LABELS[kind]));
      const target = targetOf(bot);
      throttle(userId);
      const names = await filterNames(userId);
      const choice: FeedChoice = {
        flow: {
          enabled: bot.post_flow,
          filterNames: filterIdsOf(bot.flow_filter_ids).flatMap((id) => names.get(id) ?? []),
        },
        darkpool: bot.post_darkpool,
        gappers: bot.post_gappers,
        rules: (await discordRules(userId)).flatMap((rule) => (rule.enabled ? [rule.name] : [])),
      };
      const at = now();
      const result = await discord.send(target, composeMessage(kind, choice, at));
      const stored = await repository.recordOne({
        user_id: userId,
        kind,
        summary: summaryOf(kind, choice),
        status: result.ok ? 'sent' : 'failed',
        error: result.ok ? null : result.error,
        created_at: at,
      });
      if (!result.ok) throw new InputError(result.error);
      return { ...toMessage(stored), message: MESSAGES.sent };
    },

    async history(
      userId: number,
      filter: HistoryFilter,
      { page, pageSize }: { page: number; pageSize: number },
    ): Promise<BotHistory> {
      const { rows, total } = await repository.history(userId, filter === 'all' ? null : filter, page, pageSize);
      return { items: rows.map(toMessage), total, page, pageSize };
    },
  };
}

export type DiscordBotService = ReturnType<typeof createDiscordBotService>;
