import type { InsiderHistory, InsiderSource, InsiderTrade } from '@flowdeck/api-types';
import {
  LARGE_PURCHASE_VALUE,
  LARGE_SALE_VALUE,
  OPEN_MARKET_BUY,
  OPEN_MARKET_SELL,
  PRICE_CHANGE_HORIZONS,
  type InsiderPreset,
  type InsiderSort,
} from '@flowdeck/endpoints/insiders';
import type { InsiderTradesQuery } from '@flowdeck/endpoints/insiders/contracts';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database, InsiderTradesTable } from '../../db/schema.js';

export type InsiderFilters = Omit<InsiderTradesQuery, 'sort' | 'order' | 'page' | 'pageSize'>;

export interface InsiderPage {
  sort: InsiderSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A slice of a history, newest first. */
export type InsiderSlice = Pick<InsiderPage, 'limit' | 'offset'>;

/** What one ticker's disclosure timeline shows of an insider trade (no price changes, no ownership details). */
export type InsiderDisclosure = Pick<
  InsiderTrade,
  | 'id'
  | 'source'
  | 'filingUrl'
  | 'filingDate'
  | 'tradeDate'
  | 'insider'
  | 'title'
  | 'code'
  | 'price'
  | 'shares'
  | 'value'
>;

type TradesQuery = SelectQueryBuilder<Database & { t: InsiderTradesTable }, 't', object>;

const SORT_COLUMNS = {
  filingDate: 't.filing_date',
  tradeDate: 't.trade_date',
  value: 't.value',
  shares: 't.shares',
  price: 't.price',
  ticker: 't.ticker',
  filingDelay: 't.filing_delay_days',
} as const satisfies Record<InsiderSort, string>;

/** Sort columns that may be null (no price, no share count, no ticker): their nulls go last either way. */
const NULLABLE_SORTS: ReadonlySet<InsiderSort> = new Set(['price', 'shares', 'ticker']);

const ROLE_COLUMNS = {
  ceo: 't.is_ceo',
  cfo: 't.is_cfo',
  director: 't.is_director',
  tenPercentOwner: 't.is_ten_percent_owner',
} as const;

function applyPreset(q: TradesQuery, preset: InsiderPreset): TradesQuery {
  switch (preset) {
    case 'cluster-buys':
      return q.where('t.code', '=', OPEN_MARKET_BUY).where('t.is_cluster_buy', '=', true);
    case 'purchases-25k':
      return q.where('t.code', '=', OPEN_MARKET_BUY).where('t.value', '>=', LARGE_PURCHASE_VALUE);
    case 'sales-100k':
      return q.where('t.code', '=', OPEN_MARKET_SELL).where('t.value', '>=', LARGE_SALE_VALUE);
    case 'ceo-cfo-buys':
      return q
        .where('t.code', '=', OPEN_MARKET_BUY)
        .where((eb) => eb.or([eb('t.is_ceo', '=', true), eb('t.is_cfo', '=', true)]));
    case 'first-time-buyers':
      return q.where('t.code', '=', OPEN_MARKET_BUY).where('t.is_first_buy', '=', true);
  }
}

function applyFilters(query: TradesQuery, f: InsiderFilters): TradesQuery {
  let q = query;
  if (f.ticker !== undefined) q = q.where('t.ticker', '=', f.ticker);
  if (f.insider !== undefined) q = q.where('t.insider_cik', '=', f.insider.padStart(10, '0'));
  if (f.codes !== undefined && f.codes.length > 0) q = q.where('t.code', 'in', f.codes);
  if (f.minValue !== undefined) q = q.where('t.value', '>=', f.minValue);
  if (f.maxValue !== undefined) q = q.where('t.value', '<=', f.maxValue);
  if (f.role !== undefined) q = q.where(ROLE_COLUMNS[f.role], '=', true);
  if (f.filedFrom !== undefined) q = q.where('t.filing_date', '>=', f.filedFrom);
  if (f.filedTo !== undefined) q = q.where('t.filing_date', '<=', f.filedTo);
  if (f.tradedFrom !== undefined) q = q.where('t.trade_date', '>=', f.tradedFrom);
  if (f.tradedTo !== undefined) q = q.where('t.trade_date', '<=', f.tradedTo);
  if (f.minDelay !== undefined) q = q.where('t.filing_delay_days', '>=', f.minDelay);
  if (f.maxDelay !== undefined) q = q.where('t.filing_delay_days', '<=', f.maxDelay);
  if (f.plan !== undefined) q = q.where('t.plan_10b5_1', '=', f.plan === '10b5-1');
  if (f.preset !== undefined) q = applyPreset(q, f.preset);
  return q;
}

/** The columns a listed trade shows (the derivative-only details and the kept flags stay in the table). */
const TRADE_COLUMNS = [
  't.id',
  't.filing_id',
  't.source',
  't.filing_url',
  't.filing_date',
  't.trade_date',
  't.filing_delay_days',
  't.ticker',
  't.company',
  't.issuer_cik',
  't.insider_cik',
  't.insider_name',
  't.title',
  't.is_director',
  't.is_officer',
  't.is_ten_percent_owner',
  't.is_ceo',
  't.is_cfo',
  't.code',
  't.table_kind',
  't.security_title',
  't.acquired_disposed',
  't.price',
  't.shares',
  't.shares_after',
  't.delta_owned_pct',
  't.value',
  't.direct_indirect',
  't.plan_10b5_1',
  't.footnotes',
] as const;

type TradeRow = Pick<Selectable<InsiderTradesTable>, (typeof TRADE_COLUMNS)[number] extends `t.${infer C}` ? C : never>;

/** One page of the list, in the order asked (for the repository and the test that reads its plan). */
export function insiderPageQuery(db: Executor, filters: InsiderFilters, page: InsiderPage) {
  return applyFilters(db.selectFrom('insider_trades as t'), filters)
    .select(TRADE_COLUMNS)
    .orderBy(SORT_COLUMNS[page.sort], (ob) => {
      // Non-null columns keep the default null order so the (column desc, id desc) indexes serve the sort.
      if (!NULLABLE_SORTS.has(page.sort)) return page.order === 'asc' ? ob.asc() : ob.desc();
      return page.order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast();
    })
    .orderBy('t.id', page.order)
    .limit(page.limit)
    .offset(page.offset);
}

/** Whether `x` names an insider (a CIK, digits) rather than a company (a ticker), and the key it stands for. */
function historyKey(x: string): { isInsider: boolean; key: string; column: 't.insider_cik' | 't.ticker' } {
  const isInsider = /^\d+$/.test(x);
  return isInsider
    ? { isInsider, key: x.padStart(10, '0'), column: 't.insider_cik' }
    : { isInsider, key: x, column: 't.ticker' };
}

/** A page of an insider's or a company's trades, newest first (for the repository and the plan test). */
export function insiderHistoryQuery(db: Executor, x: string, page: InsiderSlice) {
  const { key, column } = historyKey(x);
  return db
    .selectFrom('insider_trades as t')
    .select(TRADE_COLUMNS)
    .where(column, '=', key)
    .orderBy('t.trade_date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A ticker's trades made in [from, to] and filed by `filedBy`, newest first, up to `limit`: read in the
 * ticker index's order (for the repository and the test that reads its plan).
 */
export function insiderDisclosureQuery(
  db: Executor,
  ticker: string,
  window: { from: string; to: string; filedBy: string },
  limit: number,
) {
  return db
    .selectFrom('insider_trades as t')
    .select([
      't.id',
      't.source',
      't.filing_url',
      't.filing_date',
      't.trade_date',
      't.insider_name',
      't.title',
      't.code',
      't.price',
      't.shares',
      't.value',
    ])
    .where('t.ticker', '=', ticker)
    .where('t.trade_date', '>=', window.from)
    .where('t.trade_date', '<=', window.to)
    .where('t.filing_date', '<=', window.filedBy)
    .orderBy('t.trade_date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit);
}

const cents = (dollars: number): number => Math.round(dollars * 100) / 100;

function percentChange(from: number | null, to: number | null): number | null {
  if (from === null || to === null || from === 0) return null;
  return Math.round(((to - from) / from) * 10000) / 100;
}

function toTrade(row: TradeRow, closes: PriceCloses | undefined): InsiderTrade {
  const base = closes?.base ?? null;
  return {
    id: row.id,
    filingId: row.filing_id,
    source: row.source,
    filingUrl: row.filing_url,
    filingDate: row.filing_date,
    tradeDate: row.trade_date,
    filingDelayDays: row.filing_delay_days,
    ticker: row.ticker,
    company: row.company,
    issuerCik: row.issuer_cik,
    insiderCik: row.insider_cik,
    insider: row.insider_name,
    title: row.title,
    isDirector: row.is_director,
    isOfficer: row.is_officer,
    isTenPercentOwner: row.is_ten_percent_owner,
    isCeo: row.is_ceo,
    isCfo: row.is_cfo,
    code: row.code,
    table: row.table_kind,
    securityTitle: row.security_title,
    acquiredDisposed: row.acquired_disposed,
    price: row.price,
    shares: row.shares,
    sharesOwnedAfter: row.shares_after,
    deltaOwnedPct: row.delta_owned_pct,
    value: Number(row.value),
    directOrIndirect: row.direct_indirect,
    plan10b51: row.plan_10b5_1,
    priceChange: {
      d1: percentChange(base, closes?.d1 ?? null),
      w1: percentChange(base, closes?.w1 ?? null),
      m1: percentChange(base, closes?.m1 ?? null),
      m6: percentChange(base, closes?.m6 ?? null),
    },
    footnotes: row.footnotes,
  };
}

interface PriceCloses {
  base: number | null;
  d1: number | null;
  w1: number | null;
  m1: number | null;
  m6: number | null;
}

const after = (n: number) =>
  sql<number | null>`(select b.close from daily_bars b where b.symbol = t.ticker and b.date > t.trade_date
    order by b.date offset ${sql.lit(n - 1)} limit 1)`;

/** Where a trade's closes are kept: its ticker and trade date (trades of one day share them). */
const closesKey = (ticker: string, tradeDate: string): string => `${ticker} ${tradeDate}`;

export function createInsiderRepository(db: Executor) {
  /**
   * The close on the trade day (or the last before it) and N trading days after, for one page of rows: one
   * lookup per ticker and trade date, however many of the page's trades share them.
   */
  async function closesFor(rows: readonly TradeRow[]): Promise<Map<string, PriceCloses>> {
    const pairs = new Map<string, { ticker: string; tradeDate: string }>();
    for (const r of rows)
      if (r.ticker !== null)
        pairs.set(closesKey(r.ticker, r.trade_date), { ticker: r.ticker, tradeDate: r.trade_date });
    if (pairs.size === 0) return new Map();
    const values = sql.join([...pairs.values()].map((p) => sql`(${p.ticker}::text, ${p.tradeDate}::date)`));
    const { rows: found } = await sql<PriceCloses & { ticker: string; trade_date: string }>`
      select t.ticker, t.trade_date::text as trade_date,
        (select b.close from daily_bars b where b.symbol = t.ticker and b.date <= t.trade_date
          order by b.date desc limit 1) as base,
        ${after(PRICE_CHANGE_HORIZONS.d1)} as d1, ${after(PRICE_CHANGE_HORIZONS.w1)} as w1,
        ${after(PRICE_CHANGE_HORIZONS.m1)} as m1, ${after(PRICE_CHANGE_HORIZONS.m6)} as m6
      from (values ${values}) as t (ticker, trade_date)`.execute(db);
    return new Map(found.map((r) => [closesKey(r.ticker, r.trade_date), r]));
  }

  async function withPrices(rows: TradeRow[]): Promise<InsiderTrade[]> {
    const closes = await closesFor(rows);
    return rows.map((r) => toTrade(r, r.ticker === null ? undefined : closes.get(closesKey(r.ticker, r.trade_date))));
  }

  return {
    async counts() {
      const row = await db
        .selectFrom('insider_trades')
        .select([
          sql<number>`count(*)`.as('trades'),
          sql<number>`count(distinct insider_cik)`.as('insiders'),
          sql<number>`count(distinct issuer_cik)`.as('companies'),
          sql<number>`count(*) filter (where code = ${OPEN_MARKET_BUY})`.as('openMarketBuys'),
          sql<number>`count(*) filter (where code = ${OPEN_MARKET_SELL})`.as('openMarketSells'),
          sql<string | null>`max(filing_date)`.as('latestFiling'),
        ])
        .executeTakeFirstOrThrow();
      const sources = await db
        .selectFrom('insider_trades')
        .select(['source', sql<number>`count(*)`.as('n')])
        .groupBy('source')
        .execute();
      return {
        trades: Number(row.trades),
        insiders: Number(row.insiders),
        companies: Number(row.companies),
        openMarketBuys: Number(row.openMarketBuys),
        openMarketSells: Number(row.openMarketSells),
        latestFiling: row.latestFiling,
        sources: Object.fromEntries(sources.map((s) => [s.source, Number(s.n)])) as Partial<
          Record<InsiderSource, number>
        >,
      };
    },

    /** How many trades pass the filters, counted up to `cap + 1` (a count over a million rows would dominate). */
    async count(filters: InsiderFilters, cap: number): Promise<number> {
      const counted = await db
        .selectFrom(
          applyFilters(db.selectFrom('insider_trades as t'), filters)
            .select(sql.lit(1).as('one'))
            .limit(cap + 1)
            .as('c'),
        )
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(counted.n);
    },

    /** One page of the trades that pass the filters, with the price changes after each. */
    async page(filters: InsiderFilters, page: InsiderPage): Promise<InsiderTrade[]> {
      return withPrices(await insiderPageQuery(db, filters, page).execute());
    },

    /** A ticker's trades for its disclosure timeline (see insiderDisclosureQuery). */
    async disclosures(
      ticker: string,
      window: { from: string; to: string; filedBy: string },
      limit: number,
    ): Promise<InsiderDisclosure[]> {
      return (await insiderDisclosureQuery(db, ticker, window, limit).execute()).map((row) => ({
        id: row.id,
        source: row.source,
        filingUrl: row.filing_url,
        filingDate: row.filing_date,
        tradeDate: row.trade_date,
        insider: row.insider_name,
        title: row.title,
        code: row.code,
        price: row.price,
        shares: row.shares,
        value: Number(row.value),
      }));
    },

    /** One page of an insider's or a company's history, with the related companies or insiders; null if unknown. */
    async history(x: string, page: InsiderSlice): Promise<InsiderHistory | null> {
      const { isInsider, key, column } = historyKey(x);
      const groupKey = isInsider ? sql<string>`coalesce(t.ticker, t.issuer_cik)` : sql<string>`t.insider_cik`;
      const groupName = isInsider ? sql<string>`max(t.company)` : sql<string>`max(t.insider_name)`;
      const related = await db
        .selectFrom('insider_trades as t')
        .where(column, '=', key)
        .select([
          groupKey.as('key'),
          groupName.as('name'),
          sql<string>`(array_agg(t.title order by t.filing_date desc))[1]`.as('title'),
          sql<number>`count(*)`.as('trades'),
          sql<number>`count(*) filter (where t.code = ${OPEN_MARKET_BUY})`.as('buys'),
          sql<number>`count(*) filter (where t.code = ${OPEN_MARKET_SELL})`.as('sells'),
          sql<number>`coalesce(sum(t.value) filter (where t.code = ${OPEN_MARKET_BUY}), 0)`.as('buyValue'),
          sql<number>`coalesce(sum(t.value) filter (where t.code = ${OPEN_MARKET_SELL}), 0)`.as('sellValue'),
        ])
        .groupBy(groupKey)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(groupKey)
        .execute();
      if (related.length === 0) return null;
      const total = related.reduce((sum, r) => sum + Number(r.trades), 0);
      const rows = await insiderHistoryQuery(db, x, page).execute();
      // The name as last filed: from the newest trade, which a later page does not hold.
      const newest =
        page.offset === 0 ? rows[0] : (await insiderHistoryQuery(db, x, { limit: 1, offset: 0 }).execute())[0];
      return {
        kind: isInsider ? 'insider' : 'company',
        key,
        name: newest ? (isInsider ? newest.insider_name : newest.company) : key,
        related: related.map(({ trades: _trades, ...r }) => ({
          ...r,
          buys: Number(r.buys),
          sells: Number(r.sells),
          buyValue: cents(Number(r.buyValue)),
          sellValue: cents(Number(r.sellValue)),
        })),
        trades: await withPrices(rows),
        page: Math.floor(page.offset / page.limit) + 1,
        pageSize: page.limit,
        total,
        hasMore: page.offset + rows.length < total,
      };
    },
  };
}

/** What the simulated seed reads and writes (modules/insiders/seed.ts). */
export function createInsiderSeedRepository(db: Executor) {
  return {
    /** Whether any insider filing is stored (the seed runs once). */
    async hasFilings(): Promise<boolean> {
      return (await db.selectFrom('insider_filings').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** Every listed stock, by symbol. */
    stocks(): Promise<Array<{ symbol: string; name: string; market_cap: number | null }>> {
      return db
        .selectFrom('symbols')
        .select(['symbol', 'name', 'market_cap'])
        .where('asset_type', '=', 'stock')
        .orderBy('symbol')
        .execute();
    },

    /** The sessions one symbol has daily bars for, oldest first. */
    async sessionsOf(symbol: string): Promise<string[]> {
      const rows = await db
        .selectFrom('daily_bars')
        .select('date')
        .where('symbol', '=', symbol)
        .orderBy('date')
        .execute();
      return rows.map((r) => r.date);
    },

    /** The close of each (symbol, date) pair that has a daily bar. */
    async closesOn(pairs: ReadonlyArray<{ symbol: string; date: string }>): Promise<Map<string, number>> {
      const { rows } = await sql<{ symbol: string; date: string; close: number }>`
        select b.symbol, b.date, b.close
        from daily_bars b
        join unnest(${pairs.map((p) => p.symbol)}::text[], ${pairs.map((p) => p.date)}::date[]) as p(symbol, date)
          on b.symbol = p.symbol and b.date = p.date
      `.execute(db);
      return new Map(rows.map((r) => [`${r.symbol}|${r.date}`, Number(r.close)]));
    },
  };
}
