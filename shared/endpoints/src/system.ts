/** System endpoints: the health check and the OpenAPI document. Zod-free (see ./market.ts). */
import type { Route } from '@flowdeck/endpoints/route';

export interface HealthResponse {
  /** `degraded`: Redis is configured but unreachable; the API still serves (ADR 0003). */
  status: 'ok' | 'degraded';
  /** Which database answered: the embedded PGlite or PostgreSQL. */
  database: string;
  /** The API's version (its package.json). */
  version: string;
  /** The Redis link: `off` when REDIS_URL is not set. */
  redis: 'up' | 'down' | 'off';
}

export const HEALTH: Route<'GET', 'health', HealthResponse> = {
  method: 'GET',
  path: 'health',
  requirement: 'public',
  summary: 'Liveness and database check for load balancers and the deploy scripts (503 when the database is down).',
};

/** An OpenAPI 3.x document, as far as its readers rely on it (kept structural: no OpenAPI types shipped). */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
}

export const OPENAPI_DOCUMENT: Route<'GET', 'openapi.json', OpenApiDocument> = {
  method: 'GET',
  path: 'openapi.json',
  requirement: 'public',
  summary: 'This API described as OpenAPI 3.1, generated from the endpoint contracts.',
};
