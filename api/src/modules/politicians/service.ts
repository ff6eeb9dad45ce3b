import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { createPoliticianRepository } from './repository.js';
import {
  DEFAULT_PAGE_SIZE,
  POLITICIAN_DETAIL_TRADES,
  type PoliticianSummary,
  type TradeItem,
  type TradesQuery,
} from './schemas.js';

export function createPoliticianService(db: Kysely<Database>) {
  const repo = createPoliticianRepository(db);
  return {
    counts: () => repo.counts(),

    async trades(query: TradesQuery): Promise<{ items: TradeItem[]; total: number; page: number; pageSize: number }> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { page: _page, pageSize: _pageSize, sort, order, ...filters } = query;
      const result = await repo.trades(filters, {
        sort: sort ?? 'disclosureDate',
        order: order ?? 'desc',
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { ...result, page, pageSize };
    },

    async politicians(): Promise<{ items: PoliticianSummary[] }> {
      return { items: await repo.summaries() };
    },

    async politician(id: string): Promise<{ politician: PoliticianSummary; trades: TradeItem[] }> {
      const politician = await repo.summary(id);
      if (!politician) throw new NotFoundError(`Unknown politician ${id}`);
      const { items } = await repo.trades(
        { politician: id },
        { sort: 'transactionDate', order: 'desc', limit: POLITICIAN_DETAIL_TRADES, offset: 0 },
      );
      return { politician, trades: items };
    },
  };
}
