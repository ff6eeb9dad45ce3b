/**
 * The deterministic market simulator: the embedded default MarketDataSource. Every random draw is keyed
 * by (seed, what, when), so the same seed gives the same prints however time is cut into windows, in
 * every process that runs it.
 *
 * Per simulated second it draws option orders (Poisson, U-shaped through the session, spread over the
 * universe by option activity) and turns each into the fills a consolidated feed reports: single prints,
 * sweeps across exchanges within half a second, splits on one exchange, blocks, and multi-leg spreads.
 * Ahead of earnings and headlines, "informed" traders buy short-dated out-of-the-money contracts in the
 * direction of the coming move. Dark-pool prints cross near the NBBO midpoint, some reported late.
 */
import type { OptionType } from '@flowdeck/options-math';
import type {
  ChainContract,
  ChainSnapshot,
  DarkPoolPrintEvent,
  InstrumentInfo,
  MarketDataSource,
  MarketEvents,
  MinuteBar,
  NewsEvent,
  OptionPrint,
  SessionQuote,
} from '../../../market/source.js';
import { AliasTable, type SimInstrument } from './instruments.js';
import {
  type IntradayPath,
  REGULAR_START_INDEX,
  SESSION_MINUTE_COUNT,
  buildIntradayPath,
  minuteBar,
  priceAt,
  quoteAt,
  regularVolumeShape,
} from './intraday.js';
import {
  type Expiry,
  RISK_FREE_RATE,
  atmVolatility,
  impliedVolatility,
  listExpiries,
  listStrikes,
  occSymbol,
  openInterest,
  optionRoot,
  quoteOption,
  regimeOf,
  type SurfaceContext,
  VOLATILITY_INDEX,
  yearsToExpiry,
} from './option-chain.js';
import { type DailyBar, earningsJump, marketShock, sectorShock, sessionJump, simulateBars } from './price-model.js';
import { type Rng, rngFor } from './rng.js';
import {
  addDays,
  diffDays,
  type IsoDate,
  isTradingDay,
  MINUTE_MS,
  nextTradingDay,
  previousTradingDay,
  SECOND_MS,
  sessionDateAt,
  sessionsBetween,
  sessionTimes,
  type SessionTimes,
} from '@flowdeck/market-calendar';

/** Parent option orders over a regular session at activity 1. */
export const OPTION_ORDERS_PER_SESSION = 45_000;
/** Dark-pool prints over a regular session at activity 1; extended hours add a trickle. */
export const DARK_POOL_PRINTS_PER_SESSION = 16_000;
const EXTENDED_HOURS_PRINTS_PER_SECOND = 0.05;
/** Options exchanges (multiply-listed classes trade on all of them; index options only on Cboe). */
export const OPTION_EXCHANGES = [
  'AMEX',
  'ARCA',
  'BOX',
  'CBOE',
  'C2',
  'BZX',
  'EDGX',
  'EMLD',
  'GEMX',
  'ISE',
  'MRX',
  'MIAX',
  'PEARL',
  'MEMX',
  'NOM',
  'BX',
  'PHLX',
  'SPHR',
] as const;
const DARK_POOL_VENUES = ['FINRA TRF Carteret', 'FINRA TRF Chicago', 'FINRA TRF NYSE', 'FINRA ADF'] as const;
/** Orders buying ahead of news move this far out of the money. */
const EPISODE_OTM = [0.03, 0.1] as const;
const MAX_CONTRACTS = 5_000;
const EARNINGS_LOOKAHEAD_SESSIONS = 130;
/** The horizon of the implied volatility IV rank is read on (calendar days, the VIX convention). */
const IV30_DAYS = 30;

export interface SimulatorOptions {
  seed: number;
  instruments: SimInstrument[];
  /** Stored daily bars (ascending per symbol); later sessions are simulated from the last one. */
  history: ReadonlyMap<string, readonly DailyBar[]>;
  /** Scales option and dark-pool trade rates (1 = default). */
  activity?: number;
}

/** One listed expiry of a day's chain, with what every order on it needs precomputed. */
interface ChainExpiry {
  expiry: Expiry;
  dte: number;
  /** The expiry's closing bell (epoch ms). */
  close: number;
  root: string;
  strikes: number[];
  /** OCC symbols and start-of-day open interest by strike index, filled on first use. */
  callSymbols: Array<string | undefined>;
  putSymbols: Array<string | undefined>;
  callOpenInterest: Int32Array;
  putOpenInterest: Int32Array;
}

interface DayChain {
  reference: number;
  expiries: ChainExpiry[];
  byDate: Map<IsoDate, ChainExpiry>;
  /** Relative chance that an order picks each expiry. */
  weights: number[];
  surface: SurfaceContext;
}

interface EpisodeOrder {
  symbol: string;
  time: number;
  type: OptionType;
  otm: number;
  /** Earliest expiry to buy (the one after the event). */
  expiryFrom: IsoDate;
  premium: number;
  sweep: boolean;
}

interface SessionContext {
  date: IsoDate;
  times: SessionTimes;
  nextPreOpen: number;
  regularMinutes: number;
  shape: Float64Array;
  regime: number;
  optionInstruments: SimInstrument[];
  optionAlias: AliasTable | null;
  darkInstruments: SimInstrument[];
  darkAlias: AliasTable | null;
  chains: Map<string, DayChain>;
  /** Episode orders by the second (epoch s) they start in. */
  episodes: Map<number, EpisodeOrder[]>;
  news: NewsEvent[];
}

/** Knuth's Poisson sampler; the rates here are a few per second. */
function poisson(rng: Rng, lambda: number): number {
  if (lambda <= 0) return 0;
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

export class SimulatedMarket implements MarketDataSource {
  readonly kind = 'simulated' as const;
  readonly seed: number;
  private readonly activity: number;
  private readonly list: SimInstrument[];
  private readonly bySymbol: Map<string, SimInstrument>;
  private readonly bars = new Map<string, Map<IsoDate, DailyBar>>();
  private readonly lastBarDate = new Map<string, IsoDate>();
  private readonly paths = new Map<IsoDate, Map<string, IntradayPath>>();
  private readonly contexts = new Map<IsoDate, SessionContext>();
  private readonly earningsCache = new Map<string, IsoDate | null>();
  private readonly ivDays = new Map<IsoDate, { regime: number; expiry: IsoDate } | null>();
  private ivWindow: { key: string; sessions: IsoDate[] } | null = null;

  constructor(options: SimulatorOptions) {
    this.seed = options.seed;
    this.activity = options.activity ?? 1;
    this.list = [...options.instruments].sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
    this.bySymbol = new Map(this.list.map((i) => [i.symbol, i]));
    for (const instrument of this.list) {
      const history = options.history.get(instrument.symbol) ?? [];
      const byDate = new Map<IsoDate, DailyBar>();
      for (const bar of history) byDate.set(bar.date, bar);
      this.bars.set(instrument.symbol, byDate);
      const last = history[history.length - 1];
      if (last) this.lastBarDate.set(instrument.symbol, last.date);
    }
  }

  instruments(): InstrumentInfo[] {
    return this.list.map((i) => ({
      symbol: i.symbol,
      name: i.name,
      sector: i.sector,
      assetType: i.assetType,
      marketCap: i.marketCap,
      hasOptions: i.options !== null,
    }));
  }

  instrument(symbol: string): SimInstrument | undefined {
    return this.bySymbol.get(symbol);
  }

  /** The daily bar of a session: stored, or simulated forward from the last stored close. */
  dailyBar(symbol: string, date: IsoDate): DailyBar | null {
    const byDate = this.bars.get(symbol);
    const instrument = this.bySymbol.get(symbol);
    if (!byDate || !instrument) return null;
    const hit = byDate.get(date);
    if (hit) return hit;
    const last = this.lastBarDate.get(symbol);
    if (last === undefined || date <= last) return null;
    const lastBar = byDate.get(last) as DailyBar;
    const sessions = sessionsBetween(last, date);
    for (const bar of simulateBars(instrument.model, sessions, lastBar.close, this.seed)) byDate.set(bar.date, bar);
    // The last session simulated, not `date`: a holiday or weekend has no bar to continue from.
    const simulated = sessions[sessions.length - 1];
    if (simulated !== undefined) this.lastBarDate.set(symbol, simulated);
    return byDate.get(date) ?? null;
  }

  /** The intraday path of one instrument's session (null without a daily bar for it). */
  path(symbol: string, date: IsoDate): IntradayPath | null {
    let byDate = this.paths.get(date);
    if (!byDate) {
      if (this.paths.size >= 4) {
        const oldest = [...this.paths.keys()].sort()[0];
        if (oldest !== undefined) this.paths.delete(oldest);
      }
      byDate = new Map();
      this.paths.set(date, byDate);
    }
    const hit = byDate.get(symbol);
    if (hit) return hit;
    const instrument = this.bySymbol.get(symbol);
    const bar = this.dailyBar(symbol, date);
    if (!instrument || !bar) return null;
    const prevClose = this.dailyBar(symbol, previousTradingDay(date))?.close ?? bar.open;
    const path = buildIntradayPath({
      instrument,
      date,
      times: sessionTimes(date),
      prevClose,
      bar,
      jump: sessionJump(instrument.model, date, this.seed),
      report: earningsJump(instrument.model, date, this.seed) !== 0,
      seed: this.seed,
      marketShock: marketShock(this.seed, date),
      sectorShock: sectorShock(this.seed, instrument.model.factorGroup, date),
    });
    byDate.set(symbol, path);
    return path;
  }

  private context(date: IsoDate): SessionContext {
    const hit = this.contexts.get(date);
    if (hit) return hit;
    if (this.contexts.size >= 2) {
      const oldest = [...this.contexts.keys()].sort()[0];
      if (oldest !== undefined) this.contexts.delete(oldest);
    }
    const times = sessionTimes(date);
    const regularMinutes = Math.round((times.close - times.open) / MINUTE_MS);
    const vixClose = this.dailyBar(VOLATILITY_INDEX, previousTradingDay(date))?.close;
    const optionInstruments = this.list.filter((i) => i.options !== null && this.dailyBar(i.symbol, date) !== null);
    const darkInstruments = this.list.filter((i) => i.darkPoolShare > 0 && this.dailyBar(i.symbol, date) !== null);
    const context: SessionContext = {
      date,
      times,
      nextPreOpen: sessionTimes(nextTradingDay(date)).preOpen,
      regularMinutes,
      shape: regularVolumeShape(regularMinutes),
      regime: regimeOf(vixClose),
      optionInstruments,
      optionAlias: optionInstruments.length > 0 ? new AliasTable(optionInstruments.map((i) => i.optionShare)) : null,
      darkInstruments,
      darkAlias: darkInstruments.length > 0 ? new AliasTable(darkInstruments.map((i) => i.darkPoolShare)) : null,
      chains: new Map(),
      episodes: new Map(),
      news: [],
    };
    for (const instrument of this.list) {
      const news = this.path(instrument.symbol, date)?.news;
      if (news) context.news.push(news);
    }
    context.news.sort((a, b) => a.time - b.time || (a.symbol < b.symbol ? -1 : 1));
    this.planEpisodes(context);
    this.contexts.set(date, context);
    return context;
  }

  /**
   * Informed buying ahead of news: the afternoon before an earnings gap, and the hour before an intraday
   * headline, short-dated out-of-the-money contracts in the direction of the move.
   */
  private planEpisodes(context: SessionContext): void {
    const { date, times } = context;
    const next = nextTradingDay(date);
    for (const instrument of context.optionInstruments) {
      if (instrument.assetType !== 'stock') continue;
      const rng = rngFor(this.seed, 'episode', instrument.symbol, date);
      const plans: Array<{ from: number; to: number; up: boolean; expiryFrom: IsoDate }> = [];
      const jump = sessionJump(instrument.model, next, this.seed);
      if (Math.abs(jump) >= 0.03) {
        plans.push({
          from: times.close - 180 * MINUTE_MS,
          to: times.close - 10 * MINUTE_MS,
          up: jump > 0,
          expiryFrom: next,
        });
      }
      const news = this.path(instrument.symbol, date)?.news;
      if (news?.kind === 'headline' && news.time - 80 * MINUTE_MS >= times.open + 10 * MINUTE_MS) {
        plans.push({
          from: news.time - 80 * MINUTE_MS,
          to: news.time - 3 * MINUTE_MS,
          up: news.move > 0,
          expiryFrom: date,
        });
      }
      for (const plan of plans) {
        const orders = 4 + rng.int(0, 8);
        for (let k = 0; k < orders; k++) {
          const time = Math.floor(plan.from + rng.next() * (plan.to - plan.from));
          const order: EpisodeOrder = {
            symbol: instrument.symbol,
            time,
            type: plan.up ? 'call' : 'put',
            otm: EPISODE_OTM[0] + rng.next() * (EPISODE_OTM[1] - EPISODE_OTM[0]),
            expiryFrom: plan.expiryFrom,
            premium: Math.exp(Math.log(60_000) + rng.next() * Math.log(25)),
            sweep: rng.chance(0.7),
          };
          const second = Math.floor(time / SECOND_MS);
          const list = context.episodes.get(second) ?? [];
          list.push(order);
          context.episodes.set(second, list);
        }
      }
    }
  }

  private dayChain(context: SessionContext, instrument: SimInstrument): DayChain | null {
    const hit = context.chains.get(instrument.symbol);
    if (hit) return hit;
    const path = this.path(instrument.symbol, context.date);
    if (!path || !instrument.options) return null;
    const reference = path.prevClose;
    const tau = instrument.assetType === 'index' || instrument.options.dailies ? 5 : 14;
    const expiries: ChainExpiry[] = listExpiries(instrument, context.date).map((expiry) => {
      const dte = diffDays(context.date, expiry.date);
      const strikes = listStrikes(instrument, reference, dte);
      return {
        expiry,
        dte,
        close: sessionTimes(expiry.date).close,
        root: optionRoot(instrument.symbol, expiry),
        strikes,
        callSymbols: new Array<string | undefined>(strikes.length),
        putSymbols: new Array<string | undefined>(strikes.length),
        callOpenInterest: new Int32Array(strikes.length).fill(-1),
        putOpenInterest: new Int32Array(strikes.length).fill(-1),
      };
    });
    // Front-heavy, 0DTE-heavy on the daily products, monthlies favoured, a little LEAPS.
    const weights = expiries.map(({ expiry, dte }) => {
      let w = Math.exp(-dte / tau) + 0.015;
      if (dte === 0) w *= instrument.options?.dailies ? 4 : 1.5;
      if (expiry.kind === 'monthly') w *= 1.6;
      if (expiry.kind === 'leaps') w *= 0.5;
      return w;
    });
    let earnings: SurfaceContext['earnings'] = null;
    const horizon =
      expiries.length > 0 ? (expiries[Math.min(expiries.length - 1, 12)] as ChainExpiry).expiry.date : context.date;
    for (let day = nextTradingDay(context.date); day <= horizon; day = nextTradingDay(day)) {
      if (earningsJump(instrument.model, day, this.seed) !== 0) {
        earnings = { date: day, expectedMove: instrument.model.jumpVol };
        break;
      }
    }
    const chain: DayChain = {
      reference,
      expiries,
      byDate: new Map(expiries.map((e) => [e.expiry.date, e])),
      weights,
      surface: { regime: context.regime, earnings },
    };
    context.chains.set(instrument.symbol, chain);
    return chain;
  }

  /** Everything about one contract at an instant: quote, greeks, open interest. */
  private priceContract(
    context: SessionContext,
    instrument: SimInstrument,
    chain: DayChain,
    listed: ChainExpiry,
    strikeIndex: number,
    type: OptionType,
    spot: number,
    time: number,
  ) {
    const strike = listed.strikes[strikeIndex] as number;
    const years = yearsToExpiry(time, listed.close);
    const atm = atmVolatility(instrument, chain.surface, context.date, listed.expiry.date, years);
    const iv = impliedVolatility(instrument, atm, spot, strike, years);
    const quote = quoteOption(instrument, type, strike, spot, years, iv);
    const symbols = type === 'call' ? listed.callSymbols : listed.putSymbols;
    let symbol = symbols[strikeIndex];
    if (symbol === undefined) {
      symbol = occSymbol(listed.root, listed.expiry.date, type, strike);
      symbols[strikeIndex] = symbol;
    }
    const ois = type === 'call' ? listed.callOpenInterest : listed.putOpenInterest;
    let oi = ois[strikeIndex] as number;
    if (oi < 0) {
      oi = openInterest(
        instrument,
        { symbol, underlying: instrument.symbol, root: listed.root, expiry: listed.expiry.date, strike, type },
        listed.expiry.kind,
        context.date,
        chain.reference,
        this.seed,
      );
      ois[strikeIndex] = oi;
    }
    return { symbol, strike, years, quote, openInterest: oi };
  }

  /** Index of the listed strike nearest `target` (strikes ascend). */
  private nearestStrike(strikes: readonly number[], target: number): number {
    let lo = 0;
    let hi = strikes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((strikes[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0 && Math.abs((strikes[lo - 1] as number) - target) <= Math.abs((strikes[lo] as number) - target))
      return lo - 1;
    return lo;
  }

  private pickExpiry(rng: Rng, chain: DayChain, time: number): ChainExpiry | null {
    // Only a same-day expiry can stop trading during the session; skip it after its bell.
    let first = 0;
    while (first < chain.expiries.length && (chain.expiries[first] as ChainExpiry).close <= time + MINUTE_MS) first++;
    if (first >= chain.expiries.length) return null;
    if (first === 0) return chain.expiries[rng.weightedIndex(chain.weights)] ?? null;
    return chain.expiries[first + rng.weightedIndex(chain.weights.slice(first))] ?? null;
  }

  private orderSize(rng: Rng, instrument: SimInstrument, price: number): number {
    const mu = 1.15 + 0.12 * Math.log(instrument.optionShare * 1000 + 1);
    let size = Math.exp(mu + 1.2 * rng.normal());
    if (price < 0.5) size *= 2.5;
    if (price > 20) size *= 0.5;
    return Math.max(1, Math.min(MAX_CONTRACTS, Math.round(size)));
  }

  /** An execution price for an intended side: at, through or inside the quote. */
  private executionPrice(rng: Rng, bid: number, ask: number, tick: number, buy: boolean): number {
    const u = rng.next();
    const mid = (bid + ask) / 2;
    if (u < 0.18) return Math.max(0.01, cents(roundTo(mid, 0.01)));
    if (buy) {
      if (u < 0.28) return cents(ask - Math.max(0.01, Math.floor(((ask - mid) / 2) * 100) / 100)); // inside, near the ask
      if (u < 0.93) return ask;
      return cents(ask + tick * (1 + rng.int(0, 2)));
    }
    if (u < 0.28) return Math.max(0.01, cents(bid + Math.max(0.01, Math.floor(((mid - bid) / 2) * 100) / 100)));
    if (u < 0.93) return Math.max(0.01, bid);
    return Math.max(0.01, cents(bid - tick * (1 + rng.int(0, 2))));
  }

  private exchangeFor(rng: Rng, instrument: SimInstrument): string {
    return instrument.assetType === 'index' ? 'CBOE' : (rng.pick(OPTION_EXCHANGES) as string);
  }

  /** One parent order → the fills the feed reports. */
  private orderPrints(
    rng: Rng,
    context: SessionContext,
    instrument: SimInstrument,
    time: number,
    orderId: string,
    episode: EpisodeOrder | null,
  ): OptionPrint[] {
    const path = this.path(instrument.symbol, context.date);
    const chain = this.dayChain(context, instrument);
    if (!path || !chain) return [];
    const spot = priceAt(path, time);
    const dayMove = Math.log(spot / path.prevClose) / (instrument.annualVol / Math.sqrt(252));
    const bias = Math.tanh(dayMove / 2);

    let listed: ChainExpiry | null;
    let type: OptionType;
    let strikeTarget: number;
    if (episode) {
      listed = chain.expiries.find((e) => e.expiry.date >= episode.expiryFrom && e.close > time + MINUTE_MS) ?? null;
      type = episode.type;
      strikeTarget = spot * (type === 'call' ? 1 + episode.otm : 1 - episode.otm);
    } else {
      listed = this.pickExpiry(rng, chain, time);
      const callShare = (instrument.assetType === 'index' ? 0.44 : 0.54) + 0.12 * bias;
      type = rng.chance(callShare) ? 'call' : 'put';
      const years = listed ? yearsToExpiry(time, listed.close) : 0.1;
      // Standardised distance from the money: mostly slightly out of it, some in it.
      const z = 0.35 + 0.8 * rng.normal();
      const sd = instrument.annualVol * Math.sqrt(Math.max(years, 1 / 365));
      strikeTarget = spot * Math.exp((type === 'call' ? 1 : -1) * z * sd);
    }
    if (!listed || listed.strikes.length === 0) return [];
    const expiry = listed.expiry;
    const strikeIndex = this.nearestStrike(listed.strikes, strikeTarget);
    const priced = this.priceContract(context, instrument, chain, listed, strikeIndex, type, spot, time);
    const { quote, strike } = priced;
    if (quote.ask <= 0.01 && !episode) return [];

    const base = {
      underlying: instrument.symbol,
      contract: priced.symbol,
      expiry: expiry.date,
      expiryKind: expiry.kind,
      strike,
      type,
      bid: quote.bid,
      ask: quote.ask,
      spot,
      iv: Math.round(quote.iv * 10000) / 10000,
      delta: Math.round(quote.delta * 10000) / 10000,
      openInterest: priced.openInterest,
      multiLeg: false,
      legGroup: null,
    };

    if (episode) {
      const price = quote.ask;
      const size = Math.max(10, Math.min(MAX_CONTRACTS, Math.round(episode.premium / (Math.max(price, 0.05) * 100))));
      return episode.sweep && instrument.assetType !== 'index'
        ? this.sweepFills(rng, base, time, size, quote.ask, quote.tick)
        : [{ ...base, time, price, size, exchange: this.exchangeFor(rng, instrument) }];
    }

    const buy = rng.chance(0.5 + 0.1 * bias * (type === 'call' ? 1 : -1));
    let size = this.orderSize(rng, instrument, quote.mid);
    const kind = rng.next();
    if (kind < 0.07)
      return this.multiLegPrints(rng, context, instrument, chain, listed, strikeIndex, type, spot, time, orderId);
    if (kind < 0.16 && size >= 5 && instrument.assetType !== 'index') {
      size = Math.min(MAX_CONTRACTS, size * 3);
      return this.sweepFills(rng, base, time, size, buy ? quote.ask : quote.bid, quote.tick, !buy);
    }
    if (kind < 0.175) {
      // A block: one large print, often negotiated near the middle.
      const blockSize = Math.min(MAX_CONTRACTS, Math.max(100, size * 25));
      const price = Math.max(
        0.01,
        rng.chance(0.5) ? cents(roundTo((quote.bid + quote.ask) / 2, 0.01)) : buy ? quote.ask : quote.bid,
      );
      return [{ ...base, time, price, size: blockSize, exchange: this.exchangeFor(rng, instrument) }];
    }
    if (kind < 0.215 && size >= 4) {
      // A split: one order filled in pieces on one exchange.
      const exchange = this.exchangeFor(rng, instrument);
      const pieces = Math.min(size, 2 + rng.int(0, 2));
      const fills: OptionPrint[] = [];
      let remaining = size;
      let t = time;
      for (let p = 0; p < pieces; p++) {
        const part = p === pieces - 1 ? remaining : Math.max(1, Math.round(remaining * (0.3 + 0.4 * rng.next())));
        remaining -= part;
        fills.push({
          ...base,
          time: t,
          price: this.executionPrice(rng, quote.bid, quote.ask, quote.tick, buy),
          size: part,
          exchange,
        });
        t += 40 + rng.int(0, 110);
        if (remaining <= 0) break;
      }
      return fills;
    }
    return [
      {
        ...base,
        time,
        price: this.executionPrice(rng, quote.bid, quote.ask, quote.tick, buy),
        size,
        exchange: this.exchangeFor(rng, instrument),
      },
    ];
  }

  /** A sweep: the order takes liquidity on exchange after exchange within a few hundred milliseconds. */
  private sweepFills(
    rng: Rng,
    base: Omit<OptionPrint, 'time' | 'price' | 'size' | 'exchange'>,
    time: number,
    size: number,
    price: number,
    tick: number,
    selling = false,
  ): OptionPrint[] {
    const venues = [...OPTION_EXCHANGES];
    const legs = Math.max(2, Math.min(venues.length, size, 2 + rng.int(0, 6)));
    const fills: OptionPrint[] = [];
    let remaining = size;
    let t = time;
    let level = price;
    for (let i = 0; i < legs && remaining > 0; i++) {
      const pick = rng.int(0, venues.length - 1);
      const exchange = venues.splice(pick, 1)[0] as string;
      const part = i === legs - 1 ? remaining : Math.max(1, Math.round((remaining / (legs - i)) * (0.5 + rng.next())));
      remaining -= Math.min(part, remaining);
      fills.push({ ...base, time: t, price: Math.max(0.01, cents(level)), size: Math.min(part, size), exchange });
      t += 3 + rng.int(0, 55);
      // Deeper levels cost more (or fetch less when selling).
      if (rng.chance(0.25)) level = selling ? level - tick : level + tick;
    }
    return fills;
  }

  /** Spreads reported as multi-leg: verticals, straddles, strangles, calendars, risk reversals. */
  private multiLegPrints(
    rng: Rng,
    context: SessionContext,
    instrument: SimInstrument,
    chain: DayChain,
    listed: ChainExpiry,
    strikeIndex: number,
    type: OptionType,
    spot: number,
    time: number,
    orderId: string,
  ): OptionPrint[] {
    const last = listed.strikes.length - 1;
    const shape = rng.int(0, 4);
    const width = 1 + rng.int(0, 3);
    const other = (offset: number): number => Math.max(0, Math.min(last, strikeIndex + offset));
    let legs: Array<{ listed: ChainExpiry; strikeIndex: number; type: OptionType }>;
    if (shape === 0) {
      legs = [
        { listed, strikeIndex, type },
        { listed, strikeIndex: other(type === 'call' ? width : -width), type },
      ];
    } else if (shape === 1) {
      legs = [
        { listed, strikeIndex, type: 'call' },
        { listed, strikeIndex, type: 'put' },
      ];
    } else if (shape === 3) {
      const strike = listed.strikes[strikeIndex] as number;
      const later = chain.expiries.find((e) => e.expiry.date > listed.expiry.date && e.strikes.includes(strike));
      legs = later
        ? [
            { listed, strikeIndex, type },
            { listed: later, strikeIndex: later.strikes.indexOf(strike), type },
          ]
        : [
            { listed, strikeIndex, type },
            { listed, strikeIndex: other(width), type },
          ];
    } else {
      // Strangles (shape 2) and risk reversals (shape 4) pair an upside call with a downside put.
      legs = [
        { listed, strikeIndex: other(width), type: 'call' },
        { listed, strikeIndex: other(-width), type: 'put' },
      ];
    }
    const size = Math.max(1, Math.round(this.orderSize(rng, instrument, 1) * (2 + rng.next() * 4)));
    const exchange = this.exchangeFor(rng, instrument);
    const prints: OptionPrint[] = [];
    const seen = new Set<string>();
    for (const leg of legs) {
      const priced = this.priceContract(context, instrument, chain, leg.listed, leg.strikeIndex, leg.type, spot, time);
      if (seen.has(priced.symbol)) continue;
      seen.add(priced.symbol);
      const { quote } = priced;
      // Packages print near the middle of each leg's market.
      const drift = (rng.int(0, 2) - 1) * 0.01;
      prints.push({
        time,
        underlying: instrument.symbol,
        contract: priced.symbol,
        expiry: leg.listed.expiry.date,
        expiryKind: leg.listed.expiry.kind,
        strike: priced.strike,
        type: leg.type,
        price: Math.max(0.01, cents(Math.min(quote.ask, Math.max(quote.bid, quote.mid + drift)))),
        size,
        exchange,
        bid: quote.bid,
        ask: quote.ask,
        spot,
        iv: Math.round(quote.iv * 10000) / 10000,
        delta: Math.round(quote.delta * 10000) / 10000,
        openInterest: priced.openInterest,
        multiLeg: true,
        legGroup: orderId,
      });
    }
    return prints.length >= 2 ? prints : [];
  }

  private darkPoolPrint(
    rng: Rng,
    context: SessionContext,
    instrument: SimInstrument,
    reportedAt: number,
  ): DarkPoolPrintEvent | null {
    const path = this.path(instrument.symbol, context.date);
    if (!path) return null;
    const late = rng.chance(0.04);
    let executedAt = reportedAt;
    if (late) executedAt = Math.max(context.times.preOpen + MINUTE_MS, reportedAt - (2 + rng.next() * 150) * MINUTE_MS);
    const price = priceAt(path, executedAt);
    const liquidity = Math.min(1, instrument.darkPoolShare * 400);
    const half = Math.max(0.005, price * (0.00008 + 0.0009 * (1 - liquidity)));
    const bid = Math.floor((price - half) * 100) / 100;
    let ask = Math.ceil((price + half) * 100) / 100;
    if (ask <= bid) ask = cents(bid + 0.01);
    const u = rng.next();
    let printPrice: number;
    if (u < 0.66) printPrice = (bid + ask) / 2;
    else if (u < 0.82) printPrice = bid + (ask - bid) * rng.next();
    else if (u < 0.9) printPrice = bid;
    else if (u < 0.98) printPrice = ask;
    else printPrice = rng.chance(0.5) ? ask + 0.01 * (1 + rng.int(0, 4)) : bid - 0.01 * (1 + rng.int(0, 4));
    printPrice = Math.round(printPrice * 10000) / 10000;
    const medianNotional = 40_000 + 6_000_000 * instrument.darkPoolShare;
    let size = Math.exp(Math.log(medianNotional / price) + 1.25 * rng.normal());
    if (size >= 100 && rng.chance(0.8)) size = Math.round(size / 100) * 100;
    size = Math.max(1, Math.round(size));
    const regular = executedAt >= context.times.open && executedAt < context.times.close;
    return {
      reportedAt,
      executedAt,
      symbol: instrument.symbol,
      price: printPrice,
      size,
      bid: cents(bid),
      ask: cents(ask),
      venue: rng.pick(DARK_POOL_VENUES),
      late,
      extendedHours: !regular,
    };
  }

  private contextAt(ms: number): SessionContext {
    return this.context(sessionDateAt(ms));
  }

  advance(fromMs: number, toMs: number): MarketEvents {
    const events: MarketEvents = { optionPrints: [], darkPoolPrints: [], minuteBars: [], dailyBars: [], news: [] };
    const first = Math.ceil(fromMs / SECOND_MS);
    const last = Math.ceil(toMs / SECOND_MS);
    let context: SessionContext | null = null;
    for (let second = first; second < last; second++) {
      const ms = second * SECOND_MS;
      if (context === null || ms < context.times.preOpen || ms >= context.nextPreOpen) context = this.contextAt(ms);
      this.second(context, second, events);
    }
    return events;
  }

  private second(context: SessionContext, second: number, events: MarketEvents): void {
    const ms = second * SECOND_MS;
    const { times } = context;
    if (ms < times.preOpen || ms >= times.postClose) return;
    const regular = ms >= times.open && ms < times.close;
    const minuteIndex = Math.floor((ms - times.open) / MINUTE_MS);

    for (const news of context.news) if (news.time >= ms && news.time < ms + SECOND_MS) events.news.push(news);

    if (regular && context.optionAlias) {
      const rng = rngFor(this.seed, 'options', second);
      const perSecond = ((OPTION_ORDERS_PER_SESSION * (context.shape[minuteIndex] ?? 0)) / 60) * this.activity;
      const count = poisson(rng, perSecond * (0.85 + 0.15 * context.regime));
      const prints: OptionPrint[] = [];
      for (let n = 0; n < count; n++) {
        const instrument = context.optionInstruments[context.optionAlias.draw(rng.next(), rng.next())] as SimInstrument;
        const time = ms + Math.floor(rng.next() * SECOND_MS);
        prints.push(...this.orderPrints(rng, context, instrument, time, `${second}-${n}`, null));
      }
      const episodes = context.episodes.get(second);
      if (episodes) {
        episodes.forEach((episode, k) => {
          const instrument = this.bySymbol.get(episode.symbol);
          if (!instrument) return;
          const erng = rngFor(this.seed, 'episode-order', episode.symbol, second, k);
          prints.push(...this.orderPrints(erng, context, instrument, episode.time, `${second}-e${k}`, episode));
        });
      }
      // The feed reports fills in time order; equal times keep the order they were generated in.
      prints.sort((a, b) => a.time - b.time);
      for (const print of prints) events.optionPrints.push(print);
    }

    if (context.darkAlias) {
      const rng = rngFor(this.seed, 'darkpool', second);
      const rate = regular
        ? ((DARK_POOL_PRINTS_PER_SESSION * (context.shape[minuteIndex] ?? 0)) / 60) * this.activity
        : EXTENDED_HOURS_PRINTS_PER_SECOND * this.activity;
      const count = poisson(rng, rate);
      const prints: DarkPoolPrintEvent[] = [];
      for (let n = 0; n < count; n++) {
        const instrument = context.darkInstruments[context.darkAlias.draw(rng.next(), rng.next())] as SimInstrument;
        const reportedAt = ms + Math.floor(rng.next() * SECOND_MS);
        const print = this.darkPoolPrint(rng, context, instrument, reportedAt);
        if (print) prints.push(print);
      }
      prints.sort((a, b) => a.reportedAt - b.reportedAt);
      for (const print of prints) events.darkPoolPrints.push(print);
    }

    // The last second of a minute closes that minute's bars.
    const sessionMinute = Math.floor((ms - times.preOpen) / MINUTE_MS);
    if ((ms - times.preOpen) % MINUTE_MS === MINUTE_MS - SECOND_MS && sessionMinute < SESSION_MINUTE_COUNT) {
      for (const instrument of this.list) {
        if (!instrument.intraday) continue;
        const path = this.path(instrument.symbol, context.date);
        if (!path) continue;
        const bar = this.storedMinute(path, sessionMinute);
        if (bar) events.minuteBars.push(bar);
      }
    }

    if (ms + SECOND_MS === times.close) {
      for (const instrument of this.list) {
        const bar = this.dailyBar(instrument.symbol, context.date);
        if (bar) events.dailyBars.push({ symbol: instrument.symbol, ...bar });
      }
    }
  }

  /** Minute bars worth storing: every regular minute, extended-hours minutes that traded. */
  private storedMinute(path: IntradayPath, index: number): MinuteBar | null {
    const regular = index >= REGULAR_START_INDEX && index < path.regularEnd;
    if (!regular && (index >= path.postEnd || (path.volumes[index] ?? 0) <= 0)) return null;
    return minuteBar(path, index);
  }

  minuteBars(symbol: string, date: IsoDate, untilMs: number): MinuteBar[] {
    const path = this.path(symbol, date);
    if (!path) return [];
    const bars: MinuteBar[] = [];
    for (let i = 0; i < SESSION_MINUTE_COUNT; i++) {
      if (path.preOpen + (i + 1) * MINUTE_MS > untilMs) break;
      const bar = this.storedMinute(path, i);
      if (bar) bars.push(bar);
    }
    return bars;
  }

  /** The bars of minutes starting at or after `fromMs` that have ended by `untilMs` (a scan's new minutes). */
  minuteBarsBetween(symbol: string, date: IsoDate, fromMs: number, untilMs: number): MinuteBar[] {
    const path = this.path(symbol, date);
    if (!path) return [];
    const bars: MinuteBar[] = [];
    const first = Math.max(0, Math.ceil((fromMs - path.preOpen) / MINUTE_MS));
    for (let i = first; i < SESSION_MINUTE_COUNT; i++) {
      if (path.preOpen + (i + 1) * MINUTE_MS > untilMs) break;
      const bar = this.storedMinute(path, i);
      if (bar) bars.push(bar);
    }
    return bars;
  }

  quotes(atMs: number): SessionQuote[] {
    const date = sessionDateAt(atMs);
    const quotes: SessionQuote[] = [];
    for (const instrument of this.list) {
      const path = this.path(instrument.symbol, date);
      if (path) quotes.push(quoteAt(path, atMs));
    }
    return quotes;
  }

  /** The next session after `date` with an earnings release (stocks only; null beyond half a year). */
  nextEarnings(symbol: string, date: IsoDate): IsoDate | null {
    const instrument = this.bySymbol.get(symbol);
    if (!instrument || instrument.assetType !== 'stock') return null;
    const key = `${symbol}|${date}`;
    const hit = this.earningsCache.get(key);
    if (hit !== undefined) return hit;
    let found: IsoDate | null = null;
    let day = date;
    for (let i = 0; i < EARNINGS_LOOKAHEAD_SESSIONS; i++) {
      day = nextTradingDay(day);
      if (earningsJump(instrument.model, day, this.seed) !== 0) {
        found = day;
        break;
      }
    }
    if (this.earningsCache.size > 20_000) this.earningsCache.clear();
    this.earningsCache.set(key, found);
    return found;
  }

  /**
   * The 30-day at-the-money implied volatility (annualised, as a fraction) of each session in `dates` at its
   * open, from the same surface the chain is priced on: that session's volatility regime (VIX's previous
   * close) and an earnings release within the 30 days when there is one. Null on a day the market is closed,
   * before the VIX history the simulator holds, and for a symbol without listed options. What IV rank and
   * IV percentile read.
   */
  impliedVolatility30(symbol: string, dates: readonly IsoDate[]): (number | null)[] {
    const instrument = this.bySymbol.get(symbol);
    const first = dates[0];
    if (!instrument?.options || first === undefined) return dates.map(() => null);
    // Each release from the first session to 30 days past the last, found once for the whole series.
    const releases = this.ivSessions(first, addDays(dates[dates.length - 1] as IsoDate, IV30_DAYS)).filter(
      (day) => earningsJump(instrument.model, day, this.seed) !== 0,
    );
    return dates.map((date) => {
      const day = this.ivDay(date);
      if (!day) return null;
      const release = releases.find((reported) => reported > date && reported <= day.expiry);
      const surface: SurfaceContext = {
        regime: day.regime,
        earnings: release ? { date: release, expectedMove: instrument.model.jumpVol } : null,
      };
      return atmVolatility(instrument, surface, date, day.expiry, IV30_DAYS / 365);
    });
  }

  /** What a session's 30-day implied volatility shares across symbols (null on a closed day or without VIX). */
  private ivDay(date: IsoDate): { regime: number; expiry: IsoDate } | null {
    const hit = this.ivDays.get(date);
    if (hit !== undefined) return hit;
    const vix = isTradingDay(date) ? this.dailyBar(VOLATILITY_INDEX, previousTradingDay(date)) : null;
    const day = vix ? { regime: regimeOf(vix.close), expiry: addDays(date, IV30_DAYS) } : null;
    if (this.ivDays.size > 2_000) this.ivDays.clear();
    this.ivDays.set(date, day);
    return day;
  }

  /** The sessions after `after` through `until`, kept for the next symbol's series over the same window. */
  private ivSessions(after: IsoDate, until: IsoDate): IsoDate[] {
    const key = `${after}|${until}`;
    if (this.ivWindow?.key !== key) this.ivWindow = { key, sessions: sessionsBetween(after, until) };
    return this.ivWindow.sessions;
  }

  /** News released so far in the session of `atMs`. */
  newsUntil(atMs: number): NewsEvent[] {
    return this.contextAt(atMs).news.filter((n) => n.time <= atMs);
  }

  chain(symbol: string, atMs: number): ChainSnapshot | null {
    const instrument = this.bySymbol.get(symbol);
    if (!instrument?.options) return null;
    const context = this.contextAt(atMs);
    const chain = this.dayChain(context, instrument);
    const path = this.path(symbol, context.date);
    if (!chain || !path) return null;
    const spot = priceAt(path, atMs);
    const contracts: ChainContract[] = [];
    for (const listed of chain.expiries) {
      if (listed.close <= atMs) continue;
      for (let k = 0; k < listed.strikes.length; k++) {
        for (const type of ['call', 'put'] as const) {
          const priced = this.priceContract(context, instrument, chain, listed, k, type, spot, atMs);
          contracts.push({
            contract: priced.symbol,
            expiry: listed.expiry.date,
            expiryKind: listed.expiry.kind,
            dte: listed.dte,
            strike: priced.strike,
            type,
            time: priced.years,
            iv: priced.quote.iv,
            openInterest: priced.openInterest,
            bid: priced.quote.bid,
            ask: priced.quote.ask,
            delta: priced.quote.delta,
            gamma: priced.quote.gamma,
          });
        }
      }
    }
    return { symbol, asOf: atMs, spot, rate: RISK_FREE_RATE, contracts };
  }
}
