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
import { route } from '../../lib/contract-route.js';
import { createInstitutionalService } from './service.js';

/** Institutional Tracker (spec §7: institutional-tracker/*): 13F holdings per filer, per stock and market-wide. */
export function institutionalRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const tracker = createInstitutionalService(deps.db, deps.config.simSeed, deps.now);
    route(app, institutionalPositionsContract, deps, async (request) => tracker.positions(request.query));
    route(app, institutionalSummaryContract, deps, async (request) => tracker.summary(request.query));
    route(app, institutionalSummariesContract, deps, async (request) => tracker.summaries(request.query));
    route(app, institutionalStockHoldersContract, deps, async (request) => tracker.stockHolders(request.query));
    route(app, institutionalSegmentationContract, deps, async (request) => tracker.segmentation(request.query));
    route(app, etfStockExposureContract, deps, async (request) => tracker.etfExposure(request.query));
  };
}
