import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createLoginThrottle, retryMessage, slowdownMs } from './login-throttle.js';

const limits = {
  pair: { max: 3, windowMs: 60_000 },
  ip: { max: 5, windowMs: 60_000 },
  username: { max: 4, windowMs: 60_000 },
};
const go = { delayMs: 0 };

test('a username tried from one IP is refused after its limit there, until the window ends', () => {
  let clock = 0;
  const throttle = createLoginThrottle(() => clock, limits);
  for (let i = 0; i < 3; i++) assert.deepEqual(throttle.reserve('Ann', '10.0.0.1'), go);
  assert.deepEqual(throttle.reserve('ann', '10.0.0.1'), { retryAfterSeconds: 60 });
  clock = 45_000;
  assert.deepEqual(throttle.reserve('ann ', '10.0.0.1'), { retryAfterSeconds: 15 });
  clock = 60_000;
  assert.deepEqual(throttle.reserve('ann', '10.0.0.1'), go);
});

test('a stranger failing many times from one address never locks the owner out elsewhere', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  const attacker = Array.from({ length: 50 }, () => throttle.reserve('owner', '203.0.113.66'));
  assert.equal(attacker.filter((verdict) => verdict.retryAfterSeconds === 60).length, 47, 'all but 3 refused');
  // The three counted failures are below the username's ceiling: the owner is not even held.
  assert.deepEqual(throttle.reserve('owner', '198.51.100.1'), go);
  throttle.succeeded('owner', '198.51.100.1');
  assert.deepEqual(throttle.reserve('owner', '198.51.100.1'), go);
});

test("past the username's ceiling every address is held longer, never refused", () => {
  const throttle = createLoginThrottle(() => 0, limits);
  // Failures spread over addresses, each below its pair limit: 4 fill the ceiling, then 0.5 s, 1 s, 2 s, 4 s, 5 s…
  const delays = Array.from({ length: 10 }, (_, i) => throttle.reserve('target', `10.9.0.${i}`).delayMs);
  assert.deepEqual(delays, [0, 0, 0, 0, 500, 1000, 2000, 4000, 5000, 5000]);
  const owner = throttle.reserve('target', '198.51.100.1');
  assert.equal(owner.retryAfterSeconds, undefined, 'the owner goes ahead');
  assert.equal(owner.delayMs, 5000);
});

test('the slowdown: 0 below the ceiling, then doubling from 0.5 s up to 5 s', () => {
  assert.equal(slowdownMs(9, 10), 0);
  assert.equal(slowdownMs(10, 10), 500);
  assert.equal(slowdownMs(11, 10), 1000);
  assert.equal(slowdownMs(13, 10), 4000);
  assert.equal(slowdownMs(14, 10), 5000);
  assert.equal(slowdownMs(1_000_000, 10), 5000);
});

test('attempts are counted when reserved, before any outcome, so a burst cannot exceed the limit', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  // Ten attempts in flight at once, none finished yet: only the limit's worth may go ahead.
  const outcomes = Array.from({ length: 10 }, () => throttle.reserve('bob', '10.0.0.1').retryAfterSeconds ?? null);
  assert.deepEqual(outcomes, [null, null, null, 60, 60, 60, 60, 60, 60, 60]);
});

test('an IP is refused after its limit across usernames', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  for (const name of ['a', 'b', 'c', 'd', 'e']) assert.deepEqual(throttle.reserve(name, '10.0.0.9'), go);
  assert.deepEqual(throttle.reserve('someone-new', '10.0.0.9'), { retryAfterSeconds: 60 });
  assert.deepEqual(throttle.reserve('someone-new', '10.0.0.10'), go);
});

test('a successful sign-in clears the pair and gives the IP and the username their reservation back', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  for (let i = 0; i < 3; i++) throttle.reserve('ann', '10.0.0.1');
  throttle.succeeded('ANN', '10.0.0.1');
  assert.deepEqual(throttle.reserve('ann', '10.0.0.1'), go);
  throttle.succeeded('ann', '10.0.0.1');
  // Many people signing in successfully behind one address never block it.
  for (let i = 0; i < 10; i++) {
    assert.deepEqual(throttle.reserve(`user${i}`, '10.0.0.2'), go);
    throttle.succeeded(`user${i}`, '10.0.0.2');
  }
  assert.deepEqual(throttle.reserve('late', '10.0.0.2'), go);
  // Nor do an owner's own sign-ins add to the username's count: after five, the ceiling is still 4 failures away.
  for (let i = 0; i < 5; i++) {
    throttle.reserve('zed', '10.0.0.3');
    throttle.succeeded('zed', '10.0.0.3');
  }
  const failures = Array.from({ length: 5 }, (_, i) => throttle.reserve('zed', `10.0.1.${i}`).delayMs);
  assert.deepEqual(failures, [0, 0, 0, 0, 500]);
});

test('a released attempt gives every reservation back; a refused one was never counted', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  for (let i = 0; i < 3; i++) throttle.reserve('cy', '10.0.0.3');
  throttle.release('cy', '10.0.0.3');
  assert.deepEqual(throttle.reserve('cy', '10.0.0.3'), go, 'the released attempt is available again');
  assert.deepEqual(throttle.reserve('cy', '10.0.0.3'), { retryAfterSeconds: 60 });
  // Three counted for the IP (the released and the refused ones were not), so two more still get through.
  assert.deepEqual(throttle.reserve('dee', '10.0.0.3'), go);
  assert.deepEqual(throttle.reserve('eve', '10.0.0.3'), go);
  assert.deepEqual(throttle.reserve('fay', '10.0.0.3'), { retryAfterSeconds: 60 });
});

test('the message says when to try again', () => {
  assert.equal(retryMessage(61), 'Too many sign-in attempts. Try again in 2 minutes.');
  assert.equal(retryMessage(30), 'Too many sign-in attempts. Try again in 1 minute.');
});
