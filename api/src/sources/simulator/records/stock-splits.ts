/**
 * Simulated splits, computed on demand for any window (stable: the same symbol splits on the same day every
 * time it is asked): companies whose shares trade high split forward, penny stocks reverse-split, as they
 * do. The simulator's prices are continuous, so its history needs no adjustment for these.
 */
import { addDays, isTradingDay, nextTradingDay, previousTradingDay, type IsoDate } from '@flowdeck/market-calendar';
import { unitHash } from '../market/rng.js';
import type { PricedSymbol, SourceSplit } from '../../../modules/stock-splits/source.js';
import type { SplitRatio } from '../../../modules/stock-splits/split-ratio.js';

/** Splits come in quarters: each eligible symbol has this chance of one per quarter. */
const SPLIT_CHANCE_PER_QUARTER = 0.12;

/** The ratios boards choose, for splits already done (drawn, then kept only if the price before fits). */
const RATIOS: readonly SplitRatio[] = [
  { to: 2, from: 1 },
  { to: 3, from: 1 },
  { to: 4, from: 1 },
  { to: 10, from: 1 },
  { to: 1, from: 10 },
  { to: 1, from: 20 },
];

/** The ratio a board would pick for this price, or null when the price needs none. */
export function ratioForPrice(price: number): SplitRatio | null {
  if (price >= 1500) return { to: 10, from: 1 };
  if (price >= 800) return { to: 4, from: 1 };
  if (price >= 450) return { to: 3, from: 1 };
  if (price >= 300) return { to: 2, from: 1 };
  if (price < 0.5) return { to: 1, from: 20 };
  if (price < 1) return { to: 1, from: 10 };
  return null;
}

function quarterStart(index: number): IsoDate {
  const year = Math.floor(index / 4);
  const month = (index % 4) * 3 + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

function quarterOf(date: IsoDate): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return year * 4 + Math.floor((month - 1) / 3);
}

/** Simulated splits with ex-dates from `from` to `to`, announced by `today`. */
export function simulatedSplits(
  symbols: readonly PricedSymbol[],
  from: IsoDate,
  to: IsoDate,
  today: IsoDate,
  seed: number,
): SourceSplit[] {
  const splits: SourceSplit[] = [];
  for (let quarter = quarterOf(from); quarter <= quarterOf(to); quarter++) {
    for (const { symbol, name, assetType, close } of symbols) {
      // An index is a number, not shares: it never splits.
      if (assetType === 'index') continue;
      if (unitHash(seed, 'split', symbol, quarter) >= SPLIT_CHANCE_PER_QUARTER) continue;
      let exDate = addDays(quarterStart(quarter), Math.floor(unitHash(seed, 'split-day', symbol, quarter) * 88));
      if (!isTradingDay(exDate)) exDate = nextTradingDay(exDate);
      if (exDate < from || exDate > to) continue;
      // Upcoming: today's price must call for it. Done: the price before it (today's, in pre-split terms) must have.
      let ratio: SplitRatio | null;
      if (exDate > today) ratio = ratioForPrice(close);
      else {
        const drawn = RATIOS[Math.floor(unitHash(seed, 'split-ratio', symbol, quarter) * RATIOS.length)] as SplitRatio;
        const chosen = ratioForPrice((close * drawn.to) / drawn.from);
        ratio = chosen && chosen.to === drawn.to && chosen.from === drawn.from ? drawn : null;
      }
      if (!ratio) continue;
      const announcedDate = addDays(exDate, -(21 + Math.floor(unitHash(seed, 'announced', symbol, quarter) * 35)));
      if (announcedDate > today) continue;
      const payableDate = previousTradingDay(exDate);
      splits.push({
        symbol,
        company: name,
        ratio,
        exDate,
        announcedDate,
        recordDate: addDays(payableDate, -7),
        payableDate,
      });
    }
  }
  return splits;
}
