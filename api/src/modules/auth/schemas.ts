import { z } from 'zod';
import type { FieldErrors } from '../../errors.js';
import { fieldErrorsFromZod } from '../../errors.js';
import { requiredText, REQUIRED_MESSAGE } from '../../lib/validation.js';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
/** argon2 is slow on purpose; an unbounded password would let one request burn CPU. */
export const PASSWORD_MAX = 128;

export const MESSAGES = {
  required: REQUIRED_MESSAGE,
  usernameLength: `Username must be between ${USERNAME_MIN} and ${USERNAME_MAX} characters.`,
  usernameChars: 'Username may only contain letters, digits, and the characters . _ -',
  email: 'Enter a valid email address.',
  passwordLength: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  passwordStrength: 'Password must contain at least one letter and one digit.',
  passwordMismatch: "Passwords don't match.",
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  registered: 'Registration successful',
  loggedOut: 'Logged out',
  invalidRefresh: 'Token is invalid or expired',
  socialAccountExists: 'An account already exists for this sign-in. Log in instead.',
  socialNoEmail: 'The sign-in provider did not share an email address.',
  socialNoAccount: 'No account found for this sign-in',
  socialSignUpFirst: 'Create an account first, then log in.',
  socialTokenRejected: 'The sign-in token was rejected or has expired. Sign in again.',
  signedIn: 'Signed in',
  socialNotConfigured: 'Social sign-in is not configured on this server.',
  identityTaken: 'This sign-in is already linked to another account.',
  refreshReused: 'This refresh token was already used; the session has been signed out for safety.',
} as const;

const username = requiredText()
  .min(USERNAME_MIN, MESSAGES.usernameLength)
  .max(USERNAME_MAX, MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9_.-]+$/, MESSAGES.usernameChars);

const email = requiredText().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email));

// Passwords are not trimmed: leading or trailing spaces are part of what the user typed.
const password = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : 'Must be text.'),
  })
  .min(1, REQUIRED_MESSAGE)
  .min(PASSWORD_MIN, MESSAGES.passwordLength)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong)
  .regex(/[A-Za-z]/, MESSAGES.passwordStrength)
  .regex(/\d/, MESSAGES.passwordStrength);

const registerSchema = z.object({
  username,
  email,
  password,
  password2: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
  via: z.string().trim().max(64).optional().catch(undefined),
});

export type RegisterInput = Omit<z.output<typeof registerSchema>, 'password2'>;

/**
 * Validates a sign-up form and reports every problem at once (field → first message), including the
 * confirmation mismatch even when other fields are also wrong.
 */
export function validateRegistration(
  body: unknown,
): { ok: true; value: RegisterInput } | { ok: false; errors: FieldErrors } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const parsed = registerSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
  const { password: pw, password2: pw2 } = input;
  if (!errors['password2'] && typeof pw === 'string' && typeof pw2 === 'string' && pw !== pw2) {
    errors['password2'] = MESSAGES.passwordMismatch;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { password2: _confirmation, ...value } = parsed.data;
  return { ok: true, value };
}

export const loginSchema = z.object({
  username: requiredText(),
  password: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
});

export const refreshSchema = z.object({ refresh: requiredText() });

export const logoutSchema = z.object({ refresh_token: requiredText() });

export const socialSignInSchema = z.object({
  idToken: requiredText().max(8192, 'The sign-in token is too long.'),
  type: z.enum(['google', 'apple', 'manual'], { error: 'Type must be google, apple or manual.' }),
  username: username.optional(),
  via: z.string().trim().max(64).optional().catch(undefined),
});
