/** News (spec §7: news/{x}): headlines from RSS / Atom feeds and the simulator, tagged and scored. */

export type NewsSentiment = 'positive' | 'negative' | 'neutral';

export interface NewsItem {
  id: string;
  /** ISO instant of publication. */
  publishedAt: string;
  title: string;
  summary: string | null;
  link: string | null;
  /** The feed's title, "Simulated data" for the simulator's headlines. */
  source: string;
  tickers: string[];
  sentiment: NewsSentiment;
  /** In [-1, 1]. */
  score: number;
  major: boolean;
  simulated: boolean;
  /** Simulated headlines: the price move the news caused, in percent; null for feed items. */
  movePercent: number | null;
}

export interface NewsPage {
  items: NewsItem[];
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
  /** Market time the list is as of. */
  asOf: string;
  /** Whether simulated headlines are in the feed. */
  simulated: boolean;
  /** Every source with items, for the source filter. */
  sources: string[];
}

/** NEWS_UPDATE: items that have just arrived (simulated at their time, polled or imported as they commit). */
export interface NewsUpdateMessage {
  asOf: string;
  items: NewsItem[];
}

export interface NewsSubscriptionAck {
  ok: boolean;
  error?: string;
}
