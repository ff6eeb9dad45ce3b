/**
 * A local stand-in for Discord's API for tests: webhooks (a webhook whose token contains `goneToken`
 * answers 404 Unknown Webhook, as a deleted one does) and the bot API's channels, which answer only to
 * `Authorization: Bot <token>` and only for channels the bot was added to. Records every request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DISCORD_API_VERSION } from './discord-channel.js';

export interface StubRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: Record<string, unknown> | null;
}

export interface DiscordStub {
  server: Server;
  /** The API base to configure (DISCORD_API_BASE). */
  base: string;
  received: StubRequest[];
  /** Channels the bot can see, by id, with their names; any other channel answers 404. */
  channels: Map<string, string>;
  /** Channels the bot is in the server of but may not see: 403 Missing Access. */
  hidden: Set<string>;
  /** When set, every POST answers this status. */
  refusePosts: { status: number | null };
  close(): Promise<void>;
}

const CHANNEL_PATH = new RegExp(`^/api/${DISCORD_API_VERSION}/channels/(\\d+)(/messages)?$`);

const WEBHOOK_PATH = /^\/api\/webhooks\/(\d+)\//;

export async function startDiscordStub(options: { botToken?: string; goneToken?: string } = {}): Promise<DiscordStub> {
  const { botToken, goneToken } = options;
  const received: StubRequest[] = [];
  const channels = new Map<string, string>();
  const hidden = new Set<string>();
  const refusePosts: { status: number | null } = { status: null };
  const server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      const authorization = request.headers.authorization ?? null;
      received.push({
        method: request.method ?? '',
        path,
        authorization,
        body: data ? (JSON.parse(data) as Record<string, unknown>) : null,
      });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const channel = CHANNEL_PATH.exec(path);
      if (channel) {
        const id = channel[1] ?? '';
        if (botToken === undefined || authorization !== `Bot ${botToken}`)
          return answer(401, { message: '401: Unauthorized', code: 0 });
        if (hidden.has(id)) return answer(403, { message: 'Missing Access', code: 50001 });
        const name = channels.get(id);
        if (name === undefined) return answer(404, { message: 'Unknown Channel', code: 10003 });
        if (request.method === 'POST' && refusePosts.status !== null)
          return answer(refusePosts.status, { message: 'refused', retry_after: 0.01 });
        if (request.method === 'GET') return answer(200, { id, name, type: 0, guild_id: '1' });
        return answer(200, { id: '999', channel_id: id });
      }
      if (goneToken !== undefined && path.includes(goneToken))
        return answer(404, { message: 'Unknown Webhook', code: 10015 });
      if (request.method === 'POST' && refusePosts.status !== null)
        return answer(refusePosts.status, { message: 'refused' });
      const webhookId = WEBHOOK_PATH.exec(path)?.[1] ?? '1';
      if (request.method === 'GET') return answer(200, { id: webhookId, name: 'Trading alerts', channel_id: '1' });
      return answer(200, { id: '999', channel_id: '1' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    received,
    channels,
    hidden,
    refusePosts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
