/**
 * Email verification before the trial (issue 22, ADR 0008): the link a new account is mailed, a new link,
 * and the development outbox where the mail is kept instead of sent. Zod-free (see ./market.ts).
 */
import type { EmailVerified, MailOutboxMessage } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** `/verify-email?token=<token>`: the page the mailed link opens; it starts the trial. */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const VERIFY_EMAIL_TOKEN_PARAM = 'token';
/** The longest token the API accepts (it issues 43 base64url characters). */
export const VERIFY_EMAIL_TOKEN_MAX = 128;

export const VERIFY_EMAIL: Route<'POST', 'user/email/verify', EmailVerified> = {
  method: 'POST',
  path: 'user/email/verify',
  requirement: 'public',
  summary: 'Confirms the email address from its mailed link and starts the trial (public: the link may open anywhere).',
};

export const RESEND_VERIFICATION: Route<'POST', 'user/email/resend', { message: string }> = {
  method: 'POST',
  path: 'user/email/resend',
  requirement: 'manageOwnAccount',
  summary: 'Mails the signed-in, unverified user a new verification link (at most once a minute).',
};

export const MAIL_OUTBOX: Route<'GET', 'user/email/outbox', { items: MailOutboxMessage[] }> = {
  method: 'GET',
  path: 'user/email/outbox',
  requirement: 'readOwnAccount',
  summary: 'Development only (MAIL_PROVIDER=outbox): the mails kept for the signed-in user, newest first.',
};
