/**
 * Where splits come from for the symbols without an imported one: the simulator by default
 * (sources/simulator/records/stock-splits.ts), any feed that answers the same call otherwise. The
 * composition root picks it (app.ts, `deps.records`); no module names the simulator.
 */
import type { AssetType } from '@flowdeck/api-types';
import type { IsoDate } from '@flowdeck/market-calendar';
import type { SplitRatio } from './split-ratio.js';

export interface PricedSymbol {
  symbol: string;
  name: string;
  assetType: AssetType;
  close: number;
}

export interface SourceSplit {
  symbol: string;
  company: string;
  ratio: SplitRatio;
  exDate: IsoDate;
  announcedDate: IsoDate;
  recordDate: IsoDate;
  payableDate: IsoDate;
}

export interface SplitSource {
  /** The splits with ex-dates from `from` to `to`, announced by `today`. */
  splits(symbols: readonly PricedSymbol[], from: IsoDate, to: IsoDate, today: IsoDate): SourceSplit[];
}
