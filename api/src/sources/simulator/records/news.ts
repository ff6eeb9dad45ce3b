/**
 * The simulated news feed: one headline per simulator news event. Sessions the market engine has run come
 * from its own events (`market_news`: the earnings release before the open, or the intraday headline at the
 * minute of the jump); older sessions, which the engine no longer keeps, are read back from the daily bars
 * the same way the simulator decides there was news: a stock's move of at least SIM_NEWS_MOVE, released at
 * 08:00 when most of it came at the open (an earnings release on a report's session), else an intraday headline.
 */
import type { NewsItem } from '@flowdeck/api-types';
import { SIMULATED_NEWS_SOURCE } from '@flowdeck/endpoints/news';
import { marketInstant } from '@flowdeck/market-calendar';
import { createHash } from 'node:crypto';
import { simulatedHeadline } from './news-headlines.js';
import type { EngineNews, RecentBar } from '../../../modules/news/repository.js';
import type { MarketNewsEvent, UnnamedNewsEvent } from '../../../modules/news/source.js';
import { isMajor, scoreSentiment } from '../../../modules/news/sentiment.js';

/** A daily move this large (either way) is news in the sessions read back from daily bars. */
export const SIM_NEWS_MOVE = 0.04;
/** Share of the day's move that came at the open for it to read as an earnings release. */
const GAP_SHARE = 0.6;
/** Releases before the open (earnings, overnight news) come at 08:00 (as in the simulator). */
const RELEASE_MINUTES = 8 * 60;
/** Intraday headlines land between 10:30 and 15:00 (as in the simulator). */
const HEADLINE_FIRST_MINUTE = 10 * 60 + 30;
const HEADLINE_SPAN_MINUTES = 270;

/**
 * News events read back from daily bars (bars of one symbol in date order; the first bar is the base). A
 * move that came mostly at the open was released at 08:00: an earnings release on a session that trades on
 * a report (`isReport`), else a news headline.
 */
export function eventsFromBars(
  bars: readonly RecentBar[],
  skipDates: ReadonlySet<string>,
  isReport: (symbol: string, date: string) => boolean,
): UnnamedNewsEvent[] {
  const events: UnnamedNewsEvent[] = [];
  for (let i = 1; i < bars.length; i++) {
    const bar = bars[i] as RecentBar;
    const prev = bars[i - 1] as RecentBar;
    if (prev.symbol !== bar.symbol || skipDates.has(bar.date) || prev.close <= 0 || bar.open <= 0) continue;
    const move = Math.log(bar.close / prev.close);
    if (Math.abs(Math.exp(move) - 1) < SIM_NEWS_MOVE) continue;
    const gap = Math.log(bar.open / prev.close);
    const atTheOpen = Math.sign(gap) === Math.sign(move) && Math.abs(gap) >= GAP_SHARE * Math.abs(move);
    const minute = atTheOpen
      ? RELEASE_MINUTES
      : HEADLINE_FIRST_MINUTE +
        (createHash('sha256').update(`${bar.symbol}:${bar.date}`).digest().readUInt16BE(0) % HEADLINE_SPAN_MINUTES);
    events.push({
      symbol: bar.symbol,
      kind: atTheOpen && isReport(bar.symbol, bar.date) ? 'earnings' : 'headline',
      time: marketInstant(bar.date, minute),
      move,
    });
  }
  return events;
}

export function engineEvents(rows: readonly EngineNews[]): UnnamedNewsEvent[] {
  return rows.map((r) => ({
    symbol: r.symbol,
    kind: r.kind === 'earnings' ? 'earnings' : 'headline',
    time: r.time,
    move: r.move,
  }));
}

/** The item for one event: the headline, the event's ticker, the lexicon's sentiment, the major rule. */
export function simulatedItem(event: MarketNewsEvent): NewsItem {
  const { title, summary } = simulatedHeadline(event);
  const result = scoreSentiment(title, summary);
  return {
    id: `sim:${event.symbol}:${event.time}`,
    publishedAt: new Date(event.time).toISOString(),
    title,
    summary,
    link: null,
    source: SIMULATED_NEWS_SOURCE,
    tickers: [event.symbol],
    sentiment: result.sentiment,
    score: result.score,
    major: isMajor(title, [event.symbol], result),
    simulated: true,
    movePercent: Math.round((Math.exp(event.move) - 1) * 10_000) / 100,
  };
}
