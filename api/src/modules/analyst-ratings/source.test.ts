import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sessionsBetween } from '@flowdeck/market-calendar';
import { simulatedRecords } from '../../sources/simulator/records/index.js';
import { actionsInSlices, type RatedStock } from './source.js';

describe('actionsInSlices', () => {
  const sessions = sessionsBetween('2025-01-02', '2025-06-30');
  const stocks: RatedStock[] = Array.from({ length: 230 }, (_, i) => ({
    symbol: `S${String(i).padStart(3, '0')}`,
    name: `Stock ${i}`,
    dates: sessions,
    closes: Float64Array.from(sessions, (_, d) => 20 + i + Math.sin(d / 7) * 3),
  }));
  const source = simulatedRecords(11).analystRatings;

  it('gives the actions of one call over every stock, oldest first, in the same order', async () => {
    const whole = source.actions(stocks, sessions);
    assert.ok(whole.length > 1_000, `${whole.length} actions`);
    assert.deepEqual(await actionsInSlices(source, stocks, sessions), whole);
  });

  it('lets the event loop turn between slices of stocks', async () => {
    let turned = 0;
    const ticking = setInterval(() => turned++, 0);
    const counted = { asked: 0 };
    await actionsInSlices(
      {
        actions: (slice, days) => {
          counted.asked++;
          return source.actions(slice, days);
        },
      },
      stocks,
      sessions,
    );
    clearInterval(ticking);
    assert.equal(counted.asked, 3);
    assert.ok(turned >= 1, 'no timer ran while the actions were drawn');
  });
});
