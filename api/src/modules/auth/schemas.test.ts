import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerBodySchema } from '@flowdeck/endpoints/auth/contracts';
import { fieldErrorsFromZod } from '../../errors.js';
import { MESSAGES } from './schemas.js';

/** The register contract's body schema as POST register/ applies it: the value, or every field's problem. */
function validateRegistration(body: unknown) {
  const parsed = registerBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false as const, errors: fieldErrorsFromZod(parsed.error) };
  const { password2: _confirmation, ...value } = parsed.data;
  return { ok: true as const, value };
}

const valid = { username: 'trader_01', email: 'trader@example.com', password: 'abcdefg1', password2: 'abcdefg1' };

describe('registration validation', () => {
  it('accepts a valid form and trims text fields', () => {
    const result = validateRegistration({ ...valid, username: '  trader_01 ', email: ' trader@example.com ' });
    assert.deepEqual(result, {
      ok: true,
      value: { username: 'trader_01', email: 'trader@example.com', password: 'abcdefg1' },
    });
  });

  it('reports the confirmation mismatch together with other problems', () => {
    const result = validateRegistration({ ...valid, email: 'nope', password2: 'abcdefg2' });
    assert.deepEqual(result, { ok: false, errors: { email: MESSAGES.email, password2: MESSAGES.passwordMismatch } });
  });

  it('accepts usernames at the length limits and with . _ -', () => {
    for (const username of ['abc', 'a'.repeat(30), 'first.last-name_9']) {
      assert.equal(validateRegistration({ ...valid, username }).ok, true, username);
    }
  });

  it('treats blank strings and non-strings as missing or invalid', () => {
    const result = validateRegistration({ username: '   ', email: 42, password: '', password2: null });
    assert.equal(result.ok, false);
    if (!result.ok) {
      assert.equal(result.errors['username'], MESSAGES.required);
      assert.equal(result.errors['password'], MESSAGES.required);
      assert.equal(result.errors['password2'], MESSAGES.required);
      assert.ok(result.errors['email']);
    }
  });

  it('caps password length', () => {
    const long = `a1${'x'.repeat(200)}`;
    assert.deepEqual(validateRegistration({ ...valid, password: long, password2: long }), {
      ok: false,
      errors: { password: MESSAGES.passwordTooLong },
    });
  });
});
