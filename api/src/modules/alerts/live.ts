/**
 * Runs the rule engine on what the product publishes: flow prints from the market engine, quotes (for
 * price and percent-move rules) and any other signal offered with `offer` (insider, politician, economic,
 * scanner, screen, analyst, earnings and news sources). Who receives is read from the database every
 * RECIPIENTS_REFRESH_MS (and at once after a STOP, START or settings change). With REDIS_URL only the
 * leader-lock holder texts, so several API processes send each text once.
 *
 * The same rules, matched by the same engine, also post to Discord: a rule marked `discord` of a user whose
 * bot is connected and on (the add-on) sends each of its grouped alerts to the bot (`discord.post`), which
 * posts only where it holds its own lock, paced by the bot's per-channel interval and Discord's rate limits.
 * A rule marked for both is matched once and grouped and cooled down once; its alert is texted and posted.
 * Texts keep their quiet hours, daily cap and STOP; Discord posts have none of them.
 */
import type { FlowTrade } from '@flowdeck/api-types';
import { toIsoDate } from '@flowdeck/market-calendar';
import { createLeaderLock, type LeaderLock, type LeaderLockOptions } from '../../realtime/leader-lock.js';
import {
  alertFilterSchema,
  DEFAULT_DASHBOARD_CONFIG,
  type AlertFilter,
  type SmsAlertFilter,
} from '../user-settings/schemas.js';
import type { EngineUpdate } from '../market/engine.js';
import { flowSignal, moveSignal, priceSignal } from './adapters.js';
import {
  alertsFor,
  createAlertEngine,
  type AlertEngine,
  type AlertSubscriber,
  type EngineOptions,
  type OutgoingPost,
} from './engine.js';
import type { AlertRecipientRow, AlertsRepository } from './repository.js';
import { smsSettingsOf, type AlertsService } from './service.js';
import { compileRules, TEXT_ONLY, watchedScreens, type AlertSignal } from './signals.js';

export const ALERT_TICK_MS = 1_000;
export const RECIPIENTS_REFRESH_MS = 10_000;
/** Quotes are read this often for symbols that price or move rules watch. */
export const QUOTE_POLL_MS = 5_000;
/** Flow prints held between ticks; beyond this the oldest are dropped. */
export const MAX_INBOX = 100_000;
export const ALERTS_LEADER_KEY = 'flowdeck:leader:sms-alerts';

export interface AlertFeed {
  onUpdate(listener: (update: EngineUpdate) => void): () => void;
}

export interface LiveAlertsOptions {
  feed: AlertFeed | null;
  /** Quotes at market time `at` (ms). */
  quotes: ((at: number) => Promise<ReadonlyArray<{ symbol: string; last: number; prevClose: number }>>) | null;
  repo: Pick<AlertsRepository, 'recipients'>;
  service: Pick<AlertsService, 'deliver' | 'sentToday'>;
  now: () => Date;
  tickMs: number | null;
  engine?: EngineOptions;
  leaderLock?: Omit<LeaderLockOptions, 'onLead' | 'onLose'>;
  logger?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Where rules marked for Discord go (the bot's dispatcher); absent: rules are only texted. */
  discord?: { post(alert: OutgoingPost): void } | null;
}

/** The flow rules the older `filterIds` list stands for, then the rules. */
function rulesOf(settings: SmsAlertFilter): SmsAlertFilter['rules'] {
  const legacy = settings.filterIds.map((filterId) => ({
    id: `filter-${filterId}`,
    name: filterId,
    enabled: true,
    ...TEXT_ONLY,
    kind: 'flow' as const,
    filterId,
  }));
  return [...legacy, ...settings.rules];
}

function filtersOf(value: unknown): Map<string, AlertFilter> {
  const list = (value as { filters?: unknown } | undefined)?.filters;
  const out = new Map<string, AlertFilter>();
  if (!Array.isArray(list)) return out;
  for (const item of list) {
    const parsed = alertFilterSchema.safeParse(item);
    if (parsed.success) out.set(parsed.data.id, parsed.data);
  }
  return out;
}

/** The watchlist of a stored dashboard-config document; the default one when none was saved. */
function watchlistOf(value: unknown): string[] {
  if (value === null || value === undefined) return DEFAULT_DASHBOARD_CONFIG.watchlist;
  const list = (value as { watchlist?: unknown }).watchlist;
  return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
}

export function createLiveAlerts(options: LiveAlertsOptions) {
  const engine: AlertEngine = createAlertEngine(options.engine);
  const inbox: FlowTrade[] = [];
  const extra: AlertSignal[] = [];
  let marketTime: number | null = null;
  let lastRefresh = -Infinity;
  let lastQuotes = -Infinity;
  let quoteSymbols = new Set<string>();
  /** Screens some subscriber's enabled rule watches (the screen watch evaluates these). */
  let screenIds: string[] = [];
  const lastPrice = new Map<string, { last: number; changePercent: number }>();
  let stopFeed: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let busy = false;
  let lock: LeaderLock | null = null;
  let active = !options.leaderLock;

  /**
   * One subscriber per row: each enabled rule compiled once, going out through the channels it chose that
   * the user can receive now (texts while SMS alerts are on and the number is verified and not STOPped;
   * posts while the bot is on and this process hands alerts to it). A rule left with neither is not matched.
   */
  function subscribersOf(rows: readonly AlertRecipientRow[], symbols: Set<string>, screens: Set<string>) {
    const subscribers: AlertSubscriber[] = [];
    for (const row of rows) {
      const settings = smsSettingsOf(row.sms);
      const texted = settings.enabled && row.phone !== null;
      const posted = row.discord && Boolean(options.discord);
      const all = rulesOf(settings);
      const compiled = compileRules(all, {
        userId: row.userId,
        filters: filtersOf(row.filters),
        watchlist: watchlistOf(row.dashboard),
      });
      const rules = compiled.flatMap((rule) => {
        const chosen = rule.channels ?? TEXT_ONLY;
        const channels = { sms: chosen.sms && texted, discord: chosen.discord && posted };
        return channels.sms || channels.discord ? [{ ...rule, channels }] : [];
      });
      if (rules.length === 0) continue;
      const kept = new Set(rules.map((rule) => rule.id));
      const used = all.filter((rule) => kept.has(rule.id));
      for (const rule of used) if (rule.kind === 'price' || rule.kind === 'move') symbols.add(rule.symbol);
      for (const screen of watchedScreens(used)) screens.add(screen);
      subscribers.push({
        userId: row.userId,
        phone: texted ? row.phone : null,
        timeZone: settings.timeZone,
        quietHours: settings.quietHours,
        maxPerDay: settings.maxPerDay,
        rules,
      });
    }
    return subscribers;
  }

  async function refresh(): Promise<void> {
    const at = options.now();
    const symbols = new Set<string>();
    const screens = new Set<string>();
    const subscribers = subscribersOf(await options.repo.recipients(toIsoDate(at)), symbols, screens);
    engine.setSubscribers(subscribers);
    quoteSymbols = symbols;
    screenIds = [...screens];
    const zones = new Map(
      subscribers.flatMap((subscriber) =>
        subscriber.phone === null ? [] : [[subscriber.userId, subscriber.timeZone]],
      ),
    );
    for (const [userId, sent] of await options.service.sentToday(zones))
      engine.seedSentToday(userId, sent, at.getTime());
    lastRefresh = at.getTime();
  }

  async function pollQuotes(now: number): Promise<void> {
    if (!options.quotes || marketTime === null || quoteSymbols.size === 0) return;
    lastQuotes = now;
    for (const quote of await options.quotes(marketTime)) {
      if (!quoteSymbols.has(quote.symbol)) continue;
      const before = lastPrice.get(quote.symbol);
      const changePercent = quote.prevClose > 0 ? ((quote.last - quote.prevClose) / quote.prevClose) * 100 : 0;
      lastPrice.set(quote.symbol, { last: quote.last, changePercent });
      if (!before || before.last === quote.last) continue;
      engine.offer(priceSignal(quote.symbol, before.last, quote.last, marketTime), now);
      engine.offer(moveSignal(quote.symbol, quote.last, changePercent, before.changePercent, marketTime), now);
    }
  }

  async function tick(force = false): Promise<void> {
    const now = options.now().getTime();
    if (force || now - lastRefresh >= RECIPIENTS_REFRESH_MS) await refresh();
    for (const trade of inbox.splice(0)) engine.offer(flowSignal(trade), now);
    for (const signal of extra.splice(0)) engine.offer(signal, now);
    if (force || now - lastQuotes >= QUOTE_POLL_MS) await pollQuotes(now);
    const due = engine.due(now);
    // Every process hands its Discord alerts to its bot, which posts only where it holds the bot's lock.
    for (const alert of alertsFor(due, 'discord')) options.discord?.post(alert);
    // A process that is not the leader matches (so it can take over warm) but never texts.
    if (!active || (lock && !lock.isLeader())) return;
    for (const text of alertsFor(due, 'sms')) {
      try {
        await options.service.deliver(text);
      } catch (error) {
        options.logger?.error({ err: error, userId: text.userId }, 'sms alert: delivery failed');
      }
    }
  }

  return {
    engine,

    async start(): Promise<void> {
      stopFeed =
        options.feed?.onUpdate((update) => {
          marketTime = update.asOf;
          if (engine.ruleCount === 0) return;
          inbox.push(...update.trades);
          if (inbox.length > MAX_INBOX) inbox.splice(0, inbox.length - MAX_INBOX);
        }) ?? null;
      if (options.leaderLock) {
        lock = createLeaderLock({
          ...options.leaderLock,
          onLead: () => {
            active = true;
          },
          onLose: () => {
            active = false;
          },
        });
        await lock.start();
      }
      if (options.tickMs !== null) {
        timer = setInterval(() => {
          if (busy) return;
          busy = true;
          void tick()
            .catch((error: unknown) => options.logger?.error({ err: error }, 'sms alert tick failed'))
            .finally(() => (busy = false));
        }, options.tickMs);
        timer.unref();
      }
    },

    /** Screens the subscribers' screen rules watch, as of the last read of the recipients. */
    watchedScreens(): readonly string[] {
      return screenIds;
    },

    /** Any other signal (insider, politician, economic, scanner…): matched on the next tick. */
    offer(signal: AlertSignal): void {
      extra.push(signal);
    },

    /** Reads recipients again at the next tick (after a STOP, START or a settings change). */
    invalidate(): void {
      lastRefresh = -Infinity;
    },

    /** Tests: one tick now, with recipients and quotes read again. */
    flush(): Promise<void> {
      return tick(true);
    },

    /** Tests: one tick now, as the timer runs it (recipients read again only when due or invalidated). */
    step(): Promise<void> {
      return tick();
    },

    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      stopFeed?.();
      await lock?.stop();
    },
  };
}

export type LiveAlerts = ReturnType<typeof createLiveAlerts>;
