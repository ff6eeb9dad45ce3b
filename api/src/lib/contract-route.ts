import type { Contract } from '@flowdeck/endpoints/contract';
import { routerUrl, type ResponseOf } from '@flowdeck/endpoints/route';
import { UNKNOWN_PARAMETER } from '@flowdeck/endpoints/validation';
import { marketLocalTime } from '@flowdeck/market-calendar';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import { z } from 'zod';
import { readCacheFor } from '../db/read-cache.js';
import type { Database } from '../db/schema.js';
import { fieldErrorsFromZod, InputError, type FieldErrors } from '../errors.js';
import { guarded, type GuardDeps } from '../security/requirements.js';

type Output<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** The body a handler receives: parsed by the contract's schema, or as sent when the handler checks it itself. */
type BodyOf<C, O> = O extends { bodyCheckedByHandler: true } ? unknown : Output<C, 'body'>;

type RouteGeneric<C, O> = { Params: Output<C, 'params'>; Querystring: Output<C, 'query'>; Body: BodyOf<C, O> };

/** The request a contract's handler receives: params, query and body already parsed by its schemas. */
export type ContractRequest<C extends Contract, O extends ContractRouteOptions = ContractRouteOptions> = FastifyRequest<
  RouteGeneric<C, O>
>;

/** A handler answers with the contract's response type (or sends its own reply, e.g. pre-serialised JSON). */
export type ContractHandler<C extends Contract, O extends ContractRouteOptions = ContractRouteOptions> = (
  request: ContractRequest<C, O>,
  reply: FastifyReply,
) => Promise<ResponseOf<C> | FastifyReply> | ResponseOf<C> | FastifyReply;

/** A hook of the route's own (Fastify's onRequest, preValidation or onResponse). */
export type RouteHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ContractRouteOptions {
  /** The error for path parameters the schema refuses, instead of a 400 (a malformed symbol is "not found"). */
  invalidParams?: (params: Record<string, string>) => Error;
  /**
   * Answer from the read cache (db/read-cache.ts) while these tables are unchanged. Only for a handler whose
   * answer depends on nothing but the request's params and query (and, with `perUser`, who asks), these
   * tables and, with `clock`, the clock read at that grain — and that returns its answer rather than sending
   * its own reply.
   */
  cache?: {
    tables: ReadonlyArray<keyof Database>;
    perUser?: boolean;
    /**
     * The clock as coarsely as the answer follows it (the market second of a live list, the date of a
     * window that ends today): part of the key, so an answer is never older than one tick of it.
     */
    clock?: () => string;
  };
  /**
   * The body schema is documented (the OpenAPI document shows it, so the fuzz breaks it field by field) but
   * not applied here: the handler receives the body as its content-type parser left it and answers every
   * violation itself, in the same field-error shape (the export's JSON text is parsed and checked in a worker
   * thread, off the event loop).
   */
  bodyCheckedByHandler?: boolean;
  /**
   * Runs the requirement's guard in `onRequest`, before the body is read, instead of before validation: a
   * caller without access is refused without the server buffering their body (a route with a large limit).
   */
  guardBeforeBody?: boolean;
  /** Hooks of the route's own; `onRequest` and `preValidation` ones run after the guard. */
  hooks?: {
    onRequest?: RouteHook[];
    preValidation?: RouteHook[];
    onResponse?: RouteHook[];
    /** The caller went away before the answer was sent (Fastify hands this hook no reply). */
    onRequestAbort?: Array<(request: FastifyRequest) => Promise<unknown>>;
  };
  /** The route's largest body in bytes, instead of the server's. */
  bodyLimit?: number;
}

/** A cache clock for an answer that follows the time of day to the minute (records released as the day goes). */
export const byMinute = (now: () => Date) => (): string => String(Math.floor(now().getTime() / 60_000));
/** A cache clock for an answer that follows New York's date (the quarter due, what is released by today). */
export const byMarketDay = (now: () => Date) => (): string => marketLocalTime(now()).date;

type HttpPart = 'params' | 'querystring' | 'body';

/** Zod issues of one request part → the spec's field map, with the contract's field names and unknown keys. */
function fieldErrors(contract: Contract, part: HttpPart, error: z.ZodError | null, input: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (part === 'querystring' && contract.refuseUnknownQuery) {
    const shape = (contract.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    for (const key of Object.keys((input ?? {}) as object)) if (!(key in shape)) fields[key] = UNKNOWN_PARAMETER;
  }
  if (error) {
    for (const [key, message] of Object.entries(fieldErrorsFromZod(error))) {
      const name = part === 'params' ? (contract.paramFields?.[key] ?? key) : key;
      if (!(name in fields)) fields[name] = message;
    }
  }
  return fields;
}

/**
 * Validates each request part with the contract's zod schema and answers a refusal in the spec's error
 * shape (an InputError listing every field, as the handlers' own parsing did), never Fastify's ajv wording.
 */
function contractValidator(contract: Contract, options: ContractRouteOptions): FastifySchemaCompiler<FastifySchema> {
  return ({ schema, httpPart, url }) => {
    if (httpPart === 'body' && options.bodyCheckedByHandler) return (data) => ({ value: data });
    if (!(schema instanceof z.ZodType)) throw new Error(`${url}: the ${String(httpPart)} schema is not a zod schema`);
    return (data) => {
      const part = httpPart as HttpPart;
      const input = data ?? {};
      const result = schema.safeParse(input);
      const fields = fieldErrors(contract, part, result.success ? null : result.error, input);
      if (Object.keys(fields).length === 0 && result.success) return { value: result.data };
      if (part === 'params' && options.invalidParams)
        return { error: options.invalidParams(input as Record<string, string>) };
      return { error: new InputError(fields) };
    };
  };
}

/** A contract's response schema encodes (and checks) what the handler returns. */
const responseSerializer: FastifySerializerCompiler<FastifySchema> = (definition) => {
  const { schema, url } = definition;
  if (!(schema instanceof z.ZodType)) throw new Error(`${url}: the response schema is not a zod schema`);
  return serializerCompiler({ ...definition, schema });
};

function cachedHandler<C extends Contract, O extends ContractRouteOptions>(
  deps: GuardDeps,
  contract: C,
  cache: NonNullable<ContractRouteOptions['cache']>,
  handler: ContractHandler<C, O>,
): ContractHandler<C, O> {
  const reads = readCacheFor(deps.db);
  const name = `${contract.method} ${contract.path}`;
  return async (request, reply) => {
    const who = cache.perUser ? (request.principal?.kind === 'user' ? request.principal.userId : 'guest') : '';
    const key = `${name} ${String(who)} ${cache.clock?.() ?? ''} ${JSON.stringify([request.params, request.query])}`;
    const answer = () =>
      Promise.resolve(handler(request, reply)).then((value) => {
        if (value === reply) throw new Error(`${name}: a cached handler must return its answer, not send a reply`);
        return value as ResponseOf<C>;
      });
    // A response schema checks every answer on its way out; without one the answer is kept as the JSON sent,
    // so a large answer is not serialised again for each request.
    if (contract.responseSchema) return reads.read(cache.tables, key, answer);
    const json = await reads.read(cache.tables, key, async () => JSON.stringify(await answer()));
    return reply.type('application/json; charset=utf-8').send(json);
  };
}

/** The hooks of one lifecycle step; none when empty (a route without them is registered as before). */
function hooksOf<H>(hooks: ReadonlyArray<H | null | undefined>): H[] | undefined {
  const present = hooks.filter((hook): hook is H => Boolean(hook));
  return present.length > 0 ? present : undefined;
}

/**
 * Registers an endpoint from its contract: method, URL, the named requirement's guard (before validation,
 * so a caller without access hears 401/402/403 whatever they sent) and `config.requirement`, the zod
 * schemas as the route's schema (validated here, shown in the OpenAPI document), and a handler typed from
 * the contract with no casts or parse helpers.
 */
export function route<C extends Contract, O extends ContractRouteOptions = ContractRouteOptions>(
  app: FastifyInstance,
  contract: C,
  deps: GuardDeps,
  handler: ContractHandler<C, O>,
  options?: O,
): void {
  const { cache, guardBeforeBody, hooks = {}, bodyLimit } = options ?? {};
  const { preHandler: guard, config } = guarded(deps, contract.requirement);
  const schema: FastifySchema & { summary: string } = { summary: contract.summary };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  if (contract.responseSchema) schema.response = { 200: contract.responseSchema };
  const onRequest = hooksOf([guardBeforeBody ? guard : null, ...(hooks.onRequest ?? [])]);
  const preValidation = hooksOf([guardBeforeBody ? null : guard, ...(hooks.preValidation ?? [])]);
  const onResponse = hooksOf(hooks.onResponse ?? []);
  const onRequestAbort = hooksOf(hooks.onRequestAbort ?? []);
  app.route<RouteGeneric<C, O>>({
    method: contract.method,
    url: routerUrl(contract),
    config,
    ...(onRequest && { onRequest }),
    ...(preValidation && { preValidation }),
    ...(onResponse && { onResponse }),
    ...(onRequestAbort && { onRequestAbort }),
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    schema,
    validatorCompiler: contractValidator(contract, options ?? {}),
    // A response schema is checked on the way out (a drift from the contract is a 500, not a silent change).
    ...(contract.responseSchema ? { serializerCompiler: responseSerializer } : {}),
    handler: cache ? cachedHandler(deps, contract, cache, handler) : handler,
  });
}
