/**
 * Requests generated from the endpoint contracts, as the OpenAPI document (GET openapi.json) shows their
 * zod schemas: for every path parameter, query parameter and body field of every operation, values that
 * break that field's schema (wrong type, out of range, not in the enum, against the pattern, too long,
 * a repeated query key), each sent with the other fields valid where a valid value can be found. Every one
 * of them must be refused with a 4xx: nothing may crash the validator or reach the handler.
 *
 * A value counts as breaking a schema only when `matches` says so. `matches` knows the JSON Schema words the
 * contracts produce; a word it does not know counts as accepting anything, so a value is never sent as
 * "invalid" on a guess.
 */
import type { InjectOptions } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Where a value travels: JSON keeps its type; a query or path value is always text (or, for a repeated query key, a list of texts). */
export type Carrier = 'json' | 'text';

interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'];

function typesOf(schema: JsonSchema): string[] | null {
  if (schema.type === undefined) return null;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function matchesType(type: string, schema: JsonSchema, value: unknown, carrier: Carrier): boolean {
  if (carrier === 'text') {
    if (typeof value !== 'string') return type === 'array';
    switch (type) {
      case 'string':
        return matchesString(schema, value);
      case 'integer':
      case 'number': {
        if (!/^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value)) return false;
        return matchesNumber(type, schema, Number(value));
      }
      case 'boolean':
        return BOOLEAN_WORDS.includes(value.trim().toLowerCase());
      case 'null':
        return false;
      default:
        // A list or an object in a query string: the contracts parse those from text in ways this does not model.
        return true;
    }
  }
  switch (type) {
    case 'string':
      return typeof value === 'string' && matchesString(schema, value);
    case 'integer':
    case 'number':
      return typeof value === 'number' && matchesNumber(type, schema, value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return (
        Array.isArray(value) &&
        (schema.minItems === undefined || value.length >= schema.minItems) &&
        (schema.maxItems === undefined || value.length <= schema.maxItems) &&
        (schema.items === undefined || value.every((item) => matches(schema.items as JsonSchema, item, 'json')))
      );
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      const properties = schema.properties ?? {};
      if ((schema.required ?? []).some((name) => !(name in record))) return false;
      for (const [name, item] of Object.entries(record)) {
        const property = properties[name];
        if (property) {
          if (!matches(property, item, 'json')) return false;
        } else if (schema.additionalProperties === false) return false;
        else if (typeof schema.additionalProperties === 'object' && !matches(schema.additionalProperties, item, 'json'))
          return false;
      }
      return true;
    }
    default:
      return true;
  }
}

function matchesString(schema: JsonSchema, value: string): boolean {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

function matchesNumber(type: string, schema: JsonSchema, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (type === 'integer' && !Number.isInteger(value)) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  return true;
}

/** Whether `value` may pass `schema` (true whenever unsure). */
export function matches(schema: JsonSchema, value: unknown, carrier: Carrier): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => matches(branch, value, carrier));
  if (schema.enum !== undefined) {
    const candidates = carrier === 'text' ? schema.enum.map(String) : schema.enum;
    if (!candidates.includes(value as never)) return false;
  }
  if (schema.const !== undefined && (carrier === 'text' ? String(schema.const) : schema.const) !== value) return false;
  const types = typesOf(schema);
  if (types === null) return true;
  return types.some((type) => matchesType(type, schema, value, carrier));
}

function bounds(schema: JsonSchema): JsonSchema[] {
  const branches = schema.anyOf ?? schema.oneOf;
  return branches ? [schema, ...branches.flatMap(bounds)] : [schema];
}

/** Values to try against a schema: plain wrong ones, and ones just past each bound it states. */
function candidates(schema: JsonSchema, carrier: Carrier): unknown[] {
  const out: unknown[] = [];
  for (const part of bounds(schema)) {
    if (part.maxLength !== undefined) out.push('A'.repeat(part.maxLength + 1));
    if (part.minLength !== undefined && part.minLength > 0) out.push('A'.repeat(part.minLength - 1));
    for (const limit of [part.minimum, part.exclusiveMinimum]) if (limit !== undefined) out.push(limit - 1, limit);
    for (const limit of [part.maximum, part.exclusiveMaximum]) if (limit !== undefined) out.push(limit + 1, limit);
    if (part.maxItems !== undefined && part.items) {
      const valid = validExample(part.items, 'json');
      if (valid !== undefined) out.push(Array.from({ length: part.maxItems + 1 }, () => valid));
    }
  }
  out.push('!!#%', 'zzzz-not-a-choice', 1.5, -1, 0, 1e308, '2025-02-30');
  if (carrier === 'json') out.push(12_345, true, null, [], [1, 'x', null], {}, { $gt: '' }, '');
  else out.push('~~', '1e999', 'NaN', '-0.5');
  return out.map((value) => (carrier === 'text' && typeof value === 'number' ? String(value) : value));
}

/** Whether `value` may pass, also once trimmed or upper- or lower-cased (as some contracts normalise text first). */
function mayPass(schema: JsonSchema, value: unknown, carrier: Carrier): boolean {
  const forms = typeof value === 'string' ? [value, value.trim(), value.toUpperCase(), value.toLowerCase()] : [value];
  return forms.some((form) => matches(schema, form, carrier));
}

/** The values among the candidates that `schema` refuses (texts too long for a URL are left out). */
export function violations(schema: JsonSchema, carrier: Carrier): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const value of candidates(schema, carrier)) {
    const key = JSON.stringify(value);
    if (seen.has(key) || mayPass(schema, value, carrier)) continue;
    if (carrier === 'text' && typeof value === 'string' && value.length > 4_000) continue;
    // An empty query value is a cleared filter, read as absent (endpoints/validation.ts `optional`).
    if (carrier === 'text' && value === '') continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

const EXAMPLES: unknown[] = ['AAPL', 'ALL', 'all', '2025-06-13', 'a', '1', 1, 0, true, 10, 'SPY', [], {}];
/** A value of each string format the contracts use, so a field beside one is reached (an id in the path). */
const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '0b6c1f1e-8c1a-4d52-9a39-6a3f2f1e9c4d',
  email: 'fuzz@example.com',
  date: '2025-06-13',
  'date-time': '2025-06-13T14:30:00Z',
};

/** A value `schema` accepts, when one is easily found; undefined otherwise. */
export function validExample(schema: JsonSchema, carrier: Carrier): unknown {
  const pool: unknown[] = [];
  for (const part of bounds(schema)) {
    if (part.enum) pool.push(...part.enum);
    if (part.const !== undefined) pool.push(part.const);
    if (part.minimum !== undefined) pool.push(part.minimum);
    if (part.exclusiveMinimum !== undefined) pool.push(part.exclusiveMinimum + 1);
    if (part.minLength !== undefined) pool.push('a'.repeat(part.minLength));
    if (part.format !== undefined && FORMAT_EXAMPLES[part.format]) pool.push(FORMAT_EXAMPLES[part.format]);
    if (part.properties) {
      const object: Record<string, unknown> = {};
      for (const name of part.required ?? []) {
        const property = part.properties[name];
        const value = property ? validExample(property, 'json') : undefined;
        if (value !== undefined) object[name] = value;
      }
      pool.push(object);
    }
  }
  pool.push(...EXAMPLES);
  const shaped = pool.map((value) => (carrier === 'text' && typeof value !== 'object' ? String(value) : value));
  return shaped.find((value) => matches(schema, value, carrier));
}

export interface SchemaViolation {
  /** `GET /api/news/{x}` · query `limit` = "101" */
  label: string;
  request: InjectOptions;
}

function encodePath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

function queryString(query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(item)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Every violation the document's schemas allow, one field broken per request, the rest valid where a
 * valid value is found. Operations on `skip` ("POST /api/x") are left out.
 */
export function schemaViolations(document: OpenApiDocument, skip: ReadonlySet<string> = new Set()): SchemaViolation[] {
  const out: SchemaViolation[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      if (skip.has(name)) continue;
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const validParams: Record<string, string> = {};
      const validQuery: Record<string, string> = {};
      for (const parameter of parameters) {
        const example = parameter.schema ? validExample(parameter.schema, 'text') : undefined;
        if (parameter.in === 'path') validParams[parameter.name] = typeof example === 'string' ? example : 'x';
        else if (parameter.required && typeof example === 'string') validQuery[parameter.name] = example;
      }
      const validBody = bodySchema ? validExample(bodySchema, 'json') : undefined;
      const send = (
        label: string,
        params: Record<string, string>,
        query: Record<string, string | string[]>,
        body?: unknown,
      ) => {
        const request: InjectOptions = {
          method: method.toUpperCase() as InjectOptions['method'],
          url: `${encodePath(path, params)}${queryString(query)}`,
        };
        if (bodySchema) {
          request.headers = { 'content-type': 'application/json' };
          request.payload = JSON.stringify(body === undefined ? (validBody ?? {}) : body);
        }
        out.push({ label: `${name} · ${label}`, request });
      };
      for (const parameter of parameters) {
        if (!parameter.schema) continue;
        for (const value of violations(parameter.schema, 'text')) {
          if (typeof value !== 'string') continue;
          if (parameter.in === 'path')
            send(
              `path ${parameter.name} = ${JSON.stringify(value)}`,
              { ...validParams, [parameter.name]: value },
              validQuery,
            );
          else
            send(`query ${parameter.name} = ${JSON.stringify(value)}`, validParams, {
              ...validQuery,
              [parameter.name]: value,
            });
        }
        // A repeated key: the query parser hands the schema a list instead of a text.
        const twice = ['1', '2'];
        if (parameter.in === 'query' && !matches(parameter.schema, twice, 'text'))
          send(`query ${parameter.name} repeated`, validParams, { ...validQuery, [parameter.name]: twice });
      }
      if (!bodySchema) continue;
      // A JSON null body is read as no body, i.e. {} (lib/contract-route.ts): a violation only if {} is one.
      const emptyPasses = matches(bodySchema, {}, 'json');
      for (const value of violations(bodySchema, 'json').filter((v) => !(v === null && emptyPasses)))
        send(`body = ${JSON.stringify(value).slice(0, 60)}`, validParams, validQuery, value);
      const base =
        validBody && typeof validBody === 'object' && !Array.isArray(validBody)
          ? (validBody as Record<string, unknown>)
          : {};
      for (const [field, schema] of Object.entries(bodySchema.properties ?? {})) {
        for (const value of violations(schema, 'json'))
          send(`body ${field} = ${JSON.stringify(value).slice(0, 60)}`, validParams, validQuery, {
            ...base,
            [field]: value,
          });
      }
    }
  }
  return out;
}
