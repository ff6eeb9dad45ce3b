/**
 * The Discord bot add-on (spec §7 `bot`, `bot/test`, `messageBot/history`): the user's webhook or channel and
 * what it posts, test messages and previews, and the history of everything sent. Every endpoint is for
 * signed-in users who bought the add-on (the API answers 402 without it). Zod-free (see ./market.ts).
 */
import type { BotHistory, BotMessage, DiscordBotSettings } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** What a user can send from the page: a test message or a preview of one feed. */
export const BOT_MESSAGE_KINDS = ['test', 'flow', 'darkpool', 'gappers'] as const;
export type SendKind = (typeof BOT_MESSAGE_KINDS)[number];
/** The history holds those and the posts of the user's alert rules. */
export const HISTORY_FILTERS = ['all', ...BOT_MESSAGE_KINDS, 'rules'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE_MAX = 100;

/** The messages of the bot's input schemas (the API's bot messages include them). */
export const BOT_INPUT_MESSAGES = {
  unknownFilter: 'No saved alert filter has this id.',
  kind: `Choose one of ${BOT_MESSAGE_KINDS.join(', ')}.`,
  historyKind: `History can be filtered by ${HISTORY_FILTERS.join(', ')}.`,
} as const;

type Saved = DiscordBotSettings & { message: string };

export const BOT_SETTINGS: Route<'GET', 'bot', DiscordBotSettings> = {
  method: 'GET',
  path: 'bot',
  requirement: 'useDiscordBot',
  summary: "The user's Discord bot: the connected webhook or channel (its token hidden) and what it posts.",
};

export const SAVE_BOT_SETTINGS: Route<'POST', 'bot', Saved> = {
  method: 'POST',
  path: 'bot',
  requirement: 'useDiscordBot',
  summary: 'Saves what the bot posts and connects a new webhook or channel once Discord confirms it.',
};

export const DISCONNECT_BOT: Route<'POST', 'bot/disconnect', Saved> = {
  method: 'POST',
  path: 'bot/disconnect',
  requirement: 'useDiscordBot',
  summary: "Disconnects the user's webhook or channel.",
};

export const TEST_BOT: Route<'POST', 'bot/test', BotMessage & { message: string }> = {
  method: 'POST',
  path: 'bot/test',
  requirement: 'useDiscordBot',
  summary: 'Posts a test message to the connected webhook or channel and records it.',
};

export const BOT_HISTORY: Route<'GET', 'messageBot/history', BotHistory> = {
  method: 'GET',
  path: 'messageBot/history',
  requirement: 'useDiscordBot',
  summary: 'Everything the bot posted for the user, newest first, a page at a time.',
};

export const SEND_BOT_MESSAGE: Route<'POST', 'messageBot/history', BotMessage & { message: string }> = {
  method: 'POST',
  path: 'messageBot/history',
  requirement: 'useDiscordBot',
  summary: 'Posts a test message or a preview of one feed (at most a few a minute) and records it.',
};

export const BOT_HISTORY_OF_KIND: Route<'GET', 'messageBot/history/{kind}', BotHistory> = {
  method: 'GET',
  path: 'messageBot/history/{kind}',
  requirement: 'useDiscordBot',
  summary: 'The bot history of one kind of post (test, a feed, or the alert rules), newest first.',
};
