/**
 * Turns the hand-written universe rows into typed symbols and their price-model parameters.
 */
import { type Basket, type InstrumentKind, type InstrumentModel, makeBasket } from '../market/price-model.js';
import { unitHash } from '../market/rng.js';
import { INDEX_FUNDS, type IndexFund, indexMembers, memberWeight } from './index-membership.js';
import { INDUSTRIES, isIndustryKey, type IndustryInfo } from './industries.js';
import { FLOAT_FRACTION, INDEX_VOLUME, TRACKING, TURNOVER, UNIVERSE_ROWS } from './universe-data.js';

export const EXCHANGES = { Q: 'NASDAQ', N: 'NYSE', A: 'NYSE Arca', C: 'CBOE' } as const;
export type Exchange = (typeof EXCHANGES)[keyof typeof EXCHANGES];
export type AssetType = 'stock' | 'etf' | 'index';

export interface UniverseEntry {
  symbol: string;
  name: string;
  /** Where it lists: the core's codes (EXCHANGES), or any venue of the symbol directory. */
  exchange: string;
  assetType: AssetType;
  sector: string;
  industry: string;
  industryKey: string;
  /** Market cap (fund assets for ETFs) in USD at the reference price; null for indices. */
  marketCap: number | null;
  /** Price the simulated history starts from (market cap / shares outstanding). */
  referencePrice: number;
  sharesOutstanding: number | null;
  floatShares: number | null;
  description: string;
  ceo: string | null;
  headquarters: string | null;
  founded: number | null;
  employees: number | null;
  website: string | null;
}

function isExchangeCode(code: string): code is keyof typeof EXCHANGES {
  return Object.prototype.hasOwnProperty.call(EXCHANGES, code);
}

function assetTypeOf(industryKey: string): AssetType {
  if (industryKey.startsWith('etf_')) return 'etf';
  if (industryKey.startsWith('index_')) return 'index';
  return 'stock';
}

function optionalText(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function optionalInt(value: string | undefined): number | null {
  const text = optionalText(value);
  if (text === null) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? Math.round(parsed) : null;
}

function describe(
  entry: { name: string; symbol: string; exchange: string; headquarters: string | null },
  industry: IndustryInfo,
): string {
  const where = entry.headquarters ? `Headquartered in ${entry.headquarters}, it` : 'It';
  return `${entry.name} ${industry.blurb}. ${where} trades on the ${entry.exchange} under the symbol ${entry.symbol}.`;
}

export function parseUniverse(rows: string = UNIVERSE_ROWS): UniverseEntry[] {
  const entries: UniverseEntry[] = [];
  const seen = new Set<string>();
  for (const [index, line] of rows.trim().split('\n').entries()) {
    const cells = line.split('|');
    const [symbol = '', name = '', exchangeCode = '', industryKey = '', capText = '', priceText = ''] = cells;
    const where = `universe row ${index + 1} (${symbol || '?'})`;
    if (!/^[A-Z][A-Z.]{0,5}$/.test(symbol)) throw new Error(`${where}: bad symbol`);
    if (seen.has(symbol)) throw new Error(`${where}: duplicate symbol`);
    if (!isExchangeCode(exchangeCode)) throw new Error(`${where}: unknown exchange code ${exchangeCode}`);
    if (!isIndustryKey(industryKey)) throw new Error(`${where}: unknown industry ${industryKey}`);
    const price = Number(priceText);
    const capBillions = Number(capText);
    if (!(price > 0) || !(capBillions >= 0)) throw new Error(`${where}: bad market cap or price`);
    seen.add(symbol);

    const industry = INDUSTRIES[industryKey];
    const assetType = assetTypeOf(industryKey);
    const exchange = EXCHANGES[exchangeCode];
    const marketCap = assetType === 'index' ? null : Math.round(capBillions * 1e9);
    const sharesOutstanding = marketCap === null ? null : Math.round(marketCap / price);
    // Default free float: 92–99.5 % of shares, stable per symbol.
    const floatFraction =
      assetType === 'etf' ? 1 : (FLOAT_FRACTION[symbol] ?? 0.92 + 0.075 * unitHash('float', symbol));
    const floatShares = sharesOutstanding === null ? null : Math.round(sharesOutstanding * floatFraction);
    const headquarters = optionalText(cells[6]);
    const website = optionalText(cells[9]);
    entries.push({
      symbol,
      name,
      exchange,
      assetType,
      sector: industry.sector,
      industry: industry.name,
      industryKey,
      marketCap,
      referencePrice: price,
      sharesOutstanding,
      floatShares,
      description: optionalText(cells[11]) ?? describe({ name, symbol, exchange, headquarters }, industry),
      ceo: optionalText(cells[10]),
      headquarters,
      founded: optionalInt(cells[7]),
      employees: optionalInt(cells[8]),
      website: website === null ? null : `https://www.${website}`,
    });
  }
  return entries;
}

let cachedUniverse: UniverseEntry[] | null = null;

/** The full universe, parsed once. */
export function universe(): UniverseEntry[] {
  cachedUniverse ??= parseUniverse();
  return cachedUniverse;
}

/** Typical share of float traded per session: more for volatile and smaller names. */
function defaultTurnover(entry: UniverseEntry, annualVol: number): number {
  if (entry.assetType === 'etf') return 0.03;
  const cap = entry.marketCap ?? 0;
  const size = cap < 20e9 ? 1.4 : cap < 50e9 ? 1.15 : cap > 500e9 ? 0.8 : 1;
  return 0.0045 * (annualVol / 0.28) ** 1.5 * size * (0.75 + 0.6 * unitHash('turnover', entry.symbol));
}

const universeStocks = (): UniverseEntry[] => universe().filter((e) => e.assetType === 'stock');

function rawMarketBeta(entry: UniverseEntry): number {
  const industry = INDUSTRIES[entry.industryKey as keyof typeof INDUSTRIES];
  return industry.beta * (1 + 0.18 * (2 * unitHash('beta', entry.symbol) - 1));
}

let betaScale: number | null = null;

/**
 * The S&P 500's cap-weighted beta from the industry betas: stocks' betas are divided by it so that the
 * index — and SPY, built from its stocks — has a beta of 1 and the market factor's volatility.
 */
function marketBetaScale(): number {
  if (betaScale === null) {
    const members = indexMembers('S&P 500', universeStocks());
    const caps = members.reduce((sum, e) => sum + (e.marketCap ?? 0), 0);
    betaScale = members.reduce((sum, e) => sum + rawMarketBeta(e) * (e.marketCap ?? 0), 0) / caps;
  }
  return betaScale;
}

/** Price-model parameters of a universe entry; per-symbol variation comes from stable hashes. */
export function instrumentModel(entry: UniverseEntry): InstrumentModel {
  const industry = INDUSTRIES[entry.industryKey as keyof typeof INDUSTRIES];
  const tracking = TRACKING[entry.symbol];
  const jitter = (salt: string, spread: number): number => 1 + spread * (2 * unitHash(salt, entry.symbol) - 1);
  let kind: InstrumentKind = entry.assetType;
  if (entry.symbol === 'VIX') kind = 'volatility';

  const marketBeta = tracking
    ? tracking.marketBeta
    : rawMarketBeta(entry) / (entry.assetType === 'stock' ? marketBetaScale() : 1);
  const sectorBeta = tracking ? tracking.sectorBeta : industry.sectorBeta * jitter('sector-beta', 0.25);
  const annualIdioVol = tracking ? tracking.idioVol : industry.idioVol * jitter('vol', 0.3);
  const annualVol = Math.sqrt((marketBeta * 0.165) ** 2 + annualIdioVol ** 2);
  const baseVolume =
    entry.assetType === 'index'
      ? (INDEX_VOLUME[entry.symbol] ?? 0)
      : (entry.floatShares ?? 0) * (TURNOVER[entry.symbol] ?? defaultTurnover(entry, annualVol));

  const model: InstrumentModel = {
    symbol: entry.symbol,
    kind,
    factorGroup: tracking ? tracking.factorGroup : entry.sector,
    marketBeta,
    sectorBeta,
    // Trackers share their drift so SPY, SPX and XSP stay in line; leverage scales the equity premium.
    annualDrift: tracking ? 0.07 * tracking.marketBeta + 0.01 : industry.drift * jitter('drift', 0.5),
    annualIdioVol,
    jumpsPerYear: industry.jumpsPerYear,
    jumpVol: 0.045 + 0.04 * unitHash('jump', entry.symbol),
    baseVolume,
    noiseKey: tracking?.noiseKey ?? entry.symbol,
  };
  if (kind === 'volatility') model.meanLevel = 18;
  const fund = INDEX_FUNDS[entry.symbol];
  if (fund) {
    const basket = basketOf(fund);
    model.basket = basket;
    model.jumpsPerYear = 0;
    // What the fund's volatility and intraday path see: its holdings' loadings and leftover own moves.
    model.marketBeta = basket.marketExposure;
    model.annualIdioVol = Math.sqrt(basket.residualVariance + basket.trackingError ** 2);
  }
  return model;
}

/**
 * Annualised tracking error of a fund against its index (× |leverage|). Index products share their
 * fund's noise stream, so SPX stays 10 × XSP and in line with SPY.
 */
const TRACKING_ERROR = 0.005;
const basketCache = new Map<string, Basket>();

/** The holdings of a fund on one index, built once (every fund on it shares the component models). */
function basketOf(fund: IndexFund): Basket {
  const key = `${fund.index}|${fund.leverage}`;
  let basket = basketCache.get(key);
  if (!basket) {
    const members = indexMembers(fund.index, universeStocks());
    basket = makeBasket(
      fund.index,
      members.map((member) => ({
        model: instrumentModel(member),
        weight: memberWeight(fund.index, { marketCap: member.marketCap, price: member.referencePrice }),
      })),
      fund.leverage,
      TRACKING_ERROR * Math.abs(fund.leverage),
    );
    basketCache.set(key, basket);
  }
  return basket;
}
