import {
  etfStockExposureContract,
  institutionalPositionsContract,
  institutionalSegmentationContract,
  institutionalStockHoldersContract,
  institutionalSummariesContract,
  institutionalSummaryContract,
} from '@flowdeck/endpoints/institutional/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { byMarketDay, route, type ContractRouteOptions } from '../../lib/contract-route.js';
import { createInstitutionalService } from './service.js';

/** Institutional Tracker (spec §7: institutional-tracker/*): 13F holdings per filer, per stock and market-wide. */
export function institutionalRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const tracker = createInstitutionalService(deps.db, deps.records.institutional, deps.now);
    // Every answer is read from the 13F book, which changes with an import or with the quarter due (the date).
    const cached: ContractRouteOptions = {
      cache: { tables: ['institutional_filings', 'institutional_holdings'], clock: byMarketDay(deps.now) },
    };
    route(app, institutionalPositionsContract, deps, async (request) => tracker.positions(request.query), cached);
    route(app, institutionalSummaryContract, deps, async (request) => tracker.summary(request.query), cached);
    route(app, institutionalSummariesContract, deps, async (request) => tracker.summaries(request.query), cached);
    route(app, institutionalStockHoldersContract, deps, async (request) => tracker.stockHolders(request.query), cached);
    route(app, institutionalSegmentationContract, deps, async (request) => tracker.segmentation(request.query), cached);
    route(app, etfStockExposureContract, deps, async (request) => tracker.etfExposure(request.query), cached);
  };
}
