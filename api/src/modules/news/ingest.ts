/** A parsed feed's items as rows: de-duplicated, tagged with tickers, scored, marked major (pure). */
import { dedupeItems, itemId, type ParsedFeed } from './feed-parser.js';
import { tickersColumn, type NewNewsItem } from './repository.js';
import { isMajor, scoreSentiment } from './sentiment.js';
import type { TickerTagger } from './ticker-tagger.js';

/** Longest summary kept (feeds put whole releases in descriptions). */
export const SUMMARY_MAX_CHARS = 600;

export interface IngestOptions {
  /** The source shown for each item: the feed's title unless given. */
  source?: string;
  origin: 'feed' | 'import';
  receivedAt: Date;
  tagger: TickerTagger;
}

function clip(text: string | null): string | null {
  if (text === null || text.length <= SUMMARY_MAX_CHARS) return text;
  return `${text.slice(0, SUMMARY_MAX_CHARS - 1).replace(/\s+\S*$/, '')}…`;
}

export function feedRows(feed: ParsedFeed, options: IngestOptions): NewNewsItem[] {
  const source = options.source ?? feed.title;
  return dedupeItems(feed.items).map((item) => {
    const tickers = options.tagger.tag(`${item.title}\n${item.summary ?? ''}`, item.categories);
    const result = scoreSentiment(item.title, item.summary);
    return {
      id: itemId(item),
      published_at: new Date(item.publishedAt ?? options.receivedAt.getTime()),
      title: item.title,
      summary: clip(item.summary),
      link: item.link,
      source,
      tickers: tickersColumn(tickers),
      sentiment: result.sentiment,
      score: result.score,
      major: isMajor(item.title, tickers, result),
      origin: options.origin,
      received_at: options.receivedAt,
    };
  });
}
