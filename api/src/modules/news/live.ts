/**
 * The live news feed over the app's one socket.io server (the analyst feed's shape): a client sends
 * NEWS_SUBSCRIBE and then receives NEWS_UPDATE with every item as it arrives — simulated headlines as the
 * market clock passes their minute, polled and imported items as soon as they are written (whichever process
 * wrote them). Each process pushes to its own clients (`io.local`); clients filter for themselves.
 */
import type { NewsSubscriptionAck, NewsUpdateMessage } from '@flowdeck/api-types';
import { NEWS_SOCKET_EVENTS } from '@flowdeck/endpoints/news';
import type { Server, Socket } from 'socket.io';
import type { Realtime } from '../../realtime/active-users.js';
import type { Principal } from '../../security/tokens.js';
import type { NewsService } from './service.js';

/** How often the feed looks for new items while the market runs live. */
export const NEWS_TICK_MS = 1_000;

type Ack = (ack: NewsSubscriptionAck) => void;
interface ClientEvents {
  [NEWS_SOCKET_EVENTS.subscribe]: (payload: unknown, ack?: Ack) => void;
  [NEWS_SOCKET_EVENTS.unsubscribe]: (payload: unknown, ack?: Ack) => void;
}
interface ServerEvents {
  [NEWS_SOCKET_EVENTS.update]: (message: NewsUpdateMessage) => void;
}
type NewsSocket = Socket<ClientEvents, ServerEvents>;

export interface NewsLiveOptions {
  service: Pick<NewsService, 'simulatedBetween' | 'storedAfter' | 'lastStoredSeq'>;
  marketNow: () => number;
  verifyToken: (token: string) => Promise<Principal | null>;
  /** Null when the principal may receive live data, else the reason. */
  checkAccess: (principal: Principal) => Promise<string | null>;
  /** Null: no timer (tests call `tick()`). */
  tickMs: number | null;
  logger?: { error(obj: object, msg: string): void };
}

export interface NewsLive {
  attach(realtime: Realtime): void;
  /** One look for new items; pushes them and returns how many it pushed. */
  tick(): Promise<number>;
  start(): Promise<void>;
  close(): void;
}

function tokenFrom(auth: unknown): string | null {
  if (!auth || typeof auth !== 'object' || !('token' in auth) || typeof auth.token !== 'string') return null;
  const token = auth.token.trim().replace(/^Bearer\s+/i, '');
  return token === '' ? null : token;
}

export function createNewsLive(options: NewsLiveOptions): NewsLive {
  const subscribers = new Map<string, NewsSocket>();
  let io: Server<ClientEvents, ServerEvents> | null = null;
  let onConnection: ((socket: NewsSocket) => void) | null = null;
  let cursor: { at: number; seq: number } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;

  const refusal = async (token: string | null): Promise<string | null> => {
    const principal = token ? await options.verifyToken(token).catch(() => null) : null;
    if (!principal) return 'Authentication required';
    return options.checkAccess(principal).catch(() => 'Access check failed');
  };

  async function tick(): Promise<number> {
    if (ticking) return 0;
    ticking = true;
    try {
      const now = options.marketNow();
      if (!cursor) {
        cursor = { at: now, seq: await options.service.lastStoredSeq() };
        return 0;
      }
      // A market clock set back (a new SIM_START) starts the feed again from there.
      if (now < cursor.at) cursor = { ...cursor, at: now };
      const simulated = now > cursor.at ? await options.service.simulatedBetween(cursor.at, now) : [];
      const stored = await options.service.storedAfter(cursor.seq);
      cursor = { at: Math.max(cursor.at, now), seq: stored.seq };
      const items = [...simulated, ...stored.items];
      if (items.length > 0 && io && subscribers.size > 0)
        io.local
          .to([...subscribers.keys()])
          .emit(NEWS_SOCKET_EVENTS.update, { asOf: new Date(now).toISOString(), items });
      return items.length;
    } finally {
      ticking = false;
    }
  }

  return {
    attach(realtime) {
      // The shared server is typed for ACTIVE_USERS only; these are the news feed's own events.
      io = realtime.io as unknown as Server<ClientEvents, ServerEvents>;
      onConnection = (socket) => {
        const token = tokenFrom(socket.handshake.auth);
        socket.on(NEWS_SOCKET_EVENTS.subscribe, async (_payload, ack) => {
          const reason = await refusal(token);
          if (reason) subscribers.delete(socket.id);
          else subscribers.set(socket.id, socket);
          if (typeof ack === 'function') ack(reason ? { ok: false, error: reason } : { ok: true });
        });
        socket.on(NEWS_SOCKET_EVENTS.unsubscribe, (_payload, ack) => {
          subscribers.delete(socket.id);
          if (typeof ack === 'function') ack({ ok: true });
        });
        socket.on('disconnect', () => subscribers.delete(socket.id));
      };
      io.on('connection', onConnection);
    },
    tick,
    async start() {
      await tick();
      if (options.tickMs === null) return;
      timer = setInterval(() => {
        tick().catch((error: unknown) => options.logger?.error({ err: error }, 'news feed tick failed'));
      }, options.tickMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
      if (io && onConnection) io.off('connection', onConnection);
      subscribers.clear();
    },
  };
}
