/**
 * The Stock Split Calendar: simulated splits for the window with imported announcements replacing the
 * simulated split of the same symbol (an imported split is the real one).
 */
import type { StockSplit, StockSplitCalendar } from '@flowdeck/api-types';
import { marketLocalTime } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { createStockSplitRepository, type StockSplitRow } from './repository.js';
import type { SplitSource } from './source.js';
import { priceAfterSplit, ratioLabel, splitType, type SplitRatio } from './split-ratio.js';

export const SIMULATED_SOURCE = 'Simulated data';

export interface SplitQuery {
  from: string;
  to: string;
  type?: 'forward' | 'reverse' | undefined;
}

function present(
  base: Omit<StockSplit, 'type' | 'ratio' | 'ratioTo' | 'ratioFrom' | 'price' | 'priceAfter'>,
  ratio: SplitRatio,
  close: number | undefined,
  today: string,
): StockSplit {
  const upcoming = base.exDate > today;
  return {
    ...base,
    type: splitType(ratio),
    ratioTo: ratio.to,
    ratioFrom: ratio.from,
    ratio: ratioLabel(ratio),
    price: close ?? null,
    priceAfter: upcoming && close !== undefined ? Math.round(priceAfterSplit(close, ratio) * 100) / 100 : null,
  };
}

export function createStockSplitService(db: Kysely<Database>, source: SplitSource, now: () => Date) {
  const repo = createStockSplitRepository(db);
  // Names and prices change once a day, imports when someone imports: read again only then.
  const reads = readCacheFor(db);
  const pricedSymbols = () => reads.read(['symbols', 'daily_bars'], 'split prices', () => repo.pricedSymbols());

  return {
    async calendar(x: string, query: SplitQuery): Promise<StockSplitCalendar> {
      const symbol = x === 'ALL' ? null : x;
      const today = marketLocalTime(now()).date;
      const symbols = await pricedSymbols();
      const bySymbol = new Map(symbols.map((s) => [s.symbol, s]));
      const importedRows = await reads.read(['stock_splits'], `splits ${query.from} ${query.to} ${symbol}`, () =>
        repo.imported(query.from, query.to, symbol),
      );
      const imported = importedRows.map((row: StockSplitRow) =>
        present(
          {
            id: row.id,
            symbol: row.symbol,
            company: bySymbol.get(row.symbol)?.name ?? null,
            exDate: row.ex_date,
            announcedDate: row.announced_date,
            recordDate: row.record_date,
            payableDate: row.payable_date,
            source: row.source,
            sourceUrl: row.source_url,
          },
          { to: row.ratio_to, from: row.ratio_from },
          bySymbol.get(row.symbol)?.close,
          today,
        ),
      );
      const real = new Set(imported.map((split) => split.symbol));
      const candidates = symbol ? symbols.filter((s) => s.symbol === symbol) : symbols;
      const schedule = await reads.read(
        ['symbols', 'daily_bars'],
        `simulated splits ${query.from} ${query.to} ${today} ${symbol}`,
        async () => source.splits(candidates, query.from, query.to, today),
      );
      const simulated = schedule
        .filter((split) => !real.has(split.symbol))
        .map((split) =>
          present(
            {
              id: `sim:${split.symbol}:${split.exDate}`,
              symbol: split.symbol,
              company: split.company,
              exDate: split.exDate,
              announcedDate: split.announcedDate,
              recordDate: split.recordDate,
              payableDate: split.payableDate,
              source: SIMULATED_SOURCE,
              sourceUrl: null,
            },
            split.ratio,
            bySymbol.get(split.symbol)?.close,
            today,
          ),
        );
      const splits = [...imported, ...simulated]
        .filter((split) => !query.type || split.type === query.type)
        .sort((a, b) => a.exDate.localeCompare(b.exDate) || a.symbol.localeCompare(b.symbol));
      return { from: query.from, to: query.to, splits, simulated: simulated.length > 0 };
    },
  };
}
