import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiDocumentContract } from '@flowdeck/endpoints/system/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';

/** Where the rendered reference is served (development and test only), under the API prefix. */
export const REFERENCE_PAGE_PATH = 'docs';

/** The rendered reference page is a development aid: never registered in production. */
export function referencePageEnabled(config: Pick<Config, 'env'>): boolean {
  return config.env !== 'production';
}

/**
 * Collects every route registered after it into an OpenAPI 3.1 document, converting the contracts' zod
 * schemas (input side: what a client sends) with fastify-type-provider-zod's transform. Endpoints without
 * a contract yet appear with their method and path only. Call before the routes are registered.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FlowDeck API',
        version,
        description: 'Options flow, dark pool, gamma and trackers. Every path is relative to the API base.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'User or guest access token.' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (referencePageEnabled(config)) {
    // Swagger UI's own bundle, served from the package: the page works offline (no CDN scripts).
    await app.register(swaggerUi, {
      routePrefix: `${config.apiPrefix}/${REFERENCE_PAGE_PATH}`,
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  }
}

/** GET openapi.json: the document, public like the spec it describes. */
export function openApiRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, openApiDocumentContract, deps, async () => {
      const document = app.swagger();
      if (!('openapi' in document)) throw new Error('The API document must be OpenAPI 3.x, not Swagger 2.0');
      return document;
    });
  };
}
