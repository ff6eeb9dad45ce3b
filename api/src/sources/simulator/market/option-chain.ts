/**
 * Listed option chains: which expiries exist on a day (0DTE dailies on the index products, Friday
 * weeklies, third-Friday monthlies, January LEAPS), strikes around the previous close on a spacing that
 * grows with price and time, an implied-volatility surface (term structure that inverts when the market is
 * stressed, earnings priced into the expiries after the event, skew and smile), quotes with realistic
 * spreads and tick sizes, and open interest that changes from day to day.
 */
import { blackScholesGreeks, blackScholesPrice, type OptionType } from '@flowdeck/options-math';
import type { OptionListing, SimInstrument } from './instruments.js';
import { rngFor, unitHash } from './rng.js';
import {
  type IsoDate,
  addDays,
  dayOfWeek,
  diffDays,
  isTradingDay,
  previousTradingDay,
} from '@flowdeck/market-calendar';

export const RISK_FREE_RATE = 0.043;
export const CONTRACT_SIZE = 100;
const YEAR_MS = 365 * 86_400_000;
/** 0DTE contracts keep at least this much time so their greeks stay finite into the bell. */
const MIN_TIME_YEARS = 5 / (365 * 24 * 60);
const DAILY_EXPIRY_DAYS = 14;
const WEEKLY_EXPIRY_WEEKS = 7;
const MONTHLY_EXPIRIES = 6;
const QUARTERLY_HORIZON_DAYS = 366;
/** The market's volatility index: its previous close sets a session's volatility regime. */
export const VOLATILITY_INDEX = 'VIX';
/** Long-run level of the volatility index; the surface scales with VIX against it. */
export const CALM_VIX = 18;

/** The volatility regime of a session: the previous close of VIX over its calm level, kept within 0.6–3 (1 without one). */
export function regimeOf(previousVixClose: number | undefined): number {
  return previousVixClose !== undefined ? Math.min(3, Math.max(0.6, previousVixClose / CALM_VIX)) : 1;
}

export interface OptionContract {
  /** OCC-style symbol: root, YYMMDD, C/P, strike × 1000 in eight digits (SPY250620C00600000). */
  symbol: string;
  underlying: string;
  root: string;
  expiry: IsoDate;
  strike: number;
  type: OptionType;
}

export interface Expiry {
  date: IsoDate;
  kind: 'daily' | 'weekly' | 'monthly' | 'leaps';
}

/** Standard monthly expiration of a month: the third Friday, or the Thursday before when that is a holiday. */
export function monthlyExpiration(year: number, month: number): IsoDate {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const firstFriday = addDays(first, (5 - dayOfWeek(first) + 7) % 7);
  const third = addDays(firstFriday, 14);
  return isTradingDay(third) ? third : previousTradingDay(third);
}

function weekExpiry(friday: IsoDate, weekday: number): IsoDate {
  // Fridays by default; VIX expires on Wednesdays. A holiday moves the expiry to the day before.
  const day = addDays(friday, weekday - 5);
  return isTradingDay(day) ? day : previousTradingDay(day);
}

/** Expiries listed on `date` (ascending, from `date` itself). */
export function listExpiries(instrument: SimInstrument, date: IsoDate): Expiry[] {
  const listing = instrument.options;
  if (!listing) return [];
  const found = new Map<IsoDate, Expiry['kind']>();
  const add = (day: IsoDate, kind: Expiry['kind']): void => {
    if (day < date) return;
    const existing = found.get(day);
    // A monthly that is also a weekly Friday is the monthly.
    const rank = { daily: 0, weekly: 1, monthly: 2, leaps: 3 } as const;
    if (existing === undefined || rank[kind] > rank[existing]) found.set(day, kind);
  };
  const weekday = instrument.model.kind === 'volatility' ? 3 : 5;
  if (listing.dailies) {
    for (let d = date; diffDays(date, d) <= DAILY_EXPIRY_DAYS; d = addDays(d, 1)) if (isTradingDay(d)) add(d, 'daily');
  }
  if (listing.weeklies) {
    const firstFriday = addDays(date, (5 - dayOfWeek(date) + 7) % 7);
    for (let w = 0; w < WEEKLY_EXPIRY_WEEKS; w++) add(weekExpiry(addDays(firstFriday, 7 * w), weekday), 'weekly');
  }
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const monthly = (y: number, m: number): IsoDate => {
    const standard = monthlyExpiration(y, m);
    // VIX monthlies settle on the Wednesday 30 days before the next month's SPX expiry; close enough:
    // the Wednesday of the standard expiration week.
    return weekday === 3 ? weekExpiry(addDays(standard, 5 - dayOfWeek(standard)), 3) : standard;
  };
  let listedMonthlies = 0;
  for (let i = 0; listedMonthlies < MONTHLY_EXPIRIES && i < 24; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    const day = monthly(y, m);
    if (day >= date) {
      add(day, 'monthly');
      listedMonthlies++;
    }
  }
  // Quarterlies out to a year.
  for (let i = 0; i < 15; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    if (m % 3 !== 0) continue;
    const day = monthly(y, m);
    if (diffDays(date, day) <= QUARTERLY_HORIZON_DAYS) add(day, 'monthly');
  }
  if (listing.leaps) {
    for (const y of [year + 1, year + 2]) add(monthly(y, 1), 'leaps');
  }
  return [...found.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, kind]) => ({ date: day, kind }));
}

/** OCC root: SPX, NDX and RUT list their PM-settled non-monthly series under their own roots. */
export function optionRoot(underlying: string, expiry: Expiry): string {
  if (expiry.kind === 'monthly' || expiry.kind === 'leaps') return underlying;
  if (underlying === 'SPX') return 'SPXW';
  if (underlying === 'NDX') return 'NDXP';
  if (underlying === 'RUT') return 'RUTW';
  return underlying;
}

export function occSymbol(root: string, expiry: IsoDate, type: OptionType, strike: number): string {
  const yymmdd = `${expiry.slice(2, 4)}${expiry.slice(5, 7)}${expiry.slice(8, 10)}`;
  return `${root}${yymmdd}${type === 'call' ? 'C' : 'P'}${String(Math.round(strike * 1000)).padStart(8, '0')}`;
}

/** Strike spacing near the money for a price and days to expiry. */
export function strikeStep(listing: OptionListing, price: number, dte: number): number {
  const long = dte > 60;
  if (listing.strikeStep !== undefined)
    return long ? listing.strikeStep * (listing.strikeStep >= 5 ? 2 : 5) : listing.strikeStep;
  if (price < 5) return 0.5;
  if (price < 25) return long ? 2.5 : 1;
  if (price < 100) return long ? 5 : price < 50 ? 1 : 2.5;
  if (price < 250) return long ? 10 : 5;
  if (price < 1000) return long ? 20 : 10;
  return long ? 50 : 25;
}

/** Strikes listed for an expiry: centred on the previous close, wider for volatile names and far expiries. */
export function listStrikes(instrument: SimInstrument, reference: number, dte: number): number[] {
  if (!instrument.options) return [];
  const step = strikeStep(instrument.options, reference, dte);
  const years = Math.max(dte, 1) / 365;
  const halfWidth = Math.min(0.6, Math.max(0.08, 3.2 * instrument.annualVol * Math.sqrt(years + 0.01)));
  const low = Math.max(step, Math.floor((reference * (1 - halfWidth)) / step) * step);
  const high = Math.ceil((reference * (1 + halfWidth)) / step) * step;
  const maxEachSide = 90;
  const center = Math.round(reference / step) * step;
  const strikes: number[] = [];
  for (
    let k = Math.max(low, center - maxEachSide * step);
    k <= Math.min(high, center + maxEachSide * step) + 1e-9;
    k += step
  ) {
    strikes.push(Math.round(k * 1000) / 1000);
  }
  return strikes;
}

/** What moves the whole surface on a day: the volatility regime and the next earnings date. */
export interface SurfaceContext {
  /** Previous close of the volatility index over its calm level (1 = calm). */
  regime: number;
  /** Next session with an earnings-style jump, and its expected size (log). */
  earnings: { date: IsoDate; expectedMove: number } | null;
}

/** Annualised volatility of the market factor (the price model's market shock). */
const MARKET_ANNUAL_VOL = 0.165;

/**
 * At-the-money implied volatility for an expiry `years` away. The market-driven part of an instrument's
 * variance scales with the volatility regime, strongest at the short end (the curve inverts in stress);
 * the stock-specific part does not. Expiries after the next earnings date carry its expected move.
 */
export function atmVolatility(
  instrument: SimInstrument,
  context: SurfaceContext,
  today: IsoDate,
  expiry: IsoDate,
  years: number,
): number {
  let vol: number;
  if (instrument.model.kind === 'volatility') {
    vol = instrument.annualVol * context.regime ** 0.3;
  } else {
    const total = instrument.annualVol * instrument.annualVol;
    const systematic = Math.min(total, (instrument.model.marketBeta * MARKET_ANNUAL_VOL) ** 2);
    const specific = total - systematic;
    const shortVariance = systematic * context.regime ** 2.4 + specific;
    const longVariance = systematic * context.regime ** 0.8 + specific;
    vol = 0.95 * Math.sqrt(longVariance + (shortVariance - longVariance) * Math.exp(-years / 0.12));
  }
  const event = context.earnings;
  if (event && event.date > today && event.date <= expiry) {
    // Event variance on top of the diffusion: the expiries after earnings carry the expected move.
    vol = Math.sqrt(vol * vol + (event.expectedMove * event.expectedMove) / Math.max(years, 1 / 365));
  }
  return vol;
}

/** Implied volatility of one strike: skew and smile in standardised moneyness around the forward. */
export function impliedVolatility(
  instrument: SimInstrument,
  atm: number,
  spot: number,
  strike: number,
  years: number,
): number {
  const listing = instrument.options;
  if (!listing) return atm;
  const forward = spot * Math.exp(RISK_FREE_RATE * years);
  const x = Math.max(-4, Math.min(4, Math.log(strike / forward) / (atm * Math.sqrt(Math.max(years, 1 / 365)))));
  const factor = 1 + listing.skew * x + listing.smile * x * x;
  return atm * Math.min(3, Math.max(0.45, factor));
}

export function yearsToExpiry(nowMs: number, expiryCloseMs: number): number {
  return Math.max(MIN_TIME_YEARS, (expiryCloseMs - nowMs) / YEAR_MS);
}

/**
 * Open interest at the start of `date`: peaked at the money, larger on monthlies and round strikes, thin
 * in the wings (many far strikes hold a few hundred contracts or none), and different every day (a stable
 * level per contract times a daily change).
 */
export function openInterest(
  instrument: SimInstrument,
  contract: OptionContract,
  expiryKind: Expiry['kind'],
  date: IsoDate,
  reference: number,
  seed: number,
): number {
  const dte = diffDays(date, contract.expiry);
  const years = Math.max(dte, 7) / 365;
  const x = Math.log(contract.strike / reference) / (instrument.annualVol * Math.sqrt(years));
  const hedgeTilt = contract.type === 'put' ? (x < 0 ? 1.25 : 0.6) : x > 0 ? 1.1 : 0.6;
  const shape = Math.exp(-0.6 * x * x) * hedgeTilt + 0.003;
  const kindScale = { daily: 0.25, weekly: 0.6, monthly: 2, leaps: 1.2 }[expiryKind];
  const step = instrument.options ? strikeStep(instrument.options, reference, dte) : 1;
  const round = Math.abs(contract.strike / (step * 5) - Math.round(contract.strike / (step * 5))) < 1e-9 ? 1.8 : 1;
  const peak = 100 + 80_000 * instrument.optionShare ** 0.6;
  const level = Math.exp(0.9 * (2 * unitHash(seed, 'oi', contract.symbol) - 1));
  const daily = Math.exp(0.12 * rngFor(seed, 'oi-day', contract.symbol, date).normal());
  return Math.max(0, Math.round(peak * shape * kindScale * round * level * daily - 5));
}

export interface OptionQuote {
  bid: number;
  ask: number;
  mid: number;
  /** Smallest price increment for this contract at this price. */
  tick: number;
  iv: number;
  delta: number;
  gamma: number;
}

export function tickSize(listing: OptionListing, price: number): number {
  if (listing.pennyTicks === 'all') return 0.01;
  if (price < 3) return listing.pennyTicks === 'under3' ? 0.01 : 0.05;
  return listing.pennyTicks === 'under3' ? 0.05 : 0.1;
}

/** Quote of a contract at an underlying price: model value, spread by liquidity and moneyness, ticks. */
export function quoteOption(
  instrument: SimInstrument,
  type: OptionType,
  strike: number,
  spot: number,
  years: number,
  iv: number,
): OptionQuote {
  const listing = instrument.options as OptionListing;
  const inputs = { type, spot, strike, time: years, volatility: iv, rate: RISK_FREE_RATE };
  const value = blackScholesPrice(inputs);
  const greeks = blackScholesGreeks(inputs);
  const tick = tickSize(listing, value);
  // Liquid classes quote tight; cheap far-from-the-money contracts are wide in relative terms.
  const liquidity = Math.min(1, Math.max(0, 1 + Math.log10(instrument.optionShare + 1e-6) / 4));
  const relative = 0.012 + 0.07 * (1 - liquidity) + 0.03 * Math.min(1, Math.abs(Math.log(strike / spot)) / 0.2);
  const half = Math.max(tick / 2, value * relative);
  let bid = Math.floor((value - half) / tick + 1e-9) * tick;
  let ask = Math.ceil((value + half) / tick - 1e-9) * tick;
  if (bid < 0 || value - half <= 0) bid = 0;
  if (ask <= bid) ask = bid + tick;
  bid = Math.round(bid * 100) / 100;
  ask = Math.round(ask * 100) / 100;
  return {
    bid,
    ask,
    mid: Math.round(((bid + ask) / 2) * 10000) / 10000,
    tick,
    iv,
    delta: greeks.delta,
    gamma: greeks.gamma,
  };
}
