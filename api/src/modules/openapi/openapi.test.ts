import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { pgliteBackend, startTestApp, type TestApp } from '../../test/harness.js';

/**
 * Endpoints allowed to be registered without a contract (so the document shows their method and path only):
 * none since every family was converted (issue 22). A new route must come with a contract.
 */
const NOT_YET_CONTRACTED: readonly string[] = [];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `METHOD /path` of every operation in the document, with whether it came from a contract (it has a summary). */
function operations(document: OpenAPIV3_1.Document): { key: string; contracted: boolean; parameters: number }[] {
  const found: { key: string; contracted: boolean; parameters: number }[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation)
        found.push({
          key: `${method.toUpperCase()} ${path}`,
          contracted: Boolean(operation.summary),
          parameters: (operation.parameters?.length ?? 0) + (operation.requestBody ? 1 : 0),
        });
    }
  }
  return found;
}

/** The problems of a document against the list of endpoints allowed to lack a contract. */
export function contractProblems(document: OpenAPIV3_1.Document, allowed: readonly string[]): string[] {
  const problems: string[] = [];
  const ops = operations(document);
  for (const op of ops) {
    if (!op.contracted && !allowed.includes(op.key)) problems.push(`${op.key} has no contract`);
    if (op.contracted && allowed.includes(op.key)) problems.push(`${op.key} has a contract: take it off the list`);
  }
  for (const key of allowed)
    if (!ops.some((op) => op.key === key)) problems.push(`${key} is listed but is not an endpoint`);
  return problems;
}

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let document: OpenAPIV3_1.Document;
  before(async () => {
    t = await startTestApp(pgliteBackend, { seed: { historyDays: 5, symbolLimit: 20, politicianTrades: 0 } });
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(res.statusCode, 200, res.body);
    document = res.json<OpenAPIV3_1.Document>();
  });
  after(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    assert.equal(document.openapi, '3.1.0');
    // The validator dereferences in place: give it a copy.
    const result = await validate(structuredClone(document));
    assert.ok(result.valid, result.valid ? '' : JSON.stringify(result.errors, null, 2));
  });

  it('lists every endpoint of the route table, under its method and path', () => {
    const listed = new Set(operations(document).map((op) => op.key));
    const table = t.app.routeTable.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    assert.ok(table.length >= 50);
    assert.deepEqual(
      table.filter((key) => !listed.has(key)),
      [],
    );
    assert.equal(listed.size, table.length, 'the document lists only endpoints of the route table');
  });

  it('has a contract for every endpoint except the shrinking list of those not yet converted', () => {
    assert.deepEqual(contractProblems(document, NOT_YET_CONTRACTED), []);
  });

  it('shows the request schemas of contracted endpoints', () => {
    const flow = document.paths?.['/api/flow/{x}']?.get;
    assert.ok(flow?.summary);
    const names = (flow.parameters ?? []).map((p) => ('name' in p ? `${p.in}:${p.name}` : ''));
    for (const name of ['path:x', 'query:side', 'query:sector', 'query:limit', 'query:cursor'])
      assert.ok(names.includes(name), name);
    const sector = (flow.parameters ?? []).find((p) => 'name' in p && p.name === 'minDte');
    assert.deepEqual('schema' in (sector ?? {}) ? (sector as { schema: unknown }).schema : null, {
      type: 'integer',
      minimum: 0,
      maximum: 3650,
    });
    const health = document.paths?.['/api/health']?.get?.responses?.['200'];
    assert.ok(health && 'content' in health && health.content?.['application/json']?.schema, 'health response schema');
  });

  it('refuses a new route without a contract, and a converted route left on the list', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/new': { get: { responses: {} } },
        '/api/converted': { get: { summary: 'Converted.', responses: {} } },
      },
    } satisfies OpenAPIV3_1.Document;
    assert.deepEqual(contractProblems(doc, ['GET /api/converted', 'GET /api/gone']), [
      'GET /api/new has no contract',
      'GET /api/converted has a contract: take it off the list',
      'GET /api/gone is listed but is not an endpoint',
    ]);
  });

  it('serves a rendered reference page outside production, from its own files (no CDN)', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    assert.doesNotMatch(page.body, /<script[^>]+src="(https?:)?\/\//);
    const bundle = await t.request({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    assert.equal(bundle.statusCode, 200);
    const json = await t.request({ method: 'GET', url: '/api/docs/json' });
    assert.equal(json.json<{ openapi: string }>().openapi, '3.1.0');
  });

  it('has no reference page in production', async () => {
    const production = await startTestApp(pgliteBackend, {
      env: 'production',
      seed: { historyDays: 5, symbolLimit: 20, politicianTrades: 0 },
    });
    try {
      assert.equal((await production.request({ method: 'GET', url: '/api/docs/' })).statusCode, 404);
      assert.equal((await production.request({ method: 'GET', url: '/api/openapi.json' })).statusCode, 200);
    } finally {
      await production.close();
    }
  });
});
