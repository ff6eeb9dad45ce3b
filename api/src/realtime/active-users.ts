/**
 * The one module that owns the socket.io server. It counts distinct signed-in users and pushes the
 * count as ACTIVE_USERS (a JSON *string*, as the client expects: '{"activeUsers":3}').
 *
 * In-process by default. With REDIS_URL, the Redis adapter links every API process: broadcasts reach all
 * clients, and the count is taken across processes with fetchSockets(). While Redis is unreachable the
 * server keeps working for this process's clients (broadcasts stay local, the count is this process's) and
 * goes back to cluster mode by itself when Redis returns (realtime/redis-link.ts).
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import { Server, type Socket } from 'socket.io';
import { createRedisMonitor, REDIS_CONNECT_TIMEOUT_MS, type RedisMonitor } from './redis-link.js';
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
  info(obj: object, msg: string): void;
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
  /** The app's Redis link (one state and one log line for every client); a private one when omitted. */
  redisMonitor?: RedisMonitor;
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

const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The socket.io Redis adapter publishes without awaiting (broadcasts, fetchSockets requests, unsubscribes
 * on close): while Redis is down those promises reject with nobody listening, which would be unhandled
 * rejections. Every promise a call returns is marked handled here; a caller that awaits it still sees the error.
 */
function handledCalls(client: RedisClientType): RedisClientType {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}

export async function attachRealtime(options: RealtimeOptions): Promise<Realtime> {
  const logger = options.logger ?? silentLogger;
  const coalesceMs = options.coalesceMs ?? 20;
  const io: RealtimeServer = new Server(options.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: options.corsOrigin, credentials: true },
  });

  let monitor: RedisMonitor | null = null;
  let ownMonitor: RedisMonitor | null = null;
  if (options.redisUrl) {
    ownMonitor = options.redisMonitor ? null : createRedisMonitor(options.redisUrl, logger);
    monitor = options.redisMonitor ?? ownMonitor;
    if (!monitor) throw new Error('unreachable: a Redis monitor exists whenever REDIS_URL is set');
    const pub = handledCalls(monitor.open('realtime-pub'));
    const sub = handledCalls(monitor.open('realtime-sub', { subscriber: true }));
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'socket.io' }));
    // Bounded: with Redis unreachable the server starts for this process's clients and joins the cluster later.
    await monitor.whenSettled(REDIS_CONNECT_TIMEOUT_MS);
  }

  async function activeUsers(): Promise<number> {
    let sockets: Array<{ data: SocketData }>;
    // Redis down: this process's clients are all there is to count (the outage itself is logged once).
    if (monitor && monitor.state() !== 'up') sockets = await io.local.fetchSockets();
    else
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
      if (ownMonitor) await ownMonitor.close();
    },
  };
}
