/**
 * Signals and the rules that watch them. A signal is one event the product noticed (a flow print, a price
 * crossing, an insider filing…); a rule is compiled once into the symbols it watches (the engine's index
 * keys) and a predicate. A new kind of signal is one entry in RULE_COMPILERS plus
 * its rule shape in @flowdeck/endpoints/sms-alerts; the engine, grouping and delivery need no change.
 */
import type { AnalystRating, FlowTrade } from '@flowdeck/api-types';
import { matchesAnalystCriteria } from '@flowdeck/endpoints/analyst-ratings';
import type {
  AlertRule,
  AlertRuleKind,
  ReleaseImportance,
  ScannerAlertEvent,
  ScreenChange,
  TradeDirection,
} from '@flowdeck/endpoints/sms-alerts';
import type { AlertFilter } from '@flowdeck/endpoints/user-settings';
import { matchesFlow } from '../../market/compute/flow-filter.js';
import { toFlowFilter } from '../discord-bot/alert-match.js';
import type { AlertFilter as StoredAlertFilter } from '../user-settings/schemas.js';

/** One event offered to the engine. */
export interface AlertSignal<D = unknown> {
  kind: string;
  /** Upper-case ticker, or null for an event about no one symbol (an economic release). */
  symbol: string | null;
  /** Unique per event: the same event offered twice is counted once. */
  key: string;
  /** When it happened (ms since the epoch, market time). */
  at: number;
  /** One short line for the text, e.g. "AAPL $1.2M 190C 6/20 sweep". GSM-7, no emoji. */
  line: string;
  data: D;
}

export interface PriceSignalData {
  price: number;
  /** The price last seen before this one. */
  previous: number;
}
export interface MoveSignalData {
  /** Change from the previous close, in percent, now and when last seen. */
  changePercent: number;
  previousChangePercent: number;
}
export interface TradeSignalData {
  direction: Exclude<TradeDirection, 'any'>;
}
export interface ReleaseSignalData {
  importance: ReleaseImportance;
}
/** The rating action as the Analyst Alerts page shows it (its firm's record included). */
export type AnalystSignalData = Pick<AnalystRating, 'action' | 'firm' | 'ticker' | 'upside' | 'firmRecord'>;
export interface ScannerSignalData {
  event: ScannerAlertEvent;
  /** A break confirmed by volume (gaps and relative volume always are). */
  confirmed: boolean;
}
export interface ScreenSignalData {
  screenId: string;
  change: ScreenChange;
}
export interface EarningsSignalData {
  /** The EPS surprise as a fraction; null without an estimate or an actual. */
  epsSurprise: number | null;
}
export interface NewsSignalData {
  /** The headline is marked major (the news module's rule): only those text. */
  major: boolean;
}

/** Where a rule's alerts go: texted, posted by the user's Discord bot, or both. */
export interface AlertChannels {
  sms: boolean;
  discord: boolean;
}

/** Where a rule goes that never chose (saved before the choice existed, or compiled without one): texts. */
export const TEXT_ONLY: AlertChannels = { sms: true, discord: false };

/** The rule's own choice. */
export function channelsOf(rule: Pick<AlertRule, 'sms' | 'discord'>): AlertChannels {
  return { sms: rule.sms ?? TEXT_ONLY.sms, discord: rule.discord ?? TEXT_ONLY.discord };
}

/** A rule ready for matching. */
export interface CompiledRule {
  userId: number;
  id: string;
  name: string;
  kind: string;
  /** Index keys; null: every symbol (and events without one). */
  symbols: readonly string[] | null;
  /** Where its alerts go; absent: texted only. */
  channels?: AlertChannels;
  matches(signal: AlertSignal): boolean;
}

export interface CompileContext {
  userId: number;
  /** The user's saved flow filters by id. */
  filters: ReadonlyMap<string, AlertFilter>;
  /** The user's watchlist (the Dashboard's), for rules that watch it. */
  watchlist?: readonly string[];
}

type Compiler<R extends AlertRule> = (rule: R, context: CompileContext) => CompiledRule | null;
type Compilers = { [K in AlertRuleKind]: Compiler<Extract<AlertRule, { kind: K }>> };

const IMPORTANCE_RANK: Record<ReleaseImportance, number> = { low: 0, medium: 1, high: 2 };

function base(rule: AlertRule, context: CompileContext) {
  return { userId: context.userId, id: rule.id, name: rule.name, kind: rule.kind, channels: channelsOf(rule) };
}

const tradeRule: Compiler<Extract<AlertRule, { kind: 'insider' | 'politician' }>> = (rule, context) => ({
  ...base(rule, context),
  symbols: rule.symbols,
  matches: (signal) => rule.direction === 'any' || (signal.data as TradeSignalData).direction === rule.direction,
});

export const RULE_COMPILERS: Compilers = {
  flow: (rule, context) => {
    const filter = context.filters.get(rule.filterId);
    // A rule whose filter was deleted watches nothing (the settings save prunes it).
    if (!filter) return null;
    // The same translation the Discord bot and the Flows page use, done once per rule.
    const flow = toFlowFilter(filter as StoredAlertFilter);
    return {
      ...base(rule, context),
      symbols: filter.tickers.length > 0 ? filter.tickers : null,
      matches: (signal) => matchesFlow(signal.data as FlowTrade, flow),
    };
  },
  price: (rule, context) => ({
    ...base(rule, context),
    symbols: [rule.symbol],
    matches: (signal) => {
      const { price, previous } = signal.data as PriceSignalData;
      return rule.direction === 'above'
        ? previous < rule.level && price >= rule.level
        : previous > rule.level && price <= rule.level;
    },
  }),
  move: (rule, context) => ({
    ...base(rule, context),
    symbols: [rule.symbol],
    // The move passes the threshold (either way) since the last quote: one signal per crossing, not per quote.
    matches: (signal) => {
      const { changePercent, previousChangePercent } = signal.data as MoveSignalData;
      return Math.abs(previousChangePercent) < rule.percent && Math.abs(changePercent) >= rule.percent;
    },
  }),
  insider: tradeRule,
  politician: tradeRule,
  economic: (rule, context) => ({
    ...base(rule, context),
    symbols: null,
    matches: (signal) =>
      IMPORTANCE_RANK[(signal.data as ReleaseSignalData).importance] >= IMPORTANCE_RANK[rule.minImportance],
  }),
  news: (rule, context) => {
    const symbols = [...new Set([...rule.symbols, ...(rule.watchlist ? (context.watchlist ?? []) : [])])];
    // A rule on an empty watchlist watches nothing until tickers are added to it.
    if (symbols.length === 0) return null;
    return { ...base(rule, context), symbols, matches: (signal) => (signal.data as NewsSignalData).major };
  },
  analyst: (rule, context) => {
    const watched = [...new Set([...rule.symbols, ...(rule.watchlist ? (context.watchlist ?? []) : [])])];
    // Neither tickers nor the watchlist: every ticker. A watchlist rule on an empty watchlist watches nothing.
    if (rule.watchlist && watched.length === 0) return null;
    const tickers = watched.length > 0 ? watched : null;
    const criteria = { ...rule, tickers };
    return {
      ...base(rule, context),
      symbols: tickers,
      matches: (signal) => matchesAnalystCriteria(signal.data as AnalystSignalData, criteria),
    };
  },
  scanner: (rule, context) => {
    const watched = [...new Set([...rule.symbols, ...(rule.watchlist ? (context.watchlist ?? []) : [])])];
    // Neither tickers nor the watchlist: every ticker. A watchlist rule on an empty watchlist watches nothing.
    if (rule.watchlist && watched.length === 0) return null;
    const events = new Set(rule.events);
    return {
      ...base(rule, context),
      symbols: watched.length > 0 ? watched : null,
      matches: (signal) => {
        const { event, confirmed } = signal.data as ScannerSignalData;
        return events.has(event) && (confirmed || !rule.confirmedOnly);
      },
    };
  },
  earnings: (rule, context) => {
    const watched = [...new Set([...rule.symbols, ...(rule.watchlist ? (context.watchlist ?? []) : [])])];
    // Neither tickers nor the watchlist: every ticker. A watchlist rule on an empty watchlist watches nothing.
    if (rule.watchlist && watched.length === 0) return null;
    return {
      ...base(rule, context),
      symbols: watched.length > 0 ? watched : null,
      matches: (signal) => {
        const { epsSurprise } = signal.data as EarningsSignalData;
        if (rule.surprise === 'any') return true;
        if (epsSurprise === null) return false;
        return rule.surprise === 'beat' ? epsSurprise > 0 : epsSurprise < 0;
      },
    };
  },
  screen: (rule, context) => {
    const changes = new Set(rule.changes);
    return {
      ...base(rule, context),
      // Any symbol: the screen decides which, and its id is the user's own (checked when the rule is saved).
      symbols: null,
      matches: (signal) => {
        const { screenId, change } = signal.data as ScreenSignalData;
        return screenId === rule.screenId && changes.has(change);
      },
    };
  },
};

/** The screens the rules of `rules` watch (the screen watch evaluates only these). */
export function watchedScreens(rules: readonly AlertRule[]): string[] {
  return rules.flatMap((rule) => (rule.kind === 'screen' && rule.enabled ? [rule.screenId] : []));
}

/** The enabled rules of one user, compiled. */
export function compileRules(rules: readonly AlertRule[], context: CompileContext): CompiledRule[] {
  const compiled: CompiledRule[] = [];
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const compile = RULE_COMPILERS[rule.kind] as Compiler<AlertRule>;
    const result = compile(rule, context);
    if (result) compiled.push(result);
  }
  return compiled;
}
