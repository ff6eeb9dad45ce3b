/**
 * The one module that owns the socket.io server. It counts distinct signed-in users and pushes the
 * count as ACTIVE_USERS (a JSON *string*, as the client expects: '{"activeUsers":3}').
 *
 * In-process by default. With REDIS_URL, the Redis adapter links every API process: broadcasts reach all
 * clients, and the count is taken across processes with fetchSockets().
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Principal } from '../security/tokens.js';

export const ACTIVE_USERS_EVENT = 'ACTIVE_USERS';
export const SOCKET_PATH = '/socket.io';

interface ServerToClientEvents {
  [ACTIVE_USERS_EVENT]: (payload: string) => void;
}
type ClientToServerEvents = Record<string, never>;
type InterServerEvents = Record<string, never>;
interface SocketData {
  userId: number | null;
}

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RealtimeOptions {
  server: HttpServer;
  corsOrigin: string | string[];
  redisUrl: string | null;
  verifyToken: (token: string) => Promise<Principal | null>;
  logger?: Logger;
  /** Connects and disconnects within this window share one broadcast. */
  coalesceMs?: number;
  /** Cluster mode only: re-broadcast when another process changed the count (its broadcast may have raced ours). */
  resyncMs?: number;
  /** Redis channel prefix; processes that should act as one share it. */
  redisKey?: string;
}

export interface Realtime {
  io: RealtimeServer;
  /** Distinct signed-in users connected (across processes with Redis). */
  activeUsers(): Promise<number>;
  /** Disconnects every client and releases Redis; leaves the HTTP server to its owner. */
  close(): Promise<void>;
}

export function activeUsersPayload(count: number): string {
  return JSON.stringify({ activeUsers: count });
}

function tokenFrom(auth: unknown): string | null {
  if (!auth || typeof auth !== 'object' || !('token' in auth) || typeof auth.token !== 'string') return null;
  const token = auth.token.trim().replace(/^Bearer\s+/i, '');
  return token === '' ? null : token;
}

const silentLogger: Logger = { warn: () => undefined, error: () => undefined };

export async function attachRealtime(options: RealtimeOptions): Promise<Realtime> {
  const logger = options.logger ?? silentLogger;
  const coalesceMs = options.coalesceMs ?? 20;
  const io: RealtimeServer = new Server(options.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: options.corsOrigin, credentials: true },
  });

  const releaseRedis: Array<() => Promise<void>> = [];
  if (options.redisUrl) {
    let connected = false;
    // Fail fast at start-up (a wrong REDIS_URL should stop the process, not hang it); once running,
    // ride out Redis restarts with capped exponential back-off.
    const reconnectStrategy = (retries: number, cause: Error): number | Error =>
      connected ? Math.min(250 * 2 ** retries, 5_000) : retries >= 2 ? cause : 250;
    const pub = createClient({ url: options.redisUrl, socket: { connectTimeout: 5_000, reconnectStrategy } });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on('error', (err: Error) => logger.error({ err }, 'redis connection error'));
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      connected = true;
    } catch (error) {
      pub.destroy();
      sub.destroy();
      await io.close().catch(() => undefined);
      throw new Error(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
    }
    for (const client of [pub, sub]) releaseRedis.push(() => client.close().catch(() => client.destroy()));
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'socket.io' }));
  }

  async function activeUsers(): Promise<number> {
    let sockets: Array<{ data: SocketData }>;
    try {
      sockets = await io.fetchSockets();
    } catch (error) {
      // A peer that does not answer in time must not freeze the counter: fall back to this process.
      logger.warn({ err: error }, 'cluster-wide socket count failed; using the local count');
      sockets = await io.local.fetchSockets();
    }
    const users = new Set<number>();
    for (const socket of sockets)
      if (socket.data.userId !== null && socket.data.userId !== undefined) users.add(socket.data.userId);
    return users.size;
  }

  let lastBroadcast: number | null = null;
  let scheduled = false;
  let chain: Promise<void> = Promise.resolve();

  // Broadcasts run one after another so clients never see an older count arrive after a newer one.
  function scheduleBroadcast(): void {
    if (scheduled) return;
    scheduled = true;
    chain = chain
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, coalesceMs)))
      .then(async () => {
        scheduled = false;
        const count = await activeUsers();
        lastBroadcast = count;
        io.emit(ACTIVE_USERS_EVENT, activeUsersPayload(count));
      })
      .catch((err: unknown) => logger.error({ err }, 'active users broadcast failed'));
  }

  io.use(async (socket, next) => {
    socket.data.userId = null;
    const token = tokenFrom(socket.handshake.auth);
    if (token) {
      // An invalid or expired token still connects, as an anonymous viewer.
      const principal = await options.verifyToken(token).catch(() => null);
      if (principal?.kind === 'user') socket.data.userId = principal.userId;
    }
    next();
  });

  io.on('connection', (socket: RealtimeSocket) => {
    if (socket.data.userId !== null) {
      scheduleBroadcast();
    } else {
      activeUsers()
        .then((count) => socket.emit(ACTIVE_USERS_EVENT, activeUsersPayload(count)))
        .catch((err: unknown) => logger.error({ err }, 'active users count failed'));
    }
    socket.on('disconnect', () => {
      if (socket.data.userId !== null) scheduleBroadcast();
    });
  });

  let resync: NodeJS.Timeout | null = null;
  if (options.redisUrl) {
    resync = setInterval(() => {
      activeUsers()
        .then((count) => {
          if (count !== lastBroadcast) scheduleBroadcast();
        })
        .catch(() => undefined);
    }, options.resyncMs ?? 15_000);
    resync.unref();
  }

  return {
    io,
    activeUsers,
    async close() {
      if (resync) clearInterval(resync);
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await chain;
      await Promise.all(releaseRedis.map((release) => release()));
    },
  };
}
