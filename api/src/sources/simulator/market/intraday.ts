/**
 * Intraday price and volume paths, one per instrument and session, on a one-minute grid from the
 * pre-market open (04:00) to the end of after-hours (20:00).
 *
 * The regular session is a bridge between the day's open and close from the daily price model, so minute
 * and daily bars always agree: returns load on a market path and a sector path shared by every
 * instrument (the factor model), plus stock-specific noise; the result is stretched so the session's high
 * and low are the daily bar's. News moves the price in one jump: before the open on the model's jump days
 * (an earnings release on a report's session, else a news headline), and intraday headlines on days whose
 * move is too large to be noise. Volume is U-shaped:
 * heavy at the open, light at lunch, heavy into the close.
 */
import {
  type DailyBar,
  MARKET_DAILY_VOL,
  SECTOR_DAILY_VOL,
  SESSIONS_PER_YEAR,
  roundPrice,
  sectorShock,
} from './price-model.js';
import { rngFor } from './rng.js';
import { type IsoDate, MINUTE_MS, type SessionTimes } from '@flowdeck/market-calendar';
import type { MinuteBar, NewsEvent, SessionQuote } from '../../../market/source.js';
import type { SimInstrument } from './instruments.js';

/** 04:00 → 20:00. */
export const SESSION_MINUTE_COUNT = 16 * 60;
/** Minute index of the 09:30 open. */
export const REGULAR_START_INDEX = 5 * 60 + 30;
const PRE_MARKET_MINUTES = REGULAR_START_INDEX;
const AFTER_HOURS_MINUTES = 4 * 60;
/** Earnings are released before the open, at 08:00. */
const EARNINGS_RELEASE_INDEX = 4 * 60;
/** Share of a day's variance that accrues during the regular session (the rest overnight). */
const REGULAR_VARIANCE_SHARE = 0.7;
const PRE_MARKET_VARIANCE_SHARE = 0.08;
const AFTER_HOURS_VARIANCE_SHARE = 0.04;
const PRE_MARKET_VOLUME_SHARE = 0.025;
const AFTER_HOURS_VOLUME_SHARE = 0.015;
/** An idiosyncratic move this many standard deviations from noise gets a headline. */
const NEWS_THRESHOLD_SIGMAS = 2.2;
/**
 * A day's move at least this large (10 %) is always a labelled event: an earnings gap, else a headline,
 * even when most of it is the market's (a sell-off) rather than the stock's own.
 */
export const LABELLED_MOVE = 0.1;
/** Part of such a move that arrives in one jump at the headline. */
const NEWS_JUMP_SHARE = 0.7;

export interface IntradayPath {
  symbol: string;
  date: IsoDate;
  preOpen: number;
  prevClose: number;
  bar: DailyBar;
  /** Minute index of the regular close (exclusive) and of the end of after-hours. */
  regularEnd: number;
  postEnd: number;
  /** Price at the end of each minute. */
  closes: Float64Array;
  highs: Float64Array;
  lows: Float64Array;
  volumes: Float64Array;
  news: NewsEvent | null;
}

/** Relative weight of each regular-session minute in the day's volume: the U shape. */
export function regularVolumeShape(minutes: number): Float64Array {
  const shape = new Float64Array(minutes);
  let total = 0;
  for (let m = 0; m < minutes; m++) {
    const w = 1 + 2.4 * Math.exp(-m / 16) + 1.6 * Math.exp(-(minutes - 1 - m) / 22);
    shape[m] = w;
    total += w;
  }
  for (let m = 0; m < minutes; m++) shape[m] = (shape[m] as number) / total;
  return shape;
}

const shapeCache = new Map<number, Float64Array>();
function shapeFor(minutes: number): Float64Array {
  let shape = shapeCache.get(minutes);
  if (!shape) {
    shape = regularVolumeShape(minutes);
    shapeCache.set(minutes, shape);
  }
  return shape;
}

/** Bridge: a random walk with the given per-step variances pinned to end at `target`. */
function bridge(
  steps: number,
  stepVariance: (i: number) => number,
  target: number,
  normal: () => number,
): Float64Array {
  const path = new Float64Array(steps + 1);
  for (let i = 1; i <= steps; i++) path[i] = (path[i - 1] as number) + Math.sqrt(stepVariance(i - 1)) * normal();
  const end = path[steps] as number;
  for (let i = 1; i <= steps; i++) path[i] = (path[i] as number) - (i / steps) * (end - target);
  return path;
}

interface FactorPaths {
  market: Float64Array;
  sectors: Map<string, Float64Array>;
}

const factorCache = new Map<string, FactorPaths>();

/** Regular-session log paths of the market and sector factors, shared by every instrument. */
function factorPaths(seed: number, date: IsoDate, minutes: number, marketMove: number): FactorPaths {
  const key = `${seed}|${date}|${minutes}`;
  let paths = factorCache.get(key);
  if (!paths) {
    if (factorCache.size > 8) factorCache.clear();
    const shape = shapeFor(minutes);
    const rng = rngFor(seed, 'intraday-market', date);
    const variance = (i: number): number => MARKET_DAILY_VOL ** 2 * REGULAR_VARIANCE_SHARE * (shape[i] as number);
    paths = { market: bridge(minutes, variance, marketMove, () => rng.normal()), sectors: new Map() };
    factorCache.set(key, paths);
  }
  return paths;
}

function sectorPath(
  paths: FactorPaths,
  seed: number,
  date: IsoDate,
  group: string,
  minutes: number,
  sectorMove: number,
): Float64Array {
  let path = paths.sectors.get(group);
  if (!path) {
    const shape = shapeFor(minutes);
    const vol = SECTOR_DAILY_VOL[group] ?? 0.0065;
    const rng = rngFor(seed, 'intraday-sector', group, date);
    path = bridge(
      minutes,
      (i) => vol ** 2 * REGULAR_VARIANCE_SHARE * (shape[i] as number),
      sectorMove,
      () => rng.normal(),
    );
    paths.sectors.set(group, path);
  }
  return path;
}

/** Raises (or lowers) the path around its most extreme interior point so that point reaches `level`. */
function pushExtreme(values: Float64Array, from: number, to: number, level: number, up: boolean): void {
  const width = Math.max(2, Math.min(15, Math.floor((to - from) / 4)));
  let k = -1;
  for (let i = from + width; i < to - width; i++) {
    if (k < 0 || (up ? (values[i] as number) > (values[k] as number) : (values[i] as number) < (values[k] as number)))
      k = i;
  }
  if (k < 0) return;
  const lift = level - (values[k] as number);
  for (let i = k - width; i <= k + width; i++) values[i] = (values[i] as number) + lift * (1 - Math.abs(i - k) / width);
}

/**
 * Makes the regular session span exactly the daily bar's range while keeping its open and close: a path
 * that never rose above (fell below) its ends gets a bump to the high (low); then a monotone
 * piecewise-linear map sends the extremes to the high and low.
 */
function stretchToRange(values: Float64Array, from: number, to: number, bar: DailyBar): void {
  const top = Math.max(bar.open, bar.close);
  const bottom = Math.min(bar.open, bar.close);
  const extremes = (): [number, number] => {
    let max = -Infinity;
    let min = Infinity;
    for (let i = from; i < to; i++) {
      const v = values[i] as number;
      if (v > max) max = v;
      if (v < min) min = v;
    }
    return [max, min];
  };
  let [pathMax, pathMin] = extremes();
  if (bar.high > top && pathMax <= top) pushExtreme(values, from, to, bar.high, true);
  if (bar.low < bottom && pathMin >= bottom) pushExtreme(values, from, to, bar.low, false);
  [pathMax, pathMin] = extremes();
  for (let i = from; i < to; i++) {
    const v = values[i] as number;
    let mapped = v;
    if (v > top && pathMax > top) mapped = top + ((v - top) * (bar.high - top)) / (pathMax - top);
    else if (v < bottom && pathMin < bottom) mapped = bottom - ((bottom - v) * (bottom - bar.low)) / (bottom - pathMin);
    values[i] = roundPrice(mapped);
  }
}

export interface PathInputs {
  instrument: SimInstrument;
  date: IsoDate;
  times: SessionTimes;
  prevClose: number;
  bar: DailyBar;
  /** The session's jump from the daily model (0 on most days). */
  jump: number;
  /** Whether the jump is a quarterly report's (else unscheduled news, released before the open all the same). */
  report: boolean;
  seed: number;
  /** The day's market and sector shocks, of which the regular session carries its share. */
  marketShock: number;
  sectorShock: number;
}

export function buildIntradayPath(input: PathInputs): IntradayPath {
  const { instrument, date, times, prevClose, bar, jump, seed } = input;
  const { model } = instrument;
  const regularMinutes = Math.round((times.close - times.open) / MINUTE_MS);
  const regularEnd = REGULAR_START_INDEX + regularMinutes;
  const postEnd = regularEnd + AFTER_HOURS_MINUTES;
  const closes = new Float64Array(SESSION_MINUTE_COUNT);
  const highs = new Float64Array(SESSION_MINUTE_COUNT);
  const lows = new Float64Array(SESSION_MINUTE_COUNT);
  const volumes = new Float64Array(SESSION_MINUTE_COUNT);
  const rng = rngFor(seed, 'intraday', model.noiseKey ?? model.symbol, date);
  const normal = (): number => rng.normal();
  const isIndex = instrument.assetType === 'index';
  const dailyVol = instrument.annualVol / Math.sqrt(SESSIONS_PER_YEAR);
  const idioDaily = model.annualIdioVol / Math.sqrt(SESSIONS_PER_YEAR);
  let news: NewsEvent | null = null;

  // Pre-market: from the previous close to the open, with the release (earnings or news) at 08:00.
  const preTarget = Math.log(bar.open / prevClose);
  const earningsMove = jump !== 0 ? 0.85 * jump : 0;
  if (jump !== 0) {
    news = {
      symbol: instrument.symbol,
      kind: input.report ? 'earnings' : 'headline',
      time: times.preOpen + EARNINGS_RELEASE_INDEX * MINUTE_MS,
      move: jump,
    };
  }
  if (isIndex) {
    // Index values are only disseminated during the regular session.
    for (let i = 0; i < PRE_MARKET_MINUTES; i++) closes[i] = i === PRE_MARKET_MINUTES - 1 ? bar.open : prevClose;
  } else {
    const preVar = (dailyVol * dailyVol * PRE_MARKET_VARIANCE_SHARE) / PRE_MARKET_MINUTES;
    const raw = new Float64Array(PRE_MARKET_MINUTES + 1);
    for (let i = 1; i <= PRE_MARKET_MINUTES; i++) {
      raw[i] =
        (raw[i - 1] as number) + Math.sqrt(preVar) * normal() + (i - 1 === EARNINGS_RELEASE_INDEX ? earningsMove : 0);
    }
    const end = raw[PRE_MARKET_MINUTES] as number;
    for (let i = 1; i <= PRE_MARKET_MINUTES; i++) {
      const logPrice = (raw[i] as number) - (i / PRE_MARKET_MINUTES) * (end - preTarget);
      closes[i - 1] = i === PRE_MARKET_MINUTES ? bar.open : roundPrice(prevClose * Math.exp(logPrice));
    }
  }

  // Regular session: factors + idiosyncratic noise, bridged from the open to the close.
  const shape = shapeFor(regularMinutes);
  const target = Math.log(bar.close / bar.open);
  const factors = factorPaths(seed, date, regularMinutes, REGULAR_VARIANCE_SHARE * input.marketShock);
  // Factor paths and loadings: an index fund loads on every sector its holdings are in.
  const loadings: Array<{ path: Float64Array; beta: number }> = [];
  if (model.kind === 'volatility') {
    // A volatility index moves against the market.
    loadings.push({ path: factors.market, beta: -5 });
  } else if (model.basket) {
    loadings.push({ path: factors.market, beta: model.basket.marketExposure });
    for (const [group, beta] of model.basket.sectorExposure) {
      const move = REGULAR_VARIANCE_SHARE * sectorShock(seed, group, date);
      loadings.push({ path: sectorPath(factors, seed, date, group, regularMinutes, move), beta });
    }
  } else {
    const move = REGULAR_VARIANCE_SHARE * input.sectorShock;
    loadings.push({ path: factors.market, beta: model.marketBeta });
    loadings.push({
      path: sectorPath(factors, seed, date, model.factorGroup, regularMinutes, move),
      beta: model.sectorBeta,
    });
  }
  let systematicEnd = 0;
  if (model.kind !== 'volatility') {
    for (const { path, beta } of loadings) systematicEnd += beta * (path[regularMinutes] as number);
  }
  const idioMove = target - systematicEnd;
  const idioRegularVol = idioDaily * Math.sqrt(REGULAR_VARIANCE_SHARE);
  let newsIndex = -1;
  let newsJump = 0;
  const large = Math.abs(bar.close / prevClose - 1) >= LABELLED_MOVE;
  const surprising = idioRegularVol > 0 && Math.abs(idioMove) > NEWS_THRESHOLD_SIGMAS * idioRegularVol;
  // A fund's moves are its holdings' news, not its own.
  if (jump === 0 && (surprising || large) && !isIndex && !model.basket) {
    // Headlines land between 10:30 and 15:00.
    newsIndex = rng.int(60, Math.min(330, regularMinutes - 30));
    newsJump = NEWS_JUMP_SHARE * idioMove;
    news = {
      symbol: instrument.symbol,
      kind: 'headline',
      time: times.open + newsIndex * MINUTE_MS,
      move: newsJump,
    };
  }
  const x = new Float64Array(regularMinutes + 1);
  for (let m = 1; m <= regularMinutes; m++) {
    const w = shape[m - 1] as number;
    let step = idioDaily * Math.sqrt(REGULAR_VARIANCE_SHARE * w) * normal();
    let systematic = 0;
    for (const { path, beta } of loadings) systematic += beta * ((path[m] as number) - (path[m - 1] as number));
    step += systematic;
    if (m - 1 === newsIndex) step += newsJump;
    x[m] = (x[m - 1] as number) + step;
  }
  const regularPrices = new Float64Array(regularMinutes + 1);
  const endX = x[regularMinutes] as number;
  for (let m = 0; m <= regularMinutes; m++) {
    regularPrices[m] = bar.open * Math.exp((x[m] as number) - (m / regularMinutes) * (endX - target));
  }
  regularPrices[0] = bar.open;
  regularPrices[regularMinutes] = bar.close;
  stretchToRange(regularPrices, 0, regularMinutes + 1, bar);
  for (let m = 1; m <= regularMinutes; m++) closes[REGULAR_START_INDEX + m - 1] = regularPrices[m] as number;

  // After-hours: a quiet walk from the close; indices stop at the close.
  const postVar = (dailyVol * dailyVol * AFTER_HOURS_VARIANCE_SHARE) / AFTER_HOURS_MINUTES;
  let log = Math.log(bar.close);
  for (let i = regularEnd; i < SESSION_MINUTE_COUNT; i++) {
    if (i < postEnd && !isIndex) log += Math.sqrt(postVar) * normal();
    closes[i] = i < postEnd && !isIndex ? roundPrice(Math.exp(log)) : (closes[i - 1] as number);
  }

  // Wicks and volume.
  const minuteVol = dailyVol / Math.sqrt(390);
  const regularVolumeNoise = new Float64Array(regularMinutes);
  let noiseTotal = 0;
  for (let m = 0; m < regularMinutes; m++) {
    let weight = (shape[m] as number) * Math.exp(0.35 * normal() - 0.06125);
    if (newsIndex >= 0 && m >= newsIndex) weight *= 1 + 5 * Math.exp(-(m - newsIndex) / 12);
    regularVolumeNoise[m] = weight;
    noiseTotal += weight;
  }
  const extendedScale = jump !== 0 ? 4 : 1;
  for (let i = 0; i < SESSION_MINUTE_COUNT; i++) {
    const start = i === 0 ? prevClose : (closes[i - 1] as number);
    const end = closes[i] as number;
    const regular = i >= REGULAR_START_INDEX && i < regularEnd;
    const trading = regular || (!isIndex && i < postEnd);
    const wick = trading ? minuteVol * (regular ? 0.45 : 0.25) : 0;
    let high = roundPrice(Math.max(start, end) * (1 + Math.abs(normal()) * wick));
    let low = roundPrice(Math.min(start, end) * (1 - Math.abs(normal()) * wick));
    if (regular) {
      high = Math.min(high, bar.high);
      low = Math.max(low, bar.low);
    }
    highs[i] = Math.max(high, start, end);
    lows[i] = Math.min(low, start, end);
    if (regular) {
      volumes[i] = Math.round((bar.volume * (regularVolumeNoise[i - REGULAR_START_INDEX] as number)) / noiseTotal);
    } else if (trading) {
      // Extended hours trade thinly and in bursts.
      const share =
        i < REGULAR_START_INDEX
          ? PRE_MARKET_VOLUME_SHARE / PRE_MARKET_MINUTES
          : AFTER_HOURS_VOLUME_SHARE / AFTER_HOURS_MINUTES;
      const u = rng.next();
      volumes[i] = u < 0.35 ? 0 : Math.round(bar.volume * share * extendedScale * (u * 2.2));
    }
  }
  return {
    symbol: instrument.symbol,
    date,
    preOpen: times.preOpen,
    prevClose,
    bar,
    regularEnd,
    postEnd,
    closes,
    highs,
    lows,
    volumes,
    news,
  };
}

/** Price of the path at an instant: minute closes joined by straight lines. */
export function priceAt(path: IntradayPath, ms: number): number {
  const offset = (ms - path.preOpen) / MINUTE_MS;
  if (offset <= 0) return path.prevClose;
  if (offset >= SESSION_MINUTE_COUNT) return path.closes[SESSION_MINUTE_COUNT - 1] as number;
  const i = Math.floor(offset);
  const start = i === 0 ? path.prevClose : (path.closes[i - 1] as number);
  const end = path.closes[i] as number;
  return roundPrice(start + (end - start) * (offset - i));
}

/** The bar of minute `index` (0 = 04:00). */
export function minuteBar(path: IntradayPath, index: number): MinuteBar {
  const open = index === 0 ? path.prevClose : (path.closes[index - 1] as number);
  const close = path.closes[index] as number;
  const high = path.highs[index] as number;
  const low = path.lows[index] as number;
  return {
    symbol: path.symbol,
    time: path.preOpen + index * MINUTE_MS,
    open,
    high,
    low,
    close,
    volume: path.volumes[index] as number,
    vwap: roundPrice((open + high + low + close) / 4),
  };
}

/** Running volume and regular-session high/low at the end of each minute, computed once per path. */
interface PathTotals {
  volume: Float64Array;
  high: Float64Array;
  low: Float64Array;
}

const totalsCache = new WeakMap<IntradayPath, PathTotals>();

function totalsOf(path: IntradayPath): PathTotals {
  let totals = totalsCache.get(path);
  if (totals) return totals;
  totals = {
    volume: new Float64Array(SESSION_MINUTE_COUNT),
    high: new Float64Array(SESSION_MINUTE_COUNT).fill(Number.NaN),
    low: new Float64Array(SESSION_MINUTE_COUNT).fill(Number.NaN),
  };
  let volume = 0;
  let high = Number.NaN;
  let low = Number.NaN;
  for (let i = 0; i < SESSION_MINUTE_COUNT; i++) {
    volume += path.volumes[i] as number;
    if (i >= REGULAR_START_INDEX && i < path.regularEnd) {
      high = Number.isNaN(high) ? (path.highs[i] as number) : Math.max(high, path.highs[i] as number);
      low = Number.isNaN(low) ? (path.lows[i] as number) : Math.min(low, path.lows[i] as number);
    }
    totals.volume[i] = volume;
    totals.high[i] = high;
    totals.low[i] = low;
  }
  totalsCache.set(path, totals);
  return totals;
}

export function quoteAt(path: IntradayPath, ms: number): SessionQuote {
  const elapsed = Math.min(Math.floor((ms - path.preOpen) / MINUTE_MS), SESSION_MINUTE_COUNT);
  const last = priceAt(path, ms);
  const totals = totalsOf(path);
  const done = elapsed - 1;
  const volume = done >= 0 ? (totals.volume[done] as number) : 0;
  const highDone = done >= 0 ? (totals.high[done] as number) : Number.NaN;
  const lowDone = done >= 0 ? (totals.low[done] as number) : Number.NaN;
  let high: number | null = Number.isNaN(highDone) ? null : highDone;
  let low: number | null = Number.isNaN(lowDone) ? null : lowDone;
  const open = elapsed >= REGULAR_START_INDEX ? path.bar.open : null;
  if (open !== null && elapsed < path.regularEnd) {
    high = Math.max(high ?? last, last);
    low = Math.min(low ?? last, last);
  }
  return { symbol: path.symbol, last, prevClose: path.prevClose, open, high, low, volume: Math.round(volume) };
}
