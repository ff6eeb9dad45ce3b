/** The auth endpoints' contracts (see ./auth.ts). */
import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  LOGOUT,
  ME,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE,
  REGISTER,
  SOCIAL_AUTH,
  SOCIAL_LOGIN,
  SOCIAL_SIGN_IN_TYPES,
  SOCIAL_SIGNUP,
  SOCIAL_TOKEN_MAX,
  TOKEN,
  TOKEN_REFRESH,
  USERNAME_MAX,
  USERNAME_MIN,
  VIA_MAX,
} from '@flowdeck/endpoints/auth';
import { defineContract } from '@flowdeck/endpoints/contract';
import { REQUIRED_MESSAGE, requiredText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const username = requiredText()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameLength)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9_.-]+$/, AUTH_MESSAGES.usernameChars);

const email = requiredText().max(EMAIL_MAX, AUTH_MESSAGES.email).pipe(z.email(AUTH_MESSAGES.email));

// Passwords are not trimmed: leading or trailing spaces are part of what the user typed.
const password = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : 'Must be text.'),
  })
  .min(1, REQUIRED_MESSAGE)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordLength)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
  .regex(/[A-Za-z]/, AUTH_MESSAGES.passwordStrength)
  .regex(/\d/, AUTH_MESSAGES.passwordStrength);

/** A referral code that is not one is dropped, never a reason to refuse a sign-up. */
const via = z.string().trim().max(VIA_MAX).optional().catch(undefined);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The sign-up form. Every problem is reported at once: the confirmation is compared as soon as both
 * passwords are text, even when other fields are wrong (zod would otherwise skip an object's rule then).
 * A body that is not an object reads as an empty form (every field required), as the form always did.
 */
export const registerBodySchema = z.preprocess(
  (body) => (body !== null && typeof body === 'object' ? body : {}),
  z
    .object({
      username,
      email,
      password,
      password2: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
      via,
    })
    .superRefine(
      (form, ctx) => {
        if (form.password !== form.password2)
          ctx.addIssue({ code: 'custom', path: ['password2'], message: AUTH_MESSAGES.passwordMismatch });
      },
      {
        when: ({ value, issues }) =>
          isRecord(value) &&
          typeof value['password'] === 'string' &&
          typeof value['password2'] === 'string' &&
          !issues.some((issue) => issue.path?.[0] === 'password2'),
      },
    ),
);

export type RegisterBody = z.output<typeof registerBodySchema>;

export const registerContract = defineContract(REGISTER, { body: registerBodySchema });

export const tokenContract = defineContract(TOKEN, {
  body: z.object({
    username: requiredText(),
    password: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
  }),
});

export const tokenRefreshContract = defineContract(TOKEN_REFRESH, {
  body: z.object({ refresh: requiredText() }),
});

export const logoutContract = defineContract(LOGOUT, {
  body: z.object({ refresh_token: requiredText() }),
});

/** The three social sign-in routes take the same body; only what happens for a new or known account differs. */
const socialSignInBodySchema = z.object({
  idToken: requiredText().max(SOCIAL_TOKEN_MAX, AUTH_MESSAGES.socialTokenTooLong),
  type: z.enum(SOCIAL_SIGN_IN_TYPES, { error: AUTH_MESSAGES.socialType }),
  username: username.optional(),
  via,
});

export const socialLoginContract = defineContract(SOCIAL_LOGIN, { body: socialSignInBodySchema });
export const socialSignupContract = defineContract(SOCIAL_SIGNUP, { body: socialSignInBodySchema });
export const socialAuthContract = defineContract(SOCIAL_AUTH, { body: socialSignInBodySchema });

export const profileContract = defineContract(PROFILE, {});
export const meContract = defineContract(ME, {});
