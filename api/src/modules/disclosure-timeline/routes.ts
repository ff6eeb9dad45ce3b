import { disclosureTimelineContract } from '@flowdeck/endpoints/disclosure-timeline/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { byMinute, route } from '../../lib/contract-route.js';
import { createDisclosureTimelineService } from './service.js';

/** Every table a source of the timeline reads (each source module's own service). */
const SOURCE_TABLES = [
  'symbols',
  'daily_bars',
  'politicians',
  'politician_trades',
  'insider_filings',
  'insider_trades',
  'institutional_filings',
  'institutional_holdings',
  'lobbying_filings',
  'gov_contract_actions',
  'sec_filings',
] as const;

/**
 * Disclosure timeline (issue 15: disclosure-timeline/{x}): one ticker's events from every disclosure source
 * with the smart-money clusters. Read-cached while the source tables are unchanged, per minute of the clock
 * (the default window ends today, and the simulated sources release records as the day goes).
 */
export function disclosureTimelineRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const timeline = createDisclosureTimelineService(deps.db, deps.records, deps.now);
    route(
      app,
      disclosureTimelineContract,
      deps,
      async (request) => timeline.timeline(request.params.x, request.query),
      {
        cache: { tables: SOURCE_TABLES, clock: byMinute(deps.now) },
      },
    );
  };
}
