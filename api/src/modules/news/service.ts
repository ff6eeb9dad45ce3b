/**
 * News: the simulated headlines and the stored feed items in one list, newest first, filtered and cursor-paged.
 * Stored items are read through the read cache (rebuilt when `news_items` or the universe changes); the
 * simulated ones are recomputed per market day, plus the engine's news of the current session as it comes.
 */
import type { NewsItem, NewsPage, NewsSentiment } from '@flowdeck/api-types';
import { ALL_NEWS, NEWS_DEFAULT_LIMIT } from '@flowdeck/endpoints/news';
import type { NewsQuery } from '@flowdeck/endpoints/news/contracts';
import { marketLocalTime, previousTradingDay } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { createNewsRepository, tickersOf, type NewsItemRow, type UniverseName } from './repository.js';
import type { NewsSource, UnnamedNewsEvent } from './source.js';
import { createTickerTagger, type TickerTagger } from './ticker-tagger.js';

/** Sessions of simulated history shown (the engine keeps only its last few; the rest come from daily bars). */
export const NEWS_HISTORY_SESSIONS = 20;

export function storedItem(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    publishedAt: new Date(row.published_at).toISOString(),
    title: row.title,
    summary: row.summary,
    link: row.link,
    source: row.source,
    tickers: tickersOf(row.tickers),
    sentiment: row.sentiment as NewsSentiment,
    score: Number(row.score),
    major: row.major,
    simulated: false,
    movePercent: null,
  };
}

const timeOf = (item: NewsItem) => Date.parse(item.publishedAt);
/** Newest first; ties by id, descending, so a cursor is exact. */
const newestFirst = (a: NewsItem, b: NewsItem) => timeOf(b) - timeOf(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export const cursorOf = (item: NewsItem): string => `${timeOf(item)}_${item.id}`;

function isOlderThanCursor(item: NewsItem, cursor: string): boolean {
  const cut = cursor.indexOf('_');
  const at = Number(cursor.slice(0, cut));
  const id = cursor.slice(cut + 1);
  const t = timeOf(item);
  return t < at || (t === at && item.id < id);
}

export function createNewsService(db: Kysely<Database>, marketNow: () => number, source: NewsSource) {
  const repo = createNewsRepository(db);
  const reads = readCacheFor(db);
  let taggerFor: { names: UniverseName[]; tagger: TickerTagger } | null = null;

  const names = () => reads.read(['symbols'], 'news names', () => repo.names());

  /** The tagger over the current universe (built again only when the symbols change). */
  async function tagger(): Promise<TickerTagger> {
    const list = await names();
    if (taggerFor?.names !== list) taggerFor = { names: list, tagger: createTickerTagger(list) };
    return taggerFor.tagger;
  }

  const stored = () =>
    reads.read(['news_items'], 'news stored', async () => (await repo.stored()).map(storedItem).sort(newestFirst));

  /**
   * Items already written, by event, for the history that starts on `first`. An item is a function of its
   * event alone, and the live feed asks for the same events every few seconds: at 5,000 symbols, writing
   * every headline again each time held every request for about half a second.
   */
  let written = { first: '', items: new Map<string, NewsItem>() };
  const itemOf = (event: UnnamedNewsEvent, name: string): NewsItem => {
    const key = `${event.symbol}|${event.kind}|${event.time}|${event.move}|${name}`;
    let item = written.items.get(key);
    if (item === undefined) written.items.set(key, (item = source.item({ ...event, name })));
    return item;
  };

  /** Simulated items up to `now`: engine events for the sessions it has, daily-bar events before. */
  async function simulated(now: number): Promise<NewsItem[]> {
    const today = marketLocalTime(new Date(now)).date;
    let first = today;
    for (let i = 0; i < NEWS_HISTORY_SESSIONS; i++) first = previousTradingDay(first);
    if (written.first !== first) written = { first, items: new Map() };
    const universe = await names();
    const stocks = new Map(universe.filter((u) => u.assetType === 'stock').map((u) => [u.symbol, u.name]));
    const fromBars = await reads.read(['daily_bars', 'symbols'], `news bars ${today}`, async () => {
      const bars = (await repo.barsSince(previousTradingDay(first))).filter((b) => stocks.has(b.symbol));
      return source.fromBars(bars, new Set());
    });
    const engine = source.fromEngine(await repo.engineNews(Date.parse(`${first}T00:00:00Z`), now));
    // A session the engine ran is told by its own events, with their exact minute and size.
    const engineDates = new Set(engine.map((e) => marketLocalTime(new Date(e.time)).date));
    const events = [
      ...engine.filter((e) => stocks.has(e.symbol)),
      ...fromBars.filter((e) => e.time <= now && !engineDates.has(marketLocalTime(new Date(e.time)).date)),
    ];
    return events.map((e) => itemOf(e, stocks.get(e.symbol) as string));
  }

  return {
    tagger,

    async list(x: string, query: NewsQuery): Promise<NewsPage> {
      const now = marketNow();
      const ticker = x === ALL_NEWS.toUpperCase() ? null : x;
      const universe = await names();
      if (ticker && !universe.some((u) => u.symbol === ticker))
        throw new NotFoundError(`No news for ${ticker}: it is not in the universe.`);
      const sim = await simulated(now);
      const all = [...sim, ...(await stored())].sort(newestFirst);
      const source = query.source?.toLowerCase();
      const search = query.searchText?.toLowerCase();
      const named = query.tickers ? new Set(query.tickers) : null;
      const limit = query.limit ?? NEWS_DEFAULT_LIMIT;
      const matched: NewsItem[] = [];
      let more = false;
      for (const item of all) {
        if (ticker && !item.tickers.includes(ticker)) continue;
        if (named && !item.tickers.some((t) => named.has(t))) continue;
        if (source && item.source.toLowerCase() !== source) continue;
        if (query.sentiment && item.sentiment !== query.sentiment) continue;
        if (query.major !== undefined && item.major !== query.major) continue;
        if (query.cursor && !isOlderThanCursor(item, query.cursor)) continue;
        if (
          search &&
          !`${item.title}\n${item.summary ?? ''}\n${item.tickers.join(' ')}\n${item.source}`
            .toLowerCase()
            .includes(search)
        )
          continue;
        if (matched.length === limit) {
          more = true;
          break;
        }
        matched.push(item);
      }
      const last = matched[matched.length - 1];
      return {
        items: matched,
        nextCursor: more && last ? cursorOf(last) : null,
        asOf: new Date(now).toISOString(),
        simulated: sim.length > 0,
        sources: [...new Set(all.map((i) => i.source))].sort(),
      };
    },

    /**
     * The headlines naming any of `tickers` published in (from, to], newest first (the movers' catalysts). The
     * simulated ones are those released by `to`, so a past session's window reads as it was then.
     */
    async about(tickers: readonly string[], from: number, to: number): Promise<NewsItem[]> {
      const wanted = new Set(tickers);
      const inWindow = (item: NewsItem) => {
        const at = timeOf(item);
        return at > from && at <= to && item.tickers.some((t) => wanted.has(t));
      };
      const sim = await simulated(Math.min(to, marketNow()));
      return [...sim.filter(inWindow), ...(await stored()).filter(inWindow)].sort(newestFirst);
    },

    /** Simulated items released in (after, until]: the live feed's simulated arrivals. */
    async simulatedBetween(after: number, until: number): Promise<NewsItem[]> {
      return (await simulated(until)).filter((i) => timeOf(i) > after).sort((a, b) => -newestFirst(a, b));
    },

    /** Stored items that arrived after `seq`, and the newest seq. */
    async storedAfter(seq: number): Promise<{ items: NewsItem[]; seq: number }> {
      const rows = await repo.storedSince(seq);
      if (rows.length === 0) return { items: [], seq };
      return { items: rows.map(storedItem), seq: Math.max(...rows.map((r) => r.seq)) };
    },

    lastStoredSeq: () => repo.lastSeq(),
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
