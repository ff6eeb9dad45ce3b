import type { z } from 'zod';
import type { Route } from '@flowdeck/endpoints/route';

/** The schemas an endpoint's contract adds to its route (server side). */
export interface ContractParts {
  /** Path parameters, one key per `{name}` of the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The response body, when written as a schema (shown in the OpenAPI document). */
  responseSchema?: z.ZodType;
  /** Query parameters the schema does not name are refused ("Unknown parameter.") rather than ignored. */
  refuseUnknownQuery?: boolean;
  /** The field a path parameter's problem is reported under (flow/{x} reports `x` as `ticker`). */
  paramFields?: Record<string, string>;
}

/** One endpoint's contract: its route (method, path, requirement, response type) and its schemas. */
export type Contract<R extends Route = Route, Parts extends ContractParts = ContractParts> = R & Parts;

/** Adds the schemas to a route: the same object the server registers and the OpenAPI document shows. */
export function defineContract<const R extends Route, const Parts extends ContractParts>(
  route: R,
  parts: Parts,
): Contract<R, Parts> {
  return { ...route, ...parts };
}
