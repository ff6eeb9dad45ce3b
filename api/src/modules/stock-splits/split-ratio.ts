/** Split ratios as announcements write them, and what a split does to a price. */
import type { SplitType } from '@flowdeck/api-types';

export interface SplitRatio {
  /** Shares after the split… */
  to: number;
  /** …for this many shares before it. */
  from: number;
}

/**
 * "4 : 1", "4:1", "4-for-1", "4 for 1", "3/2", "1 : 10" (new shares first, as Nasdaq and the press write
 * them). Null when the text is not a ratio or the ratio changes nothing.
 */
export function parseSplitRatio(text: string): SplitRatio | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?::|\/|-?\s*for\s*-?)\s*(\d+(?:\.\d+)?)\s*$/i.exec(text);
  if (!match) return null;
  const to = Number(match[1]);
  const from = Number(match[2]);
  if (!(to > 0) || !(from > 0) || to === from) return null;
  return { to, from };
}

export function splitType(ratio: SplitRatio): SplitType {
  return ratio.to > ratio.from ? 'forward' : 'reverse';
}

/** "4-for-1", "1-for-10", "3-for-2". */
export function ratioLabel(ratio: SplitRatio): string {
  return `${ratio.to}-for-${ratio.from}`;
}

/** A price before the split, in post-split terms: a 4-for-1 split turns $400 into $100. */
export function priceAfterSplit(price: number, ratio: SplitRatio): number {
  return (price * ratio.from) / ratio.to;
}
