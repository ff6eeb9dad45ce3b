/** SQL for news: stored feed items, the simulator's news events, recent closes, and polled feeds' validators. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { readBySymbolSlices } from '../../db/symbol-slices.js';
import type { Database, NewsItemsTable } from '../../db/schema.js';
import type { UpsertCounts } from '../../db/upsert.js';

export type NewsItemRow = Selectable<NewsItemsTable>;
export type NewNewsItem = Omit<Insertable<NewsItemsTable>, 'seq'> & { id: string };

const COMPARED = ['title', 'summary', 'link', 'source', 'tickers', 'sentiment', 'score', 'major'] as const;

export interface UniverseName {
  symbol: string;
  name: string;
  assetType: string;
}

export interface EngineNews {
  symbol: string;
  time: number;
  kind: string;
  move: number;
}

export interface RecentBar {
  symbol: string;
  date: string;
  open: number;
  close: number;
}

export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

/** `tickers` column: ",AAPL,MSFT," so one ticker is found with like '%,AAPL,%'. */
export const tickersColumn = (tickers: readonly string[]): string =>
  `,${tickers.join(',')}${tickers.length ? ',' : ''}`;
export const tickersOf = (column: string): string[] => column.split(',').filter((t) => t !== '');

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

export function createNewsRepository(db: Kysely<Database>) {
  return {
    stored(): Promise<NewsItemRow[]> {
      return db.selectFrom('news_items').selectAll().orderBy('seq').execute();
    },

    storedSince(seq: number): Promise<NewsItemRow[]> {
      return db.selectFrom('news_items').selectAll().where('seq', '>', seq).orderBy('seq').execute();
    },

    async lastSeq(): Promise<number> {
      const row = await db
        .selectFrom('news_items')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    names(): Promise<UniverseName[]> {
      return db.selectFrom('symbols').select(['symbol', 'name', 'asset_type as assetType']).orderBy('symbol').execute();
    },

    /** The market engine's news events (earnings releases and intraday headlines) in (after, until]. */
    async engineNews(after: number, until: number): Promise<EngineNews[]> {
      const rows = await db
        .selectFrom('market_news')
        .selectAll()
        .where('released_at', '>', new Date(after))
        .where('released_at', '<=', new Date(until))
        .orderBy('released_at')
        .execute();
      return rows.map((r) => ({ symbol: r.symbol, time: ms(r.released_at), kind: r.kind, move: Number(r.move) }));
    },

    /** Daily bars from `fromDate` on, by symbol then date (read a slice of symbols at a time: every symbol's). */
    async barsSince(fromDate: string): Promise<RecentBar[]> {
      const rows = await readBySymbolSlices(db, (symbols) =>
        db
          .selectFrom('daily_bars')
          .select(['symbol', 'date', 'open', 'close'])
          .where('symbol', 'in', symbols)
          .where('date', '>=', fromDate)
          .orderBy('symbol')
          .orderBy('date')
          .execute(),
      );
      return rows.map((r) => ({
        symbol: r.symbol,
        date: typeof r.date === 'string' ? r.date : new Date(r.date as unknown as string).toISOString().slice(0, 10),
        open: Number(r.open),
        close: Number(r.close),
      }));
    },
  };
}

export async function readValidators(executor: Executor, url: string): Promise<FeedValidators> {
  const row = await executor.selectFrom('news_feed_state').selectAll().where('url', '=', url).executeTakeFirst();
  return { etag: row?.etag ?? null, lastModified: row?.last_modified ?? null };
}

export async function saveValidators(executor: Executor, url: string, v: FeedValidators, now: Date): Promise<void> {
  await executor
    .insertInto('news_feed_state')
    .values({ url, etag: v.etag, last_modified: v.lastModified, checked_at: now })
    .onConflict((oc) => oc.column('url').doUpdateSet({ etag: v.etag, last_modified: v.lastModified, checked_at: now }))
    .execute();
}

/**
 * Writes items: a new story is inserted; a story already stored (same id, i.e. guid or link) is updated only
 * if its text or tags changed; an item whose link is already stored under another id is the same story and
 * is left alone. The counts say which.
 */
export async function upsertNewsItems(executor: Executor, rows: readonly NewNewsItem[]): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (rows.length === 0) return counts;
  const links = rows.map((r) => r.link).filter((l): l is string => !!l);
  const stored = await executor
    .selectFrom('news_items')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          rows.map((r) => r.id),
        ),
        ...(links.length > 0 ? [eb('link', 'in', links)] : []),
      ]),
    )
    .execute();
  const byId = new Map(stored.map((r) => [r.id, r]));
  const byLink = new Map(stored.filter((r) => r.link).map((r) => [r.link as string, r]));
  for (const row of rows) {
    const existing = byId.get(row.id);
    if (!existing) {
      if (row.link && byLink.has(row.link)) {
        counts.unchanged++;
        continue;
      }
      await executor.insertInto('news_items').values(row).execute();
      if (row.link) byLink.set(row.link, row as unknown as NewsItemRow);
      byId.set(row.id, row as unknown as NewsItemRow);
      counts.inserted++;
    } else if (COMPARED.every((column) => (existing[column] ?? null) === (row[column] ?? null))) counts.unchanged++;
    else {
      const changes = Object.fromEntries(COMPARED.map((c) => [c, row[c] ?? null]));
      await executor.updateTable('news_items').set(changes).where('id', '=', row.id).execute();
      counts.updated++;
    }
  }
  return counts;
}
