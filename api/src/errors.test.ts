import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { z } from 'zod';
import {
  AuthError,
  ForbiddenError,
  InputError,
  InvalidCredentialsError,
  NotFoundError,
  PaymentRequiredError,
  RateLimitError,
  registerErrorHandling,
} from './errors.js';

async function respond(error: Error): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }> {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('error mapping', () => {
  it('maps each typed error to its status and the spec body', async () => {
    assert.deepEqual(await respond(new InputError({ email: 'Bad email.' })).then((r) => [r.status, r.body]), [
      400,
      { error: { email: 'Bad email.' } },
    ]);
    assert.deepEqual(await respond(new InputError('Nope', 'Try again')).then((r) => [r.status, r.body]), [
      400,
      { error: 'Nope', message: 'Try again' },
    ]);
    assert.deepEqual(await respond(new AuthError()).then((r) => [r.status, r.body]), [
      401,
      { error: 'Authentication required' },
    ]);
    assert.deepEqual(await respond(new InvalidCredentialsError()).then((r) => [r.status, r.body]), [
      401,
      { detail: InvalidCredentialsError.DETAIL },
    ]);
    assert.equal((await respond(new PaymentRequiredError())).status, 402);
    assert.equal((await respond(new ForbiddenError())).status, 403);
    assert.deepEqual(await respond(new NotFoundError('Unknown symbol X')).then((r) => [r.status, r.body]), [
      404,
      { error: 'Unknown symbol X' },
    ]);
    const limited = await respond(new RateLimitError(30));
    assert.equal(limited.status, 429);
    assert.equal(limited.headers['retry-after'], '30');
  });

  it('turns zod errors into a field map and hides unexpected errors', async () => {
    const parsed = z.object({ age: z.number({ error: 'Age must be a number.' }) }).safeParse({ age: 'x' });
    assert.ok(!parsed.success);
    assert.deepEqual((await respond(parsed.error)).body, { error: { age: 'Age must be a number.' } });
    const crash = await respond(new Error('database password is hunter2'));
    assert.equal(crash.status, 500);
    assert.doesNotMatch(JSON.stringify(crash.body), /hunter2/);
  });

  it('turns fastify schema validation errors into a field map', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get(
      '/schema',
      { schema: { querystring: { type: 'object', required: ['q'], properties: { q: { type: 'string' } } } } },
      async () => 'ok',
    );
    const res = await app.inject({ method: 'GET', url: '/schema' });
    await app.close();
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: { q: 'This field is required.' } });
  });
});
