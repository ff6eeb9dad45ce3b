import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AlertRule } from '@flowdeck/endpoints/sms-alerts';
import { flowTrade } from '../../market/compute/test-trades.js';
import { alertFilterSchema, type AlertFilter } from '../user-settings/schemas.js';
import { disclosedTradeSignal, flowSignal, moveSignal, priceSignal, releaseSignal } from './adapters.js';
import {
  alertsFor,
  buildRuleIndex,
  createAlertEngine,
  matchSignal,
  type AlertSubscriber,
  type OutgoingAlert,
} from './engine.js';
import { countSegments } from './segments.js';
import { compileRules } from './signals.js';

/** A fake clock: 2026-03-10 14:00 UTC = 10:00 in New York (EDT). */
const T0 = Date.UTC(2026, 2, 10, 14, 0, 0);
const SEC = 1_000;
const MIN = 60 * SEC;

const filter = (id: string, criteria: Record<string, unknown> = {}): AlertFilter =>
  alertFilterSchema.parse({ id, name: id, ...criteria });

function subscriber(
  userId: number,
  rules: AlertRule[],
  extra: Partial<AlertSubscriber> = {},
  filters: AlertFilter[] = [],
): AlertSubscriber {
  return {
    userId,
    phone: `+1415555${String(userId).padStart(4, '0')}`,
    timeZone: 'America/New_York',
    quietHours: null,
    maxPerDay: 25,
    rules: compileRules(rules, { userId, filters: new Map(filters.map((f) => [f.id, f])) }),
    ...extra,
  };
}

let tradeSeq = 0;
const trade = (ticker: string, premium = 100_000) =>
  flowSignal(flowTrade({ id: `t${(tradeSeq += 1)}`, ticker, premium, type: 'call', side: 'ask', kind: 'sweep' }));

const flowRule = (id: string, filterId: string): AlertRule => ({ id, name: id, enabled: true, kind: 'flow', filterId });
/** The texts among what the engine returned (every rule here but the Discord ones is texted only). */
const textsOf = (alerts: OutgoingAlert[]) => alertsFor(alerts, 'sms');

describe('rule index', () => {
  it('tries only the rules of the signal kind and symbol, plus those watching every symbol', () => {
    let tried = 0;
    const rule = (id: string, kind: string, symbols: string[] | null) => ({
      userId: 1,
      id,
      name: id,
      kind,
      symbols,
      matches: () => {
        tried += 1;
        return true;
      },
    });
    const index = buildRuleIndex([
      rule('a', 'price', ['AAPL']),
      rule('b', 'price', ['MSFT']),
      rule('c', 'flow', ['AAPL']),
      rule('d', 'price', null),
    ]);
    const matched = matchSignal(index, priceSignal('AAPL', 99, 101, T0));
    assert.deepEqual(
      matched.map((r) => r.id),
      ['a', 'd'],
    );
    assert.equal(tried, 2);
  });

  it('price crosses a level only when the previous price was on the other side', () => {
    const sub = subscriber(1, [
      { id: 'up', name: 'up', enabled: true, kind: 'price', symbol: 'AAPL', direction: 'above', level: 200 },
      { id: 'down', name: 'down', enabled: true, kind: 'price', symbol: 'AAPL', direction: 'below', level: 190 },
    ]);
    const index = buildRuleIndex(sub.rules);
    const ids = (prev: number, last: number) =>
      matchSignal(index, priceSignal('AAPL', prev, last, T0)).map((r) => r.id);
    assert.deepEqual(ids(199.99, 200), ['up']);
    assert.deepEqual(ids(200, 201), []);
    assert.deepEqual(ids(190.5, 189.9), ['down']);
    assert.deepEqual(ids(189, 188), []);
  });

  it('percent move, insider and politician direction, economic importance, disabled rules', () => {
    const sub = subscriber(1, [
      { id: 'move', name: 'm', enabled: true, kind: 'move', symbol: 'TSLA', percent: 5 },
      { id: 'ins', name: 'i', enabled: true, kind: 'insider', symbols: ['NVDA'], direction: 'buy' },
      { id: 'pol', name: 'p', enabled: true, kind: 'politician', symbols: ['NVDA'], direction: 'any' },
      { id: 'eco', name: 'e', enabled: true, kind: 'economic', minImportance: 'medium' },
      { id: 'off', name: 'o', enabled: false, kind: 'move', symbol: 'TSLA', percent: 1 },
    ]);
    const index = buildRuleIndex(sub.rules);
    const ids = (signal: Parameters<typeof matchSignal>[1]) => matchSignal(index, signal).map((r) => r.id);
    assert.deepEqual(ids(moveSignal('TSLA', 250, -5.2, -4.8, T0)), ['move']);
    assert.deepEqual(ids(moveSignal('TSLA', 250, 4.9, 4.1, T0)), []);
    // Already past the threshold at the last quote: no new crossing.
    assert.deepEqual(ids(moveSignal('TSLA', 250, 6, 5.5, T0)), []);
    const insider = (direction: 'buy' | 'sell') =>
      disclosedTradeSignal('insider', {
        id: direction,
        ticker: 'NVDA',
        who: 'Huang',
        direction,
        amount: '$1M',
        at: T0,
      });
    assert.deepEqual(ids(insider('buy')), ['ins']);
    assert.deepEqual(ids(insider('sell')), []);
    assert.deepEqual(
      ids(
        disclosedTradeSignal('politician', {
          id: 'x',
          ticker: 'NVDA',
          who: 'A',
          direction: 'sell',
          amount: '$1K-$15K',
          at: T0,
        }),
      ),
      ['pol'],
    );
    const release = (importance: 'low' | 'medium' | 'high') =>
      releaseSignal({ id: importance, name: 'CPI', importance, actual: '3.1%', forecast: '3.0%', at: T0 });
    assert.deepEqual(ids(release('high')), ['eco']);
    assert.deepEqual(ids(release('low')), []);
  });

  it('a flow rule matches through its saved filter and is indexed by the filter tickers', () => {
    const sub = subscriber(1, [flowRule('big', 'f')], {}, [filter('f', { tickers: ['NVDA'], minPremium: 500_000 })]);
    const index = buildRuleIndex(sub.rules);
    assert.equal(index.bySymbol.get('flow')?.get('NVDA')?.length, 1);
    assert.equal(matchSignal(index, trade('NVDA', 600_000)).length, 1);
    assert.equal(matchSignal(index, trade('NVDA', 400_000)).length, 0);
    assert.equal(matchSignal(index, trade('AMD', 600_000)).length, 0);
    // A rule whose filter no longer exists watches nothing.
    assert.equal(subscriber(2, [flowRule('gone', 'missing')]).rules.length, 0);
  });
});

describe('alert engine', () => {
  const broad = [filter('all')];

  it('groups a burst into one text per rule within the window', () => {
    const engine = createAlertEngine({ windowMs: MIN, cooldownMs: 10 * MIN });
    engine.setSubscribers([subscriber(1, [flowRule('r1', 'all'), flowRule('r2', 'all')], {}, broad)]);
    for (let i = 0; i < 50; i += 1) engine.offer(trade(['AAPL', 'NVDA', 'TSLA'][i % 3] ?? 'AAPL'), T0 + i * SEC);
    assert.deepEqual(engine.due(T0 + 59 * SEC), []);
    const texts = textsOf(engine.due(T0 + MIN));
    assert.deepEqual(
      texts.map((t) => [t.ruleId, t.events, t.status]),
      [
        ['r1', 50, 'send'],
        ['r2', 50, 'send'],
      ],
    );
    assert.match(texts[0]?.text ?? '', /^FlowDeck - r1: AAPL \$100K \d+C \d+\/\d+ sweep at ask \+49 more: NVDA, TSLA$/);
    assert.equal(countSegments(texts[0]?.text ?? '').segments, 1);
  });

  it('a rule stays quiet about a symbol during its cooldown, and speaks again after', () => {
    const engine = createAlertEngine({ windowMs: MIN, cooldownMs: 10 * MIN });
    engine.setSubscribers([subscriber(1, [flowRule('r', 'all')], {}, broad)]);
    engine.offer(trade('AAPL'), T0);
    assert.equal(engine.due(T0 + MIN).length, 1);
    engine.offer(trade('AAPL'), T0 + 2 * MIN);
    engine.offer(trade('MSFT'), T0 + 2 * MIN);
    const second = engine.due(T0 + 3 * MIN);
    assert.equal(second.length, 1);
    assert.deepEqual(second[0]?.symbols, ['MSFT']);
    engine.offer(trade('AAPL'), T0 + 11 * MIN);
    assert.deepEqual(engine.due(T0 + 12 * MIN)[0]?.symbols, ['AAPL']);
  });

  it('the same event offered twice counts once', () => {
    const engine = createAlertEngine({ windowMs: MIN });
    engine.setSubscribers([subscriber(1, [flowRule('r', 'all')], {}, broad)]);
    const signal = trade('AAPL');
    engine.offer(signal, T0);
    engine.offer(signal, T0 + SEC);
    assert.equal(engine.due(T0 + MIN)[0]?.events, 1);
    assert.equal(engine.stats.duplicates, 1);
  });

  it('drops texts due in quiet hours in the user time zone (a range past midnight wraps)', () => {
    const quiet = { start: '22:00', end: '07:00', timeZone: 'America/New_York' };
    const engine = createAlertEngine({ windowMs: MIN, cooldownMs: 0 });
    engine.setSubscribers([subscriber(1, [flowRule('r', 'all')], { quietHours: quiet }, broad)]);
    // 02:30 UTC on 11 March = 22:30 the evening before in New York.
    const night = Date.UTC(2026, 2, 11, 2, 30);
    engine.offer(trade('AAPL'), night);
    assert.deepEqual(engine.due(night + MIN), []);
    assert.equal(engine.stats.quietHours, 1);
    // 11:05 UTC = 07:05 in New York: quiet hours are over.
    const morning = Date.UTC(2026, 2, 11, 11, 5);
    engine.offer(trade('AAPL'), morning);
    assert.equal(engine.due(morning + MIN).length, 1);
  });

  it('caps texts per user per local day, notes the cap once, and starts again the next local day', () => {
    const engine = createAlertEngine({ windowMs: MIN, cooldownMs: 0 });
    engine.setSubscribers([subscriber(1, [flowRule('r', 'all')], { maxPerDay: 2 }, broad)]);
    const statuses: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const at = T0 + i * 2 * MIN;
      engine.offer(trade('AAPL'), at);
      statuses.push(...textsOf(engine.due(at + MIN)).map((t) => t.status));
    }
    assert.deepEqual(statuses, ['send', 'send', 'daily_cap']);
    // 03:30 UTC on 11 March is 23:30 on 10 March in New York (EDT, UTC-4); 05:00 UTC is 01:00 on the 11th.
    const stillToday = Date.UTC(2026, 2, 11, 3, 30);
    engine.offer(trade('AAPL'), stillToday);
    assert.deepEqual(engine.due(stillToday + MIN), []);
    const tomorrow = Date.UTC(2026, 2, 11, 5, 0);
    engine.offer(trade('AAPL'), tomorrow);
    assert.deepEqual(
      textsOf(engine.due(tomorrow + MIN)).map((t) => t.status),
      ['send'],
    );
  });

  it('counts texts already sent today (after a restart) against the cap', () => {
    const engine = createAlertEngine({ windowMs: MIN });
    engine.setSubscribers([subscriber(1, [flowRule('r', 'all')], { maxPerDay: 3 }, broad)]);
    engine.seedSentToday(1, 3, T0);
    engine.offer(trade('AAPL'), T0);
    assert.deepEqual(
      textsOf(engine.due(T0 + MIN)).map((t) => t.status),
      ['daily_cap'],
    );
  });

  it('a rule for text and Discord is matched and grouped once, and its alert goes out through both', () => {
    const engine = createAlertEngine({ windowMs: MIN, cooldownMs: 10 * MIN });
    const both: AlertRule = { ...flowRule('both', 'all'), sms: true, discord: true };
    engine.setSubscribers([subscriber(1, [both], {}, broad)]);
    assert.equal(engine.ruleCount, 1);
    engine.offer(trade('AAPL'), T0);
    engine.offer(trade('NVDA'), T0 + SEC);
    assert.equal(engine.stats.matched, 2, 'each event matched once');
    const out = engine.due(T0 + MIN);
    assert.deepEqual(
      out.map((alert) => [alert.channel, alert.ruleId, alert.events, alert.symbols]),
      [
        ['discord', 'both', 2, ['AAPL', 'NVDA']],
        ['sms', 'both', 2, ['AAPL', 'NVDA']],
      ],
    );
    assert.deepEqual(out[0]?.lines, out[1]?.lines);
    // The cooldown is the rule's: neither channel hears of AAPL again within it.
    engine.offer(trade('AAPL'), T0 + 2 * MIN);
    assert.deepEqual(engine.due(T0 + 3 * MIN), []);
  });

  it('quiet hours, the daily cap and a missing number hold back texts only; Discord posts go out', () => {
    const quiet = { start: '22:00', end: '07:00', timeZone: 'America/New_York' };
    const night = Date.UTC(2026, 2, 11, 2, 30);
    const both: AlertRule = { ...flowRule('both', 'all'), discord: true };
    const engine = createAlertEngine({ windowMs: MIN, cooldownMs: 0 });
    engine.setSubscribers([
      subscriber(1, [both], { quietHours: quiet }, broad),
      subscriber(2, [both], { maxPerDay: 1 }, broad),
      subscriber(3, [both], { phone: null }, broad),
    ]);
    engine.seedSentToday(2, 1, night);
    engine.offer(trade('AAPL'), night);
    assert.deepEqual(
      engine.due(night + MIN).map((alert) => [alert.userId, alert.channel, 'status' in alert ? alert.status : null]),
      [
        [1, 'discord', null],
        [2, 'discord', null],
        [2, 'sms', 'daily_cap'],
        [3, 'discord', null],
      ],
    );
    assert.equal(engine.stats.quietHours, 1);
  });

  it('a Discord-only rule never texts', () => {
    const engine = createAlertEngine({ windowMs: MIN });
    engine.setSubscribers([subscriber(1, [{ ...flowRule('d', 'all'), sms: false, discord: true }], {}, broad)]);
    engine.offer(trade('AAPL'), T0);
    assert.deepEqual(
      engine.due(T0 + MIN).map((alert) => alert.channel),
      ['discord'],
    );
  });

  it('only subscribers in the list receive; one removed (STOP, lapsed) loses what was pending', () => {
    const engine = createAlertEngine({ windowMs: MIN });
    engine.setSubscribers([
      subscriber(1, [flowRule('r', 'all')], {}, broad),
      subscriber(2, [flowRule('r', 'all')], {}, broad),
    ]);
    engine.offer(trade('AAPL'), T0);
    engine.setSubscribers([subscriber(2, [flowRule('r', 'all')], {}, broad)]);
    assert.deepEqual(
      engine.due(T0 + MIN).map((t) => t.userId),
      [2],
    );
  });
});
