/**
 * Daily-bar price model: log returns = drift + market factor + sector factor + idiosyncratic noise +
 * jumps (a stock's on the sessions that trade on its quarterly reports, and on unscheduled news). Every
 * random draw is keyed by (seed, name, date), so a series is reproducible and can be extended from its last
 * stored close with exactly the bars a longer run would have produced.
 */
import { REPORTS_PER_YEAR, reportReactingOn } from './earnings-days.js';
import { type Rng, rngFor } from './rng.js';
import { type IsoDate, isEarlyClose, isMonthlyExpiration, dayOfWeek } from '@flowdeck/market-calendar';

export type InstrumentKind = 'stock' | 'etf' | 'index' | 'volatility';

export interface InstrumentModel {
  symbol: string;
  kind: InstrumentKind;
  /** Name of the sector factor the instrument loads on. */
  factorGroup: string;
  marketBeta: number;
  sectorBeta: number;
  annualDrift: number;
  annualIdioVol: number;
  /** Random jumps a year of an ETF or index; a stock's are its reports and a fixed rate of news (drawJump). */
  jumpsPerYear: number;
  /** Standard deviation of a jump's log size. */
  jumpVol: number;
  /** Shares traded on an ordinary session. */
  baseVolume: number;
  /** Long-run level a volatility index reverts to. */
  meanLevel?: number;
  /**
   * Key of the idiosyncratic noise stream; instruments sharing it move together (SPY, SPX and XSP).
   * Defaults to the symbol.
   */
  noiseKey?: string;
  /** An index fund's (or index's) holdings: its return is theirs, not the factor model's (see Basket). */
  basket?: Basket;
}

/** One stock of an index with its weight. */
export interface BasketComponent {
  model: InstrumentModel;
  weight: number;
}

/**
 * What an index fund holds: its daily log return is log(1 + leverage × R) plus a small tracking error,
 * where R is the weighted simple return of the components' modelled returns that session.
 */
export interface Basket {
  /** The index's name; funds on one index share its session returns (computed once per session). */
  index: string;
  /** Stocks only; weights sum to 1. */
  components: readonly BasketComponent[];
  /** Multiple of the index's daily return: 1, 3 (TQQQ) or −3 (SQQQ). */
  leverage: number;
  /** Annualised tracking error against leverage × the index. */
  trackingError: number;
  /** Loadings on the market and on each sector factor: the components' weighted betas × leverage. */
  marketExposure: number;
  sectorExposure: ReadonlyMap<string, number>;
  /** Annualised variance the components' own moves (noise, reports, news) leave in the fund. */
  residualVariance: number;
}

export interface DailyBar {
  date: IsoDate;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export const SESSIONS_PER_YEAR = 252;
/** ≈ 16.5 % a year, the long-run volatility of the S&P 500. */
export const MARKET_DAILY_VOL = 0.0095;
const MARKET_CRASH_DAYS_PER_YEAR = 2;
const MARKET_CRASH_VOL = 0.025;
const DEFAULT_SECTOR_DAILY_VOL = 0.0065;

/**
 * Daily volatility of each group factor: commodity-driven sectors move more as a group than defensive
 * ones. The non-GICS groups drive funds that track gold, rates or foreign markets.
 */
export const SECTOR_DAILY_VOL: Record<string, number> = {
  Market: 0,
  Gold: 0.009,
  'Natural Gas': 0.03,
  Rates: 0.006,
  'Emerging Markets': 0.007,
  'Developed ex-US': 0.005,
  Energy: 0.012,
  'Information Technology': 0.0075,
  'Consumer Discretionary': 0.0068,
  'Communication Services': 0.0066,
  Materials: 0.0072,
  Financials: 0.0068,
  Utilities: 0.0066,
  'Real Estate': 0.0072,
  'Health Care': 0.006,
  Industrials: 0.0058,
  'Consumer Staples': 0.0052,
};

/** Months from January: quiet summers and late Decembers, busier quarter starts — a U across the year. */
const SEASONAL_VOLUME = [1.08, 1.05, 1.07, 1.0, 0.98, 0.96, 0.9, 0.88, 0.98, 1.04, 1.0, 0.93];
/** Sunday … Saturday: Mondays a little lighter, Fridays a little heavier. */
const WEEKDAY_VOLUME = [1, 0.95, 1, 1, 1, 1.05, 1];
const MEAN_SURPRISE_FACTOR = 0.75 + 0.45 * Math.sqrt(2 / Math.PI);

const shockCache = new Map<string, number>();
const SHOCK_CACHE_LIMIT = 200_000;

/** Shocks are shared by hundreds of instruments per session; compute each once. */
function cached(key: string, compute: () => number): number {
  const hit = shockCache.get(key);
  if (hit !== undefined) return hit;
  if (shockCache.size >= SHOCK_CACHE_LIMIT) shockCache.clear();
  const value = compute();
  shockCache.set(key, value);
  return value;
}

/** The common market shock of a session, shared by every instrument. */
export function marketShock(seed: number, date: IsoDate): number {
  return cached(`m|${seed}|${date}`, () => {
    const rng = rngFor(seed, 'market', date);
    let shock = MARKET_DAILY_VOL * rng.normal();
    if (rng.chance(MARKET_CRASH_DAYS_PER_YEAR / SESSIONS_PER_YEAR)) {
      // Sell-offs are sharper than rallies.
      shock += -Math.abs(rng.normal()) * MARKET_CRASH_VOL;
    }
    return shock;
  });
}

export function sectorShock(seed: number, sector: string, date: IsoDate): number {
  return cached(`s|${seed}|${sector}|${date}`, () => {
    const vol = SECTOR_DAILY_VOL[sector] ?? DEFAULT_SECTOR_DAILY_VOL;
    return vol * rngFor(seed, 'sector', sector, date).normal();
  });
}

interface SessionTraits {
  early: boolean;
  /** Calendar-driven volume multiplier (season, weekday, expiration, half day). */
  volumeFactor: number;
}

const traitsCache = new Map<IsoDate, SessionTraits>();

function sessionTraits(date: IsoDate): SessionTraits {
  const hit = traitsCache.get(date);
  if (hit) return hit;
  const early = isEarlyClose(date);
  const month = Number(date.slice(5, 7)) - 1;
  let volumeFactor = (SEASONAL_VOLUME[month] ?? 1) * (WEEKDAY_VOLUME[dayOfWeek(date)] ?? 1);
  if (early) volumeFactor *= 0.55;
  if (isMonthlyExpiration(date)) volumeFactor *= 1.2;
  const traits = { early, volumeFactor };
  traitsCache.set(date, traits);
  return traits;
}

export function roundPrice(price: number): number {
  const factor = price >= 1 ? 100 : 10_000;
  return Math.round(price * factor) / factor;
}

function systematicVariance(model: InstrumentModel): number {
  const { basket } = model;
  if (basket) {
    let sectors = 0;
    for (const [group, exposure] of basket.sectorExposure)
      sectors += (exposure * (SECTOR_DAILY_VOL[group] ?? DEFAULT_SECTOR_DAILY_VOL)) ** 2;
    const own = basket.residualVariance + basket.trackingError ** 2;
    return (basket.marketExposure * MARKET_DAILY_VOL) ** 2 + sectors + own / SESSIONS_PER_YEAR;
  }
  const sectorVol = SECTOR_DAILY_VOL[model.factorGroup] ?? DEFAULT_SECTOR_DAILY_VOL;
  const idio = model.annualIdioVol / Math.sqrt(SESSIONS_PER_YEAR);
  return (model.marketBeta * MARKET_DAILY_VOL) ** 2 + (model.sectorBeta * sectorVol) ** 2 + idio ** 2;
}

/**
 * Annualised volatility of an instrument's daily log returns: the diffusive part (market, sector and
 * idiosyncratic factors) plus the variance its jumps add over a year.
 */
export function annualVolatility(model: InstrumentModel): number {
  const diffusive = systematicVariance(model) * SESSIONS_PER_YEAR;
  return Math.sqrt(diffusive + jumpVariance(model));
}

/** Annualised variance of an instrument's jumps (a basket's components' are in its residual variance). */
function jumpVariance(model: InstrumentModel): number {
  if (model.basket) return 0;
  return model.kind === 'stock'
    ? (REPORTS_PER_YEAR + NEWS_JUMPS_PER_YEAR * NEWS_JUMP_SCALE ** 2) * model.jumpVol ** 2
    : model.jumpsPerYear * model.jumpVol ** 2;
}

/**
 * An index fund's basket from its index's stocks and their (positive) weights, normalised to sum to 1.
 * Computes the loadings and residual variance the fund's volatility and intraday path use.
 */
export function makeBasket(
  index: string,
  holdings: readonly BasketComponent[],
  leverage: number,
  trackingError: number,
): Basket {
  if (holdings.length === 0) throw new Error(`${index}: a basket needs components`);
  const total = holdings.reduce((sum, h) => sum + h.weight, 0);
  for (const h of holdings) {
    if (h.model.kind !== 'stock') throw new Error(`${index}: component ${h.model.symbol} is not a stock`);
    if (!(h.weight > 0)) throw new Error(`${index}: component ${h.model.symbol} needs a positive weight`);
  }
  if (!(leverage !== 0 && Number.isFinite(leverage))) throw new Error(`${index}: bad leverage ${leverage}`);
  const components = holdings.map((h) => ({ model: h.model, weight: h.weight / total }));
  let marketExposure = 0;
  let residualVariance = 0;
  const sectorExposure = new Map<string, number>();
  for (const { model, weight } of components) {
    marketExposure += leverage * weight * model.marketBeta;
    const group = model.factorGroup;
    sectorExposure.set(group, (sectorExposure.get(group) ?? 0) + leverage * weight * model.sectorBeta);
    residualVariance += (leverage * weight) ** 2 * (model.annualIdioVol ** 2 + jumpVariance(model));
  }
  return { index, components, leverage, trackingError, marketExposure, sectorExposure, residualVariance };
}

/** A stock's unscheduled news a year (deals, guidance, approvals): jumps no option price foresees. */
const NEWS_JUMPS_PER_YEAR = 2;
/** A news jump's size against a report's (`jumpVol`). */
const NEWS_JUMP_SCALE = 0.6;

/**
 * A stock's jump on the session that first trades on one of its quarterly reports (earnings-days.ts), 0 on
 * every other session and for other instruments. It depends on nothing but the seed, the stock and the
 * date, so it is known ahead of time: the simulated options market prices the event and trades ahead of it.
 */
export function earningsJump(model: InstrumentModel, date: IsoDate, seed: number): number {
  if (model.kind !== 'stock') return 0;
  const quarterEnd = reportReactingOn(model.symbol, date, seed);
  return quarterEnd === null ? 0 : rngFor(seed, 'earnings-jump', model.symbol, quarterEnd).normal() * model.jumpVol;
}

/**
 * The session's whole jump (log size; 0 on most days): a stock's report (earningsJump) plus, now and then,
 * unscheduled news; an ETF's or index's at its random rate. The random part is the first draws of the
 * session's bar stream (`rng`).
 */
function drawJump(rng: Rng, model: InstrumentModel, date: IsoDate, seed: number): number {
  // A fund's moves are its holdings'.
  if (model.basket) return 0;
  if (model.kind === 'stock') {
    const news = rng.chance(NEWS_JUMPS_PER_YEAR / SESSIONS_PER_YEAR)
      ? rng.normal() * model.jumpVol * NEWS_JUMP_SCALE
      : 0;
    return earningsJump(model, date, seed) + news;
  }
  const isJump = rng.chance(model.jumpsPerYear / SESSIONS_PER_YEAR);
  return isJump ? rng.normal() * model.jumpVol : 0;
}

/** The jump in the instrument's bar of `date`: reports and news alike (see drawJump). */
export function sessionJump(model: InstrumentModel, date: IsoDate, seed: number): number {
  return drawJump(rngFor(seed, 'bar', model.noiseKey ?? model.symbol, date), model, date, seed);
}

/** Drift and idiosyncratic volatility of a session's log return, fixed per model. */
interface ReturnParams {
  drift: number;
  idioDaily: number;
}

const paramsCache = new WeakMap<InstrumentModel, ReturnParams>();

function returnParams(model: InstrumentModel): ReturnParams {
  let params = paramsCache.get(model);
  if (!params) {
    params = {
      drift: model.annualDrift / SESSIONS_PER_YEAR - systematicVariance(model) / 2,
      idioDaily: model.annualIdioVol / Math.sqrt(SESSIONS_PER_YEAR),
    };
    paramsCache.set(model, params);
  }
  return params;
}

const LOG_RETURN_LIMIT = 0.6;

function clampReturn(logReturn: number): number {
  return Math.max(-LOG_RETURN_LIMIT, Math.min(LOG_RETURN_LIMIT, logReturn));
}

/**
 * The factor model's log return and jump on `date` from the first draws of the instrument's bar stream
 * (`rng`): a stock's bar has exactly these, and an index fund adds its components' up.
 */
function factorReturn(
  rng: Rng,
  model: InstrumentModel,
  date: IsoDate,
  seed: number,
): { logReturn: number; jump: number } {
  const { drift, idioDaily } = returnParams(model);
  const jump = drawJump(rng, model, date, seed);
  const noise = rng.normal();
  const systematic =
    model.marketBeta * marketShock(seed, date) + model.sectorBeta * sectorShock(seed, model.factorGroup, date);
  return { logReturn: clampReturn(drift + systematic + idioDaily * noise + jump), jump };
}

interface IndexSession {
  /** Weighted simple return of the components. */
  simple: number;
  /** Weighted log size of the components' jumps (mostly overnight: the opening gap's share). */
  jump: number;
}

const indexCache = new Map<string, IndexSession>();
const INDEX_CACHE_LIMIT = 20_000;

/** The session of an index: computed once per (seed, index, date) for every fund and index on it. */
function indexSession(basket: Basket, date: IsoDate, seed: number): IndexSession {
  const key = `${seed}|${basket.index}|${date}`;
  const hit = indexCache.get(key);
  if (hit) return hit;
  let simple = 0;
  let jump = 0;
  for (const { model, weight } of basket.components) {
    const r = factorReturn(rngFor(seed, 'bar', model.noiseKey ?? model.symbol, date), model, date, seed);
    simple += weight * Math.expm1(r.logReturn);
    jump += weight * r.jump;
  }
  if (indexCache.size >= INDEX_CACHE_LIMIT) indexCache.clear();
  const session = { simple, jump };
  indexCache.set(key, session);
  return session;
}

/**
 * Bars for `sessions` (ascending), continuing from `previousClose` — the close before the first session
 * (for a new series: the reference price derived from market cap / shares outstanding).
 */
export function simulateBars(
  model: InstrumentModel,
  sessions: readonly IsoDate[],
  previousClose: number,
  seed: number,
): DailyBar[] {
  if (!(previousClose > 0)) throw new Error(`${model.symbol}: previous close must be positive`);
  const bars: DailyBar[] = [];
  const dailyVariance = systematicVariance(model);
  const dailyVol = Math.sqrt(dailyVariance);
  const { basket } = model;
  const idioDaily = basket
    ? basket.trackingError / Math.sqrt(SESSIONS_PER_YEAR)
    : model.annualIdioVol / Math.sqrt(SESSIONS_PER_YEAR);
  const drift = model.annualDrift / SESSIONS_PER_YEAR - dailyVariance / 2;
  let prev = previousClose;

  for (const date of sessions) {
    const rng = rngFor(seed, 'bar', model.noiseKey ?? model.symbol, date);
    const { early, volumeFactor } = sessionTraits(date);

    let logReturn: number;
    let expected: number;
    /** The instrument's own jump (a labelled event) and the part of the move that gaps overnight. */
    let jump: number;
    let gapJump: number;
    if (basket) {
      const index = indexSession(basket, date, seed);
      jump = 0;
      gapJump = basket.leverage * index.jump;
      expected = 0;
      // A leveraged fund cannot lose more than it holds.
      logReturn = Math.log(Math.max(0.05, 1 + basket.leverage * index.simple)) + idioDaily * rng.normal();
    } else if (model.kind === 'volatility') {
      jump = drawJump(rng, model, date, seed);
      gapJump = jump;
      const noise = rng.normal();
      // Volatility indices mean-revert and rise when the market falls.
      const level = model.meanLevel ?? 18;
      expected = 0.045 * (Math.log(level) - Math.log(prev));
      logReturn = expected - 5.2 * marketShock(seed, date) + idioDaily * noise + Math.abs(jump);
    } else {
      const own = factorReturn(rng, model, date, seed);
      jump = own.jump;
      gapJump = jump;
      expected = drift;
      logReturn = own.logReturn;
    }
    logReturn = clampReturn(logReturn);
    const isJump = jump !== 0;

    // Earnings-style jumps happen overnight, so most of them shows up in the opening gap.
    const gap = 0.3 * (logReturn - gapJump) + 0.85 * gapJump + 0.25 * idioDaily * rng.normal();
    const open = roundPrice(prev * Math.exp(gap));
    const close = roundPrice(prev * Math.exp(logReturn));
    const rangeScale = (dailyVol + Math.abs(gapJump) * 0.25) * (early ? 0.6 : 1);
    const upper = Math.exp((0.12 + 0.45 * Math.abs(rng.normal())) * rangeScale);
    const lower = Math.exp(-(0.12 + 0.45 * Math.abs(rng.normal())) * rangeScale);
    const high = Math.max(roundPrice(Math.max(open, close) * upper), open, close);
    const low = Math.max(Math.min(roundPrice(Math.min(open, close) * lower), open, close), 0.0001);

    const surprise = Math.min(6, Math.abs(logReturn - expected) / dailyVol);
    let volume =
      model.baseVolume *
      volumeFactor *
      ((0.75 + 0.45 * surprise) / MEAN_SURPRISE_FACTOR) *
      Math.exp(0.22 * rng.normal() - 0.0242);
    if (isJump) volume *= 2.5;

    bars.push({ date, open, high, low, close, volume: Math.round(volume) });
    prev = close;
  }
  return bars;
}
