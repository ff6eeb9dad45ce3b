import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { botInviteUrl, CHANNEL_ID_MESSAGES, channelEndpoint, parseChannelId } from './discord-channel.js';
import { createDiscordClient, DISCORD_ERRORS } from './discord-client.js';

const CHANNEL = { kind: 'channel' as const, id: '998877665544332211' };
const MESSAGE = { username: 'FlowDeck', content: 'hi', embeds: [{ title: 'x' }] };

describe('channel ids and the invite link', () => {
  it('accepts Discord snowflakes only (17 to 20 digits)', () => {
    assert.deepEqual(parseChannelId(' 998877665544332211 '), { ok: true, channel: CHANNEL });
    for (const bad of ['1234', '123456789012345678901', '99887766554433221a', '<#998877665544332211>', '../x'])
      assert.deepEqual(parseChannelId(bad), { ok: false, message: CHANNEL_ID_MESSAGES.invalid }, bad);
  });

  it('builds channel URLs under the configured API base only', () => {
    assert.equal(
      channelEndpoint('https://discord.com/api/', CHANNEL.id),
      `https://discord.com/api/v10/channels/${CHANNEL.id}`,
    );
  });

  it('asks for Send Messages and Embed Links when the bot is added', () => {
    const url = new URL(botInviteUrl('1122334455667788990'));
    assert.equal(`${url.origin}${url.pathname}`, 'https://discord.com/oauth2/authorize');
    assert.equal(url.searchParams.get('client_id'), '1122334455667788990');
    assert.equal(url.searchParams.get('scope'), 'bot');
    assert.equal(url.searchParams.get('permissions'), String(2048 + 16384));
  });
});

describe('Discord client: posting to a channel as the bot', () => {
  let server: Server;
  let base: string;
  const seen: Array<{ method: string; url: string; authorization: string | undefined }> = [];
  let status = 200;
  before(async () => {
    server = createServer((request: IncomingMessage, response) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization });
      request.resume();
      request.on('end', () => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(status === 200 ? { id: CHANNEL.id, name: 'alerts' } : { message: 'x' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('sends nothing when the server has no bot token', async () => {
    seen.length = 0;
    const client = createDiscordClient(base, null);
    assert.equal(client.channels, false);
    assert.deepEqual(await client.inspect(CHANNEL), { ok: false, error: DISCORD_ERRORS.noBot });
    assert.deepEqual(await client.send(CHANNEL, MESSAGE), {
      ok: false,
      error: DISCORD_ERRORS.noBot,
      status: null,
      gone: false,
    });
    assert.deepEqual(seen, []);
  });

  it("treats 403 and 404 as a channel the bot lost, but 401 as the server's own token being refused", async () => {
    const client = createDiscordClient(base, 'the.bot.token');
    for (const [code, gone, error] of [
      [403, true, DISCORD_ERRORS.channelRefused],
      [404, true, DISCORD_ERRORS.channelRefused],
      [401, false, DISCORD_ERRORS.botTokenRefused],
      [429, false, DISCORD_ERRORS.channelRateLimited],
    ] as const) {
      status = code;
      seen.length = 0;
      const result = await client.send(CHANNEL, MESSAGE);
      assert.ok(!result.ok);
      assert.equal(result.gone, gone, String(code));
      assert.equal(result.error, error, String(code));
      assert.deepEqual(seen, [
        { method: 'POST', url: `/api/v10/channels/${CHANNEL.id}/messages`, authorization: 'Bot the.bot.token' },
      ]);
    }
    status = 200;
  });
});
