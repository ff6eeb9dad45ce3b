import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ConfigError, loadConfig } from '../config.js';
import { scaledClock } from './clock.js';

it('the market clock runs SIM_SPEED simulated seconds per real second from its start', () => {
  let wall = 1_000;
  const start = Date.parse('2025-06-13T13:30:00Z');
  const clock = scaledClock(start, 60, () => wall);
  assert.equal(clock.now(), start);
  wall += 1_000;
  assert.equal(clock.now(), start + 60_000);
  assert.equal(clock.speed, 60);
});

it('SIM_SPEED and SIM_LIVE are validated; the live simulator is off under NODE_ENV=test', () => {
  assert.equal(loadConfig({}).simSpeed, 1);
  assert.equal(loadConfig({}).simLive, true);
  assert.equal(loadConfig({ NODE_ENV: 'test' }).simLive, false);
  assert.equal(loadConfig({ SIM_SPEED: '60', SIM_LIVE: 'off' }).simSpeed, 60);
  assert.equal(loadConfig({ SIM_SPEED: '0.5' }).simSpeed, 0.5);
  assert.equal(loadConfig({ SIM_LIVE: 'false' }).simLive, false);
  for (const env of [{ SIM_SPEED: 'fast' }, { SIM_SPEED: '0' }, { SIM_SPEED: '1e9' }, { SIM_LIVE: 'maybe' }]) {
    assert.throws(
      () => loadConfig(env),
      (error: unknown) => error instanceof ConfigError && /SIM_(SPEED|LIVE)/.test(error.message),
    );
  }
});
