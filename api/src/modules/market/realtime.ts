/**
 * The live market feed over socket.io. A client subscribes to rooms — all flow, one ticker's flow, all
 * dark-pool prints or one ticker's — and receives at most one MARKET_UPDATE per engine tick holding
 * everything new for all its rooms, however busy the tick was.
 *
 * It reuses the one socket.io server (src/realtime/active-users.ts). Each process pushes to its own
 * clients only (`io.local`): with the Redis adapter every process runs the same deterministic market, so a
 * cluster-wide broadcast would deliver each update once per process.
 */
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';
import type {
  DarkPoolPrint,
  FlowTrade,
  MarketSocketEventNames,
  MarketSubscription,
  MarketSubscriptionAck,
  MarketUpdateMessage,
} from '@flowdeck/api-types';
import type { Server, Socket } from 'socket.io';
import type { Realtime } from '../../realtime/active-users.js';
import type { Principal } from '../../security/tokens.js';
import type { EngineUpdate, MarketEngine } from './engine.js';
import { ALL } from './schemas.js';

export const MARKET_SOCKET_EVENTS = {
  subscribe: 'MARKET_SUBSCRIBE',
  unsubscribe: 'MARKET_UNSUBSCRIBE',
  update: 'MARKET_UPDATE',
  error: 'MARKET_ERROR',
} as const satisfies MarketSocketEventNames;

/** Items per message; a tick with more keeps the newest and reports how many were left out. */
export const MAX_ITEMS_PER_MESSAGE = 5_000;
export const MAX_SUBSCRIPTIONS = 50;
/**
 * How often sockets holding rooms have their access checked again: a subscription that lapses, or a
 * token revoked by signing out everywhere, stops receiving within this long even if it never subscribes
 * again.
 */
export const ACCESS_RECHECK_MS = 60_000;

type Ack = (ack: MarketSubscriptionAck) => void;

interface ClientEvents {
  [MARKET_SOCKET_EVENTS.subscribe]: (subscription: unknown, ack?: Ack) => void;
  [MARKET_SOCKET_EVENTS.unsubscribe]: (subscription: unknown, ack?: Ack) => void;
}

interface ServerEvents {
  [MARKET_SOCKET_EVENTS.update]: (message: MarketUpdateMessage) => void;
  /** Spec §3 error shape: `error` as in the ack, `message` saying what to do about it. */
  [MARKET_SOCKET_EVENTS.error]: (error: { error: string; message: string }) => void;
}

type MarketServer = Server<ClientEvents, ServerEvents>;
type MarketSocket = Socket<ClientEvents, ServerEvents>;

/** Why a subscription is refused: the HTTP error body's `error` and `message`. */
export interface Refusal {
  error: string;
  message: string;
}

export const AUTHENTICATION_REQUIRED: Refusal = {
  error: 'Authentication required',
  message: 'Sign in, or open the app with a guest link, to receive live data.',
};

/** The access check itself failed (e.g. the database is unreachable): refused for now, not for good. */
const CHECK_FAILED: Refusal = {
  error: 'Access check failed',
  message: 'Live data is unavailable for a moment. Try again shortly.',
};

export interface MarketRealtimeOptions {
  realtime: Realtime;
  engine: MarketEngine;
  verifyToken: (token: string) => Promise<Principal | null>;
  /**
   * The premium data rule the HTTP routes apply (security/subscription.ts): null when the principal may
   * receive live data, else why not. Asked on every subscribe, so access that ended or tokens revoked
   * since the socket connected are noticed.
   */
  checkAccess: (principal: Principal) => Promise<Refusal | null>;
  maxItemsPerMessage?: number;
  /** ACCESS_RECHECK_MS unless given (tests shorten it). */
  accessRecheckMs?: number;
}

interface Subscriber {
  socket: MarketSocket;
  token: string | null;
  rooms: Set<string>;
}

function tokenFrom(auth: unknown): string | null {
  if (!auth || typeof auth !== 'object' || !('token' in auth) || typeof auth.token !== 'string') return null;
  const token = auth.token.trim().replace(/^Bearer\s+/i, '');
  return token === '' ? null : token;
}

/** A subscription request → its room name, or the reason it is refused. */
export function roomOf(subscription: unknown, engine: MarketEngine): { room: string } | { error: string } {
  if (!subscription || typeof subscription !== 'object') return { error: 'Send { channel, ticker }.' };
  const { channel, ticker } = subscription as Partial<MarketSubscription>;
  if (channel !== 'flow' && channel !== 'darkpool') return { error: 'Channel must be flow or darkpool.' };
  if (ticker === ALL) return { room: `${channel}:${ALL}` };
  const symbol = typeof ticker === 'string' ? ticker.trim().toUpperCase() : '';
  if (!TICKER_PATTERN.test(symbol) || !engine.instrument(symbol)) return { error: `Unknown symbol ${String(ticker)}` };
  return { room: `${channel}:${symbol}` };
}

function pick<T extends { ticker: string }>(items: readonly T[], rooms: Set<string>, channel: string): T[] {
  if (rooms.has(`${channel}:${ALL}`)) return items as T[];
  return items.filter((item) => rooms.has(`${channel}:${item.ticker}`));
}

/** Subscribe/unsubscribe handling and batched pushes; returns a function that detaches it. */
export function attachMarketRealtime(options: MarketRealtimeOptions): () => void {
  // The shared server is typed for ACTIVE_USERS only; these are the market feed's own events.
  const io = options.realtime.io as unknown as MarketServer;
  const { engine } = options;
  const maxItems = options.maxItemsPerMessage ?? MAX_ITEMS_PER_MESSAGE;
  const subscribers = new Map<string, Subscriber>();

  /** Market data is for signed-in users with access and guests; anonymous sockets only see the online count. */
  const refusalFor = async (token: string | null): Promise<Refusal | null> => {
    const principal = token ? await options.verifyToken(token).catch(() => null) : null;
    if (!principal) return AUTHENTICATION_REQUIRED;
    return options.checkAccess(principal);
  };

  const stopAll = (state: Subscriber): void => {
    state.rooms.clear();
    subscribers.delete(state.socket.id);
  };

  // Sockets that never subscribe again are checked on a timer; a check that fails (database down) waits
  // for the next round rather than cutting anyone off.
  let rechecking = false;
  const recheck = async (): Promise<void> => {
    if (rechecking) return;
    rechecking = true;
    try {
      for (const state of [...subscribers.values()]) {
        const refusal = await refusalFor(state.token).catch(() => CHECK_FAILED);
        if (!refusal || refusal === CHECK_FAILED || !subscribers.has(state.socket.id)) continue;
        stopAll(state);
        state.socket.emit(MARKET_SOCKET_EVENTS.error, { error: refusal.error, message: refusal.message });
      }
    } finally {
      rechecking = false;
    }
  };
  const recheckTimer = setInterval(() => void recheck(), options.accessRecheckMs ?? ACCESS_RECHECK_MS);
  recheckTimer.unref();

  const onConnection = (socket: MarketSocket): void => {
    const token = tokenFrom(socket.handshake.auth);
    const state: Subscriber = { socket, token, rooms: new Set() };
    const reply = (ack: Ack | undefined, result: MarketSubscriptionAck, message?: string): void => {
      if (!result.ok) {
        const error = result.error ?? 'Subscription refused.';
        socket.emit(MARKET_SOCKET_EVENTS.error, { error, message: message ?? error });
      }
      if (typeof ack === 'function') ack(result);
    };
    const change = (subscribe: boolean) => async (subscription: unknown, ack?: Ack) => {
      // Checked on every subscribe, not once at connect: the socket may outlive the access or the token.
      const refusal = subscribe ? await refusalFor(token).catch(() => CHECK_FAILED) : null;
      if (refusal) {
        // Whatever it had stops too: a lapsed or revoked socket is not left receiving its older rooms.
        if (refusal !== CHECK_FAILED) stopAll(state);
        reply(ack, { ok: false, error: refusal.error, subscriptions: [...state.rooms].sort() }, refusal.message);
        return;
      }
      const parsed = roomOf(subscription, engine);
      if ('error' in parsed) {
        reply(ack, { ok: false, error: parsed.error, subscriptions: [...state.rooms] });
        return;
      }
      if (subscribe) {
        if (!state.rooms.has(parsed.room) && state.rooms.size >= MAX_SUBSCRIPTIONS) {
          reply(ack, {
            ok: false,
            error: `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection.`,
            subscriptions: [...state.rooms],
          });
          return;
        }
        state.rooms.add(parsed.room);
        subscribers.set(socket.id, state);
      } else {
        state.rooms.delete(parsed.room);
        if (state.rooms.size === 0) subscribers.delete(socket.id);
      }
      reply(ack, { ok: true, subscriptions: [...state.rooms].sort() });
    };
    socket.on(MARKET_SOCKET_EVENTS.subscribe, change(true));
    socket.on(MARKET_SOCKET_EVENTS.unsubscribe, change(false));
    socket.on('disconnect', () => subscribers.delete(socket.id));
  };
  io.on('connection', onConnection);

  const onUpdate = (update: EngineUpdate): void => {
    if (subscribers.size === 0) return;
    // Sockets with the same subscriptions get the same message, serialised once.
    const groups = new Map<string, { rooms: Set<string>; ids: string[] }>();
    for (const [id, subscriber] of subscribers) {
      const key = [...subscriber.rooms].sort().join('|');
      const group = groups.get(key) ?? { rooms: subscriber.rooms, ids: [] };
      group.ids.push(id);
      groups.set(key, group);
    }
    const asOf = new Date(update.asOf).toISOString();
    for (const { rooms, ids } of groups.values()) {
      let flow: FlowTrade[] = pick(update.trades, rooms, 'flow');
      let darkpool: DarkPoolPrint[] = pick(update.prints, rooms, 'darkpool');
      if (flow.length === 0 && darkpool.length === 0) continue;
      let dropped = 0;
      if (flow.length + darkpool.length > maxItems) {
        const keepFlow = Math.min(flow.length, Math.ceil((maxItems * flow.length) / (flow.length + darkpool.length)));
        const keepDark = maxItems - keepFlow;
        dropped = flow.length - keepFlow + Math.max(0, darkpool.length - keepDark);
        flow = flow.slice(flow.length - keepFlow);
        darkpool = darkpool.slice(Math.max(0, darkpool.length - keepDark));
      }
      const message: MarketUpdateMessage = { source: engine.source.kind, asOf, flow, darkpool, dropped };
      io.local.to(ids).emit(MARKET_SOCKET_EVENTS.update, message);
    }
  };
  const unsubscribe = engine.onUpdate(onUpdate);

  return () => {
    clearInterval(recheckTimer);
    unsubscribe();
    io.off('connection', onConnection);
    subscribers.clear();
  };
}
