/**
 * Writes insider filings: one place for the Form 4 importer, the SEC data-set importer and the simulated
 * seed, so every source fills the same denormalised row the same way (insider-rules.ts).
 */
import type { InsiderSource } from '@flowdeck/api-types';
import { CLUSTER_MIN_INSIDERS, CLUSTER_WINDOW_DAYS, OPEN_MARKET_BUY } from '@flowdeck/endpoints/insiders';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database, InsiderFilingsTable, InsiderTradesTable } from '../../db/schema.js';
import type { WriteResult } from '../import/importer.js';
import type { Form4Owner, Form4Transaction } from './form4-parser.js';
import { deltaOwnedPct, displayTitle, filingDelayDays, officerRoles, tradeValue } from './insider-rules.js';

export interface InsiderFilingInput {
  /** Natural key: the accession number, else `sha256:<hash of the document>`. */
  id: string;
  source: InsiderSource;
  accession: string | null;
  documentType: string;
  issuer: { cik: string; name: string; ticker: string | null };
  owners: Form4Owner[];
  periodOfReport: string;
  filingDate: string;
  aff10b5One: boolean | null;
  remarks: string | null;
  filingUrl: string | null;
  transactions: Form4Transaction[];
  footnotes: Record<string, string>;
}

export function filingRow(f: InsiderFilingInput): Insertable<InsiderFilingsTable> {
  return {
    id: f.id,
    source: f.source,
    accession: f.accession,
    document_type: f.documentType,
    issuer_cik: f.issuer.cik,
    issuer_name: f.issuer.name,
    ticker: f.issuer.ticker,
    owners: JSON.stringify(f.owners),
    period_of_report: f.periodOfReport,
    filing_date: f.filingDate,
    aff10b5_one: f.aff10b5One,
    remarks: f.remarks,
    filing_url: f.filingUrl,
  };
}

/**
 * One row per transaction, attributed to the first reporting owner (a joint filing reports the same
 * shares once; the other owners stay on the filing row).
 */
export function tradeRows(f: InsiderFilingInput): Insertable<InsiderTradesTable>[] {
  const owner = f.owners[0];
  if (!owner) return [];
  const roles = officerRoles(owner.officerTitle);
  return f.transactions.map((t, i) => ({
    filing_id: f.id,
    seq: i + 1,
    source: f.source,
    filing_url: f.filingUrl,
    filing_date: f.filingDate,
    trade_date: t.transactionDate,
    filing_delay_days: filingDelayDays(t.transactionDate, f.filingDate),
    ticker: f.issuer.ticker,
    company: f.issuer.name,
    issuer_cik: f.issuer.cik,
    insider_cik: owner.cik,
    insider_name: owner.name,
    title: displayTitle(owner),
    is_director: owner.isDirector,
    is_officer: owner.isOfficer,
    is_ten_percent_owner: owner.isTenPercentOwner,
    is_ceo: owner.isOfficer && roles.isCeo,
    is_cfo: owner.isOfficer && roles.isCfo,
    code: t.code,
    table_kind: t.table,
    security_title: t.securityTitle,
    acquired_disposed: t.acquiredDisposed,
    price: t.pricePerShare,
    shares: t.shares,
    shares_after: t.sharesOwnedAfter,
    delta_owned_pct: deltaOwnedPct(t.shares, t.sharesOwnedAfter, t.acquiredDisposed),
    value: tradeValue(t.shares, t.pricePerShare),
    direct_indirect: t.directOrIndirect,
    nature_of_ownership: t.natureOfOwnership,
    plan_10b5_1: f.aff10b5One,
    conversion_price: t.conversionOrExercisePrice,
    exercise_date: t.exerciseDate,
    expiration_date: t.expirationDate,
    underlying_title: t.underlyingSecurityTitle,
    underlying_shares: t.underlyingSecurityShares,
    footnotes: JSON.stringify(
      Object.entries(t.footnotes).flatMap(([field, ids]) =>
        ids.map((id) => ({ id, field, text: f.footnotes[id] ?? '' })),
      ),
    ),
  }));
}

/** Rows per insert statement: ~40 columns a trade, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;
/** An import this large refreshes the table's statistics before the flags are computed. */
const ANALYZE_AFTER_ROWS = 1000;

/**
 * Idempotent: a filing already stored (same natural key, whichever source brought it) is left as it is and
 * its transactions reported unchanged; so is a filing given twice. Filings and trades go in in batches and
 * the buy flags are refreshed once for the companies touched, so a quarter of the SEC data sets (tens of
 * thousands of transactions) is one import.
 */
export async function writeInsiderFilings(
  trx: Transaction<Database>,
  filings: readonly InsiderFilingInput[],
): Promise<WriteResult> {
  const stored = new Set<string>();
  const ids = [...new Set(filings.map((f) => f.id))];
  for (let i = 0; i < ids.length; i += INSERT_BATCH) {
    const found = await trx
      .selectFrom('insider_filings')
      .select('id')
      .where('id', 'in', ids.slice(i, i + INSERT_BATCH))
      .execute();
    for (const { id } of found) stored.add(id);
  }
  const fresh: InsiderFilingInput[] = [];
  let unchanged = 0;
  for (const filing of filings) {
    if (stored.has(filing.id)) unchanged += filing.transactions.length;
    else {
      stored.add(filing.id);
      fresh.push(filing);
    }
  }
  for (let i = 0; i < fresh.length; i += INSERT_BATCH)
    await trx
      .insertInto('insider_filings')
      .values(fresh.slice(i, i + INSERT_BATCH).map(filingRow))
      .execute();
  const trades = fresh.flatMap(tradeRows);
  const { newest } = await trx
    .selectFrom('insider_trades')
    .select((eb) => eb.fn.max<number | null>('id').as('newest'))
    .executeTakeFirstOrThrow();
  for (let i = 0; i < trades.length; i += INSERT_BATCH)
    await trx
      .insertInto('insider_trades')
      .values(trades.slice(i, i + INSERT_BATCH))
      .execute();
  // The planner's row counts date from before a bulk import: with them, the flag refresh below picks plans
  // for a table a fraction of its size (13 s instead of 0.4 s for a quarter of the data sets, measured).
  if (trades.length >= ANALYZE_AFTER_ROWS) await sql`analyze insider_trades`.execute(trx);
  if (trades.length > 0) await refreshBuyFlags(trx, newest === null ? undefined : Number(newest));
  return { inserted: trades.length, updated: 0, unchanged };
}

/** One filing (a Form 4 XML): see writeInsiderFilings. */
export function writeInsiderFiling(trx: Transaction<Database>, filing: InsiderFilingInput): Promise<WriteResult> {
  return writeInsiderFilings(trx, [filing]);
}

const WINDOW = sql.lit(CLUSTER_WINDOW_DAYS);

/**
 * Marks open-market purchases that are part of a cluster (CLUSTER_MIN_INSIDERS or more insiders buying the
 * ticker within CLUSTER_WINDOW_DAYS) and each insider's first purchase of the company. Only rows whose flag
 * changes are written, so a re-import changes nothing. With `newerThan` (the highest trade id before an
 * import), only the purchases the new rows can change are looked at: those of the same ticker within the
 * window of a new purchase, and those of the same insider and company; without it, every purchase.
 */
export async function refreshBuyFlags(db: Executor, newerThan?: number): Promise<void> {
  const scope =
    newerThan === undefined
      ? sql``
      : sql`and p.id in (
          with fresh as materialized (
            select ticker, trade_date, insider_cik, issuer_cik from insider_trades
            where id > ${newerThan} and code = ${OPEN_MARKET_BUY}
          )
          select c.id from fresh n join insider_trades c
            on c.code = ${OPEN_MARKET_BUY} and c.ticker = n.ticker
            and c.trade_date between n.trade_date - ${WINDOW} and n.trade_date + ${WINDOW}
          union
          select c.id from fresh n join insider_trades c
            on c.code = ${OPEN_MARKET_BUY} and c.insider_cik = n.insider_cik and c.issuer_cik = n.issuer_cik
        )`;
  await sql`
    update insider_trades t set is_cluster_buy = x.cluster, is_first_buy = x.first
    from (
      select p.id,
        coalesce((
          select count(distinct o.insider_cik) from insider_trades o
          where o.code = ${OPEN_MARKET_BUY} and o.ticker = p.ticker
            and o.trade_date between p.trade_date - ${WINDOW} and p.trade_date + ${WINDOW}
        ) >= ${CLUSTER_MIN_INSIDERS}, false) as cluster,
        not exists (
          select 1 from insider_trades o
          where o.code = ${OPEN_MARKET_BUY} and o.insider_cik = p.insider_cik and o.issuer_cik = p.issuer_cik
            and (o.trade_date < p.trade_date or (o.trade_date = p.trade_date and o.id < p.id))
        ) as first
      from insider_trades p
      where p.code = ${OPEN_MARKET_BUY} ${scope}
    ) x
    where x.id = t.id and (t.is_cluster_buy, t.is_first_buy) is distinct from (x.cluster, x.first)
  `.execute(db);
}
