import type { InsiderHistory, InsiderTradesPage } from '@flowdeck/api-types';
import { INSIDER_DEFAULT_PAGE_SIZE, INSIDER_HISTORY_TRADES, INSIDER_TOTAL_CAP } from '@flowdeck/endpoints/insiders';
import type { InsiderTradesQuery } from '@flowdeck/endpoints/insiders/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { createInsiderRepository } from './repository.js';

export function createInsiderService(db: Kysely<Database>) {
  const repo = createInsiderRepository(db);
  return {
    counts: () => repo.counts(),

    async trades(query: InsiderTradesQuery): Promise<InsiderTradesPage> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? INSIDER_DEFAULT_PAGE_SIZE;
      const { page: _page, pageSize: _pageSize, sort, order, ...filters } = query;
      const result = await repo.trades(
        filters,
        { sort: sort ?? 'filingDate', order: order ?? 'desc', limit: pageSize, offset: (page - 1) * pageSize },
        INSIDER_TOTAL_CAP,
      );
      return { ...result, page, pageSize };
    },

    async history(x: string): Promise<InsiderHistory> {
      const history = await repo.history(x, INSIDER_HISTORY_TRADES);
      if (!history) throw new NotFoundError(`No insider transactions for ${x}`);
      return history;
    },
  };
}
