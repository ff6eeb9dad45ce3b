import { STORED_LISTING_COLUMNS } from '../../sources/simulator/universe/listed.js';
import type { DarkPoolPrint, FlowTag, FlowTrade } from '@flowdeck/api-types';
import { CompiledQuery, sql, type SelectQueryBuilder } from 'kysely';
import type { DatabaseKind, Executor } from '../../db/database.js';
import { readCacheFor } from '../../db/read-cache.js';
import { readBySymbolSlices } from '../../db/symbol-slices.js';
import type { Database } from '../../db/schema.js';
import { DARK_POOL_BLOCK_NOTIONAL, DARK_POOL_BLOCK_SHARES, darkPoolTags } from '../../market/compute/dark-pool.js';
import type { FlowFilter } from '../../market/compute/flow-filter.js';
import type { MinuteBar, NewsEvent, SessionBar } from '../../market/source.js';

type Cell = string | number | boolean | null;
/** PostgreSQL accepts at most 65 535 bind parameters per statement. */
const MAX_PARAMETERS = 60_000;

const TRADE_COLUMNS = [
  'seq',
  'executed_at',
  'session_date',
  'ticker',
  'sector',
  'market_cap',
  'option_symbol',
  'expiry',
  'expiry_kind',
  'dte',
  'strike',
  'option_type',
  'side',
  'sentiment',
  'kind',
  'spot',
  'size',
  'price',
  'premium',
  'bid',
  'ask',
  'iv',
  'delta',
  'volume',
  'open_interest',
  'fills',
  'exchanges',
  'leg_group',
  'tags',
] as const;

const PRINT_COLUMNS = [
  'seq',
  'reported_at',
  'executed_at',
  'session_date',
  'ticker',
  'sector',
  'market_cap',
  'price',
  'size',
  'notional',
  'bid',
  'ask',
  'side',
  'venue',
  'late',
  'extended_hours',
] as const;

const MINUTE_COLUMNS = ['symbol', 'ts', 'open', 'high', 'low', 'close', 'volume', 'vwap'] as const;

function tradeRow(t: FlowTrade, sessionDate: string): Cell[] {
  return [
    Number(t.id),
    t.time,
    sessionDate,
    t.ticker,
    t.sector,
    t.marketCap,
    t.optionSymbol,
    t.expiry,
    t.expiryKind,
    t.dte,
    t.strike,
    t.type,
    t.side,
    t.sentiment,
    t.kind,
    t.spot,
    t.size,
    t.price,
    t.premium,
    t.bid,
    t.ask,
    t.iv,
    t.delta,
    t.volume,
    t.openInterest,
    t.fills,
    t.exchanges.join(','),
    t.legGroup,
    t.tags.join(','),
  ];
}

function printRow(p: DarkPoolPrint, sessionDate: string): Cell[] {
  return [
    Number(p.id),
    p.time,
    p.executedAt,
    sessionDate,
    p.ticker,
    p.sector,
    p.marketCap,
    p.price,
    p.size,
    p.notional,
    p.bid,
    p.ask,
    p.side,
    p.venue,
    p.late,
    p.extendedHours,
  ];
}

const iso = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function toFlowTrade(r: {
  seq: number | string;
  executed_at: Date | string;
  ticker: string;
  sector: string;
  market_cap: number | null;
  option_symbol: string;
  expiry: string;
  expiry_kind: string;
  dte: number;
  strike: number;
  option_type: 'call' | 'put';
  side: string;
  sentiment: string;
  kind: string;
  spot: number;
  size: number;
  price: number;
  premium: number;
  bid: number;
  ask: number;
  iv: number;
  delta: number;
  volume: number;
  open_interest: number;
  fills: number;
  exchanges: string;
  leg_group: string | null;
  tags: string;
}): FlowTrade {
  return {
    id: String(r.seq),
    time: iso(r.executed_at),
    ticker: r.ticker,
    sector: r.sector,
    marketCap: r.market_cap,
    optionSymbol: r.option_symbol,
    expiry: r.expiry,
    expiryKind: r.expiry_kind as FlowTrade['expiryKind'],
    dte: r.dte,
    strike: r.strike,
    type: r.option_type,
    side: r.side as FlowTrade['side'],
    sentiment: r.sentiment as FlowTrade['sentiment'],
    kind: r.kind as FlowTrade['kind'],
    spot: r.spot,
    size: r.size,
    price: r.price,
    premium: r.premium,
    bid: r.bid,
    ask: r.ask,
    iv: r.iv,
    delta: r.delta,
    volume: r.volume,
    openInterest: r.open_interest,
    fills: r.fills,
    exchanges: r.exchanges === '' ? [] : r.exchanges.split(','),
    legGroup: r.leg_group,
    tags: (r.tags === '' ? [] : r.tags.split(',')) as FlowTag[],
  };
}

/** The SQL twin of `matchesFlow` (src/market/compute/flow-filter.ts). */
function applyFlowFilter<O>(
  query: SelectQueryBuilder<Database, 'option_trades', O>,
  f: FlowFilter,
): SelectQueryBuilder<Database, 'option_trades', O> {
  let q = query;
  if (f.tickers) q = q.where('ticker', 'in', f.tickers);
  if (f.contract) q = q.where('option_symbol', '=', f.contract);
  if (f.type) q = q.where('option_type', '=', f.type);
  if (f.sides) q = q.where('side', 'in', f.sides);
  if (f.kinds) q = q.where('kind', 'in', f.kinds);
  if (f.sweepsOnly) q = q.where('kind', '=', 'sweep');
  if (f.sentiment) q = q.where('sentiment', '=', f.sentiment);
  if (f.minPremium !== undefined) q = q.where('premium', '>=', f.minPremium);
  if (f.maxPremium !== undefined) q = q.where('premium', '<=', f.maxPremium);
  if (f.minSize !== undefined) q = q.where('size', '>=', f.minSize);
  if (f.minDte !== undefined) q = q.where('dte', '>=', f.minDte);
  if (f.maxDte !== undefined) q = q.where('dte', '<=', f.maxDte);
  const hasTag = (tag: FlowTag) => sql<boolean>`(',' || tags || ',') like ${`%,${tag},%`}`;
  if (f.otmOnly) q = q.where(hasTag('otm'));
  if (f.openingOnly) q = q.where(hasTag('opening'));
  if (f.unusualOnly) q = q.where(hasTag('unusual'));
  if (f.volGtOi) q = q.whereRef('volume', '>', 'open_interest');
  if (f.sectors) q = q.where('sector', 'in', f.sectors);
  if (f.minMarketCap !== undefined) q = q.where('market_cap', '>=', f.minMarketCap);
  if (f.maxMarketCap !== undefined) q = q.where('market_cap', '<=', f.maxMarketCap);
  return q;
}

/** One CSV field: text quoted, numbers as they are, null empty, booleans t/f (PostgreSQL's CSV format). */
function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 't' : 'f';
  return cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : `"${cell}"`;
}

async function insertRows(
  executor: Executor,
  kind: DatabaseKind,
  table: keyof Database,
  columns: readonly string[],
  rows: ReadonlyArray<readonly Cell[]>,
  conflictTarget: string,
): Promise<void> {
  if (rows.length === 0) return;
  if (kind === 'pglite') {
    // One process owns a PGlite database and writes each row once: COPY from an in-memory CSV is several
    // times faster than INSERT in WASM.
    let csv = '';
    for (const row of rows) {
      let line = '';
      for (let i = 0; i < row.length; i++) line += (i === 0 ? '' : ',') + csvField(row[i] as Cell);
      csv += `${line}\n`;
    }
    const columnList = columns.map((c) => `"${c}"`).join(', ');
    await executor.executeQuery(
      CompiledQuery.raw(`COPY "${table}" (${columnList}) FROM '/dev/blob' WITH (FORMAT csv)`, [new Blob([csv])]),
    );
    return;
  }
  // Several API processes may run the same deterministic simulator against one PostgreSQL: the first
  // writer wins and the others' identical rows are ignored.
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const values = chunk.map((row) => sql`(${sql.join(row.map((cell) => sql`${cell}`))})`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(values)} on conflict (${sql.raw(conflictTarget)}) do nothing`.execute(
      executor,
    );
  }
}

export interface StoredExtent {
  firstTradeSeq: number | null;
  lastTradeSeq: number | null;
  firstPrintSeq: number | null;
  lastPrintSeq: number | null;
  lastMinute: number | null;
  firstMinute: number | null;
}

export function createMarketRepository(db: Executor, kind: DatabaseKind) {
  return {
    async insertTrades(trades: readonly FlowTrade[], sessionDate: string): Promise<void> {
      await insertRows(
        db,
        kind,
        'option_trades',
        TRADE_COLUMNS,
        trades.map((t) => tradeRow(t, sessionDate)),
        'seq',
      );
    },

    async insertPrints(prints: readonly DarkPoolPrint[], sessionDate: string): Promise<void> {
      await insertRows(
        db,
        kind,
        'dark_pool_prints',
        PRINT_COLUMNS,
        prints.map((p) => printRow(p, sessionDate)),
        'seq',
      );
    },

    async insertMinuteBars(bars: readonly MinuteBar[]): Promise<void> {
      const rows = bars.map((b) => [
        b.symbol,
        new Date(b.time).toISOString(),
        b.open,
        b.high,
        b.low,
        b.close,
        b.volume,
        b.vwap,
      ]);
      await insertRows(db, kind, 'minute_bars', MINUTE_COLUMNS, rows, 'symbol, ts');
    },

    /** Completed sessions' daily bars; a bar already stored (by the seeder or another process) wins. */
    async insertDailyBars(bars: readonly SessionBar[]): Promise<void> {
      if (bars.length === 0) return;
      await db
        .insertInto('daily_bars')
        .values(
          bars.map((b) => ({
            symbol: b.symbol,
            date: b.date,
            open: b.open,
            high: b.high,
            low: b.low,
            close: b.close,
            volume: Math.round(b.volume),
          })),
        )
        .onConflict((oc) => oc.columns(['symbol', 'date']).doNothing())
        .execute();
    },

    async insertNews(news: readonly NewsEvent[]): Promise<void> {
      if (news.length === 0) return;
      await db
        .insertInto('market_news')
        .values(news.map((n) => ({ symbol: n.symbol, released_at: new Date(n.time), kind: n.kind, move: n.move })))
        .onConflict((oc) => oc.columns(['symbol', 'released_at']).doNothing())
        .execute();
    },

    async extent(): Promise<StoredExtent> {
      const edge = async (table: 'option_trades' | 'dark_pool_prints', order: 'asc' | 'desc') => {
        const row = await db.selectFrom(table).select('seq').orderBy('seq', order).limit(1).executeTakeFirst();
        return row ? Number(row.seq) : null;
      };
      const minutes = await db
        .selectFrom('minute_bars')
        .select((eb) => [eb.fn.max('ts').as('last'), eb.fn.min('ts').as('first')])
        .executeTakeFirst();
      const ms = (value: unknown): number | null =>
        value === null || value === undefined ? null : new Date(value as string).getTime();
      return {
        firstTradeSeq: await edge('option_trades', 'asc'),
        lastTradeSeq: await edge('option_trades', 'desc'),
        firstPrintSeq: await edge('dark_pool_prints', 'asc'),
        lastPrintSeq: await edge('dark_pool_prints', 'desc'),
        lastMinute: ms(minutes?.last),
        firstMinute: ms(minutes?.first),
      };
    },

    /** Rows older than `before` (epoch ms) leave every market table. */
    async prune(before: number): Promise<void> {
      const seq = before * 1000;
      await db.deleteFrom('option_trades').where('seq', '<', seq).execute();
      await db.deleteFrom('dark_pool_prints').where('seq', '<', seq).execute();
      await db.deleteFrom('minute_bars').where('ts', '<', new Date(before)).execute();
      await db.deleteFrom('market_news').where('released_at', '<', new Date(before)).execute();
    },

    /** Newest first, strictly older than `beforeSeq`. */
    async flowPage(filter: FlowFilter, beforeSeq: number, limit: number): Promise<FlowTrade[]> {
      const rows = await applyFlowFilter(db.selectFrom('option_trades').selectAll(), filter)
        .where('seq', '<', beforeSeq)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toFlowTrade);
    },

    async darkPoolPage(
      tickers: string[] | null,
      filter: DarkPoolFilter,
      beforeSeq: number,
      limit: number,
    ): Promise<DarkPoolPrint[]> {
      let q = db.selectFrom('dark_pool_prints').selectAll().where('seq', '<', beforeSeq);
      if (tickers) q = q.where('ticker', 'in', tickers);
      if (filter.minNotional !== undefined) q = q.where('notional', '>=', filter.minNotional);
      if (filter.minSize !== undefined) q = q.where('size', '>=', filter.minSize);
      if (filter.lateOnly) q = q.where('late', '=', true);
      if (filter.blocksOnly) {
        q = q.where((eb) =>
          eb.or([eb('size', '>=', DARK_POOL_BLOCK_SHARES), eb('notional', '>=', DARK_POOL_BLOCK_NOTIONAL)]),
        );
      }
      const rows = await q.orderBy('seq', 'desc').limit(limit).execute();
      return rows.map((r): DarkPoolPrint => ({
        id: String(r.seq),
        time: iso(r.reported_at),
        executedAt: iso(r.executed_at),
        ticker: r.ticker,
        sector: r.sector,
        marketCap: r.market_cap,
        price: r.price,
        size: Number(r.size),
        notional: r.notional,
        bid: r.bid,
        ask: r.ask,
        side: r.side as DarkPoolPrint['side'],
        venue: r.venue,
        late: r.late,
        extendedHours: r.extended_hours,
        tags: darkPoolTags({
          late: r.late,
          extendedHours: r.extended_hours,
          size: Number(r.size),
          notional: r.notional,
          side: r.side as DarkPoolPrint['side'],
        }),
      }));
    },

    async hasMinuteBars(symbol: string, from: number, to: number): Promise<boolean> {
      const row = await db
        .selectFrom('minute_bars')
        .select('ts')
        .where('symbol', '=', symbol)
        .where('ts', '>=', new Date(from))
        .where('ts', '<', new Date(to))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async minuteBars(symbol: string, from: number, to: number): Promise<MinuteBar[]> {
      const rows = await db
        .selectFrom('minute_bars')
        .selectAll()
        .where('symbol', '=', symbol)
        .where('ts', '>=', new Date(from))
        .where('ts', '<', new Date(to))
        .orderBy('ts')
        .execute();
      return rows.map((r) => ({
        symbol: r.symbol,
        time: new Date(r.ts).getTime(),
        open: r.open,
        high: r.high,
        low: r.low,
        close: r.close,
        volume: Number(r.volume),
        vwap: r.vwap,
      }));
    },

    /** A symbol's newest daily bars, newest first: from the read cache until the next bars are written. */
    async dailyBars(symbol: string, limit: number) {
      const load = () =>
        db
          .selectFrom('daily_bars')
          .select(['date', 'open', 'high', 'low', 'close', 'volume'])
          .where('symbol', '=', symbol)
          .orderBy('date', 'desc')
          .limit(limit)
          .execute();
      if (db.isTransaction) return load();
      // A copy: callers may reorder what they get, and the cached rows are shared.
      return [...(await readCacheFor(db).read(['daily_bars'], `dailyBars:${symbol}:${limit}`, load))];
    },

    /** Splits effective by `asOf` (ex-date on or before it), as the scanners adjust earlier prices. */
    async splitsUpTo(asOf: string): Promise<Array<{ symbol: string; exDate: string; factor: number }>> {
      const rows = await db
        .selectFrom('stock_splits')
        .select(['symbol', 'ex_date', 'ratio_to', 'ratio_from'])
        .where('ex_date', '<=', asOf)
        .orderBy('symbol')
        .orderBy('ex_date')
        .execute();
      return rows
        .filter((r) => r.ratio_to > 0 && r.ratio_from > 0)
        .map((r) => ({ symbol: r.symbol, exDate: String(r.ex_date), factor: r.ratio_to / r.ratio_from }));
    },

    /**
     * Each symbol's stored history before `before`: its first date, its session count and its highest high
     * and lowest low as stored (not split-adjusted: see `dailyRangesOf` for the symbols with splits).
     */
    async historyExtremes(
      before: string,
    ): Promise<Array<{ symbol: string; since: string; sessions: number; high: number; low: number }>> {
      // Every symbol's whole history is aggregated: a slice of symbols a query, the event loop turning between.
      const rows = await readBySymbolSlices(db, (symbols) =>
        db
          .selectFrom('daily_bars')
          .select((eb) => [
            'symbol',
            eb.fn.min<string>('date').as('since'),
            eb.fn.countAll<string>().as('sessions'),
            eb.fn.max<number>('high').as('high'),
            eb.fn.min<number>('low').as('low'),
          ])
          .where('symbol', 'in', symbols)
          .where('date', '<', before)
          .groupBy('symbol')
          .execute(),
      );
      return rows.map((r) => ({
        symbol: r.symbol,
        since: String(r.since),
        sessions: Number(r.sessions),
        high: Number(r.high),
        low: Number(r.low),
      }));
    },

    /** Every stored daily high and low of `symbols` before `before`, oldest first per symbol. */
    async dailyRangesOf(
      symbols: readonly string[],
      before: string,
    ): Promise<Array<{ symbol: string; date: string; high: number; low: number }>> {
      if (symbols.length === 0) return [];
      const rows = await db
        .selectFrom('daily_bars')
        .select(['symbol', 'date', 'high', 'low'])
        .where('symbol', 'in', [...symbols])
        .where('date', '<', before)
        .orderBy('symbol')
        .orderBy('date')
        .execute();
      return rows.map((r) => ({ symbol: r.symbol, date: String(r.date), high: Number(r.high), low: Number(r.low) }));
    },

    /** Daily bars of every symbol from `from` (YYYY-MM-DD) on: the simulator continues from them. */
    async dailyBarsSince(from: string) {
      const rows = await readBySymbolSlices(db, (symbols) =>
        db
          .selectFrom('daily_bars')
          .select(['symbol', 'date', 'open', 'high', 'low', 'close', 'volume'])
          .where('symbol', 'in', symbols)
          .where('date', '>=', from)
          .orderBy('symbol')
          .orderBy('date')
          .execute(),
      );
      return rows.map((r) => ({ ...r, volume: Number(r.volume) }));
    },

    /** The newest stored session (one symbol's newest bar dates them all: every symbol is seeded alike). */
    async latestBarDate(): Promise<string | null> {
      const row = await db
        .selectFrom('daily_bars')
        .select((eb) => eb.fn.max<string | null>('date').as('latest'))
        .where('symbol', '=', (eb) => eb.selectFrom('daily_bars').select('symbol').limit(1))
        .executeTakeFirst();
      return row?.latest ?? null;
    },

    symbols() {
      return db.selectFrom('symbols').select(STORED_LISTING_COLUMNS).orderBy('symbol').execute();
    },
  };
}

export interface DarkPoolFilter {
  minNotional?: number;
  minSize?: number;
  lateOnly?: boolean;
  blocksOnly?: boolean;
}

export type MarketRepository = ReturnType<typeof createMarketRepository>;
