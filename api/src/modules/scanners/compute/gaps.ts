/** Gaps: where a symbol opens (or trades before the open) against the previous close, and how much it has filled. */
import type { SessionFigures } from './session-parts.js';

export interface Gap {
  /** Regular open, or the pre-market last before the open. */
  price: number;
  basis: 'open' | 'pre-market';
  gapPercent: number;
  /**
   * Share of the gap given back since the open, 0–100: for a gap up, how far the low has come down from the
   * open towards the previous close; for a gap down, how far the high has come up. Null before the open.
   */
  fillPercent: number | null;
  /** Last against the open, in %; null before the open. */
  changeFromOpenPercent: number | null;
}

const round = (value: number, digits = 4): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function gapOf(figures: SessionFigures, prevClose: number): Gap | null {
  if (!(prevClose > 0)) return null;
  const { regular, pre } = figures;
  if (regular.open !== null) {
    const open = regular.open;
    const gap = open - prevClose;
    // A gap of zero has nothing left to fill.
    let fill = 100;
    if (gap > 0 && regular.low !== null) fill = ((open - regular.low) / gap) * 100;
    else if (gap < 0 && regular.high !== null) fill = ((regular.high - open) / -gap) * 100;
    return {
      price: open,
      basis: 'open',
      gapPercent: round((gap / prevClose) * 100),
      fillPercent: round(Math.min(100, Math.max(0, fill)), 2),
      changeFromOpenPercent: regular.last === null ? null : round(((regular.last - open) / open) * 100),
    };
  }
  if (pre.last === null) return null;
  return {
    price: pre.last,
    basis: 'pre-market',
    gapPercent: round(((pre.last - prevClose) / prevClose) * 100),
    fillPercent: null,
    changeFromOpenPercent: null,
  };
}
