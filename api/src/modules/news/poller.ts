/**
 * Polls the configured RSS / Atom feeds (NEWS_FEEDS) with conditional requests: the ETag and Last-Modified a
 * feed sent last time go back as If-None-Match / If-Modified-Since, and a 304 costs nothing. Redirects are
 * followed (fetch's own limit of 20). Every feed is polled on its own: a feed that times out, answers an
 * error or sends malformed XML gets one clear log line naming the feed and the reason; nothing already
 * stored is touched, its validators are kept (so the next poll asks again in full), the other feeds go on,
 * and the next poll runs on schedule. A poll never overlaps the one before it.
 */
import type { FeedValidators } from './repository.js';
import { FeedError, parseFeed, type ParsedFeed } from './feed-parser.js';

/** How long one feed may take to answer (headers and body). */
export const FEED_TIMEOUT_MS = 10_000;
/** How often the feeds are polled. */
export const FEED_POLL_MS = 60_000;
/** A feed body larger than this is refused (a feed is a few hundred kB at most). */
export const FEED_MAX_BYTES = 5_000_000;

export type FeedOutcome =
  | { url: string; status: 'updated'; items: number; stored: number }
  | { url: string; status: 'not-modified' }
  | { url: string; status: 'failed'; reason: string };

export interface NewsPollerOptions {
  feeds: readonly string[];
  /** Stores a feed's items with the validators that came with them (one transaction); returns new rows. */
  store(url: string, feed: ParsedFeed, validators: FeedValidators): Promise<number>;
  validators(url: string): Promise<FeedValidators>;
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Null: no timer (tests call `poll()`). */
  intervalMs: number | null;
}

export interface NewsPoller {
  /** One poll of every feed; the outcome of each. */
  poll(): Promise<FeedOutcome[]>;
  start(): void;
  close(): void;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof FeedError) return `malformed feed at ${error.where}: ${error.reason}`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms (timed out)`;
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return `${error.message}${detail}`;
  }
  return String(error);
}

export function createNewsPoller(options: NewsPollerOptions): NewsPoller {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<FeedOutcome[]> | null = null;

  async function pollFeed(url: string): Promise<FeedOutcome> {
    const previous = await options.validators(url);
    const headers: Record<string, string> = {
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
      'user-agent': 'FlowDeck news reader',
    };
    if (previous.etag) headers['if-none-match'] = previous.etag;
    if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await doFetch(url, { headers, redirect: 'follow', signal });
    if (response.status === 304) {
      await response.body?.cancel();
      return { url, status: 'not-modified' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { url, status: 'failed', reason: `HTTP ${response.status} ${response.statusText}`.trim() };
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > FEED_MAX_BYTES) {
      await response.body?.cancel();
      return { url, status: 'failed', reason: `the feed is ${length} bytes, over ${FEED_MAX_BYTES}` };
    }
    const text = await response.text();
    const feed = parseFeed(text);
    const validators: FeedValidators = {
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
    const stored = await options.store(url, feed, validators);
    return { url, status: 'updated', items: feed.items.length, stored };
  }

  async function pollAll(): Promise<FeedOutcome[]> {
    const outcomes: FeedOutcome[] = [];
    for (const url of options.feeds) {
      let outcome: FeedOutcome;
      try {
        outcome = await pollFeed(url);
      } catch (error) {
        outcome = { url, status: 'failed', reason: describe(error, timeoutMs) };
      }
      if (outcome.status === 'failed')
        options.logger.warn(
          { feed: url, reason: outcome.reason },
          `news feed ${url} skipped this poll: ${outcome.reason}; stored items kept, next poll as scheduled`,
        );
      else if (outcome.status === 'updated' && outcome.stored > 0)
        options.logger.info(
          { feed: url, items: outcome.items, stored: outcome.stored },
          `news feed ${url}: ${outcome.stored} new`,
        );
      outcomes.push(outcome);
    }
    return outcomes;
  }

  function poll(): Promise<FeedOutcome[]> {
    if (running) return running;
    running = pollAll().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    poll,
    start() {
      if (options.feeds.length === 0 || options.intervalMs === null) return;
      const tick = () => {
        poll().catch((error: unknown) =>
          options.logger.warn({ err: error }, 'news poll failed; the next poll runs as scheduled'),
        );
      };
      tick();
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
