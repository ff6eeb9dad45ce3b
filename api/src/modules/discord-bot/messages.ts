/**
 * What the bot posts. Previews use fixed sample data and say so, so a user can see in their own channel
 * how each kind of alert will look before the first real one arrives.
 */
import type { BotFeed } from '@flowdeck/api-types';
import type { SendKind } from '@flowdeck/endpoints/discord-bot';
import type { DiscordMessage } from './discord-client.js';

export const BOT_USERNAME = 'FlowDeck';
export const COLORS = {
  test: 0x7c8cff,
  flow: 0x4ade80,
  darkpool: 0x38bdf8,
  gappers: 0xfbbf24,
  rules: 0xc084fc,
} as const;
export const PREVIEW_FOOTER = 'Preview with sample data: not a live alert';

export const FEED_LABELS: Record<BotFeed, string> = {
  flow: 'Flow alerts',
  darkpool: 'Dark pool prints',
  gappers: 'Gappers',
  rules: 'Alert rules',
};

export interface FeedChoice {
  flow: { enabled: boolean; filterNames: string[] };
  darkpool: boolean;
  gappers: boolean;
  /** Names of the user's enabled alert rules that post to Discord. */
  rules: string[];
}

/** The one-line description kept in the history. */
export function summaryOf(kind: SendKind, choice: FeedChoice): string {
  if (kind === 'test') return 'Test message';
  if (kind === 'flow' && choice.flow.filterNames.length > 0)
    return `Flow alert preview (${choice.flow.filterNames.join(', ')})`;
  return `${FEED_LABELS[kind].replace(/s$/, '')} preview`;
}

function chosenFeeds(choice: FeedChoice): string {
  const feeds: string[] = [];
  if (choice.flow.enabled)
    feeds.push(
      choice.flow.filterNames.length > 0
        ? `${FEED_LABELS.flow} (${choice.flow.filterNames.join(', ')})`
        : FEED_LABELS.flow,
    );
  if (choice.darkpool) feeds.push(FEED_LABELS.darkpool);
  if (choice.gappers) feeds.push(FEED_LABELS.gappers);
  if (choice.rules.length > 0) feeds.push(`${FEED_LABELS.rules} (${choice.rules.join(', ')})`);
  return feeds.length > 0 ? feeds.join(' · ') : 'Nothing yet: choose what to post on the Discord Bot page.';
}

export function composeMessage(kind: SendKind, choice: FeedChoice, at: Date): DiscordMessage {
  const timestamp = at.toISOString();
  switch (kind) {
    case 'test':
      return {
        username: BOT_USERNAME,
        content: '✅ The FlowDeck bot is connected to this channel.',
        embeds: [
          {
            title: 'This channel will receive',
            description: chosenFeeds(choice),
            color: COLORS.test,
            timestamp,
          },
        ],
      };
    case 'flow':
      return {
        username: BOT_USERNAME,
        content: '',
        embeds: [
          {
            title: '🟢 SPY 550C 7/18 · Sweep · Ask side',
            description:
              choice.flow.filterNames.length > 0 ? `Matched: ${choice.flow.filterNames.join(', ')}` : undefined,
            color: COLORS.flow,
            fields: [
              { name: 'Premium', value: '$1.24M', inline: true },
              { name: 'Size', value: '2,150 @ 5.77', inline: true },
              { name: 'Spot', value: '$545.12', inline: true },
            ],
            footer: { text: PREVIEW_FOOTER },
            timestamp,
          },
        ],
      };
    case 'darkpool':
      return {
        username: BOT_USERNAME,
        content: '',
        embeds: [
          {
            title: '🔵 NVDA dark pool print',
            color: COLORS.darkpool,
            fields: [
              { name: 'Notional', value: '$48.6M', inline: true },
              { name: 'Size', value: '402,000 @ 120.90', inline: true },
              { name: 'Venue', value: 'FINRA TRF', inline: true },
            ],
            footer: { text: PREVIEW_FOOTER },
            timestamp,
          },
        ],
      };
    case 'gappers':
      return {
        username: BOT_USERNAME,
        content: '',
        embeds: [
          {
            title: '🟡 Pre-market gappers',
            description: '**SMCI** +12.4% · **PLTR** +8.1% · **RIVN** −9.6% · **COIN** +6.3%',
            color: COLORS.gappers,
            footer: { text: PREVIEW_FOOTER },
            timestamp,
          },
        ],
      };
  }
}
