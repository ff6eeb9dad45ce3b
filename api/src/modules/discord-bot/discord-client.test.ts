import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createDiscordClient, DEFAULT_RETRY_AFTER_MS, DISCORD_ERRORS } from './discord-client.js';

const WEBHOOK = { id: '112233445566778899', token: 't'.repeat(68) };
const MESSAGE = { username: 'FlowDeck', content: '', embeds: [{ title: 'x' }] };

/** Discord's webhook endpoint answering whatever the test sets next. */
describe('Discord client: what a post tells the dispatcher', () => {
  let server: Server;
  let base: string;
  let answer: (response: ServerResponse) => void = (response) => response.end('{}');
  before(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      request.resume();
      request.on('end', () => answer(response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  const send = () => createDiscordClient(base).send(WEBHOOK, MESSAGE);
  const reply =
    (status: number, body: unknown, headers: Record<string, string> = {}) =>
    (response: ServerResponse) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };

  it("reads a 429's retry_after (seconds, fractional) from the body", async () => {
    answer = reply(
      429,
      { message: 'You are being rate limited.', retry_after: 1.234, global: false },
      { 'retry-after': '2' },
    );
    assert.deepEqual(await send(), {
      ok: false,
      error: DISCORD_ERRORS.rateLimited,
      status: 429,
      gone: false,
      retryAfterMs: 1_234,
      global: false,
    });
  });

  it('falls back to the Retry-After header, then to a default, and reports a global limit', async () => {
    answer = reply(429, { message: 'slow down' }, { 'retry-after': '3' });
    const fromHeader = await send();
    assert.equal(fromHeader.ok, false);
    if (!fromHeader.ok) assert.equal(fromHeader.retryAfterMs, 3_000);
    answer = reply(429, { global: true });
    const fallback = await send();
    assert.ok(!fallback.ok && fallback.retryAfterMs === DEFAULT_RETRY_AFTER_MS && fallback.global === true);
  });

  it('marks deleted webhooks (401, 404) as gone, and other errors not', async () => {
    for (const [status, gone] of [
      [404, true],
      [401, true],
      [500, false],
      [400, false],
    ] as const) {
      answer = reply(status, { message: 'x' });
      const result = await send();
      assert.ok(!result.ok);
      assert.equal(result.gone, gone, String(status));
      assert.equal(result.status, status);
    }
  });

  it('passes on how long to wait when a post used the last slot of the bucket', async () => {
    answer = reply(200, { id: '1' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '1.5' });
    assert.deepEqual(await send(), { ok: true, resetAfterMs: 1_500 });
    answer = reply(200, { id: '1' }, { 'x-ratelimit-remaining': '4', 'x-ratelimit-reset-after': '1.5' });
    assert.deepEqual(await send(), { ok: true });
  });

  it('reports an unreachable Discord without a status', async () => {
    const result = await createDiscordClient('http://127.0.0.1:1/api').send(WEBHOOK, MESSAGE);
    assert.deepEqual(result, { ok: false, error: DISCORD_ERRORS.unreachable, status: null, gone: false });
  });
});
