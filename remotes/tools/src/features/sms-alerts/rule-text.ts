/** Plain-language descriptions of rules, and new rules' defaults. */
import {
  ALERT_RULE_KIND_LABELS,
  type AlertRule,
  type AlertRuleKind,
  SCANNER_ALERT_EVENT_LABELS,
} from '@flowdeck/endpoints/sms-alerts';
import { RATING_ACTION_LABELS } from '@flowdeck/endpoints/analyst-ratings';
import type { AlertFilter } from '@flowdeck/endpoints/user-settings';

const list = (symbols: string[]) =>
  symbols.length > 3 ? `${symbols.slice(0, 3).join(', ')} +${symbols.length - 3}` : symbols.join(', ');

/** "Price of AAPL crosses above 250.00", "Insider buys in NVDA, AMD"… */
export function describeRule(
  rule: AlertRule,
  filters: readonly AlertFilter[],
  screens: readonly { id: string; name: string }[] = [],
): string {
  switch (rule.kind) {
    case 'flow': {
      const filter = filters.find((f) => f.id === rule.filterId);
      return filter ? `Flow matching "${filter.name}"` : 'Flow filter no longer exists';
    }
    case 'price':
      return `${rule.symbol} crosses ${rule.direction} ${rule.level.toFixed(2)}`;
    case 'move':
      return `${rule.symbol} moves ${rule.percent}% or more on the day`;
    case 'insider':
    case 'politician': {
      const who = rule.kind === 'insider' ? 'Insider' : 'Politician';
      const what = rule.direction === 'any' ? 'trades' : `${rule.direction}s`;
      return `${who} ${what} in ${list(rule.symbols)}`;
    }
    case 'economic':
      return rule.minImportance === 'high'
        ? 'High-importance economic releases'
        : `Economic releases of ${rule.minImportance} importance or more`;
    case 'news': {
      const watched = [
        ...(rule.watchlist ? ['your watchlist'] : []),
        ...(rule.symbols.length > 0 ? [list(rule.symbols)] : []),
      ];
      return `Major news on ${watched.join(' and ')}`;
    }
    case 'analyst': {
      const actions =
        rule.actions.length === 0 ? 'Analyst actions' : rule.actions.map((a) => RATING_ACTION_LABELS[a]).join(', ');
      const watched = [
        ...(rule.watchlist ? ['your watchlist'] : []),
        ...(rule.symbols.length > 0 ? [list(rule.symbols)] : []),
      ];
      const parts = [
        watched.length > 0 ? `on ${watched.join(' and ')}` : 'on any ticker',
        ...(rule.firms.length > 0 ? [`by ${list(rule.firms)}`] : []),
        ...(rule.minUpside !== null ? [`upside ${rule.minUpside}%+`] : []),
        ...(rule.minSuccess !== null ? [`firm success ${rule.minSuccess}%+`] : []),
      ];
      return `${actions} ${parts.join(', ')}`;
    }
    case 'scanner': {
      const events = rule.events.map((e) => SCANNER_ALERT_EVENT_LABELS[e]).join(', ');
      const watched = [
        ...(rule.watchlist ? ['your watchlist'] : []),
        ...(rule.symbols.length > 0 ? [list(rule.symbols)] : []),
      ];
      const on = watched.length > 0 ? `on ${watched.join(' and ')}` : 'on any ticker';
      return `${events} ${on}${rule.confirmedOnly ? ' (volume-confirmed breaks)' : ''}`;
    }
    case 'earnings': {
      const watched = [
        ...(rule.watchlist ? ['your watchlist'] : []),
        ...(rule.symbols.length > 0 ? [list(rule.symbols)] : []),
      ];
      const which =
        rule.surprise === 'any' ? 'Earnings reports' : rule.surprise === 'beat' ? 'Earnings beats' : 'Earnings misses';
      return `${which} ${watched.length > 0 ? `of ${watched.join(' and ')}` : 'of every company'}`;
    }
    case 'screen': {
      const screen = screens.find((s) => s.id === rule.screenId);
      if (!screen) return 'Screen no longer exists';
      const what =
        rule.changes.length === 2 ? 'entering or leaving' : rule.changes[0] === 'enter' ? 'entering' : 'leaving';
      return `Symbols ${what} "${screen.name}"`;
    }
  }
}

export const kindLabel = (kind: AlertRuleKind) => ALERT_RULE_KIND_LABELS[kind];

/** Where a rule alerts: "Text", "Discord" or "Text and Discord" (rules saved before the choice are texted). */
export function deliveryLabel(rule: Pick<AlertRule, 'sms' | 'discord'>): string {
  const ways = [...(rule.sms !== false ? ['Text'] : []), ...(rule.discord === true ? ['Discord'] : [])];
  return ways.join(' and ');
}

/** A fresh id for a new rule (letters and digits, unique within the user's rules). */
export function newRuleId(existing: readonly AlertRule[]): string {
  const taken = new Set(existing.map((r) => r.id));
  for (let n = existing.length + 1; ; n += 1) {
    const id = `rule-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** A new rule of `kind` with sensible starting values. */
export function draftRule(kind: AlertRuleKind, id: string, filters: readonly AlertFilter[]): AlertRule {
  const base = { id, name: '', enabled: true, sms: true, discord: false };
  switch (kind) {
    case 'flow':
      return { ...base, kind, filterId: filters[0]?.id ?? '' };
    case 'price':
      return { ...base, kind, symbol: '', direction: 'above', level: 0 };
    case 'move':
      return { ...base, kind, symbol: '', percent: 5 };
    case 'insider':
    case 'politician':
      return { ...base, kind, symbols: [], direction: 'any' };
    case 'economic':
      return { ...base, kind, minImportance: 'high' };
    case 'news':
      return { ...base, kind, symbols: [], watchlist: true };
    case 'analyst':
      return {
        ...base,
        kind,
        actions: ['upgrade', 'downgrade'],
        firms: [],
        symbols: [],
        watchlist: true,
        minUpside: null,
        minSuccess: null,
      };
    case 'scanner':
      return { ...base, kind, events: ['breakout', 'breakdown'], symbols: [], watchlist: true, confirmedOnly: true };
    case 'screen':
      return { ...base, kind, screenId: 'top-gainers', changes: ['enter'] };
    case 'earnings':
      return { ...base, kind, symbols: [], watchlist: true, surprise: 'any' };
  }
}
