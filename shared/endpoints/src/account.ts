/**
 * The signed-in user's own account (spec §7 user/*): profile, phone number, password and sessions — open to
 * lapsed subscribers, like every account call. Zod-free (see ./market.ts). The settings documents are in
 * ./user-settings.ts, the SMS alerts in ./sms-alerts.ts.
 */
import type { PhoneStatus, SessionsOverview, SmsOutboxMessage, UserProfile } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

export const PERSON_NAME_MAX = 50;
export const AVATAR_URL_MAX = 2_048;
/** Room for a number written with spaces, dashes and brackets; E.164 itself is at most 16 characters. */
export const PHONE_INPUT_MAX = 32;

/** The account forms' field errors (the settings documents' own are in ./user-settings.ts). */
export const ACCOUNT_MESSAGES = {
  unknownField: 'Unknown field.',
  expectedObject: 'Send a JSON object.',
  boolean: 'Use true or false.',
  personName: `Use at most ${PERSON_NAME_MAX} characters.`,
  controlCharacters: 'Remove the control characters.',
  profileUpdated: 'Profile updated',
  phone: 'Enter a valid phone number in international format, for example +14155552671.',
  phoneExtension: 'Text messages cannot reach an extension; enter the number without it.',
} as const;

export const SECURITY_MESSAGES = {
  avatar: 'Use an https:// link to an image, or leave it empty.',
  currentPassword: 'Your current password is not right.',
  noPassword: 'This account signs in with Google or Apple and has no password here.',
  samePassword: 'Choose a password different from the current one.',
  passwordChanged: 'Password changed',
  signedOutEverywhere: 'Signed out everywhere. Sign in again to continue.',
  codeSent: (phone: string) => `We sent a code to ${phone}.`,
  phoneVerified: 'Phone number verified',
  alreadyVerified: 'This number is already verified.',
  codeFormat: 'Enter the 6-digit code.',
  codeExpired: 'This code has expired or was never sent to this number. Request a new code.',
  codeWrong: (left: number) =>
    left > 0
      ? `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
      : 'That code is not right. Request a new code.',
  tooManyCodes: 'Too many codes were requested. Try again later.',
  resendWait: 'Wait a moment before requesting another code.',
  smsUnavailable: 'Text messages are not configured on this server.',
} as const;

export const UPDATE_PROFILE_NAMES: Route<'POST', 'user/profile', UserProfile & { message: string }> = {
  method: 'POST',
  path: 'user/profile',
  requirement: 'manageOwnAccount',
  summary: 'Changes the names, display name or avatar sent (at least one); blank display name or avatar clears it.',
};

export const UPDATE_PROFILE: Route<'POST', 'user/update', UserProfile & { message: string }> = {
  method: 'POST',
  path: 'user/update',
  requirement: 'manageOwnAccount',
  summary: 'Sets the phone number (and any names sent); with the code texted to it, marks the number verified.',
};

export const PHONE_CODE: Route<'POST', 'user/phone/code', PhoneStatus & { message: string }> = {
  method: 'POST',
  path: 'user/phone/code',
  requirement: 'manageOwnAccount',
  summary: 'Texts a one-time code to the number sent, for POST user/update to verify it.',
};

/**
 * The one cache entry of the phone status, whichever remote reads it (Account settings, where the number is
 * verified; SMS Alerts, which needs a verified number): a verification on one page refreshes the other.
 * Queries about the number (its development outbox) sit under it, so a change refreshes them too.
 */
export const PHONE_STATUS_QUERY_KEY = ['user', 'phone'] as const;

export const PHONE_STATUS: Route<'GET', 'user/phone', PhoneStatus> = {
  method: 'GET',
  path: 'user/phone',
  requirement: 'manageOwnAccount',
  summary: 'The number on file, whether it is verified, and the code pending for it (if any).',
};

export const PHONE_OUTBOX: Route<'GET', 'user/phone/outbox', { items: SmsOutboxMessage[] }> = {
  method: 'GET',
  path: 'user/phone/outbox',
  requirement: 'manageOwnAccount',
  summary: 'Development only (SMS_PROVIDER=outbox): the texts kept for the signed-in user instead of sent.',
};

export const CHANGE_PASSWORD: Route<'POST', 'user/password', { message: string; access?: string }> = {
  method: 'POST',
  path: 'user/password',
  requirement: 'manageOwnAccount',
  summary: 'Sets a new password; other browsers are signed out, the asking one gets a fresh access token.',
};

export const SESSIONS: Route<'GET', 'user/sessions', SessionsOverview> = {
  method: 'GET',
  path: 'user/sessions',
  requirement: 'manageOwnAccount',
  summary: 'The signed-in browsers (refresh-token families), newest activity first.',
};

export const SIGN_OUT_EVERYWHERE: Route<'POST', 'user/sessions/revoke', { revoked: number; message: string }> = {
  method: 'POST',
  path: 'user/sessions/revoke',
  requirement: 'manageOwnAccount',
  summary: 'Signs out every browser of the account, this one included.',
};
