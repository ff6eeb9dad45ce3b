/**
 * The budget's property: a flow burst of 1,000 trades a second for 60 s against 10,000 users' rules sends no
 * duplicate and exceeds no cap. Deterministic (seeded), on a fake clock.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flowTrade } from '../../market/compute/test-trades.js';
import { alertFilterSchema } from '../user-settings/schemas.js';
import { flowSignal } from './adapters.js';
import { alertsFor, createAlertEngine, type AlertSubscriber, type OutgoingText } from './engine.js';
import { countSegments } from './segments.js';
import { compileRules } from './signals.js';

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SECONDS = Number(process.env.BURST_SECONDS ?? 60);
const T0 = Date.UTC(2026, 2, 10, 14, 0, 0);
const TICKERS = Array.from(
  { length: 400 },
  (_, i) => `T${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
);

describe('flow burst', () => {
  it('1,000 trades/s for 60 s, 10,000 users: no duplicate text, no cap exceeded', () => {
    const rand = random(7);
    const pick = () => TICKERS[Math.floor(rand() * TICKERS.length)] ?? 'SPY';
    const subscribers: AlertSubscriber[] = [];
    for (let userId = 1; userId <= 10_000; userId += 1) {
      const filter = alertFilterSchema.parse({
        id: 'f',
        name: 'f',
        // One user in five hundred watches every ticker; the rest a few.
        tickers: userId % 500 === 0 ? [] : [pick(), pick(), pick()],
        minPremium: userId % 3 === 0 ? 250_000 : null,
      });
      subscribers.push({
        userId,
        phone: `+1${String(2_000_000_000 + userId)}`,
        timeZone: 'America/New_York',
        quietHours: null,
        maxPerDay: 1 + (userId % 4),
        rules: compileRules(
          [
            { id: 'a', name: 'Flow A', enabled: true, kind: 'flow', filterId: 'f' },
            { id: 'b', name: 'Flow B', enabled: true, kind: 'flow', filterId: 'f' },
          ],
          { userId, filters: new Map([['f', filter]]) },
        ),
      });
    }
    const engine = createAlertEngine({ windowMs: 10_000, cooldownMs: 5 * 60_000 });
    engine.setSubscribers(subscribers);
    const out: OutgoingText[] = [];
    let id = 0;
    for (let second = 0; second < SECONDS; second += 1) {
      for (let i = 0; i < 1_000; i += 1) {
        const at = T0 + second * 1_000 + i;
        id += 1;
        const signal = flowSignal(
          flowTrade({
            id: String(id),
            ticker: pick(),
            premium: Math.round(rand() * 500_000),
            time: new Date(at).toISOString(),
          }),
        );
        engine.offer(signal, at);
        // The market re-sends a few prints (reconnects): they must not count twice.
        if (i % 100 === 0) engine.offer(signal, at);
      }
      out.push(...alertsFor(engine.due(T0 + (second + 1) * 1_000), 'sms'));
    }
    out.push(...alertsFor(engine.due(T0 + 120_000), 'sms'));

    const sent = out.filter((t) => t.status === 'send');
    assert.ok(sent.length > 1_000, `a burst this size texts many users (${sent.length})`);
    const perUser = new Map<number, number>();
    const capNotes = new Map<number, number>();
    const pairs = new Set<string>();
    for (const text of out) {
      const max = subscribers[text.userId - 1]?.maxPerDay ?? 0;
      if (text.status === 'daily_cap') {
        capNotes.set(text.userId, (capNotes.get(text.userId) ?? 0) + 1);
        continue;
      }
      perUser.set(text.userId, (perUser.get(text.userId) ?? 0) + 1);
      assert.ok((perUser.get(text.userId) ?? 0) <= max, `user ${text.userId} over its cap of ${max}`);
      assert.equal(countSegments(text.text).segments, 1);
      // Cooldown (5 min) outlasts the burst: a rule never texts the same symbol twice.
      for (const symbol of text.symbols) {
        const key = `${text.userId}:${text.ruleId}:${symbol}`;
        assert.ok(!pairs.has(key), `duplicate text for ${key}`);
        pairs.add(key);
      }
    }
    for (const [userId, notes] of capNotes) assert.equal(notes, 1, `user ${userId} told of the cap ${notes} times`);
    assert.equal(engine.stats.duplicates, SECONDS * 10);
    assert.equal(engine.pending, 0);
  });
});
