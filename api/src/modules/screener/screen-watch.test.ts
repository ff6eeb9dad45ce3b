import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ScreenerFilter } from '@flowdeck/api-types';
import { marketInstant } from '@flowdeck/market-calendar';
import { createScreenWatch, MAX_CHANGES_PER_LOOK, type ScreenMembershipChange } from './screen-watch.js';

const DATE = '2026-11-20';
const at = (hh: number, mm: number, date = DATE) => marketInstant(date, hh * 60 + mm);
const MOMENTUM = { id: '7f1c1e5e-8a2b-4c3d-9e4f-0a1b2c3d4e5f', name: 'Momentum', filters: [] as ScreenerFilter[] };

function setup(watched: string[]) {
  let now = at(10, 0);
  let session = DATE;
  const members = new Map<string, string[]>();
  const heard: ScreenMembershipChange[][] = [];
  const watch = createScreenWatch({
    watched: () => watched,
    savedScreens: async (ids) => (ids.includes(MOMENTUM.id) ? [MOMENTUM] : []),
    // The preset "top-gainers" and the saved screen are told apart by their filters.
    members: async (filters) => ({ session, symbols: members.get(filters.length === 0 ? 'saved' : 'preset') ?? [] }),
    marketNow: () => now,
    intervalMs: null,
    onChanges: (changes) => heard.push(changes),
  });
  return {
    watch,
    heard,
    members,
    at: (value: number, day = DATE) => {
      now = value;
      session = day;
    },
  };
}

describe('screen watch', () => {
  it('reports symbols entering and leaving each watched screen since the last look', async () => {
    const s = setup([MOMENTUM.id, 'top-gainers']);
    s.members.set('saved', ['AAPL', 'NVDA']);
    s.members.set('preset', ['TSLA']);
    assert.deepEqual(await s.watch.tick(), []); // the first look learns the members

    s.members.set('saved', ['NVDA', 'AMD']);
    s.members.set('preset', ['TSLA', 'PLTR']);
    s.at(at(10, 1));
    const changes = await s.watch.tick();
    assert.deepEqual(
      changes.map((c) => [c.screenName, c.symbol, c.change]),
      [
        ['Top gainers', 'PLTR', 'enter'],
        ['Momentum', 'AMD', 'enter'],
        ['Momentum', 'AAPL', 'leave'],
      ],
    );
    assert.equal(new Set(changes.map((c) => c.key)).size, 3);
    assert.deepEqual(s.heard, [changes]);
    s.at(at(10, 2));
    assert.deepEqual(await s.watch.tick(), []);
  });

  it('learns again on a new session, says nothing between sessions, and caps a look that swings a whole screen', async () => {
    const s = setup([MOMENTUM.id]);
    s.members.set('saved', ['AAPL']);
    await s.watch.tick();
    s.members.set('saved', ['AAPL', 'AMD']);
    s.at(at(18, 0));
    assert.deepEqual(await s.watch.tick(), []); // after the close
    s.at(at(9, 0, '2026-11-23'), '2026-11-23');
    assert.deepEqual(await s.watch.tick(), []); // a new session's first look
    s.members.set(
      'saved',
      Array.from({ length: 60 }, (_, i) => `S${i}`),
    );
    s.at(at(9, 1, '2026-11-23'), '2026-11-23');
    assert.equal((await s.watch.tick()).length, MAX_CHANGES_PER_LOOK);
  });
});
