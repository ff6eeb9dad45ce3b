import type { InsiderHistory, InsiderTradesPage } from '@flowdeck/api-types';
import { INSIDER_DEFAULT_PAGE_SIZE, INSIDER_HISTORY_PAGE_SIZE, INSIDER_TOTAL_CAP } from '@flowdeck/endpoints/insiders';
import type { InsiderTradesQuery } from '@flowdeck/endpoints/insiders/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readCacheFor } from '../../db/read-cache.js';
import { NotFoundError } from '../../errors.js';
import { createInsiderRepository } from './repository.js';

/** The tables a count of insider trades is read from. */
const COUNTED_TABLES = ['insider_trades'] as const;

export function createInsiderService(db: Kysely<Database>) {
  const repo = createInsiderRepository(db);
  return {
    counts: () => repo.counts(),
    disclosures: repo.disclosures,

    async trades(query: InsiderTradesQuery): Promise<InsiderTradesPage> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? INSIDER_DEFAULT_PAGE_SIZE;
      const { page: _page, pageSize: _pageSize, sort, order, ...filters } = query;
      // The total depends on the filters alone: paging or re-sorting one list counts it once per data version.
      const counted = await readCacheFor(db).read(
        COUNTED_TABLES,
        `insider/trades count ${JSON.stringify(filters)}`,
        () => repo.count(filters, INSIDER_TOTAL_CAP),
      );
      const items = await repo.page(filters, {
        sort: sort ?? 'filingDate',
        order: order ?? 'desc',
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        items,
        total: Math.min(counted, INSIDER_TOTAL_CAP),
        totalCapped: counted > INSIDER_TOTAL_CAP,
        page,
        pageSize,
      };
    },

    async history(x: string, page = 1): Promise<InsiderHistory> {
      const pageSize = INSIDER_HISTORY_PAGE_SIZE;
      const history = await repo.history(x, { limit: pageSize, offset: (page - 1) * pageSize });
      if (!history) throw new NotFoundError(`No insider transactions for ${x}`);
      return history;
    },
  };
}
