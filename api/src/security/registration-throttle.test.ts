import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRegistrationThrottle, REGISTRATION_LIMITED_MESSAGE } from './registration-throttle.js';

const limits = { perIp: 2, global: 5, windowMs: 3_600_000 };

test('an address gets its limit of registrations per window, then waits for the window to end', () => {
  let clock = 0;
  const throttle = createRegistrationThrottle(limits, () => clock);
  assert.equal(throttle.reserve('10.0.0.1'), null);
  assert.equal(throttle.reserve('10.0.0.1'), null);
  assert.equal(throttle.reserve('10.0.0.1'), 3600);
  clock = 3_000_000;
  assert.equal(throttle.reserve('10.0.0.1'), 600);
  assert.equal(throttle.reserve('10.0.0.2'), null, 'another address still registers');
  clock = 3_600_000;
  assert.equal(throttle.reserve('10.0.0.1'), null);
});

test('over every address, the global limit refuses until its window ends; refusals are not counted', () => {
  let clock = 0;
  const throttle = createRegistrationThrottle(limits, () => clock);
  for (let i = 0; i < 5; i++) assert.equal(throttle.reserve(`10.1.0.${i}`), null);
  clock = 60_000;
  assert.equal(throttle.reserve('10.1.0.99'), 3540);
  assert.equal(throttle.reserve('10.1.0.98'), 3540);
  clock = 3_600_000;
  for (let i = 0; i < 5; i++) assert.equal(throttle.reserve(`10.2.0.${i}`), null, 'a fresh window admits 5 again');
});

test('the message says when to try again', () => {
  assert.equal(REGISTRATION_LIMITED_MESSAGE(3540), 'Too many sign-ups. Try again in 59 minutes.');
  assert.equal(REGISTRATION_LIMITED_MESSAGE(20), 'Too many sign-ups. Try again in 1 minute.');
});
