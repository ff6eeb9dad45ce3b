/**
 * Where the market's own news comes from (headlines on large moves, earnings releases, the live engine's
 * events): the simulator by default (sources/simulator/records/news.ts), any feed that answers the same calls
 * otherwise. Imported feed items are stored apart (news_items). The composition root picks it (app.ts,
 * `deps.records`); no module names the simulator.
 */
import type { NewsItem } from '@flowdeck/api-types';
import type { EngineNews, RecentBar } from './repository.js';

export type NewsEventKind = 'earnings' | 'headline';

export interface MarketNewsEvent {
  symbol: string;
  name: string;
  kind: NewsEventKind;
  /** Epoch ms of the release. */
  time: number;
  /** Log size of the move it caused. */
  move: number;
}

export type UnnamedNewsEvent = Omit<MarketNewsEvent, 'name'>;

export interface NewsSource {
  /**
   * The events read back from daily bars (one symbol's bars in date order; the first is the base), the
   * sessions in `skipDates` left out (the engine told them).
   */
  fromBars(bars: readonly RecentBar[], skipDates: ReadonlySet<string>): UnnamedNewsEvent[];
  /** The market engine's stored news events. */
  fromEngine(rows: readonly EngineNews[]): UnnamedNewsEvent[];
  /** The item for one event: its headline and ticker, the lexicon's sentiment, the major rule. */
  item(event: MarketNewsEvent): NewsItem;
}
