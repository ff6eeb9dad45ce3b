import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { userIdOf } from '../../security/guard.js';
import { guarded } from '../../security/requirements.js';
import { createAffiliateService } from './service.js';

/** The referrer's own figures, and the public look-up /refer uses to greet an invited visitor. */
export function affiliateRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const affiliate = createAffiliateService({ db: deps.db, appOrigin: deps.config.appOrigin });
    app.get('/affiliate', guarded(deps, 'readOwnAccount'), async (request) => affiliate.summary(userIdOf(request)));
    app.get<{ Params: { code: string } }>('/referral/:code', guarded(deps, 'readReferral'), async (request) =>
      affiliate.referrer(request.params.code),
    );
  };
}
