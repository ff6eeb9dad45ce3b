/**
 * Movers: how far a symbol moved in one part of the session, the noise filters that keep penny stocks
 * and untraded names off the lists, and the sector heat beside them.
 */
import type { SessionFigures, SessionPart } from './session-parts.js';
import { NOISE_MIN_PRICE, NOISE_MIN_VOLUME } from '@flowdeck/endpoints/scanners';

export interface Move {
  /** The part's last price. */
  price: number;
  /** What the move is measured from: the previous close (pre-market, regular), the regular close (after-hours). */
  reference: number;
  change: number;
  changePercent: number;
  /** Shares traded in the part so far. */
  volume: number;
}

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * The move in one part: pre-market last and regular last against the previous close, after-hours last
 * against the regular close. Null when the part has not traded (or the reference is unknown).
 */
export function moveOf(figures: SessionFigures, prevClose: number, part: SessionPart): Move | null {
  const [price, reference, volume] =
    part === 'pre-market'
      ? [figures.pre.last, prevClose, figures.pre.volume]
      : part === 'regular'
        ? [figures.regular.last, prevClose, figures.regular.volume]
        : [figures.post.last, figures.regular.last, figures.post.volume];
  if (price === null || reference === null || !(reference > 0)) return null;
  const change = price - reference;
  return {
    price,
    reference,
    change: round(change, 4),
    changePercent: round((change / reference) * 100, 4),
    volume,
  };
}

/** The noise filters: a price of at least NOISE_MIN_PRICE and a volume of at least NOISE_MIN_VOLUME. */
export function passesNoiseFilters(move: Pick<Move, 'price' | 'volume'>): boolean {
  return move.price >= NOISE_MIN_PRICE && move.volume >= NOISE_MIN_VOLUME;
}

export interface SectorHeat {
  sector: string;
  /** Mean change of the sector's symbols in the part, in %. */
  changePercent: number;
  advancers: number;
  decliners: number;
  symbols: number;
}

/** Mean move per sector, hottest first (ties by name). */
export function sectorHeat(rows: ReadonlyArray<{ sector: string; changePercent: number }>): SectorHeat[] {
  const bySector = new Map<string, { sum: number; up: number; down: number; n: number }>();
  for (const row of rows) {
    const s = bySector.get(row.sector) ?? { sum: 0, up: 0, down: 0, n: 0 };
    s.sum += row.changePercent;
    s.n += 1;
    if (row.changePercent > 0) s.up += 1;
    else if (row.changePercent < 0) s.down += 1;
    bySector.set(row.sector, s);
  }
  return [...bySector.entries()]
    .map(([sector, s]) => ({
      sector,
      changePercent: round(s.sum / s.n, 4),
      advancers: s.up,
      decliners: s.down,
      symbols: s.n,
    }))
    .sort((a, b) => b.changePercent - a.changePercent || (a.sector < b.sector ? -1 : 1));
}
