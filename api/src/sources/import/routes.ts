/**
 * `POST admin/import`: the import CLI's way in while the API runs (the API owns the database; PGlite admits
 * one process). Admin token only, checked before the body is read.
 */
import { ADMIN_IMPORT } from '@flowdeck/endpoints/admin';
import { adminImportContract, importRequestSchema, type ImportRequestBody } from '@flowdeck/endpoints/admin/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { InputError } from '../../errors.js';
import { route } from '../../lib/contract-route.js';
import { IMPORTERS } from './importers.js';
import { ImportRefusal, type Importer } from './importer.js';
import { ImportUsageError, runImport } from './run-import.js';

export const ADMIN_IMPORT_PATH = ADMIN_IMPORT.path;

/** The largest import sent in one request: a quarter of the SEC's insider data sets is well under it. */
export const MAX_IMPORT_BODY_BYTES = 256 * 1024 * 1024;

/** The request's JSON, validated; a refusal is a 400 that says what is wrong. */
function parseImportRequest(body: unknown): ImportRequestBody {
  let json: unknown;
  try {
    json = JSON.parse(typeof body === 'string' ? body : '');
  } catch {
    throw new InputError('Malformed JSON', 'The import request body is not valid JSON.');
  }
  const parsed = importRequestSchema.safeParse(json);
  if (!parsed.success)
    throw new InputError(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message])),
    );
  return parsed.data;
}

/** What the route uses of the app (tests mount it alone with their own importers). */
export type ImportRouteDeps = Pick<AppDeps, 'config' | 'db' | 'databaseKind' | 'now' | 'tokens'>;

export function importRoutes(deps: ImportRouteDeps, importers: readonly Importer[] = IMPORTERS): FastifyPluginAsync {
  return async (app) => {
    // In this plugin only: the files travel as one JSON text, larger than the edge rule's string bound.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );
    // The admin token is checked before the body is read; the body (JSON text) is checked here, not at the edge.
    route(
      app,
      adminImportContract,
      deps,
      async (request) => {
        const importRequest = parseImportRequest(request.body);
        try {
          return await runImport(deps, importRequest, deps.now(), importers);
        } catch (error) {
          if (error instanceof ImportRefusal)
            throw new InputError(
              { file: error.file, where: error.where, reason: error.reason },
              `${error.message}. Nothing was imported.`,
            );
          if (error instanceof ImportUsageError) throw new InputError(error.message);
          throw error;
        }
      },
      { guardBeforeBody: true, bodyCheckedByHandler: true, bodyLimit: MAX_IMPORT_BODY_BYTES },
    );
  };
}
