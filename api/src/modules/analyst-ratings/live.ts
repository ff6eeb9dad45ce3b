/**
 * The live analyst feed over the app's one socket.io server: a client sends ANALYST_SUBSCRIBE and then
 * receives ANALYST_UPDATE with every rating action as it happens — simulated ones as the market clock
 * passes their time, imported ones as soon as an import commits (whichever process ran it). Each process
 * pushes to its own clients (`io.local`), as the market feed does; clients filter for themselves.
 */
import type { AnalystSubscriptionAck, AnalystUpdateMessage } from '@flowdeck/api-types';
import { ANALYST_SOCKET_EVENTS } from '@flowdeck/endpoints/analyst-ratings';
import type { Server, Socket } from 'socket.io';
import type { Realtime } from '../../realtime/active-users.js';
import type { Principal } from '../../security/tokens.js';
import type { AnalystRatingService } from './service.js';

/** How often the feed looks for new actions while the market runs live. */
export const ANALYST_TICK_MS = 1_000;

type Ack = (ack: AnalystSubscriptionAck) => void;
interface ClientEvents {
  [ANALYST_SOCKET_EVENTS.subscribe]: (payload: unknown, ack?: Ack) => void;
  [ANALYST_SOCKET_EVENTS.unsubscribe]: (payload: unknown, ack?: Ack) => void;
}
interface ServerEvents {
  [ANALYST_SOCKET_EVENTS.update]: (message: AnalystUpdateMessage) => void;
}
type AnalystSocket = Socket<ClientEvents, ServerEvents>;

export interface AnalystLiveOptions {
  service: AnalystRatingService;
  marketNow: () => number;
  verifyToken: (token: string) => Promise<Principal | null>;
  /** Null when the principal may receive live data, else the reason. */
  checkAccess: (principal: Principal) => Promise<string | null>;
  /** Null: no timer (tests call `tick()`). */
  tickMs: number | null;
  logger?: { error(obj: object, msg: string): void };
}

export interface AnalystLive {
  attach(realtime: Realtime): void;
  /** One look for new actions; pushes them and returns how many it pushed. */
  tick(): Promise<number>;
  start(): Promise<void>;
  close(): void;
}

function tokenFrom(auth: unknown): string | null {
  if (!auth || typeof auth !== 'object' || !('token' in auth) || typeof auth.token !== 'string') return null;
  const token = auth.token.trim().replace(/^Bearer\s+/i, '');
  return token === '' ? null : token;
}

export function createAnalystLive(options: AnalystLiveOptions): AnalystLive {
  const subscribers = new Map<string, AnalystSocket>();
  let io: Server<ClientEvents, ServerEvents> | null = null;
  let onConnection: ((socket: AnalystSocket) => void) | null = null;
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
        cursor = { at: now, seq: await options.service.lastImportedSeq() };
        return 0;
      }
      // A market clock set back (a new SIM_START) starts the feed again from there.
      if (now < cursor.at) cursor = { ...cursor, at: now };
      const simulated = now > cursor.at ? await options.service.happenedBetween(cursor.at, now) : [];
      const imported = await options.service.importedAfter(cursor.seq);
      cursor = { at: Math.max(cursor.at, now), seq: imported.seq };
      const items = [...simulated, ...imported.items];
      if (items.length > 0 && io && subscribers.size > 0)
        io.local
          .to([...subscribers.keys()])
          .emit(ANALYST_SOCKET_EVENTS.update, { asOf: new Date(now).toISOString(), items });
      return items.length;
    } finally {
      ticking = false;
    }
  }

  return {
    attach(realtime) {
      // The shared server is typed for ACTIVE_USERS only; these are the analyst feed's own events.
      io = realtime.io as unknown as Server<ClientEvents, ServerEvents>;
      onConnection = (socket) => {
        const token = tokenFrom(socket.handshake.auth);
        socket.on(ANALYST_SOCKET_EVENTS.subscribe, async (_payload, ack) => {
          const reason = await refusal(token);
          if (reason) subscribers.delete(socket.id);
          else subscribers.set(socket.id, socket);
          if (typeof ack === 'function') ack(reason ? { ok: false, error: reason } : { ok: true });
        });
        socket.on(ANALYST_SOCKET_EVENTS.unsubscribe, (_payload, ack) => {
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
        tick().catch((error: unknown) => options.logger?.error({ err: error }, 'analyst feed tick failed'));
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
