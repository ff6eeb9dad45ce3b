/**
 * The API side of the product's named requirements (shared/contract REQUIREMENTS): every route names the
 * requirement of the page it serves, and the guard comes from the requirement's `admits`, so a page's
 * permission is written once and the host and the API enforce the same rule.
 */
import { REQUIREMENTS, type RequirementName } from '@flowdeck/contract/abilities';
import type { EndpointRequirement } from '@flowdeck/endpoints/route';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps.js';
import { requireAdmin } from './admin-token.js';
import { requireReader, requireUser } from './guard.js';
import { type AccessDeps, requireAccess, requireBotSubscriber } from './subscription.js';

/** A route's requirement: a product requirement, or the admin CLI's own token (no page asks for it). */
export type RouteRequirement = EndpointRequirement;

/** What a route's guard reads: the access checks, and the signing secret for an admin-token route. */
export type GuardDeps = AccessDeps & Partial<Pick<AppDeps, 'config'>>;

/** One endpoint of the API as registered: the table the requirement, fuzz and OpenAPI checks read. */
export interface RouteRecord {
  method: string;
  url: string;
  requirement: RouteRequirement;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint under the API prefix, with its requirement (HEAD twins of GET routes left out). */
    routeTable: readonly RouteRecord[];
  }
  interface FastifyContextConfig {
    /** Who may call the route; every route under the API prefix declares one (checked at registration). */
    requirement?: RouteRequirement;
  }
}

/** The check that admits exactly who the named requirement admits; null when anyone may pass. */
export function requirementGuard(deps: AccessDeps, name: RequirementName): preHandlerAsyncHookHandler | null {
  switch (REQUIREMENTS[name].admits) {
    case 'anyone':
      return null;
    case 'reader':
      return requireReader(deps.tokens);
    case 'subscriber':
      return requireAccess(deps);
    case 'user':
      return requireUser(deps.tokens);
    case 'botSubscriber':
      return requireBotSubscriber(deps);
    default:
      throw new Error(`Unknown requirement ${String(name)}`);
  }
}

/** Route options for a named requirement: its guard as the route's preHandler, and the name in its config. */
export function guarded(
  deps: GuardDeps,
  name: RouteRequirement,
): { preHandler?: preHandlerAsyncHookHandler; config: { requirement: RouteRequirement } } {
  if (name === 'adminToken') {
    if (!deps.config) throw new Error('An admin-token route needs the configuration (its signing secret).');
    return { preHandler: requireAdmin(deps.config.jwtSecret, deps.now), config: { requirement: name } };
  }
  const guard = requirementGuard(deps, name);
  return guard ? { preHandler: guard, config: { requirement: name } } : { config: { requirement: name } };
}

/**
 * Refuses, at registration, any route of this scope that names no requirement (an endpoint cannot ship
 * without saying who may call it), and records each one in `table`.
 */
export function requireDeclaredRequirements(app: FastifyInstance, table: RouteRecord[]): void {
  app.addHook('onRoute', (route) => {
    const requirement = route.config?.requirement;
    if (!requirement) throw new Error(`${String(route.method)} ${route.url} declares no requirement`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, requirement });
    }
  });
}
