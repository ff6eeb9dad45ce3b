import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

/**
 * Insider trading (Form 4): one row per filing (its natural key is the accession number, or a content
 * hash when the file does not carry one, so a re-import finds it) and one row per reported transaction,
 * denormalised with what the list filters and sorts on so no list query needs a join.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('insider_filings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('simulated', 'form4', 'sec-dataset')`))
      .addColumn('accession', 'text')
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('issuer_cik', 'text', (c) => c.notNull())
      .addColumn('issuer_name', 'text', (c) => c.notNull())
      .addColumn('ticker', 'text')
      .addColumn('owners', 'jsonb', (c) => c.notNull())
      .addColumn('period_of_report', 'date', (c) => c.notNull())
      .addColumn('filing_date', 'date', (c) => c.notNull())
      .addColumn('aff10b5_one', 'boolean')
      .addColumn('remarks', 'text')
      .addColumn('filing_url', 'text')
      .execute();

    await db.schema
      .createTable('insider_trades')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('filing_id', 'text', (c) => c.notNull().references('insider_filings.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('filing_url', 'text')
      .addColumn('filing_date', 'date', (c) => c.notNull())
      .addColumn('trade_date', 'date', (c) => c.notNull())
      .addColumn('filing_delay_days', 'integer', (c) => c.notNull())
      .addColumn('ticker', 'text')
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('issuer_cik', 'text', (c) => c.notNull())
      .addColumn('insider_cik', 'text', (c) => c.notNull())
      .addColumn('insider_name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('is_director', 'boolean', (c) => c.notNull())
      .addColumn('is_officer', 'boolean', (c) => c.notNull())
      .addColumn('is_ten_percent_owner', 'boolean', (c) => c.notNull())
      .addColumn('is_ceo', 'boolean', (c) => c.notNull())
      .addColumn('is_cfo', 'boolean', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('table_kind', 'text', (c) => c.notNull().check(sql`table_kind in ('nonDerivative', 'derivative')`))
      .addColumn('security_title', 'text', (c) => c.notNull())
      .addColumn('acquired_disposed', 'text', (c) => c.notNull().check(sql`acquired_disposed in ('A', 'D')`))
      .addColumn('price', 'double precision')
      .addColumn('shares', 'double precision')
      .addColumn('shares_after', 'double precision')
      .addColumn('delta_owned_pct', 'double precision')
      .addColumn('value', 'double precision', (c) => c.notNull())
      .addColumn('direct_indirect', 'text', (c) => c.notNull().check(sql`direct_indirect in ('D', 'I')`))
      .addColumn('nature_of_ownership', 'text')
      .addColumn('plan_10b5_1', 'boolean')
      .addColumn('conversion_price', 'double precision')
      .addColumn('exercise_date', 'date')
      .addColumn('expiration_date', 'date')
      .addColumn('underlying_title', 'text')
      .addColumn('underlying_shares', 'double precision')
      .addColumn('footnotes', 'jsonb', (c) => c.notNull())
      // Kept by insider-store.refreshBuyFlags after every write: the presets then read a column, not a subquery per row.
      .addColumn('is_cluster_buy', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_first_buy', 'boolean', (c) => c.notNull().defaultTo(false))
      .addUniqueConstraint('insider_trades_filing_seq_key', ['filing_id', 'seq'])
      .execute();

    // The default list order and the indexed offset paging it needs.
    await sql`create index insider_trades_filed_idx on insider_trades (filing_date desc, id desc)`.execute(db);
    await sql`create index insider_trades_traded_idx on insider_trades (trade_date desc, id desc)`.execute(db);
    await sql`create index insider_trades_value_idx on insider_trades (value desc, id desc)`.execute(db);
    await sql`create index insider_trades_ticker_idx on insider_trades (ticker, trade_date desc)`.execute(db);
    await sql`create index insider_trades_insider_idx on insider_trades (insider_cik, trade_date desc)`.execute(db);
    await sql`create index insider_trades_code_idx on insider_trades (code, filing_date desc, id desc)`.execute(db);
    // The cluster and first-time-buyer rules look only at open-market purchases.
    await sql`create index insider_trades_buys_idx on insider_trades (ticker, trade_date, insider_cik) where code = 'P'`.execute(
      db,
    );
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('insider_trades').execute();
    await db.schema.dropTable('insider_filings').execute();
  },
};
