/**
 * `npm run import -- news <file|dir>`: a saved RSS 2.0 or Atom feed (a press-release feed, a wire's feed, EDGAR's
 * current-filings Atom). Items are de-duplicated by guid or link (within the file and against what is stored),
 * tagged with the universe's tickers, scored for sentiment and marked major, as polled items are. The source
 * shown is the feed's title unless `--source` names it. A file that is not well-formed XML, not a feed, or
 * has an item without a title or without a guid and a link is refused whole, with the line or element.
 */
import { FeedError, parseFeed, type ParsedFeed } from '../../modules/news/feed-parser.js';
import { feedRows } from '../../modules/news/ingest.js';
import { upsertNewsItems } from '../../modules/news/repository.js';
import { createTickerTagger } from '../../modules/news/ticker-tagger.js';
import { defineImporter, ImportRefusal } from '../import/importer.js';

export function parseNewsFile(file: string, text: string): ParsedFeed {
  let feed: ParsedFeed;
  try {
    feed = parseFeed(text);
  } catch (error) {
    if (error instanceof FeedError) throw new ImportRefusal(file, error.where, error.reason);
    throw error;
  }
  const bad = feed.skipped[0];
  if (bad) throw new ImportRefusal(file, `element ${bad.where}`, bad.reason);
  if (feed.items.length === 0)
    throw new ImportRefusal(file, feed.format === 'rss' ? 'rss/channel' : 'feed', 'the feed has no items');
  return feed;
}

export const newsImporter = defineImporter<{ feed: ParsedFeed; source: string | undefined }>({
  kind: 'news',
  summary: 'a saved RSS 2.0 or Atom news feed (items tagged with tickers, scored for sentiment)',
  options: [{ name: 'source', help: 'the source name shown for its items (default: the feed title)' }],
  accepts: (fileName) => /\.(xml|rss|atom)$/i.test(fileName),
  parse(file, options) {
    const source =
      typeof options.source === 'string' && options.source.trim() !== '' ? options.source.trim() : undefined;
    return { feed: parseNewsFile(file.name, file.text), source };
  },
  async write(trx, { feed, source }, context) {
    const universe = await trx.selectFrom('symbols').select(['symbol', 'name', 'asset_type as assetType']).execute();
    const rows = feedRows(feed, {
      ...(source ? { source } : {}),
      origin: 'import',
      receivedAt: context.now,
      tagger: createTickerTagger(universe),
    });
    const tagged = rows.filter((r) => r.tickers !== ',').length;
    const notes = [`${rows.length} items from "${source ?? feed.title}", ${tagged} naming a ticker`];
    return { ...(await upsertNewsItems(trx, rows)), notes };
  },
});
