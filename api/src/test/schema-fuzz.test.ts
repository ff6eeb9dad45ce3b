import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matches, schemaViolations, validExample, violations, type JsonSchema } from './schema-fuzz.js';

const TICKER: JsonSchema = {
  anyOf: [
    { type: 'string', enum: ['ALL'] },
    { type: 'string', pattern: '^[A-Z0-9.-]{1,12}$' },
  ],
};
const LIMIT: JsonSchema = { type: 'integer', minimum: 1, maximum: 100 };

describe('schema fuzz: what breaks a schema', () => {
  it('reads a query text as the number the contract coerces it to', () => {
    assert.equal(matches(LIMIT, '100', 'text'), true);
    assert.equal(matches(LIMIT, '101', 'text'), false);
    assert.equal(matches(LIMIT, '1.5', 'text'), false);
    assert.equal(matches(LIMIT, '~~', 'text'), false);
    assert.equal(matches(LIMIT, ['1', '2'], 'text'), false);
    assert.equal(matches(LIMIT, 100, 'json'), true);
    assert.equal(matches(LIMIT, '100', 'json'), false);
  });

  it('never calls a value invalid when a trimmed or re-cased form of it may pass', () => {
    const bad = violations(TICKER, 'text');
    assert.ok(bad.length > 0);
    for (const value of bad) {
      const text = String(value);
      for (const form of [text, text.toUpperCase(), text.toLowerCase(), text.trim()])
        assert.equal(matches(TICKER, form, 'text'), false, `${JSON.stringify(form)} may pass`);
    }
    // A word the matcher does not know accepts anything: no violation is made up for it.
    assert.deepEqual(violations({ not: { type: 'string' } } as JsonSchema, 'json'), []);
  });

  it('finds values just past each bound, and wrong types', () => {
    const bad = violations({ type: 'string', maxLength: 5 }, 'json');
    assert.ok(bad.includes('AAAAAA'));
    assert.ok(bad.includes(12_345) && bad.includes(null) && bad.some((v) => Array.isArray(v)));
    assert.ok(violations(LIMIT, 'text').includes('0'));
    assert.ok(violations(LIMIT, 'text').includes('101'));
  });

  it('builds valid examples for required fields', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['ticker', 'limit'],
      properties: { ticker: TICKER, limit: LIMIT, note: { type: 'string' } },
      additionalProperties: false,
    };
    const example = validExample(schema, 'json');
    assert.equal(matches(schema, example, 'json'), true);
    assert.equal(matches(schema, { ...(example as object), extra: 1 }, 'json'), false);
  });

  it('breaks one field per request, from an OpenAPI document', () => {
    const requests = schemaViolations({
      paths: {
        '/api/news/{x}': {
          get: {
            parameters: [
              { in: 'path', name: 'x', required: true, schema: TICKER },
              { in: 'query', name: 'limit', schema: LIMIT },
            ],
          },
        },
      },
    });
    const labels = requests.map((r) => r.label);
    assert.ok(labels.includes('GET /api/news/{x} · query limit = "101"'), labels.join('\n'));
    assert.ok(labels.includes('GET /api/news/{x} · query limit repeated'));
    const overLimit = requests.find((r) => r.label.endsWith('query limit = "101"'));
    assert.equal(overLimit?.request.url, '/api/news/ALL?limit=101');
    assert.ok(labels.some((l) => l.includes('path x = "!!#%"')));
  });
});
