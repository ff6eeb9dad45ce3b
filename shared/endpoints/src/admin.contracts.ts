/** The admin CLI's contracts (see ./admin.ts). */
import { flag, strictObject, wholeNumber } from '@flowdeck/endpoints/account/contracts';
import {
  ADMIN_GRANT,
  ADMIN_IMPORT,
  ADMIN_MESSAGES,
  ADMIN_REVOKE_SESSION,
  GRANT_DAYS_MAX,
  IMPORT_FILE_NAME_MAX,
  IMPORT_KIND_MAX,
  IMPORT_OPTION_MAX,
  SESSION_ID_MAX,
} from '@flowdeck/endpoints/admin';
import { defineContract } from '@flowdeck/endpoints/contract';
import { requiredText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

export const grantSchema = strictObject({
  username: requiredText().max(254, ADMIN_MESSAGES.unknownUser),
  days: wholeNumber(1, GRANT_DAYS_MAX, ADMIN_MESSAGES.grantDays),
  bot: flag.default(false),
});

export type GrantInput = z.output<typeof grantSchema>;

/**
 * What `npm run import` sends: the kind, each file's name and text, and the importer's options. The API
 * applies it to the JSON text itself (the files are larger than the edge rule's string bound).
 */
export const importRequestSchema = z.object({
  kind: z.string().min(1).max(IMPORT_KIND_MAX),
  files: z.array(z.object({ name: z.string().min(1).max(IMPORT_FILE_NAME_MAX), text: z.string() })).min(1),
  options: z.record(z.string(), z.union([z.string().max(IMPORT_OPTION_MAX), z.literal(true)])).default({}),
});

export type ImportRequestBody = z.output<typeof importRequestSchema>;

export const adminGrantContract = defineContract(ADMIN_GRANT, { body: grantSchema });

export const adminRevokeSessionContract = defineContract(ADMIN_REVOKE_SESSION, {
  body: z.object({ sessionId: z.string().trim().min(1).max(SESSION_ID_MAX) }),
});

export const adminImportContract = defineContract(ADMIN_IMPORT, { body: importRequestSchema });
