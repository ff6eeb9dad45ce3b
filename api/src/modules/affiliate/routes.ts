import { affiliateContract, referralContract } from '@flowdeck/endpoints/affiliate/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { createAffiliateService } from './service.js';

/** The referrer's own figures, and the public look-up /refer uses to greet an invited visitor. */
export function affiliateRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const affiliate = createAffiliateService({ db: deps.db, appOrigin: deps.config.appOrigin });
    route(app, affiliateContract, deps, async (request) => affiliate.summary(userIdOf(request)));
    route(app, referralContract, deps, async (request) => affiliate.referrer(request.params.code));
  };
}
