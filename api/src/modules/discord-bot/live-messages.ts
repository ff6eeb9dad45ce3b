/**
 * What the bot posts live: one embed per alert (a flow trade that matched saved filters, a large dark
 * pool print, the session's gappers, a grouped alert of one of the user's alert rules), grouped into messages of at most ten embeds, and the one-line
 * summaries the history keeps.
 */
import type { BotFeed, DarkPoolPrint, FlowTrade, FlowTradeKind, Sentiment, TradeSide } from '@flowdeck/api-types';
import type { DiscordEmbed, DiscordMessage } from './discord-client.js';
import type { Gapper, Gappers } from './gappers.js';
import { BOT_USERNAME, COLORS } from './messages.js';

/** Discord takes at most ten embeds in one message. */
export const MAX_EMBEDS_PER_MESSAGE = 10;
/** A dark pool print is posted when its notional reaches this many dollars. */
export const DARKPOOL_MIN_NOTIONAL = 1_000_000;
/** History summaries are cut to this length. */
export const SUMMARY_MAX = 240;
export const SIMULATED_FOOTER = 'Simulated market data';

/** One alert of a user's rule (SMS Alerts' rule engine, the rule marked for Discord): its matches over a window. */
export interface RuleAlert {
  ruleId: string;
  ruleName: string;
  /** The kept matches' one-line descriptions, oldest first. */
  lines: string[];
  /** How many matches the alert stands for (more than `lines` when many came at once). */
  events: number;
  /** When the group closed (ms). */
  at: number;
}

export type BotAlert =
  | { kind: 'flow'; trade: FlowTrade; filterNames: string[] }
  | { kind: 'darkpool'; print: DarkPoolPrint }
  | { kind: 'gappers'; gappers: Gappers }
  | { kind: 'rules'; rule: RuleAlert };

export type FeedCounts = Record<BotFeed, number>;
export const noCounts = (): FeedCounts => ({ flow: 0, darkpool: 0, gappers: 0, rules: 0 });
/** Feeds in the order an omitted-count line names them. */
const FEEDS: readonly BotFeed[] = ['rules', 'flow', 'darkpool', 'gappers'];

const SENTIMENT: Record<Sentiment, { icon: string; color: number }> = {
  bullish: { icon: '🟢', color: COLORS.flow },
  bearish: { icon: '🔴', color: 0xf87171 },
  neutral: { icon: '⚪', color: 0x94a3b8 },
};
const KIND_LABELS: Record<FlowTradeKind, string> = {
  sweep: 'Sweep',
  block: 'Block',
  split: 'Split',
  multi_leg: 'Multi-leg',
  single: 'Single',
};
const SIDE_LABELS: Record<TradeSide, string> = {
  above_ask: 'Above ask',
  ask: 'Ask side',
  mid: 'Mid',
  bid: 'Bid side',
  below_bid: 'Below bid',
};
const FLOW_TAG_LABELS: Partial<Record<FlowTrade['tags'][number], string>> = {
  unusual: 'Unusual',
  opening: 'Opening',
  vol_gt_oi: 'Vol > OI',
  zero_dte: '0DTE',
  earnings: 'Earnings ahead',
};
const PRINT_TAG_LABELS: Partial<Record<DarkPoolPrint['tags'][number], string>> = {
  block: 'Block',
  late: 'Late print',
  extended_hours: 'Extended hours',
  above_ask: 'Above ask',
  below_bid: 'Below bid',
};
const FEED_NOUNS: Record<BotFeed, [string, string]> = {
  flow: ['flow alert', 'flow alerts'],
  darkpool: ['dark pool print', 'dark pool prints'],
  gappers: ['gappers post', 'gappers posts'],
  rules: ['rule alert', 'rule alerts'],
};

const counted = (n: number, feed: BotFeed) => `${n.toLocaleString('en-US')} ${FEED_NOUNS[feed][n === 1 ? 0 : 1]}`;

/** $950, $12.5K, $1.24M, $2.1B: three significant digits. */
export function formatUsd(value: number): string {
  const sign = value < 0 ? '−' : '';
  const abs = Math.abs(value);
  const units: Array<[number, string]> = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units)
    if (abs >= size) return `${sign}$${Number((abs / size).toPrecision(3)).toString()}${unit}`;
  return `${sign}$${Math.round(abs).toString()}`;
}

export function formatPercent(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}%`;
}

const formatCount = (n: number) => n.toLocaleString('en-US');

/** 2025-06-20 → 6/20 (with the year's last two digits when it is not the trade's year). */
function shortDate(iso: string, year: string): string {
  const [y, m, d] = iso.split('-');
  const day = `${Number(m)}/${Number(d)}`;
  return y === year ? day : `${day}/${y?.slice(2)}`;
}

/** SPY 600C 6/20 */
export function contractLabel(trade: FlowTrade): string {
  return `${trade.ticker} ${trade.strike}${trade.type === 'call' ? 'C' : 'P'} ${shortDate(trade.expiry, trade.time.slice(0, 4))}`;
}

/** Fri Jun 13 */
function dayLabel(session: string): string {
  return new Date(`${session}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** When the alert happened (epoch ms): messages list their embeds in this order. */
export function alertTime(alert: BotAlert): number {
  if (alert.kind === 'flow') return Date.parse(alert.trade.time);
  if (alert.kind === 'darkpool') return Date.parse(alert.print.time);
  if (alert.kind === 'rules') return alert.rule.at;
  return alert.gappers.asOf;
}

/** How much an alert matters when not all fit: dollars traded; gappers and the user's own rules come first. */
export function alertWeight(alert: BotAlert): number {
  if (alert.kind === 'flow') return alert.trade.premium;
  if (alert.kind === 'darkpool') return alert.print.notional;
  return Infinity;
}

/** "+3 more" when a rule alert stands for more matches than it lists. */
function moreMatches(rule: RuleAlert): string {
  const more = rule.events - rule.lines.length;
  return more > 0 ? `+${formatCount(more)} more` : '';
}

function gapperLines(list: readonly Gapper[]): string {
  if (list.length === 0) return 'None';
  return list.map((g) => `**${g.symbol}** ${formatPercent(g.gapPercent)} · open $${g.open.toFixed(2)}`).join('\n');
}

export function alertEmbed(alert: BotAlert, footer: string | null): DiscordEmbed {
  const withFooter = (embed: DiscordEmbed): DiscordEmbed => (footer ? { ...embed, footer: { text: footer } } : embed);
  if (alert.kind === 'flow') {
    const t = alert.trade;
    const tags = t.tags.flatMap((tag) => FLOW_TAG_LABELS[tag] ?? []);
    const lines = [`Matched: ${alert.filterNames.join(', ')}`, ...(tags.length > 0 ? [tags.join(' · ')] : [])];
    return withFooter({
      title: `${SENTIMENT[t.sentiment].icon} ${contractLabel(t)} · ${KIND_LABELS[t.kind]} · ${SIDE_LABELS[t.side]}`,
      description: lines.join('\n'),
      color: SENTIMENT[t.sentiment].color,
      fields: [
        { name: 'Premium', value: formatUsd(t.premium), inline: true },
        { name: 'Size', value: `${formatCount(t.size)} @ ${t.price.toFixed(2)}`, inline: true },
        { name: 'Spot', value: `$${t.spot.toFixed(2)}`, inline: true },
        { name: 'Vol / OI', value: `${formatCount(t.volume)} / ${formatCount(t.openInterest)}`, inline: true },
        { name: 'IV', value: `${(t.iv * 100).toFixed(1)}%`, inline: true },
        { name: 'DTE', value: String(t.dte), inline: true },
      ],
      timestamp: t.time,
    });
  }
  if (alert.kind === 'darkpool') {
    const p = alert.print;
    const tags = p.tags.flatMap((tag) => PRINT_TAG_LABELS[tag] ?? []);
    return withFooter({
      title: `🔵 ${p.ticker} dark pool print`,
      ...(tags.length > 0 ? { description: tags.join(' · ') } : {}),
      color: COLORS.darkpool,
      fields: [
        { name: 'Notional', value: formatUsd(p.notional), inline: true },
        { name: 'Size', value: `${formatCount(p.size)} @ ${p.price.toFixed(2)}`, inline: true },
        { name: 'Venue', value: p.venue, inline: true },
      ],
      timestamp: p.time,
    });
  }
  if (alert.kind === 'rules') {
    const r = alert.rule;
    const more = moreMatches(r);
    return withFooter({
      title: `🔔 ${r.ruleName}`,
      description: [...r.lines.map((line) => `• ${line}`), ...(more ? [more] : [])].join('\n'),
      color: COLORS.rules,
      timestamp: new Date(r.at).toISOString(),
    });
  }
  const g = alert.gappers;
  return withFooter({
    title: `🟡 Gappers at the open · ${dayLabel(g.session)}`,
    description: 'Regular-session open against the previous close (stocks and ETFs).',
    color: COLORS.gappers,
    fields: [
      { name: 'Gapping up', value: gapperLines(g.up), inline: true },
      { name: 'Gapping down', value: gapperLines(g.down), inline: true },
    ],
    timestamp: new Date(g.asOf).toISOString(),
  });
}

/** "+42 more since the last message (12 flow alerts, 30 dark pool prints): the largest are shown." */
export function omittedLine(omitted: FeedCounts): string {
  const parts = FEEDS.filter((f) => omitted[f] > 0).map((f) => counted(omitted[f], f));
  const total = FEEDS.reduce((sum, f) => sum + omitted[f], 0);
  return total === 0
    ? ''
    : `+${formatCount(total)} more since the last message (${parts.join(', ')}): the largest are shown.`;
}

/** One Discord message: the alerts in time order and, when some were left out, how many. */
export function composeLiveMessage(
  alerts: readonly BotAlert[],
  omitted: FeedCounts,
  footer: string | null,
): DiscordMessage {
  return {
    username: BOT_USERNAME,
    content: omittedLine(omitted),
    embeds: alerts.slice(0, MAX_EMBEDS_PER_MESSAGE).map((alert) => alertEmbed(alert, footer)),
  };
}

/** "Gappers 2025-06-13": how every gappers summary of a session starts (one post per session is checked by it). */
export function gappersSummaryPrefix(session: string): string {
  return `Gappers ${session}`;
}

function clip(text: string): string {
  return text.length <= SUMMARY_MAX ? text : `${text.slice(0, SUMMARY_MAX - 1)}…`;
}

/** The history lines of one message: one per kind it carried, with that kind's omitted count. */
export function liveSummaries(
  alerts: readonly BotAlert[],
  omitted: FeedCounts,
): Array<{ kind: BotFeed; summary: string }> {
  const lines: Array<{ kind: BotFeed; summary: string }> = [];
  const more = (feed: BotFeed) => (omitted[feed] > 0 ? ` and ${formatCount(omitted[feed])} more not shown` : '');
  const flow = alerts.flatMap((a) => (a.kind === 'flow' ? [a] : []));
  if (flow.length > 0) {
    const names = [...new Set(flow.flatMap((a) => a.filterNames))].join(', ');
    const items = flow.map((a) => `${contractLabel(a.trade)} ${formatUsd(a.trade.premium)}`).join(', ');
    lines.push({ kind: 'flow', summary: clip(`${counted(flow.length, 'flow')}${more('flow')} · ${names}: ${items}`) });
  }
  const prints = alerts.flatMap((a) => (a.kind === 'darkpool' ? [a.print] : []));
  if (prints.length > 0) {
    const items = prints.map((p) => `${p.ticker} ${formatUsd(p.notional)}`).join(', ');
    lines.push({
      kind: 'darkpool',
      summary: clip(`${counted(prints.length, 'darkpool')}${more('darkpool')}: ${items}`),
    });
  }
  for (const alert of alerts) {
    if (alert.kind !== 'rules') continue;
    const r = alert.rule;
    const more = moreMatches(r);
    lines.push({ kind: 'rules', summary: clip(`${r.ruleName}: ${r.lines.join(' · ')}${more ? ` ${more}` : ''}`) });
  }
  if (omitted.rules > 0 && !alerts.some((a) => a.kind === 'rules'))
    lines.push({ kind: 'rules', summary: `${counted(omitted.rules, 'rules')} not shown` });
  for (const alert of alerts) {
    if (alert.kind !== 'gappers') continue;
    const g = alert.gappers;
    const list = (gappers: readonly Gapper[]) =>
      gappers.length > 0 ? gappers.map((x) => `${x.symbol} ${formatPercent(x.gapPercent)}`).join(', ') : 'none';
    lines.push({
      kind: 'gappers',
      summary: clip(`${gappersSummaryPrefix(g.session)} · up ${list(g.up)} · down ${list(g.down)}`),
    });
  }
  return lines;
}
