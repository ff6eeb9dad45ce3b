/**
 * The account endpoints' contracts (see ./account.ts), and the building blocks of every account form and
 * settings document (./user-settings.contracts.ts, ./sms-alerts.contracts.ts): closed objects whose unknown
 * keys are each named, and cross-field rules that run beside the field rules, so one refusal lists every
 * problem.
 */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  ACCOUNT_MESSAGES,
  AVATAR_URL_MAX,
  CHANGE_PASSWORD,
  PERSON_NAME_MAX,
  PHONE_CODE,
  PHONE_INPUT_MAX,
  PHONE_OUTBOX,
  PHONE_STATUS,
  SECURITY_MESSAGES,
  SESSIONS,
  SIGN_OUT_EVERYWHERE,
  UPDATE_PROFILE,
  UPDATE_PROFILE_NAMES,
} from '@flowdeck/endpoints/account';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@flowdeck/endpoints/auth';
import { REQUIRED_MESSAGE, requiredText } from '@flowdeck/endpoints/validation';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * A closed object: a non-object gets one clear message, and each unknown key is refused under its own name
 * ("filters.0.colour": "Unknown field.") rather than as zod's one issue on the parent object — the account
 * forms' answer before contracts, kept by the contracts' field mapping (one entry per issue path).
 */
export function strictObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'invalid_type' ? ACCOUNT_MESSAGES.expectedObject : undefined),
    })
    .superRefine(
      (_value, ctx) => {
        const at = ctx.issues.findIndex((issue) => issue.code === 'unrecognized_keys');
        const unknown = ctx.issues[at] as z.core.$ZodRawIssue<z.core.$ZodIssueUnrecognizedKeys>;
        // In place, and not aborting like the issue it replaces, so the object's own rules still run.
        ctx.issues.splice(
          at,
          1,
          ...unknown.keys.map((key) => ({
            code: 'custom' as const,
            path: [key],
            message: ACCOUNT_MESSAGES.unknownField,
            input: unknown.input,
            continue: true,
          })),
        );
      },
      { when: (payload) => payload.issues.some((issue) => issue.code === 'unrecognized_keys') },
    );
}

/**
 * Cross-field rules normally run only when the whole object is valid; these run as soon as the fields
 * they compare are valid, so one response lists every problem.
 */
export function whenValid(...fields: string[]) {
  return {
    when: (payload: z.core.ParsePayload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}

/** List rules (no repeats) run whenever there is a list, looking at whichever items are well-formed. */
export const WHEN_LIST = { when: (payload: z.core.ParsePayload) => Array.isArray(payload.value) };

/** A string property of a list item that may still be raw input (see WHEN_LIST), else undefined. */
export function textField(item: unknown, key: string): string | undefined {
  const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export const flag = z.boolean({ error: ACCOUNT_MESSAGES.boolean });

/**
 * A whole number within bounds. Not zod's `.int()`: its failure aborts the enclosing object's checks,
 * which would hide the cross-field rules (see whenValid) on the same response.
 */
export function wholeNumber(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, message);
}

/** Names: trimmed, bounded, printable. */
export function personName() {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .max(PERSON_NAME_MAX, ACCOUNT_MESSAGES.personName)
    .refine((value) => !/\p{Cc}/u.test(value), ACCOUNT_MESSAGES.controlCharacters);
}

/** POST user/profile: names, display name and avatar (the phone number has its own call, user/update). */
export const profileSchema = strictObject({
  firstName: personName().optional(),
  lastName: personName().optional(),
  /** Blank clears it (the profile then shows the username). */
  displayName: personName().optional(),
  /** An https image URL; blank removes the avatar. */
  avatar: z
    .string({ error: SECURITY_MESSAGES.avatar })
    .trim()
    .max(AVATAR_URL_MAX, SECURITY_MESSAGES.avatar)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && !url.username && !url.password;
      } catch {
        return false;
      }
    }, SECURITY_MESSAGES.avatar)
    .optional(),
});

export type ProfileInput = z.output<typeof profileSchema>;

/**
 * Any common way of writing an international number → E.164 (`+14155552671`). Its metadata is why
 * libphonenumber-js is imported here only, never from a zod-free module a page could bundle.
 */
export const phoneNumberSchema = requiredText()
  .max(PHONE_INPUT_MAX, ACCOUNT_MESSAGES.phone)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value);
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.phone });
      return z.NEVER;
    }
    if (parsed.ext) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.phoneExtension });
      return z.NEVER;
    }
    return parsed.number;
  });

/** POST user/update: the phone number (required), optionally the names and the code that verifies the number. */
export const updateProfileSchema = strictObject({
  phone_number: phoneNumberSchema,
  firstName: personName().optional(),
  lastName: personName().optional(),
  /** Blank clears it (the profile then shows the username). */
  displayName: personName().optional(),
  /** The one-time code texted to phone_number (POST user/phone/code): marks the number verified. */
  code: z.string({ error: 'Enter the code as text.' }).trim().optional(),
});

export type ProfileUpdate = z.output<typeof updateProfileSchema>;

/** POST user/phone/code. */
export const phoneCodeSchema = strictObject({ phone_number: phoneNumberSchema });

/** Passwords are not trimmed: leading or trailing spaces are part of what the user typed. */
function newPassword() {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordLength)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
    .regex(/[A-Za-z]/, AUTH_MESSAGES.passwordStrength)
    .regex(/\d/, AUTH_MESSAGES.passwordStrength);
}

/** POST user/password: the current password, and the new one twice (as at sign-up). */
export const passwordChangeSchema = strictObject({
  currentPassword: z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .max(PASSWORD_MAX, SECURITY_MESSAGES.currentPassword),
  newPassword: newPassword(),
  newPassword2: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
})
  .refine((input) => input.newPassword === input.newPassword2, {
    path: ['newPassword2'],
    message: AUTH_MESSAGES.passwordMismatch,
    ...whenValid('newPassword', 'newPassword2'),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: SECURITY_MESSAGES.samePassword,
    ...whenValid('newPassword', 'currentPassword'),
  });

export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** An update with none of the fields is refused by the API (it would change nothing). */
export const updateProfileNamesContract = defineContract(UPDATE_PROFILE_NAMES, { body: profileSchema });
/** The code is checked by the API (its format, then against the one texted), under `code`. */
export const updateProfileContract = defineContract(UPDATE_PROFILE, { body: updateProfileSchema });
export const phoneCodeContract = defineContract(PHONE_CODE, { body: phoneCodeSchema });
export const phoneStatusContract = defineContract(PHONE_STATUS, {});
export const phoneOutboxContract = defineContract(PHONE_OUTBOX, {});
/** A wrong current password is the API's answer (it checks the stored hash), under `currentPassword`. */
export const changePasswordContract = defineContract(CHANGE_PASSWORD, { body: passwordChangeSchema });
export const sessionsContract = defineContract(SESSIONS, {});
/** Takes no input: it signs out everyone, whatever is sent. */
export const signOutEverywhereContract = defineContract(SIGN_OUT_EVERYWHERE, {});
