/**
 * Deterministic Periodic Transaction Reports for the fictional roster. Trades come in filings (one report,
 * several transactions, one disclosure date), each member has a trading style (activity, wealth, favourite
 * sectors, how late they file), and most filings respect the 45-day deadline while some do not.
 */
import { rngFor, type Rng } from '../market/rng.js';
import { addDays, diffDays, isTradingDay, isWeekend, type IsoDate } from '@flowdeck/market-calendar';
import {
  PTR_BRACKETS,
  PTR_FILING_DEADLINE_DAYS,
  type OwnerCode,
  type TransactionType,
} from '../../../modules/politicians/ptr-brackets.js';
import type { PoliticianProfile } from '../../../modules/politicians/roster-data.js';
import type { GeneratedTrade, TradableAsset, TradeGenerationInput } from '../../../modules/politicians/source.js';

interface TradingStyle {
  activity: number;
  wealth: number;
  lateRate: number;
  ownerWeights: number[];
  favourites: TradableAsset[];
}

const OWNERS: readonly OwnerCode[] = ['Self', 'SP', 'JT', 'DC'];
const TYPES: readonly TransactionType[] = ['Purchase', 'Sale (Partial)', 'Sale (Full)', 'Exchange'];
const TYPE_WEIGHTS = [0.5, 0.22, 0.245, 0.035];
/** Most reportable trades are small; the weights fall off steeply with the bracket. */
const BRACKET_WEIGHTS = [60, 20, 9, 6, 3, 1.2, 0.55, 0.12, 0.04, 0.02];

function styleFor(seed: number, politician: PoliticianProfile, assets: readonly TradableAsset[]): TradingStyle {
  const rng = rngFor(seed, 'ptr-style', politician.id);
  const sectors = [...new Set(assets.map((a) => a.sector))].sort();
  const liked = new Set([rng.pick(sectors), rng.pick(sectors)]);
  const favouriteCount = rng.int(6, 18);
  const favourites: TradableAsset[] = [];
  const pool = assets.filter((a) => liked.has(a.sector) || a.kind === 'etf' || rng.chance(0.15));
  const weights = pool.map((a) => Math.sqrt(a.marketCap) * (liked.has(a.sector) ? 3 : 1));
  while (favourites.length < favouriteCount && favourites.length < pool.length) {
    const candidate = rng.weighted(pool, weights);
    if (!favourites.includes(candidate)) favourites.push(candidate);
  }
  const spouseHeavy = rng.chance(0.3);
  return {
    // Log-normal activity: a handful of members account for much of the volume, as on real PTRs.
    activity: Math.exp(1.0 * rng.normal()),
    // Capped: even the richest members file most trades in the lower brackets.
    wealth: Math.max(-2.5, Math.min(2.5, rng.normal())),
    lateRate: rng.chance(0.2) ? rng.uniform(0.15, 0.35) : rng.uniform(0, 0.05),
    ownerWeights: spouseHeavy ? [0.1, 0.7, 0.15, 0.05] : [0.45, 0.2, 0.3, 0.05],
    favourites,
  };
}

function previousWeekday(date: IsoDate): IsoDate {
  let day = date;
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
}

function onOrBeforeSession(date: IsoDate): IsoDate {
  let day = date;
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

function filingDelay(rng: Rng, late: boolean): number {
  if (late) return rng.int(PTR_FILING_DEADLINE_DAYS + 1, 200);
  // Triangular on [5, 45] peaking near 30: most filers wait for the 30-day notice deadline.
  const a = 5;
  const b = PTR_FILING_DEADLINE_DAYS;
  const c = 30;
  const u = rng.next();
  const f = (c - a) / (b - a);
  const x = u < f ? a + Math.sqrt(u * (b - a) * (c - a)) : b - Math.sqrt((1 - u) * (b - a) * (b - c));
  return Math.round(x);
}

function describe(asset: TradableAsset): string {
  return asset.kind === 'etf' ? asset.name : `${asset.name} - Common Stock`;
}

/** Generates `count` trades, sorted by disclosure date then transaction date (oldest first). */
export function generatePoliticianTrades(input: TradeGenerationInput & { seed: number }): GeneratedTrade[] {
  const { seed, politicians, assets, asOf, count } = input;
  const windowDays = input.windowDays ?? 730;
  if (count === 0 || politicians.length === 0 || assets.length === 0) return [];
  const windowStart = addDays(asOf, -windowDays);
  const styles = politicians.map((p) => styleFor(seed, p, assets));
  const activity = styles.map((s) => s.activity);
  const marketWeights = assets.map((a) => Math.sqrt(Math.max(a.marketCap, 1)));
  const rng = rngFor(seed, 'ptr-filings');
  const trades: GeneratedTrade[] = [];

  while (trades.length < count) {
    const index = rng.weightedIndex(activity);
    const politician = politicians[index];
    const style = styles[index];
    if (!politician || !style) continue;
    const disclosureDate = previousWeekday(addDays(asOf, -rng.int(0, windowDays - 5)));
    const late = rng.chance(style.lateRate);
    const size = Math.min(12, 1 + Math.floor(Math.log(1 - rng.next()) / Math.log(0.55)));
    const bracketWeights = BRACKET_WEIGHTS.map((w, i) => w * Math.exp(style.wealth * 0.25 * i));

    for (let i = 0; i < size && trades.length < count; i++) {
      const asset =
        style.favourites.length > 0 && rng.chance(0.7)
          ? rng.pick(style.favourites)
          : rng.weighted(assets, marketWeights);
      const transactionDate = onOrBeforeSession(addDays(disclosureDate, -filingDelay(rng, late)));
      if (transactionDate < windowStart) continue;
      const type = rng.weighted(TYPES, TYPE_WEIGHTS);
      // Full sales close out positions built over time, so they skew one bracket larger.
      let bracketIndex = rng.weightedIndex(bracketWeights);
      if (type === 'Sale (Full)' && bracketIndex < PTR_BRACKETS.length - 1 && rng.chance(0.25)) bracketIndex++;
      const bracket = PTR_BRACKETS[bracketIndex] ?? PTR_BRACKETS[0];
      if (!bracket) continue;
      trades.push({
        politicianId: politician.id,
        ticker: asset.symbol,
        assetDescription: describe(asset),
        assetType: asset.kind === 'etf' ? 'ETF' : 'Stock',
        type,
        owner: rng.weighted(OWNERS, style.ownerWeights),
        amountMin: bracket.min,
        amountMax: bracket.max,
        amountLabel: bracket.label,
        transactionDate,
        disclosureDate,
        filedAfterDays: diffDays(transactionDate, disclosureDate),
      });
    }
  }

  return trades.sort(
    (a, b) =>
      a.disclosureDate.localeCompare(b.disclosureDate) ||
      a.transactionDate.localeCompare(b.transactionDate) ||
      a.politicianId.localeCompare(b.politicianId) ||
      a.ticker.localeCompare(b.ticker),
  );
}
