/**
 * Live posting: while the market publishes updates, each enabled bot receives the flow trades matching its
 * chosen saved filters, dark pool prints of at least DARKPOOL_MIN_NOTIONAL and, once per session shortly
 * after the open, the gappers; at any hour, the alerts of the user's rules marked for Discord (matched by
 * the SMS Alerts rule engine and handed over with `post`).
 *
 * - The market tick is never held up: the engine listener only appends to an inbox (bounded); matching,
 *   database reads and posting happen on the dispatcher's own ticks.
 * - Each user gets at most one Discord message every `messageIntervalMs`, with up to ten embeds. When more
 *   alerts wait, the largest of each feed are shown and the message says how many more there were; a
 *   user's queue is bounded the same way, so a busy market never turns into a backlog.
 * - A 429 puts the message back and waits what Discord asks (`retry_after`); a global 429 pauses every
 *   post. Other failures are retried a few times, then recorded as failed. A webhook Discord no longer
 *   knows (401/403/404), or a channel FlowDeck's bot can no longer use (403/404), switches that user's
 *   bot off, with the reason recorded for the settings page.
 * - With a leader lock (several API processes on Redis, each running the same deterministic market) only
 *   the lock holder posts; another process takes over when it stops or dies.
 */
import type { BotFeed } from '@flowdeck/api-types';
import type { EngineUpdate } from '../market/engine.js';
import { type IsoDate, sessionDateAt, toIsoDate } from '@flowdeck/market-calendar';
import { createLeaderLock, type LeaderLock, type LeaderLockOptions } from '../../realtime/leader-lock.js';
import { matchesAlertFilter } from './alert-match.js';
import { DISCORD_ERRORS, type DiscordClient, type DiscordTarget } from './discord-client.js';
import { gappersDue, type Gappers } from './gappers.js';
import {
  alertTime,
  alertWeight,
  composeLiveMessage,
  DARKPOOL_MIN_NOTIONAL,
  liveSummaries,
  MAX_EMBEDS_PER_MESSAGE,
  noCounts,
  type BotAlert,
  type FeedCounts,
  type RuleAlert,
} from './live-messages.js';
import type { BotRecipient, BotRepository, HistoryRow } from './repository.js';
import { MESSAGES } from './schemas.js';

/** At most one message per user this often (Discord allows a channel about 30 messages a minute). */
export const MESSAGE_INTERVAL_MS = 3_000;
/** How often the dispatcher routes new market updates and sends what is due. */
export const DISPATCH_TICK_MS = 500;
/** Alerts held per user between messages; beyond this the smallest are dropped (and counted). */
export const MAX_PENDING_ALERTS = 100;
/** Trades and prints held in the inbox between ticks; beyond this the oldest updates are dropped. */
export const MAX_INBOX_ITEMS = 100_000;
/** Who receives posts is read again this often (settings, filters and subscriptions change). */
export const RECIPIENTS_REFRESH_MS = 10_000;
/** A message that fails this many times (other than 429 or a deleted webhook) is recorded as failed. */
export const MAX_SEND_ATTEMPTS = 3;
/** Posts in flight at once, across users. */
export const MAX_CONCURRENT_SENDS = 8;
/** The Redis key the posting process holds. */
export const BOT_LEADER_KEY = 'flowdeck:leader:discord-bot';

export interface DispatcherFeed {
  onUpdate(listener: (update: EngineUpdate) => void): () => void;
}

export type DispatcherStore = Pick<BotRepository, 'recipients' | 'record' | 'switchOff' | 'gappersPosted'>;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DispatcherOptions {
  feed: DispatcherFeed;
  store: DispatcherStore;
  discord: Pick<DiscordClient, 'send'>;
  /** A webhook's token from its stored (sealed) form; null when it can no longer be read. */
  openToken: (sealed: string) => string | null;
  /** The session's gappers at market time `at`. */
  gappers: (session: IsoDate, at: number) => Promise<Gappers | null>;
  /** Footer on every live embed (e.g. "Simulated market data"), or null. */
  footer: string | null;
  /** The app's clock: history timestamps and "today" for subscriptions. */
  now: () => Date;
  /** Real elapsed time for pacing (ms); tests pass a fake one. */
  clock?: () => number;
  /** Background ticks every this many ms; null: only `flush()` moves things (tests). */
  tickMs?: number | null;
  messageIntervalMs?: number;
  recipientsRefreshMs?: number;
  /** Post only while holding this lock (several processes); absent: this process always posts. */
  leaderLock?: Omit<LeaderLockOptions, 'onLead' | 'onLose'>;
  logger?: Logger;
}

export interface BotDispatcher {
  /** Starts listening (and, with a leader lock, competing for it). */
  start(): Promise<void>;
  /** Routes everything received, re-reading who receives posts, sends what is due and waits for the posts. */
  flush(): Promise<void>;
  /**
   * An alert of one of the user's rules (the SMS Alerts engine, a rule marked for Discord): posted with
   * the user's next message when the user's bot is on; dropped where this process is not posting.
   */
  post(userId: number, rule: RuleAlert): void;
  /** Whether this process is the one posting. */
  isPosting(): boolean;
  close(): Promise<void>;
}

interface UserQueue {
  recipient: BotRecipient;
  pending: BotAlert[];
  /** Dropped from `pending` before a message could carry them. */
  omitted: FeedCounts;
  /** Clock time before which no message goes out. */
  nextAt: number;
  inFlight: boolean;
  /** Failed attempts of the message being retried. */
  attempts: number;
}

const addCounts = (a: FeedCounts, b: FeedCounts): FeedCounts => ({
  flow: a.flow + b.flow,
  darkpool: a.darkpool + b.darkpool,
  gappers: a.gappers + b.gappers,
  rules: a.rules + b.rules,
});

function countByFeed(alerts: readonly BotAlert[]): FeedCounts {
  const counts = noCounts();
  for (const alert of alerts) counts[alert.kind] += 1;
  return counts;
}

/** Keeps the `limit` weightiest alerts; the rest are returned so they can be counted. */
export function keepLargest(alerts: readonly BotAlert[], limit: number): { kept: BotAlert[]; dropped: BotAlert[] } {
  if (alerts.length <= limit) return { kept: [...alerts], dropped: [] };
  const ranked = [...alerts].sort((a, b) => alertWeight(b) - alertWeight(a));
  return { kept: ranked.slice(0, limit), dropped: ranked.slice(limit) };
}

/**
 * The alerts of one message: everything when it fits; otherwise gappers first, then the largest of each
 * feed in turn (so a flood of dark pool prints cannot crowd out flow alerts), shown in time order.
 */
export function selectBatch(
  pending: readonly BotAlert[],
  max = MAX_EMBEDS_PER_MESSAGE,
): { shown: BotAlert[]; rest: BotAlert[] } {
  const byTime = (a: BotAlert, b: BotAlert) => alertTime(a) - alertTime(b);
  if (pending.length <= max) return { shown: [...pending].sort(byTime), rest: [] };
  const feeds: BotFeed[] = ['gappers', 'rules', 'flow', 'darkpool'];
  const buckets = new Map(
    feeds.map((feed) => [feed, pending.filter((a) => a.kind === feed).sort((a, b) => alertWeight(b) - alertWeight(a))]),
  );
  // What the user asked for by name (the session's gappers, their own rules) first, oldest rule alerts first.
  const rules = [...(buckets.get('rules') ?? [])].sort(byTime);
  const shown: BotAlert[] = [...(buckets.get('gappers') ?? []), ...rules].slice(0, max);
  const turns = feeds.slice(2);
  while (shown.length < max && turns.some((feed) => (buckets.get(feed)?.length ?? 0) > 0)) {
    for (const feed of turns) {
      const next = buckets.get(feed)?.shift();
      if (next && shown.length < max) shown.push(next);
    }
  }
  const chosen = new Set(shown);
  return { shown: shown.sort(byTime), rest: pending.filter((a) => !chosen.has(a)) };
}

export function createBotDispatcher(options: DispatcherOptions): BotDispatcher {
  const clock = options.clock ?? (() => performance.now());
  const messageIntervalMs = options.messageIntervalMs ?? MESSAGE_INTERVAL_MS;
  const refreshMs = options.recipientsRefreshMs ?? RECIPIENTS_REFRESH_MS;
  const log = options.logger;

  let listening: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lock: LeaderLock | null = null;
  let active = false;
  let closed = false;

  let inbox: EngineUpdate[] = [];
  let inboxItems = 0;
  /** Rule alerts handed over since the last tick. */
  let ruleInbox: Array<{ userId: number; rule: RuleAlert }> = [];
  let inboxDropped = 0;
  let recipients = new Map<number, BotRecipient>();
  let loadedAt: number | null = null;
  const queues = new Map<number, UserQueue>();
  const inFlight = new Set<Promise<void>>();
  let pausedUntil = 0;
  /** Market time of the updates routed so far (gappers are due once it passes the open). */
  let marketTime: number | null = null;
  /** The session whose gappers each user has been given (or was found to have). */
  const gappersGiven = new Map<number, IsoDate>();
  let gappersCache: Gappers | null = null;
  let ticking: Promise<void> = Promise.resolve();
  let timerBusy = false;

  const posting = (): boolean => active && !closed && (lock === null || lock.isLeader());

  function reset(): void {
    inbox = [];
    inboxItems = 0;
    ruleInbox = [];
    queues.clear();
    recipients = new Map();
    loadedAt = null;
    marketTime = null;
    gappersGiven.clear();
  }

  function setActive(next: boolean): void {
    if (next === active) return;
    active = next;
    // A process that stops posting forgets what it held: the new leader posts from its own updates.
    reset();
    log?.info({ posting: next }, next ? 'discord bot posting here' : 'discord bot posting stopped here');
  }

  function receive(update: EngineUpdate): void {
    if (!posting()) return;
    inbox.push(update);
    inboxItems += update.trades.length + update.prints.length;
    while (inboxItems > MAX_INBOX_ITEMS && inbox.length > 1) {
      const dropped = inbox.shift() as EngineUpdate;
      const count = dropped.trades.length + dropped.prints.length;
      inboxItems -= count;
      inboxDropped += count;
    }
  }

  function queueOf(recipient: BotRecipient): UserQueue {
    let queue = queues.get(recipient.userId);
    if (!queue) {
      queue = { recipient, pending: [], omitted: noCounts(), nextAt: 0, inFlight: false, attempts: 0 };
      queues.set(recipient.userId, queue);
    }
    return queue;
  }

  function enqueue(recipient: BotRecipient, alert: BotAlert): void {
    const queue = queueOf(recipient);
    queue.pending.push(alert);
    // Trimmed in bulk (at twice the bound) so a busy tick does not sort on every alert.
    if (queue.pending.length >= 2 * MAX_PENDING_ALERTS) {
      const { kept, dropped } = keepLargest(queue.pending, MAX_PENDING_ALERTS);
      queue.pending = kept;
      queue.omitted = addCounts(queue.omitted, countByFeed(dropped));
    }
  }

  async function loadRecipients(): Promise<void> {
    const list = await options.store.recipients(toIsoDate(options.now()));
    loadedAt = clock();
    const next = new Map<number, BotRecipient>();
    for (const recipient of list) {
      if (targetOf(recipient) === null) {
        await switchOff(recipient, [], MESSAGES.switchedOffUnreadable, MESSAGES.unreadable);
        continue;
      }
      next.set(recipient.userId, recipient);
    }
    recipients = next;
    for (const [userId, queue] of queues) {
      const current = next.get(userId);
      if (current) queue.recipient = current;
      else if (!queue.inFlight) queues.delete(userId);
    }
  }

  function route(updates: readonly EngineUpdate[]): void {
    const list = [...recipients.values()];
    const flowUsers = list.filter((r) => r.flowFilters.length > 0);
    const printUsers = list.filter((r) => r.darkpool);
    for (const update of updates) {
      if (flowUsers.length > 0)
        for (const trade of update.trades)
          for (const recipient of flowUsers) {
            const names = recipient.flowFilters.filter((f) => matchesAlertFilter(trade, f)).map((f) => f.name);
            if (names.length > 0) enqueue(recipient, { kind: 'flow', trade, filterNames: names });
          }
      if (printUsers.length > 0)
        for (const print of update.prints)
          if (print.notional >= DARKPOOL_MIN_NOTIONAL)
            for (const recipient of printUsers) enqueue(recipient, { kind: 'darkpool', print });
    }
  }

  async function routeGappers(at: number, previous: number | null): Promise<void> {
    const session = sessionDateAt(at);
    if (!gappersDue(session, at, previous)) return;
    const wanting = [...recipients.values()].filter((r) => r.gappers && gappersGiven.get(r.userId) !== session);
    if (wanting.length === 0) return;
    const already = await options.store.gappersPosted(
      wanting.map((r) => r.userId),
      session,
    );
    const due = wanting.filter((r) => !already.has(r.userId));
    if (due.length > 0 && gappersCache?.session !== session) gappersCache = await options.gappers(session, at);
    const gappers = gappersCache?.session === session ? gappersCache : null;
    for (const recipient of wanting) {
      gappersGiven.set(recipient.userId, session);
      if (gappers && !already.has(recipient.userId)) enqueue(recipient, { kind: 'gappers', gappers });
    }
  }

  /** Where a recipient's posts go; null when its stored webhook token can no longer be opened. */
  function targetOf(recipient: BotRecipient): DiscordTarget | null {
    if (recipient.channelId) return { kind: 'channel', id: recipient.channelId };
    const token = recipient.sealedToken === null ? null : options.openToken(recipient.sealedToken);
    return token === null || recipient.webhookId === null ? null : { id: recipient.webhookId, token };
  }

  async function record(userId: number, rows: HistoryRow[]): Promise<void> {
    try {
      await options.store.record(userId, rows, options.now());
    } catch (error) {
      log?.error({ err: error, userId }, 'discord bot history not recorded');
    }
  }

  async function switchOff(
    recipient: BotRecipient,
    alerts: readonly BotAlert[],
    reason: string,
    error: string,
  ): Promise<void> {
    queues.delete(recipient.userId);
    recipients.delete(recipient.userId);
    const rows = liveSummaries(alerts, noCounts()).map(({ kind, summary }) => ({ kind, summary }));
    if (rows.length === 0) {
      const feed: BotFeed =
        recipient.flowFilters.length > 0
          ? 'flow'
          : recipient.darkpool
            ? 'darkpool'
            : recipient.gappers
              ? 'gappers'
              : 'rules';
      rows.push({ kind: feed, summary: MESSAGES.liveStopped });
    }
    try {
      const switched = await options.store.switchOff(recipient, rows, reason, error, options.now());
      log?.warn({ userId: recipient.userId, switched, reason: error }, 'discord bot switched off');
    } catch (cause) {
      log?.error({ err: cause, userId: recipient.userId }, 'discord bot could not be switched off');
    }
  }

  async function send(queue: UserQueue): Promise<void> {
    const { recipient } = queue;
    const { shown, rest } = selectBatch(queue.pending);
    const omittedBefore = queue.omitted;
    const omitted = addCounts(omittedBefore, countByFeed(rest));
    queue.pending = [];
    queue.omitted = noCounts();
    const target = targetOf(recipient);
    if (target === null) {
      await switchOff(recipient, shown, MESSAGES.switchedOffUnreadable, MESSAGES.unreadable);
      return;
    }
    const result = await options.discord.send(target, composeLiveMessage(shown, omitted, options.footer));
    const summaries = liveSummaries(shown, omitted);
    if (result.ok) {
      queue.attempts = 0;
      queue.nextAt = clock() + Math.max(messageIntervalMs, result.resetAfterMs ?? 0);
      await record(
        recipient.userId,
        summaries.map((s) => ({ ...s, status: 'sent', error: null })),
      );
      return;
    }
    if (result.gone) {
      if (recipient.channelId)
        await switchOff(recipient, shown, MESSAGES.switchedOffChannelGone, DISCORD_ERRORS.channelRefused);
      else await switchOff(recipient, shown, MESSAGES.switchedOffGone, DISCORD_ERRORS.gone);
      return;
    }
    const retry = (waitMs: number) => {
      // The same alerts go again, ahead of those that arrived meanwhile, within the usual bound.
      const { kept, dropped } = keepLargest([...shown, ...rest, ...queue.pending], MAX_PENDING_ALERTS);
      queue.pending = kept;
      queue.omitted = addCounts(addCounts(queue.omitted, omittedBefore), countByFeed(dropped));
      queue.nextAt = clock() + waitMs;
    };
    if (result.status === 429) {
      const waitMs = result.retryAfterMs ?? messageIntervalMs;
      if (result.global) pausedUntil = clock() + waitMs;
      retry(waitMs);
      return;
    }
    queue.attempts += 1;
    if (queue.attempts < MAX_SEND_ATTEMPTS) {
      retry(messageIntervalMs * 2 ** queue.attempts);
      return;
    }
    queue.attempts = 0;
    queue.nextAt = clock() + messageIntervalMs;
    await record(
      recipient.userId,
      summaries.map((s) => ({ ...s, status: 'failed', error: result.error })),
    );
  }

  function sendDue(): void {
    const at = clock();
    if (at < pausedUntil) return;
    for (const [userId, queue] of queues) {
      if (inFlight.size >= MAX_CONCURRENT_SENDS) return;
      if (!recipients.has(userId)) {
        if (!queue.inFlight) queues.delete(userId);
        continue;
      }
      if (queue.inFlight || queue.pending.length === 0 || queue.nextAt > at) continue;
      queue.inFlight = true;
      const sending: Promise<void> = send(queue)
        .catch((error: unknown) =>
          log?.error({ err: error, userId: queue.recipient.userId }, 'discord bot post failed'),
        )
        .finally(() => {
          queue.inFlight = false;
          inFlight.delete(sending);
        });
      inFlight.add(sending);
    }
  }

  async function run(reload: boolean): Promise<void> {
    if (!posting()) {
      inbox = [];
      inboxItems = 0;
      ruleInbox = [];
      return;
    }
    const updates = inbox;
    inbox = [];
    inboxItems = 0;
    const rules = ruleInbox;
    ruleInbox = [];
    if (inboxDropped > 0) {
      log?.warn({ dropped: inboxDropped }, 'discord bot inbox overflowed: oldest market updates skipped');
      inboxDropped = 0;
    }
    if (updates.length > 0 || rules.length > 0 || reload) {
      if (reload || loadedAt === null || clock() - loadedAt >= refreshMs) await loadRecipients();
      route(updates);
      for (const { userId, rule } of rules) {
        const recipient = recipients.get(userId);
        if (recipient) enqueue(recipient, { kind: 'rules', rule });
      }
      const latest = updates.reduce<number | null>((max, u) => (max === null || u.asOf > max ? u.asOf : max), null);
      if (latest !== null) {
        const previous = marketTime;
        marketTime = latest;
        if (previous === null || sessionDateAt(previous) !== sessionDateAt(latest)) gappersGiven.clear();
        await routeGappers(latest, previous);
      }
    }
    sendDue();
  }

  /** Ticks run one after another. */
  function tick(reload = false): Promise<void> {
    const next = ticking
      .then(() => run(reload))
      .catch((error: unknown) => log?.error({ err: error }, 'discord bot dispatch failed'));
    ticking = next;
    return next;
  }

  return {
    async start() {
      if (listening) return;
      listening = options.feed.onUpdate(receive);
      if (options.leaderLock) {
        lock = createLeaderLock({
          ...options.leaderLock,
          onLead: () => setActive(true),
          onLose: () => setActive(false),
        });
        await lock.start();
      } else {
        setActive(true);
      }
      if (options.tickMs != null) {
        timer = setInterval(() => {
          // A slow tick (database, many users) is not queued up behind: the next one simply comes later.
          if (timerBusy) return;
          timerBusy = true;
          void tick().finally(() => (timerBusy = false));
        }, options.tickMs);
        timer.unref();
      }
    },

    async flush() {
      await tick(true);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    post(userId, rule) {
      if (!posting()) return;
      ruleInbox.push({ userId, rule });
      if (ruleInbox.length > MAX_INBOX_ITEMS) ruleInbox.splice(0, ruleInbox.length - MAX_INBOX_ITEMS);
    },

    isPosting: posting,

    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      listening?.();
      listening = null;
      await ticking;
      await Promise.all([...inFlight]);
      await lock?.stop();
      setActive(false);
    },
  };
}
