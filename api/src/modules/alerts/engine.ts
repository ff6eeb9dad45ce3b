/**
 * The alert rule engine: pure, driven by the caller's clock. Signals are matched against rules through an
 * index by signal kind and symbol (never a scan of every rule); matches are grouped into one alert per rule
 * over a window, and a rule stays quiet for a symbol during its cooldown. A closed group fans out to the
 * rule's channels: a text (quiet hours hold nothing back — a text due in them is dropped — and each user
 * receives at most `maxPerDay` texts a local day) and a Discord post (the bot paces the channel itself, so
 * neither applies). Grouping and cooldown are the rule's, whatever the channel: one rule is matched once.
 * Only the subscribers handed to `setSubscribers` receive anything; one dropped from the list loses what
 * was pending for it.
 */
import { composeText } from './compose.js';
import { inQuietHours, localDay, type QuietHours } from './local-time.js';
import { TEXT_ONLY, type AlertSignal, type CompiledRule } from './signals.js';

/** Matches of one rule within this long make one alert. */
export const GROUP_WINDOW_MS = 60_000;
/** After an alert, a rule says nothing more about the same symbol for this long. */
export const COOLDOWN_MS = 15 * 60_000;
/** An event key offered twice within this long counts once. */
export const DEDUPE_MS = 60 * 60_000;
/** Signals kept per group for the alert (the rest are counted). */
const GROUP_KEEP = 8;
/** Key for events without a symbol (economic releases) in the cooldown map. */
const NO_SYMBOL = '*';

export interface AlertSubscriber {
  userId: number;
  /** E.164; null: the user is not texted (the rules' Discord posts still go out). */
  phone: string | null;
  /** Where the daily cap's day begins and ends. */
  timeZone: string;
  /** Texts only. */
  quietHours: QuietHours | null;
  /** Texts only. */
  maxPerDay: number;
  /** Each rule says its channels; the caller keeps only those the user can receive. */
  rules: readonly CompiledRule[];
}

/** What every alert says, whatever its channel. */
interface AlertBase {
  userId: number;
  ruleId: string;
  ruleName: string;
  /** How many matched events the alert stands for. */
  events: number;
  symbols: string[];
  /** The kept events' one-line descriptions, oldest first (a Discord post lists them all). */
  lines: string[];
  /** When the group closed (the engine's clock). */
  at: number;
}

export interface OutgoingText extends AlertBase {
  channel: 'sms';
  phone: string;
  text: string;
  /** `daily_cap`: not sent; recorded once a day so the user sees why texts stopped. */
  status: 'send' | 'daily_cap';
}

/** A rule's alert for the user's Discord bot (which posts it where it is connected). */
export interface OutgoingPost extends AlertBase {
  channel: 'discord';
}

export type OutgoingAlert = OutgoingText | OutgoingPost;

/** The alerts going out through one channel. */
export function alertsFor<C extends OutgoingAlert['channel']>(
  alerts: readonly OutgoingAlert[],
  channel: C,
): Array<Extract<OutgoingAlert, { channel: C }>> {
  return alerts.filter((alert): alert is Extract<OutgoingAlert, { channel: C }> => alert.channel === channel);
}

interface Group {
  rule: CompiledRule;
  opensAt: number;
  signals: AlertSignal[];
  count: number;
  symbols: Set<string>;
}

export interface EngineOptions {
  windowMs?: number;
  cooldownMs?: number;
}

export interface AlertEngineStats {
  matched: number;
  grouped: number;
  cooledDown: number;
  duplicates: number;
  /** Texts dropped in quiet hours. */
  quietHours: number;
  overCap: number;
}

/** Entries (rules, or the engine's per-rule state) by signal kind, then by symbol; "every symbol" apart. */
export interface RuleIndex<T = CompiledRule> {
  bySymbol: Map<string, Map<string, T[]>>;
  anySymbol: Map<string, T[]>;
  size: number;
  ruleOf: (entry: T) => CompiledRule;
}

export function buildRuleIndex(rules: Iterable<CompiledRule>): RuleIndex;
export function buildRuleIndex<T>(entries: Iterable<T>, ruleOf: (entry: T) => CompiledRule): RuleIndex<T>;
export function buildRuleIndex<T>(
  entries: Iterable<T>,
  ruleOf: (entry: T) => CompiledRule = (entry) => entry as CompiledRule,
): RuleIndex<T> {
  const index: RuleIndex<T> = { bySymbol: new Map(), anySymbol: new Map(), size: 0, ruleOf };
  for (const entry of entries) {
    const rule = ruleOf(entry);
    index.size += 1;
    if (rule.symbols === null) {
      const list = index.anySymbol.get(rule.kind) ?? [];
      list.push(entry);
      index.anySymbol.set(rule.kind, list);
      continue;
    }
    let kind = index.bySymbol.get(rule.kind);
    if (!kind) index.bySymbol.set(rule.kind, (kind = new Map()));
    for (const symbol of rule.symbols) {
      const list = kind.get(symbol) ?? [];
      list.push(entry);
      kind.set(symbol, list);
    }
  }
  return index;
}

/** The entries whose rule a signal satisfies: only those indexed under its kind and symbol (or every symbol) are tried. */
export function matchSignal<T>(index: RuleIndex<T>, signal: AlertSignal): T[] {
  const out: T[] = [];
  if (signal.symbol !== null) {
    const candidates = index.bySymbol.get(signal.kind)?.get(signal.symbol);
    if (candidates) for (const entry of candidates) if (index.ruleOf(entry).matches(signal)) out.push(entry);
  }
  const broad = index.anySymbol.get(signal.kind);
  if (broad) for (const entry of broad) if (index.ruleOf(entry).matches(signal)) out.push(entry);
  return out;
}

/** What the engine remembers of one rule: its open group and when it may speak again about each symbol. */
interface RuleState {
  key: string;
  rule: CompiledRule;
  group: Group | null;
  cooldowns: Map<string, number>;
}

export function createAlertEngine(options: EngineOptions = {}) {
  const windowMs = options.windowMs ?? GROUP_WINDOW_MS;
  const cooldownMs = options.cooldownMs ?? COOLDOWN_MS;
  let subscribers = new Map<number, AlertSubscriber>();
  let states = new Map<string, RuleState>();
  let index = buildRuleIndex<RuleState>([], (state) => state.rule);
  /** Rules with an open group, in the order they opened. */
  const open = new Set<RuleState>();
  const seen = new Map<string, number>();
  const daily = new Map<number, { day: string; sent: number; capNoted: boolean }>();
  const stats: AlertEngineStats = { matched: 0, grouped: 0, cooledDown: 0, duplicates: 0, quietHours: 0, overCap: 0 };

  function dayCount(subscriber: AlertSubscriber, day: string) {
    let entry = daily.get(subscriber.userId);
    if (!entry || entry.day !== day) {
      entry = { day, sent: 0, capNoted: false };
      daily.set(subscriber.userId, entry);
    }
    return entry;
  }

  return {
    stats,

    /** Replaces who receives alerts and their rules (called again whenever settings or subscriptions change). */
    setSubscribers(list: readonly AlertSubscriber[]): void {
      subscribers = new Map(list.map((s) => [s.userId, s]));
      const next = new Map<string, RuleState>();
      for (const subscriber of list)
        for (const rule of subscriber.rules) {
          const key = `${rule.userId}:${rule.id}`;
          const before = states.get(key);
          // A rule kept across a refresh keeps its cooldowns and its open group.
          const state: RuleState = {
            key,
            rule,
            group: before?.group ?? null,
            cooldowns: before?.cooldowns ?? new Map(),
          };
          next.set(key, state);
        }
      open.clear();
      for (const state of next.values()) if (state.group) open.add(state);
      states = next;
      index = buildRuleIndex(states.values(), (state) => state.rule);
    },

    /** Texts already sent today (e.g. read from the delivery log after a restart). */
    seedSentToday(userId: number, sent: number, at: number): void {
      const subscriber = subscribers.get(userId);
      if (!subscriber) return;
      const entry = dayCount(subscriber, localDay(at, subscriber.timeZone));
      entry.sent = Math.max(entry.sent, sent);
    },

    get ruleCount(): number {
      return index.size;
    },

    /** Offers one event: each matching rule adds it to its open group (opening one if needed). */
    offer(signal: AlertSignal, now: number): void {
      if (seen.has(signal.key)) {
        stats.duplicates += 1;
        return;
      }
      seen.set(signal.key, now);
      const symbol = signal.symbol ?? NO_SYMBOL;
      const take = (state: RuleState) => {
        // A rule quiet about this symbol is not even asked whether it matches.
        if (state.cooldowns.size > 0) {
          const until = state.cooldowns.get(symbol);
          if (until !== undefined && now < until) {
            stats.cooledDown += 1;
            return;
          }
        }
        if (!state.rule.matches(signal)) return;
        stats.matched += 1;
        let group = state.group;
        if (!group) {
          state.group = group = { rule: state.rule, opensAt: now, signals: [], count: 0, symbols: new Set() };
          open.add(state);
        } else stats.grouped += 1;
        group.count += 1;
        if (group.signals.length < GROUP_KEEP) group.signals.push(signal);
        group.symbols.add(symbol);
      };
      // The same lookup as matchSignal, without building the list of matches.
      if (signal.symbol !== null) {
        const candidates = index.bySymbol.get(signal.kind)?.get(signal.symbol);
        if (candidates) for (const state of candidates) take(state);
      }
      const broad = index.anySymbol.get(signal.kind);
      if (broad) for (const state of broad) take(state);
    },

    /** Closes every group whose window has ended and returns its alerts: texts (or notes of the cap) and posts. */
    due(now: number): OutgoingAlert[] {
      const out: OutgoingAlert[] = [];
      // Local days and quiet hours are read once per time zone per call.
      const days = new Map<string, string>();
      const dayIn = (timeZone: string) => {
        let day = days.get(timeZone);
        if (day === undefined) days.set(timeZone, (day = localDay(now, timeZone)));
        return day;
      };
      const quietNow = new Map<QuietHours, boolean>();
      const quiet = (hours: QuietHours | null) => {
        if (!hours) return false;
        let value = quietNow.get(hours);
        if (value === undefined) quietNow.set(hours, (value = inQuietHours(now, hours)));
        return value;
      };
      for (const state of open) {
        const group = state.group;
        if (!group) {
          open.delete(state);
          continue;
        }
        if (now < group.opensAt + windowMs) continue;
        open.delete(state);
        state.group = null;
        const subscriber = subscribers.get(group.rule.userId);
        if (!subscriber) continue;
        for (const [symbol, until] of state.cooldowns) if (until <= now) state.cooldowns.delete(symbol);
        for (const symbol of group.symbols) state.cooldowns.set(symbol, now + cooldownMs);
        // The rule as last refreshed: a channel switched off while the group was open gets nothing.
        const channels = state.rule.channels ?? TEXT_ONLY;
        const alert: AlertBase = {
          userId: subscriber.userId,
          ruleId: group.rule.id,
          ruleName: group.rule.name,
          events: group.count,
          symbols: [...group.symbols].filter((s) => s !== NO_SYMBOL),
          lines: group.signals.map((signal) => signal.line),
          at: now,
        };
        if (channels.discord) out.push({ ...alert, channel: 'discord' });
        if (!channels.sms || subscriber.phone === null) continue;
        if (quiet(subscriber.quietHours)) {
          stats.quietHours += 1;
          continue;
        }
        const count = dayCount(subscriber, dayIn(subscriber.timeZone));
        const text = { ...alert, channel: 'sms' as const, phone: subscriber.phone };
        if (count.sent >= subscriber.maxPerDay) {
          stats.overCap += 1;
          if (!count.capNoted) {
            count.capNoted = true;
            out.push({
              ...text,
              status: 'daily_cap',
              text: `Daily limit of ${subscriber.maxPerDay} texts reached; alerts resume tomorrow.`,
            });
          }
          continue;
        }
        count.sent += 1;
        out.push({ ...text, status: 'send', text: composeText(group.rule.name, group.signals, group.count) });
      }
      for (const [key, at] of seen) {
        if (at > now - DEDUPE_MS) break;
        seen.delete(key);
      }
      return out;
    },

    /** Groups still open (for tests and the bench). */
    get pending(): number {
      return open.size;
    },
  };
}

export type AlertEngine = ReturnType<typeof createAlertEngine>;
