/** Stock Split Calendar (spec §7 `stock-split-calander/{x}`): forward and reverse splits. */

export type SplitType = 'forward' | 'reverse';

export interface StockSplit {
  /** Stable: `sim:<symbol>:<exDate>` for simulated rows, `<source>:<symbol>:<exDate>` for imported ones. */
  id: string;
  symbol: string;
  company: string | null;
  type: SplitType;
  /** Shares after the split for `ratioFrom` shares before: 4-for-1 is to 4, from 1; 1-for-10 is to 1, from 10. */
  ratioTo: number;
  ratioFrom: number;
  /** "4-for-1", "1-for-10". */
  ratio: string;
  /** The first day the shares trade at the new price. */
  exDate: string;
  announcedDate: string | null;
  recordDate: string | null;
  payableDate: string | null;
  /** The last close before the ex-date (or the latest close while upcoming), and the same after the split. */
  price: number | null;
  priceAfter: number | null;
  /** "Simulated data", or where an imported row came from. */
  source: string;
  sourceUrl: string | null;
}

export interface StockSplitCalendar {
  from: string;
  to: string;
  splits: StockSplit[];
  simulated: boolean;
}
