/**
 * A live event feed over the app's one socket.io server, the shape the news and analyst feeds share: a
 * client sends `events.subscribe` and then receives `events.update` with every item as it happens —
 * simulated ones as the market clock passes their time, stored ones (imported or polled) as soon as they are
 * written, whichever process wrote them. Each process pushes to its own clients (`io.local`), as the market
 * feed does; clients filter for themselves.
 */
import type { Server, Socket } from 'socket.io';
import type { AppDeps } from '../deps.js';
import { AuthError, PaymentRequiredError } from '../errors.js';
import { checkAccess } from '../security/subscription.js';
import type { Principal } from '../security/tokens.js';
import type { Realtime } from './active-users.js';

/** How often a feed looks for new items while the market runs live. */
export const EVENT_FEED_TICK_MS = 1_000;

export interface EventFeedSource<T> {
  /** Simulated items whose time falls after `after` and up to `until` (market-clock milliseconds). */
  simulatedBetween(after: number, until: number): Promise<T[]>;
  /** Stored items written after `seq`, and the last seq seen. */
  storedAfter(seq: number): Promise<{ items: T[]; seq: number }>;
  lastStoredSeq(): Promise<number>;
}

export interface EventFeedOptions<T> {
  /** For the log line of a failed tick: "news", "analyst". */
  name: string;
  events: { readonly subscribe: string; readonly unsubscribe: string; readonly update: string };
  source: EventFeedSource<T>;
  marketNow: () => number;
  verifyToken: (token: string) => Promise<Principal | null>;
  /** Null when the principal may receive live data, else the reason. */
  checkAccess: (principal: Principal) => Promise<string | null>;
  /** Null: no timer (tests call `tick()`). */
  tickMs: number | null;
  /** Every batch of new items, whether or not a client listens (the SMS alerts watch the news this way). */
  onItems?: ((items: T[]) => void) | undefined;
  logger?: { error(obj: object, msg: string): void } | undefined;
}

export interface EventFeed {
  attach(realtime: Realtime): void;
  /** One look for new items; pushes them and returns how many it pushed. */
  tick(): Promise<number>;
  start(): Promise<void>;
  close(): void;
}

type Ack = (ack: { ok: true } | { ok: false; error: string }) => void;
type ClientEvents = Record<string, (payload: unknown, ack?: Ack) => void>;
type ServerEvents = Record<string, (message: { asOf: string; items: unknown[] }) => void>;
type FeedSocket = Socket<ClientEvents, ServerEvents>;

function tokenFrom(auth: unknown): string | null {
  if (!auth || typeof auth !== 'object' || !('token' in auth) || typeof auth.token !== 'string') return null;
  const token = auth.token.trim().replace(/^Bearer\s+/i, '');
  return token === '' ? null : token;
}

/** The subscription rule every feed uses: the same as a premium route's (signed in, paid up). */
export function feedAccess(deps: AppDeps): (principal: Principal) => Promise<string | null> {
  return async (principal) => {
    try {
      await checkAccess(deps, principal);
      return null;
    } catch (error) {
      if (error instanceof AuthError || error instanceof PaymentRequiredError) return error.message;
      throw error;
    }
  };
}

export function createEventFeed<T>(options: EventFeedOptions<T>): EventFeed {
  const { events, source } = options;
  const subscribers = new Map<string, FeedSocket>();
  let io: Server<ClientEvents, ServerEvents> | null = null;
  let onConnection: ((socket: FeedSocket) => void) | null = null;
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
        cursor = { at: now, seq: await source.lastStoredSeq() };
        return 0;
      }
      // A market clock set back (a new SIM_START) starts the feed again from there.
      if (now < cursor.at) cursor = { ...cursor, at: now };
      const simulated = now > cursor.at ? await source.simulatedBetween(cursor.at, now) : [];
      const stored = await source.storedAfter(cursor.seq);
      cursor = { at: Math.max(cursor.at, now), seq: stored.seq };
      const items = [...simulated, ...stored.items];
      if (items.length > 0) options.onItems?.(items);
      if (items.length > 0 && io && subscribers.size > 0)
        io.local.to([...subscribers.keys()]).emit(events.update, { asOf: new Date(now).toISOString(), items });
      return items.length;
    } finally {
      ticking = false;
    }
  }

  return {
    attach(realtime) {
      // The shared server is typed for ACTIVE_USERS only; these are this feed's own events.
      io = realtime.io as unknown as Server<ClientEvents, ServerEvents>;
      onConnection = (socket) => {
        const token = tokenFrom(socket.handshake.auth);
        socket.on(events.subscribe, async (_payload, ack) => {
          const reason = await refusal(token);
          if (reason) subscribers.delete(socket.id);
          else subscribers.set(socket.id, socket);
          if (typeof ack === 'function') ack(reason ? { ok: false, error: reason } : { ok: true });
        });
        socket.on(events.unsubscribe, (_payload, ack) => {
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
        tick().catch((error: unknown) => options.logger?.error({ err: error }, `${options.name} feed tick failed`));
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
