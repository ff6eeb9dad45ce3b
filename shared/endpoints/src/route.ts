import type { RequirementName } from '@flowdeck/contract/abilities';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: a product requirement, or the admin CLI's own token (no page asks for it). */
export type EndpointRequirement = RequirementName | 'adminToken';

/**
 * The zod-free half of an endpoint's contract: what a client needs to call it (method and path as spec §7
 * writes them, `{name}` for a path parameter) and who may call it. Browser code imports only these, so a
 * page chunk never carries zod; the server's contract (`*.contracts.ts`) adds the schemas to the same object.
 */
export interface Route<M extends HttpMethod = HttpMethod, P extends string = string, Res = unknown> {
  method: M;
  /** Relative to the API base, as spec §7 writes it: `flow/{x}`, `chart/`, `user/settings/alert-filters`. */
  path: P;
  /** The named requirement (shared/contract REQUIREMENTS, or the admin token) the API's guard enforces. */
  requirement: EndpointRequirement;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Type only (never set): the response body's type, from @flowdeck/api-types. */
  readonly response?: Res;
}

/** The response body type of a route. */
export type ResponseOf<R> = R extends Route<HttpMethod, string, infer Res> ? Res : never;

/**
 * Declares a route whose response body is `Res`, keeping its literal method and path in the type (so
 * `pathOf` knows its parameters): `defineRoute<FlowResponse>()({ method: 'GET', path: 'flow/{x}', … })`.
 * The family modules write routes as annotated literals instead (`const FLOW: Route<'GET', 'flow/{x}',
 * FlowResponse> = {…}`): a call is kept by the minifier, so every copy of the module would keep every route.
 */
export function defineRoute<Res>() {
  return <const M extends HttpMethod, const P extends string>(route: Route<M, P, Res>): Route<M, P, Res> => route;
}

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters a route's path names, each a string. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

type PathArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

/**
 * The request path of a route, its `{name}` parameters filled in (URI-encoded): what client fetchers pass
 * to the API client, so a fetcher and its server route share one path.
 */
export function pathOf<P extends string>(route: Route<HttpMethod, P, unknown>, ...[params]: PathArgs<P>): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The Fastify URL of a route (`flow/{x}` → `/flow/:x`; a trailing slash dropped, the router ignores it). */
export function routerUrl(route: Route): string {
  return `/${route.path.replace(/\/$/, '').replace(/\{(\w+)\}/g, ':$1')}`;
}
