/**
 * The admin CLI's endpoints (`npm run admin`, `npm run import` while the API runs): an admin token only,
 * never a user's. Zod-free (see ./market.ts).
 */
import type { Route } from '@flowdeck/endpoints/route';

/** The longest subscription extension one admin grant may give (ten years). */
export const GRANT_DAYS_MAX = 3_660;
export const SESSION_ID_MAX = 100;
export const IMPORT_KIND_MAX = 100;
export const IMPORT_FILE_NAME_MAX = 4_096;
export const IMPORT_OPTION_MAX = 4_096;

export const ADMIN_MESSAGES = {
  grantDays: `Days must be a whole number from 1 to ${GRANT_DAYS_MAX}.`,
  unknownUser: 'Unknown user.',
  sessionRevoked: 'Session revoked',
} as const;

export interface AdminGrant {
  username: string;
  /** The new end of access (YYYY-MM-DD). */
  end_date: string;
  bot_sub: boolean;
  message: string;
}

/** One file's part of an import. */
export interface ImportFileSummary {
  readonly file: string;
  readonly inserted: number;
  readonly updated: number;
  readonly unchanged: number;
}

export interface ImportSummary {
  readonly kind: string;
  readonly files: readonly ImportFileSummary[];
  readonly inserted: number;
  readonly updated: number;
  readonly unchanged: number;
}

export const ADMIN_GRANT: Route<'POST', 'admin/grant', AdminGrant> = {
  method: 'POST',
  path: 'admin/grant',
  requirement: 'adminToken',
  summary: "Extends a user's access by a number of days from today or its current end (admin CLI).",
};

export const ADMIN_REVOKE_SESSION: Route<'POST', 'admin/sessions/revoke', { sessionId: string; message: string }> = {
  method: 'POST',
  path: 'admin/sessions/revoke',
  requirement: 'adminToken',
  summary: 'Ends one session (a refresh-token family, as GET user/sessions lists it): its tokens stop at once.',
};

export const ADMIN_IMPORT: Route<'POST', 'admin/import', ImportSummary> = {
  method: 'POST',
  path: 'admin/import',
  requirement: 'adminToken',
  summary: 'Imports public-data files of one kind into the running API, all or nothing (npm run import).',
};
