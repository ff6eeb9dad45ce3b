/** Email verification's contracts (see ./email-verification.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  MAIL_OUTBOX,
  RESEND_VERIFICATION,
  VERIFY_EMAIL,
  VERIFY_EMAIL_TOKEN_MAX,
} from '@flowdeck/endpoints/email-verification';
import { requiredText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

/** A malformed token is answered like an unknown one by the service (no hint which part was wrong). */
export const verifyEmailContract = defineContract(VERIFY_EMAIL, {
  body: z.object({ token: requiredText().max(VERIFY_EMAIL_TOKEN_MAX, 'This link is not valid.') }),
});

export const resendVerificationContract = defineContract(RESEND_VERIFICATION, {});

export const mailOutboxContract = defineContract(MAIL_OUTBOX, {});
