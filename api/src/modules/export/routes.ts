import { exportExcelContract } from '@flowdeck/endpoints/export/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { createExportService } from './service.js';
import { XLSX_CONTENT_TYPE } from './workbook.js';

/** The largest POST excel body: 100,000 rows of a wide table fit well within it. */
export const MAX_EXPORT_BODY_BYTES = 64 * 1024 * 1024;

/** `attachment` with the file's name (names are limited to letters, digits, spaces, ".", "_", "-"). */
export function contentDisposition(filename: string): string {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Spec §7 POST excel: any table the app shows, as an .xlsx download. The body is
 * `{ filename?, sheet?, columns: [{ key, header, type?, width? }], rows: [{ [key]: value }] }` (the
 * contract's schema, applied in the worker with the cell checks of schemas.ts); signed-in users only.
 */
export function exportRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const exports = createExportService();
    app.addHook('onClose', async () => exports.close());

    // In this plugin only: JSON stays text, parsed and validated in the export worker (not on the event loop).
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_EXPORT_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );

    // The turn is taken before the body is read: a user past their quota, or a full queue, is refused
    // without buffering anything, and a waiting export's body stays unread in its socket. Released once the
    // answer is sent (or the caller went away), whatever happened in between.
    const turns = new WeakMap<FastifyRequest, () => void>();
    const takeTurn = async (request: FastifyRequest) => {
      turns.set(request, await exports.turn(userIdOf(request)));
    };
    const giveBack = async (request: FastifyRequest) => {
      turns.get(request)?.();
      turns.delete(request);
    };

    route(
      app,
      exportExcelContract,
      deps,
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const { filename, file } = await exports.write(body);
        return reply
          .header('content-disposition', contentDisposition(filename))
          .header('access-control-expose-headers', 'content-disposition')
          .type(XLSX_CONTENT_TYPE)
          .send(file);
      },
      {
        bodyCheckedByHandler: true,
        // Checked before the body is read, so an anonymous caller cannot make the server buffer 64 MB.
        guardBeforeBody: true,
        hooks: { onRequest: [takeTurn], onResponse: [giveBack], onRequestAbort: [giveBack] },
        bodyLimit: MAX_EXPORT_BODY_BYTES,
      },
    );
  };
}
