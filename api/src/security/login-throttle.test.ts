import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createLoginThrottle, retryMessage } from './login-throttle.js';

const limits = { username: { max: 3, windowMs: 60_000 }, ip: { max: 5, windowMs: 60_000 } };

test('a username is blocked after its limit of failures until the window ends', () => {
  let clock = 0;
  const throttle = createLoginThrottle(() => clock, limits);
  for (let i = 0; i < 3; i++) throttle.failed('Ann', '10.0.0.1');
  assert.equal(throttle.blockedFor('ann', '10.0.0.2'), 60);
  clock = 45_000;
  assert.equal(throttle.blockedFor('ann', '10.0.0.2'), 15);
  clock = 60_000;
  assert.equal(throttle.blockedFor('ann', '10.0.0.2'), null);
});

test('an IP is blocked after its limit across usernames', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  for (const name of ['a', 'b', 'c', 'd', 'e']) throttle.failed(name, '10.0.0.9');
  assert.equal(throttle.blockedFor('someone-new', '10.0.0.9'), 60);
  assert.equal(throttle.blockedFor('someone-new', '10.0.0.10'), null);
});

test('a successful sign-in clears that username\'s failures', () => {
  const throttle = createLoginThrottle(() => 0, limits);
  throttle.failed('ann', '10.0.0.1');
  throttle.failed('ann', '10.0.0.1');
  throttle.succeeded('ANN');
  throttle.failed('ann', '10.0.0.1');
  throttle.failed('ann', '10.0.0.1');
  assert.equal(throttle.blockedFor('ann', '10.0.0.3'), null);
});

test('the message says when to try again', () => {
  assert.equal(retryMessage(61), 'Too many sign-in attempts. Try again in 2 minutes.');
  assert.equal(retryMessage(30), 'Too many sign-in attempts. Try again in 1 minute.');
});
