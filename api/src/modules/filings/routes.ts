import { filingFeedContract } from '@flowdeck/endpoints/filings/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { byMinute, route } from '../../lib/contract-route.js';
import { createFilingService } from './service.js';

/**
 * Filings (spec §7: filing/{x}): the feed of SEC filings by form, per ticker or market-wide. Read-cached while
 * the filings and the universe are unchanged, per minute of the clock (simulated filings are accepted as the
 * day goes).
 */
export function filingRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const filings = createFilingService(deps.db, deps.records.filings, deps.now);
    route(app, filingFeedContract, deps, async (request) => filings.feed(request.params.x, request.query), {
      cache: { tables: ['sec_filings', 'symbols'], clock: byMinute(deps.now) },
    });
  };
}
