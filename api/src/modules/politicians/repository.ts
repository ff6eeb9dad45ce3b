import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { PTR_FILING_DEADLINE_DAYS, TRANSACTION_TYPE_FILTERS } from './ptr-brackets.js';
import type { PoliticianSummary, TradeItem, TradeSort } from './schemas.js';

export interface TradeFilters {
  politician?: string;
  party?: string;
  chamber?: string;
  state?: string;
  ticker?: string;
  type?: keyof typeof TRANSACTION_TYPE_FILTERS;
  minAmount?: number;
  from?: string;
  to?: string;
  lateOnly?: boolean;
}

export interface TradePage {
  sort: TradeSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

type TradesQuery = SelectQueryBuilder<
  Database & { t: Database['politician_trades']; p: Database['politicians'] },
  't' | 'p',
  object
>;

const SORT_COLUMNS = {
  transactionDate: 't.transaction_date',
  disclosureDate: 't.disclosure_date',
  amount: 't.amount_min',
  ticker: 't.ticker',
  politician: 'p.name',
  filedAfterDays: 't.filed_after_days',
} as const satisfies Record<TradeSort, string>;

function applyFilters(query: TradesQuery, f: TradeFilters): TradesQuery {
  let q = query;
  if (f.politician !== undefined) q = q.where('t.politician_id', '=', f.politician);
  if (f.party !== undefined) q = q.where('p.party', '=', f.party as 'D' | 'R' | 'I');
  if (f.chamber !== undefined) q = q.where('p.chamber', '=', f.chamber as 'House' | 'Senate');
  if (f.state !== undefined) q = q.where('p.state', '=', f.state);
  if (f.ticker !== undefined) q = q.where('t.ticker', '=', f.ticker);
  if (f.type !== undefined) q = q.where('t.transaction_type', 'in', [...TRANSACTION_TYPE_FILTERS[f.type]]);
  if (f.minAmount !== undefined) q = q.where('t.amount_min', '>=', f.minAmount);
  if (f.from !== undefined) q = q.where('t.transaction_date', '>=', f.from);
  if (f.to !== undefined) q = q.where('t.transaction_date', '<=', f.to);
  if (f.lateOnly) q = q.where('t.filed_after_days', '>', PTR_FILING_DEADLINE_DAYS);
  return q;
}

const TRADE_COLUMNS = [
  't.id as id',
  't.politician_id as politicianId',
  'p.name as politician',
  'p.party as party',
  'p.chamber as chamber',
  'p.state as state',
  'p.district as district',
  't.ticker as ticker',
  't.asset_description as assetDescription',
  't.asset_type as assetType',
  't.transaction_type as type',
  't.owner as owner',
  't.amount_label as amountLabel',
  't.amount_min as amountMin',
  't.amount_max as amountMax',
  't.transaction_date as transactionDate',
  't.disclosure_date as disclosureDate',
  't.filed_after_days as filedAfterDays',
] as const;

export function createPoliticianRepository(db: Executor) {
  const base = (): TradesQuery =>
    db.selectFrom('politician_trades as t').innerJoin('politicians as p', 'p.id', 't.politician_id');

  async function summaries(politicianId?: string): Promise<PoliticianSummary[]> {
    let totals = db
      .selectFrom('politicians as p')
      .leftJoin('politician_trades as t', 't.politician_id', 'p.id')
      .select([
        'p.id as id',
        'p.name as name',
        'p.party as party',
        'p.chamber as chamber',
        'p.state as state',
        'p.district as district',
        sql<number>`count(t.id)`.as('trades'),
        sql<number>`count(t.id) filter (where t.transaction_type = 'Purchase')`.as('purchases'),
        sql<number>`count(t.id) filter (where t.transaction_type like 'Sale%')`.as('sales'),
        sql<number>`coalesce(sum(t.amount_min), 0)`.as('volumeMin'),
        sql<number>`coalesce(sum(coalesce(t.amount_max, t.amount_min)), 0)`.as('volumeMax'),
        sql<string | null>`max(t.transaction_date)`.as('lastTrade'),
      ])
      .groupBy('p.id')
      .orderBy(sql`count(t.id)`, 'desc')
      .orderBy('p.name');
    if (politicianId !== undefined) totals = totals.where('p.id', '=', politicianId);
    const rows = await totals.execute();

    const topTickerRows = await sql<{ politician_id: string; ticker: string }>`
      select politician_id, ticker from (
        select politician_id, ticker,
               row_number() over (partition by politician_id order by count(*) desc, ticker) as rank
        from politician_trades
        ${politicianId === undefined ? sql`` : sql`where politician_id = ${politicianId}`}
        group by politician_id, ticker
      ) ranked
      where rank <= 3
      order by politician_id, rank
    `.execute(db);
    const topTickers = new Map<string, string[]>();
    for (const { politician_id: id, ticker } of topTickerRows.rows) {
      const list = topTickers.get(id) ?? [];
      list.push(ticker);
      topTickers.set(id, list);
    }
    return rows.map((r) => ({
      ...r,
      trades: Number(r.trades),
      purchases: Number(r.purchases),
      sales: Number(r.sales),
      volumeMin: Number(r.volumeMin),
      volumeMax: Number(r.volumeMax),
      topTickers: topTickers.get(r.id) ?? [],
    }));
  }

  return {
    async counts(): Promise<{ trades: number; politicians: number; tickers: number; latestDisclosure: string | null }> {
      const row = await db
        .selectFrom('politician_trades')
        .select([
          sql<number>`count(*)`.as('trades'),
          sql<number>`count(distinct politician_id)`.as('politicians'),
          sql<number>`count(distinct ticker)`.as('tickers'),
          sql<string | null>`max(disclosure_date)`.as('latestDisclosure'),
        ])
        .executeTakeFirstOrThrow();
      return { ...row, trades: Number(row.trades), politicians: Number(row.politicians), tickers: Number(row.tickers) };
    },

    async trades(filters: TradeFilters, page: TradePage): Promise<{ items: TradeItem[]; total: number }> {
      const filtered = applyFilters(base(), filters);
      const { total } = await filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
      const sortColumn = SORT_COLUMNS[page.sort];
      let query = filtered.select(TRADE_COLUMNS).orderBy(sortColumn, page.order);
      // Amount ties (same bracket) break on the bracket's top, then on id so pages never overlap.
      if (page.sort === 'amount')
        query = query.orderBy(
          sql`t.amount_max ${sql.raw(page.order)} nulls ${sql.raw(page.order === 'desc' ? 'first' : 'last')}`,
        );
      const items: TradeItem[] = await query
        .orderBy('t.id', page.order)
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { items, total: Number(total) };
    },

    summaries: () => summaries(),

    async summary(politicianId: string): Promise<PoliticianSummary | undefined> {
      return (await summaries(politicianId))[0];
    },
  };
}

/** What the simulated seed reads (modules/politicians/seed.ts). */
export function createPoliticianSeedRepository(db: Executor) {
  return {
    /** Whether any politician is stored (the seed runs once). */
    async hasPoliticians(): Promise<boolean> {
      const { count } = await db
        .selectFrom('politicians')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count) > 0;
    },

    /** The stocks and ETFs a trade can name, by symbol. */
    tradable() {
      return db
        .selectFrom('symbols')
        .select(['symbol', 'name', 'asset_type', 'sector', 'market_cap'])
        .where('asset_type', 'in', ['stock', 'etf'])
        .orderBy('symbol')
        .execute();
    },
  };
}
