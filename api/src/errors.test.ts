import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import Fastify from 'fastify';
import { z } from 'zod';
import {
  AuthError,
  errorBody,
  ForbiddenError,
  InputError,
  InvalidCredentialsError,
  NotFoundError,
  PaymentRequiredError,
  RateLimitError,
  registerErrorHandling,
  REQUEST_ERRORS,
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
      { error: { email: 'Bad email.' }, message: 'Bad email.' },
    ]);
    assert.deepEqual(await respond(new InputError('Nope', 'Try again')).then((r) => [r.status, r.body]), [
      400,
      { error: 'Nope', message: 'Try again' },
    ]);
    assert.deepEqual(await respond(new AuthError()).then((r) => [r.status, r.body]), [
      401,
      { error: 'Authentication required', message: 'Authentication required' },
    ]);
    assert.deepEqual(await respond(new InvalidCredentialsError()).then((r) => [r.status, r.body]), [
      401,
      { detail: InvalidCredentialsError.DETAIL },
    ]);
    assert.equal((await respond(new PaymentRequiredError())).status, 402);
    assert.equal((await respond(new ForbiddenError())).status, 403);
    assert.deepEqual(await respond(new NotFoundError('Unknown symbol X')).then((r) => [r.status, r.body]), [
      404,
      { error: 'Unknown symbol X', message: 'Unknown symbol X' },
    ]);
    const limited = await respond(new RateLimitError(30));
    assert.equal(limited.status, 429);
    assert.equal(limited.headers['retry-after'], '30');
  });

  it('turns zod errors into a field map and hides unexpected errors', async () => {
    const parsed = z.object({ age: z.number({ error: 'Age must be a number.' }) }).safeParse({ age: 'x' });
    assert.ok(!parsed.success);
    assert.deepEqual((await respond(parsed.error)).body, {
      error: { age: 'Age must be a number.' },
      message: 'Age must be a number.',
    });
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
    assert.deepEqual(res.json(), errorBody({ q: 'This field is required.' }));
  });

  it('gives every error body a human-readable message beside its error (spec §3), login failures aside', async () => {
    const errors = [
      new InputError({ email: 'Bad email.', password: 'Too short.' }),
      new AuthError(),
      new ForbiddenError(),
      new NotFoundError(),
      new PaymentRequiredError(),
      new RateLimitError(30),
    ];
    for (const error of errors) {
      const { status, body } = await respond(error);
      const { message } = body as { message?: unknown };
      assert.equal(typeof message, 'string', `${status} has a message`);
      assert.notEqual(message, '', `${status} has a message`);
    }
    const fields = await respond(new InputError({ email: 'Bad email.', password: 'Too short.' }));
    assert.equal((fields.body as { message: string }).message, 'There are 2 problems to fix in the form.');
    assert.deepEqual((await respond(new InvalidCredentialsError())).body, { detail: InvalidCredentialsError.DETAIL });
  });

  describe('requests the framework refuses before a route runs', () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/echo', async (request) => request.body);
    after(() => app.close());
    const post = (payload: string, contentType: string) =>
      app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

    it('answers malformed JSON with 400 in the spec shape and our wording', async () => {
      const res = await post('{"username": "ann",', 'application/json');
      assert.equal(res.statusCode, 400);
      assert.deepEqual(
        res.json(),
        errorBody(REQUEST_ERRORS['FST_ERR_CTP_INVALID_JSON_BODY']!.error, 'The request body is not valid JSON.'),
      );
      assert.doesNotMatch(res.body, /content-type|FST_/i);
    });

    it('answers an empty JSON body and an unsupported content type in the spec shape', async () => {
      const empty = await post('', 'application/json');
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(Object.keys(empty.json()).sort(), ['error', 'message']);
      const xml = await post('<user/>', 'application/xml');
      assert.equal(xml.statusCode, 415);
      assert.deepEqual(
        xml.json(),
        errorBody('Unsupported content type', REQUEST_ERRORS['FST_ERR_CTP_INVALID_MEDIA_TYPE']!.message),
      );
    });

    it('answers an unknown route with 404, error and message', async () => {
      const res = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json<{ error: string }>().error, 'Not found: GET /nowhere');
      assert.equal(typeof res.json<{ message: unknown }>().message, 'string');
    });
  });
});
