/**
 * The auth endpoints' rules are their contracts (@flowdeck/endpoints/auth); the limits and messages are
 * re-exported here for the API modules (service, account security) and tests that use them.
 */
import { AUTH_MESSAGES } from '@flowdeck/endpoints/auth';
import { registerBodySchema, type RegisterBody } from '@flowdeck/endpoints/auth/contracts';
import { fieldErrorsFromZod, type FieldErrors } from '../../errors.js';
import { REQUIRED_MESSAGE } from '../../lib/validation.js';

export { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@flowdeck/endpoints/auth';

export const MESSAGES = { required: REQUIRED_MESSAGE, ...AUTH_MESSAGES } as const;

/** A sign-up as the service takes it: the confirmation has done its job. */
export type RegisterInput = Omit<RegisterBody, 'password2'>;

/**
 * Validates a sign-up form as POST register/ does and reports every problem at once (field → first
 * message), including the confirmation mismatch even when other fields are also wrong.
 */
export function validateRegistration(
  body: unknown,
): { ok: true; value: RegisterInput } | { ok: false; errors: FieldErrors } {
  const parsed = registerBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromZod(parsed.error) };
  const { password2: _confirmation, ...value } = parsed.data;
  return { ok: true, value };
}
