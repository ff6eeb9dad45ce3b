import { govContractContract } from '@flowdeck/endpoints/govcontracts/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { byMarketDay, route } from '../../lib/contract-route.js';
import { createGovContractService } from './service.js';

/** Govt. Contracts (spec §7: govcontract/{x}): federal awards per company and quarter, for one ticker or all. */
export function govContractRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const contracts = createGovContractService(deps.db, deps.records.govContracts, deps.now);
    route(app, govContractContract, deps, async (request) => contracts.report(request.params.x, request.query), {
      cache: { tables: ['symbols', 'gov_contract_actions'], clock: byMarketDay(deps.now) },
    });
  };
}
