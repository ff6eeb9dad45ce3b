import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GovAction } from './gov-report.js';

/** The contract tables: the listed companies a report can name, and the imported USAspending actions. */
export function createGovContractRepository(db: Kysely<Database>) {
  return {
    /** Every listed stock, by symbol. */
    async companies() {
      return (
        await db
          .selectFrom('symbols')
          .select(['symbol', 'name', 'sector', 'industry', 'market_cap'])
          .where('asset_type', '=', 'stock')
          .orderBy('symbol')
          .execute()
      ).map((row) => ({
        symbol: row.symbol,
        name: row.name,
        sector: row.sector,
        industry: row.industry,
        marketCap: Number(row.market_cap ?? 0),
      }));
    },

    /** Every imported contract action. */
    async actions(): Promise<GovAction[]> {
      return (await db.selectFrom('gov_contract_actions').selectAll().execute()).map((row): GovAction => ({
        id: row.id,
        awardKey: row.award_key,
        piid: row.piid,
        ticker: row.ticker,
        recipient: row.recipient_name,
        recipientUei: row.recipient_uei,
        agency: row.agency,
        actionDate: row.action_date,
        obligation: Number(row.obligation),
        totalValue: row.total_value === null ? null : Number(row.total_value),
        startDate: row.start_date,
        endDate: row.end_date,
        naics: row.naics,
        psc: row.psc,
        url: row.award_url,
        source: row.source,
        wholeAward: row.id.endsWith('|award'),
      }));
    },
  };
}
