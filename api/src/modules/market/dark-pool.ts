/** darkpool/{x}: pages of off-exchange prints, with the session's totals and levels on the first page. */
import type { DarkPoolPrint, DarkPoolResponse } from '@flowdeck/api-types';
import type { IsoDate } from '@flowdeck/market-calendar';
import { darkPoolTotals, levelStep, priceLevels, rankDarkPoolTickers } from '../../market/compute/flow-summary.js';
import type { MarketView } from './market-view.js';
import type { DarkPoolFilter } from './repository.js';

export const DARK_POOL_TOP_TICKERS = 25;

export function createDarkPoolEndpoints(view: MarketView) {
  const { engine, repository } = view;
  return {
    async darkPool(
      ticker: string | null,
      filter: DarkPoolFilter,
      cursor: number | undefined,
      limit: number,
      requested?: IsoDate,
    ): Promise<DarkPoolResponse> {
      if (ticker) view.requireSymbol(ticker);
      const shown = await view.viewOf(requested);
      const at = shown.at;
      const before = cursor ?? Number.MAX_SAFE_INTEGER;
      const session = shown.store;
      const accept = (p: DarkPoolPrint): boolean =>
        (filter.minNotional === undefined || p.notional >= filter.minNotional) &&
        (filter.minSize === undefined || p.size >= filter.minSize) &&
        (!filter.lateOnly || p.late) &&
        (!filter.blocksOnly || p.tags.includes('block'));
      const items: DarkPoolPrint[] = [];
      if (session && before > session.prints.coverage) {
        items.push(...session.prints.page(before, limit + 1, accept, ticker ? [ticker] : undefined));
      }
      const sqlBefore = session ? Math.min(before, session.prints.coverage) : before;
      if ((shown.current || !session) && items.length < limit + 1 && engine.storedBefore('prints', sqlBefore)) {
        const older = await repository.darkPoolPage(
          ticker ? [ticker] : null,
          filter,
          sqlBefore,
          limit + 1 - items.length,
        );
        items.push(...view.withinView(shown, older));
      }
      const page = items.slice(0, limit);
      let summary: DarkPoolResponse['summary'] = null;
      if (cursor === undefined) {
        const prints = view.sessionPrints(shown, ticker).filter(accept);
        const quote = ticker ? await view.quoteOf(ticker, at) : null;
        summary = {
          ...darkPoolTotals(prints),
          levels: ticker ? priceLevels(prints, levelStep(quote?.last || prints[0]?.price || 1)) : null,
          topTickers: ticker ? null : rankDarkPoolTickers(prints, DARK_POOL_TOP_TICKERS),
        };
      }
      return {
        ...view.base(view.marketTime()),
        session: shown.date,
        items: page,
        nextCursor: items.length > limit ? (page[page.length - 1]?.id ?? null) : null,
        summary,
      };
    },
  };
}
