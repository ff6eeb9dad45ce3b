/**
 * The auth endpoints' rules are their contracts (@flowdeck/endpoints/auth); the limits and messages are
 * re-exported here for the API modules (service, account security) and tests that use them.
 */
import { AUTH_MESSAGES } from '@flowdeck/endpoints/auth';
import type { RegisterBody } from '@flowdeck/endpoints/auth/contracts';
import { REQUIRED_MESSAGE } from '../../lib/validation.js';

export { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@flowdeck/endpoints/auth';

export const MESSAGES = { required: REQUIRED_MESSAGE, ...AUTH_MESSAGES } as const;

/** A sign-up as the service takes it: the confirmation has done its job. */
export type RegisterInput = Omit<RegisterBody, 'password2'>;
