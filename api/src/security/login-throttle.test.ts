import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createLoginThrottle, retryMessage } from './login-throttle.js';

const limits = { username: { max: 3, windowMs: 60_000 }, ip: { max: 5, windowMs: 60_000 } };

test('a username is blocked after its limit of attempts until the window ends', () => {
  let clock = 0;
  const throttle = createLoginThrottle(() => clock, limits);
  for (let i = 0; i < 3; i++) assert.equal(throttle.reserve('Ann', `10.0.0.${i}`), null);
  assert.equal(throttle.reserve('ann', '10.0.0.9'), 60);
  clock = 45_000;
  assert.equal(throttle.reserve('ann ', '10.0.0.9'), 15);
  clock = 60_000;
  assert.equal(throttle.reserve('ann', '10.0.0.9'), null);
});

test('attempts are counted when reserved, before any outcome, so a burst cannot exceed the limit', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  // Ten attempts in flight at once, none finished yet: only the limit's worth may go ahead.
  const outcomes = Array.from({ length: 10 }, () => throttle.reserve('bob', '10.0.0.1'));
  assert.deepEqual(outcomes, [null, null, null, 60, 60, 60, 60, 60, 60, 60]);
});

test('an IP is blocked after its limit across usernames', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  for (const name of ['a', 'b', 'c', 'd', 'e']) assert.equal(throttle.reserve(name, '10.0.0.9'), null);
  assert.equal(throttle.reserve('someone-new', '10.0.0.9'), 60);
  assert.equal(throttle.reserve('someone-new', '10.0.0.10'), null);
});

test("a successful sign-in clears that username's attempts and its IP's reservation", () => {
  const throttle = createLoginThrottle(() => 0, limits);
  throttle.reserve('ann', '10.0.0.1');
  throttle.reserve('ann', '10.0.0.1');
  throttle.reserve('ann', '10.0.0.1');
  throttle.succeeded('ANN', '10.0.0.1');
  assert.equal(throttle.reserve('ann', '10.0.0.1'), null);
  throttle.succeeded('ann', '10.0.0.1');
  // Many people signing in successfully behind one address never block it.
  for (let i = 0; i < 10; i++) {
    assert.equal(throttle.reserve(`user${i}`, '10.0.0.2'), null);
    throttle.succeeded(`user${i}`, '10.0.0.2');
  }
  assert.equal(throttle.reserve('late', '10.0.0.2'), null);
});

test('a released attempt gives both reservations back; a refused one was never counted', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  for (let i = 0; i < 3; i++) throttle.reserve('cy', '10.0.0.3');
  throttle.release('cy', '10.0.0.3');
  assert.equal(throttle.reserve('cy', '10.0.0.3'), null, 'the released attempt is available again');
  assert.equal(throttle.reserve('cy', '10.0.0.3'), 60);
  // Three counted for the IP (the released and the refused ones were not), so two more still get through.
  assert.equal(throttle.reserve('dee', '10.0.0.3'), null);
  assert.equal(throttle.reserve('eve', '10.0.0.3'), null);
  assert.equal(throttle.reserve('fay', '10.0.0.3'), 60);
});

test('the message says when to try again', () => {
  assert.equal(retryMessage(61), 'Too many sign-in attempts. Try again in 2 minutes.');
  assert.equal(retryMessage(30), 'Too many sign-in attempts. Try again in 1 minute.');
});
