import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketInstant, sessionsBetween } from '@flowdeck/market-calendar';
import type { SourceAction } from '../../../modules/analyst-ratings/source.js';
import { simulateActions, SIMULATED_FIRMS } from './analyst-ratings.js';

const DATES = sessionsBetween('2025-11-19', '2026-11-19');
const STOCKS = Array.from({ length: 60 }, (_, i) => ({
  symbol: `S${i}`,
  name: `Stock ${i}`,
  dates: DATES,
  closes: DATES.map((_, j) => 50 + i + 10 * Math.sin(j / 15 + i)),
}));
const SESSIONS = sessionsBetween(DATES[0] as string, '2026-11-20');
const ORDER = { sell: 0, hold: 1, buy: 2 } as const;

describe('simulated rating actions', () => {
  const actions = simulateActions(STOCKS, SESSIONS, 42);

  it('are stable: the same seed and closes give the same record, and a new day leaves the earlier ones alone', () => {
    assert.ok(actions.length > 300, `a busy record (${actions.length})`);
    assert.deepEqual(simulateActions(STOCKS, SESSIONS, 42), actions);
    const dayBefore = simulateActions(STOCKS, SESSIONS.slice(0, -1), 42);
    assert.deepEqual(
      dayBefore,
      actions.filter((a) => a.date < '2026-11-20'),
    );
    assert.notDeepEqual(simulateActions(STOCKS, SESSIONS, 43), actions);
  });

  it('happen on sessions after the first close, between 06:00 and 16:00 New York, in time order', () => {
    for (const a of actions) {
      assert.ok(a.date > (DATES[0] as string) && SESSIONS.includes(a.date), a.id);
      const [h, m] = a.time.split(':').map(Number) as [number, number];
      assert.ok(h * 60 + m >= 360 && h * 60 + m < 960, a.time);
      assert.equal(a.at, marketInstant(a.date, h * 60 + m), a.id);
    }
    assert.deepEqual(
      actions.map((a) => a.at),
      [...actions.map((a) => a.at)].sort((x, y) => x - y),
    );
  });

  it('read as a firm’s record: its own scale, prior = the last current, upgrades up, downgrades down, targets around the close', () => {
    const last = new Map<string, SourceAction>();
    for (const a of actions) {
      const firm = SIMULATED_FIRMS.find((f) => f.name === a.firm);
      assert.ok(firm);
      if (a.stance) assert.equal(a.ratingCurrent, firm.scale[a.stance]);
      const key = `${a.ticker}|${a.firm}`;
      const before = last.get(key);
      if (before) {
        assert.equal(a.ratingPrior, before.ratingCurrent, a.id);
        assert.equal(a.targetPrior, before.targetCurrent, a.id);
      }
      if (a.action === 'upgrade' || a.action === 'downgrade') {
        const from = Object.entries(firm.scale).find(([, word]) => word === a.ratingPrior)?.[0] as keyof typeof ORDER;
        assert.ok(a.stance && from);
        assert.equal(ORDER[a.stance] - ORDER[from], a.action === 'upgrade' ? 1 : -1, a.id);
      }
      if (a.action === 'terminate' || a.action === 'suspend')
        assert.deepEqual([a.stance, a.targetCurrent, a.targetAction], [null, null, 'remove']);
      if (a.action === 'initiate' || a.action === 'assume' || a.action === 'reinstate')
        assert.equal(a.ratingPrior, null);
      if (a.targetCurrent !== null && a.action !== 'reiterate') {
        const stock = STOCKS.find((s) => s.symbol === a.ticker)!;
        const close = stock.closes[stock.dates.findLastIndex((d) => d < a.date)] as number;
        assert.ok(
          a.targetCurrent > close * 0.7 && a.targetCurrent < close * 1.37,
          `${a.id}: ${a.targetCurrent} vs ${close}`,
        );
      }
      last.set(key, a);
    }
    const kinds = new Set(actions.map((a) => a.action));
    for (const kind of ['upgrade', 'downgrade', 'maintain', 'reiterate', 'initiate'] as const)
      assert.ok(kinds.has(kind), kind);
  });
});
