/**
 * The account module's forms not yet registered from a contract, and their messages. The profile schemas are
 * their endpoints' contracts (@flowdeck/endpoints/account). The settings documents are the user-settings
 * module's (../user-settings/schemas.ts).
 */
import { ACCOUNT_MESSAGES, SECURITY_MESSAGES } from '@flowdeck/endpoints/account';
import { ADMIN_MESSAGES } from '@flowdeck/endpoints/admin';
import { REQUIRED_MESSAGE } from '../../lib/validation.js';

export { SECURITY_MESSAGES };
export { phoneNumberSchema } from '@flowdeck/endpoints/account/contracts';

export const MESSAGES = {
  required: REQUIRED_MESSAGE,
  ...ACCOUNT_MESSAGES,
  grantDays: ADMIN_MESSAGES.grantDays,
} as const;

export type { GrantInput } from '@flowdeck/endpoints/admin/contracts';
