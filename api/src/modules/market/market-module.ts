/**
 * Wires the market data engine into the app: the simulator built from the seeded universe (the
 * MarketDataSource), the engine, the routes, the live clock and the socket feed. buildApp calls
 * `createMarketModule`, registers `routes`, calls `attachRealtime` once socket.io is up and `start`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { scaledClock } from '../../market/clock.js';
import type { Realtime } from '../../realtime/active-users.js';
import { buildInstruments, type InstrumentInput } from '../../sources/simulator/market/instruments.js';
import { SimulatedMarket } from '../../sources/simulator/market/market-simulator.js';
import { VOLATILITY_INDEX } from '../../sources/simulator/market/option-chain.js';
import type { DailyBar } from '../../sources/simulator/market/price-model.js';
import { marketStatusAt, previousTradingDay, sessionDateAt } from '@flowdeck/market-calendar';
import { instrumentModel } from '../../sources/simulator/universe/universe.js';
import { simulatedUniverse } from '../../sources/simulator/universe/listed.js';
import { MarketEngine } from './engine.js';
import { AuthError, PaymentRequiredError } from '../../errors.js';
import { checkAccess } from '../../security/subscription.js';
import { attachMarketRealtime } from './realtime.js';
import { createMarketRepository } from './repository.js';
import { marketRoutes } from './routes.js';
import { createMarketService, type MarketService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market engine: tests move market time with `app.market.advanceTo(instant)`. */
    market: MarketEngine;
  }
}

/** Daily bars per symbol the simulator loads to continue from (the minute backfill reaches 5 sessions back). */
const HISTORY_BARS = 8;
/** The volatility index's bars the simulator holds: a year and a margin, for each session's implied volatility then (IV rank). */
const VOLATILITY_HISTORY_BARS = 270;

export interface MarketModule {
  engine: MarketEngine;
  routes: FastifyPluginAsync;
  /** Today's daily bar so far at the market clock, for readers of the stored daily history. */
  todayBar: MarketService['status']['todayBar'];
  /** A requested session checked against the recent ones at the market clock (400 otherwise). */
  pickSession: MarketService['status']['pickSession'];
  /** Subscriptions and pushes on the app's socket.io server; returns a detach function. */
  attachRealtime(realtime: Realtime): () => void;
  /** Live mode: backfill, catch up to the clock, then tick every second. Tests leave it off. */
  start(): Promise<{ live: boolean; caughtUpMs: number }>;
  close(): Promise<void>;
}

export interface MarketLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export async function createMarketModule(deps: AppDeps, logger?: MarketLogger): Promise<MarketModule> {
  const repository = createMarketRepository(deps.db, deps.databaseKind);
  const symbols = await repository.symbols();
  const history = new Map<string, DailyBar[]>();
  const latest = await repository.latestBarDate();
  let from = latest ?? '0000-01-01';
  for (let i = 1; latest !== null && i < HISTORY_BARS; i++) from = previousTradingDay(from);
  for (const bar of await repository.dailyBarsSince(from)) {
    const list = history.get(bar.symbol) ?? [];
    list.push({ date: bar.date, open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume });
    history.set(bar.symbol, list);
  }
  const volatility = await repository.dailyBars(VOLATILITY_INDEX, VOLATILITY_HISTORY_BARS);
  if (volatility.length > 0)
    history.set(
      VOLATILITY_INDEX,
      volatility
        .reverse()
        .map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume })),
    );
  const stored = new Map(symbols.map((s) => [s.symbol, s]));
  // Every stored symbol trades: the core as written, imported and simulated listings from their rows.
  const inputs: InstrumentInput[] = simulatedUniverse(symbols).map((entry) => ({
    symbol: entry.symbol,
    name: entry.name,
    sector: entry.sector,
    assetType: entry.assetType,
    marketCap: stored.get(entry.symbol)?.market_cap ?? entry.marketCap,
    referencePrice: entry.referencePrice,
    model: instrumentModel(entry),
  }));
  const instruments = buildInstruments(inputs);
  const source = new SimulatedMarket({ seed: deps.config.simSeed, instruments, history });
  const intradaySymbols = instruments.filter((i) => i.intraday).map((i) => i.symbol);
  const engine = new MarketEngine({
    source,
    repository,
    instruments: inputs.map((i) => ({
      symbol: i.symbol,
      name: i.name,
      sector: i.sector,
      assetType: i.assetType,
      marketCap: i.marketCap,
    })),
    intradaySymbols,
    nextEarnings: (symbol, date) => source.nextEarnings(symbol, date),
    impliedVolatility30: (symbol, dates) => source.impliedVolatility30(symbol, dates),
    ...(logger ? { logger } : {}),
  });
  await engine.init();
  const service = createMarketService({
    engine,
    repository,
    now: () => deps.now().getTime(),
    intradaySymbols: new Set(intradaySymbols),
    chain: (symbol, at) => source.chain(symbol, at),
    quotes: (at) => source.quotes(at),
  });
  let detach: (() => void) | null = null;
  let closing = false;
  let minuteHistory: Promise<void> = Promise.resolve();

  return {
    engine,
    routes: marketRoutes(deps, service),
    todayBar: (ticker) => service.status.todayBar(ticker),
    pickSession: (session) => service.status.pickSession(session),
    attachRealtime(realtime) {
      detach = attachMarketRealtime({
        realtime,
        engine,
        verifyToken: (token) => deps.tokens.verify(token),
        ...(deps.config.marketAccessRecheckMs ? { accessRecheckMs: deps.config.marketAccessRecheckMs } : {}),
        checkAccess: async (principal) => {
          try {
            await checkAccess(deps, principal);
            return null;
          } catch (error) {
            if (!(error instanceof AuthError || error instanceof PaymentRequiredError)) throw error;
            const { error: reason, message } = error.toBody();
            return { error: typeof reason === 'string' ? reason : error.message, message };
          }
        },
      });
      return detach;
    },
    async start() {
      const live = deps.config.simLive ?? false;
      if (!live) return { live, caughtUpMs: 0 };
      const started = performance.now();
      // A clock faster than real time may have stored data ahead of now: resume after it.
      const from = Math.max(deps.config.simStart ?? deps.now().getTime(), engine.lastStoredTime ?? 0);
      await engine.advanceTo(from);
      engine.startLive(scaledClock(from, deps.config.simSpeed ?? 1));
      const caughtUpMs = Math.round(performance.now() - started);
      // Before the open the live pages show the previous session: rebuild it now, not on the first visit.
      const shown = marketStatusAt(from).session;
      if (shown !== engine.currentSession?.date) {
        engine
          .sessionView(shown, from)
          .catch((error: unknown) => logger?.error({ err: error, session: shown }, 'session rebuild failed'));
      }
      // Older sessions' minute bars only feed the chart's history: fill them in after start-up.
      const historyStarted = performance.now();
      minuteHistory = engine
        .backfillMinuteHistory(sessionDateAt(from), undefined, () => closing)
        .then(
          (bars) =>
            logger?.info({ bars, ms: Math.round(performance.now() - historyStarted) }, 'minute-bar history ready'),
          (error: unknown) => logger?.error({ err: error }, 'minute-bar history failed'),
        );
      return { live, caughtUpMs };
    },
    async close() {
      closing = true;
      detach?.();
      await minuteHistory;
      await engine.stop();
    },
  };
}
