import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { slicer } from './event-loop.js';

describe('a loop that yields to the event loop', () => {
  it('lets a timer in once its slice of work has gone by, and not before', async () => {
    let fired = 0;
    const tick = setInterval(() => (fired += 1), 0);
    try {
      const checkpoint = slicer(1_000_000);
      for (let i = 0; i < 1000; i++) await checkpoint();
      assert.equal(fired, 0, 'a slice that has not run out keeps the thread');

      const busy = slicer(5);
      const until = performance.now() + 60;
      while (performance.now() < until) await busy();
      assert.ok(fired > 0, 'the loop gave the timer a turn');
    } finally {
      clearInterval(tick);
    }
  });
});
