import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createWatchLoop } from './watch-loop.js';

describe('watch loop', () => {
  it('runs one look at a time: a tick during a running look finds nothing, the next one looks again', async () => {
    let looks = 0;
    let release: () => void = () => undefined;
    const loop = createWatchLoop(
      () => {
        looks += 1;
        return new Promise<number[]>((resolve) => (release = () => resolve([looks])));
      },
      { name: 'test watch', intervalMs: null },
    );
    const first = loop.tick();
    assert.deepEqual(await loop.tick(), [], 'the look still running is not started twice');
    release();
    assert.deepEqual(await first, [1]);
    const second = loop.tick();
    release();
    assert.deepEqual(await second, [2]);
    assert.equal(looks, 2);
  });

  it('a failed look does not stop the next one, and the timer logs it', async () => {
    const errors: string[] = [];
    let fail = true;
    const loop = createWatchLoop(
      async () => {
        if (fail) throw new Error('source down');
        return ['found'];
      },
      { name: 'test watch', intervalMs: 5, logger: { error: (_obj, msg) => errors.push(msg) } },
    );
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    loop.close();
    assert.ok(errors.length > 0 && errors.every((msg) => msg === 'test watch tick failed'));
    fail = false;
    assert.deepEqual(await loop.tick(), ['found']);
  });
});
