/**
 * Institutional Tracker: the simulated filers and the imported 13F-HR filings in one book, and the answers
 * of its six endpoints. An imported quarter is the filer's latest restatement (or its original) plus every
 * "new holdings" amendment filed after it. The book is rebuilt when the imported tables or the newest due
 * quarter change.
 */
import type {
  EtfStockExposure,
  InstitutionalPositionsResponse,
  InstitutionalSegmentation,
  InstitutionalStockHolders,
  InstitutionalSummaries,
  InstitutionalSummary,
} from '@flowdeck/api-types';
import {
  ETF_TOP_HOLDINGS,
  FILER_TOP_MOVES,
  INSTITUTIONAL_QUARTERS,
  POSITIONS_PAGE_SIZE,
  SIMULATED_SOURCE,
  THIRTEEN_F_DUE_DAYS,
} from '@flowdeck/endpoints/institutional';
import type {
  EtfStockExposureQuery,
  InstitutionalPositionsQuery,
  InstitutionalSegmentationQuery,
  InstitutionalStockHoldersQuery,
  InstitutionalSummariesQuery,
  InstitutionalSummaryQuery,
} from '@flowdeck/endpoints/institutional/contracts';
import { addDays, marketLocalTime } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { quarterOfDate, shiftQuarter } from '../../lib/quarters.js';
import { BASKET_ETFS, etfBasket, type BasketStock } from './etf-baskets.js';
import {
  comparePositions,
  createBook,
  filerQuarters,
  filerSummary,
  marketActivity,
  mergeHoldings,
  portfolioValue,
  sectorWeights,
  stockHolders,
  tradedValue,
  type Book,
  type BookHolding,
  type FilerQuarter,
} from './holdings-book.js';
import { createInstitutionalRepository, type ImportedFiling } from './repository.js';
import type { ThirteenFSource } from './source.js';
import { universe } from '../../sources/simulator/universe/universe.js';

/** The newest quarter whose 13Fs are due on `today` (its last day at least 45 days ago). */
export function latestDueQuarter(today: string): string {
  return shiftQuarter(quarterOfDate(addDays(today, 1 - THIRTEEN_F_DUE_DAYS)), -1);
}

interface Listing {
  symbol: string;
  name: string;
  exchange: string;
  assetType: string;
  sector: string;
  industryKey: string;
  marketCap: number;
  price: number;
  sharesOutstanding: number | null;
}

/** The filings that make up one filer's quarter: the base (latest restatement, else the original) and the additions. */
export function effectiveFilings<T extends Pick<ImportedFiling, 'amendment' | 'filed' | 'imported_at'>>(
  filings: readonly T[],
): T[] {
  const order = (f: T) => `${f.filed ?? ''}|${new Date(f.imported_at).toISOString()}`;
  const sorted = [...filings].sort((a, b) => order(a).localeCompare(order(b)));
  const bases = sorted.filter((f) => f.amendment === null || f.amendment === 'restatement');
  const base = bases.at(-1);
  const since = base ? order(base) : '';
  const additions = sorted.filter((f) => f.amendment === 'new holdings' && order(f) >= since);
  return base ? [base, ...additions] : additions;
}

export function createInstitutionalService(db: Kysely<Database>, source: ThirteenFSource, now: () => Date) {
  const reads = readCacheFor(db);
  const repository = createInstitutionalRepository(db);
  // The universe's own figures (sector, industry, reference price, shares outstanding), not its table.
  const listings = (): Listing[] =>
    universe()
      .filter((entry) => entry.assetType !== 'index')
      .map((entry) => ({
        symbol: entry.symbol,
        name: entry.name,
        exchange: entry.exchange,
        assetType: entry.assetType,
        sector: entry.sector,
        industryKey: entry.industryKey,
        marketCap: entry.marketCap ?? 0,
        price: entry.referencePrice,
        sharesOutstanding: entry.sharesOutstanding,
      }));

  const imported = async (bySymbol: ReadonlyMap<string, Listing>): Promise<FilerQuarter[]> => {
    const filings = await repository.filings();
    if (filings.length === 0) return [];
    const holdings = await repository.holdings();
    const byFiling = new Map<string, BookHolding[]>();
    for (const row of holdings) {
      const list = byFiling.get(row.filing_id) ?? [];
      list.push({
        ticker: row.ticker,
        issuer: row.issuer,
        titleOfClass: row.title_of_class,
        cusip: row.cusip,
        sector: row.ticker ? (bySymbol.get(row.ticker)?.sector ?? null) : null,
        putCall: row.put_call === 'Put' || row.put_call === 'Call' ? row.put_call : null,
        shares: Number(row.shares),
        value: Number(row.value),
      });
      byFiling.set(row.filing_id, list);
    }
    const groups = new Map<string, ImportedFiling[]>();
    for (const filing of filings) {
      const key = `${filing.cik}|${filing.quarter}`;
      groups.set(key, [...(groups.get(key) ?? []), filing]);
    }
    return [...groups.values()].map((group) => {
      const parts = effectiveFilings(group);
      const latest = parts.at(-1) as ImportedFiling;
      return {
        cik: latest.cik,
        name: latest.filer,
        style: null,
        quarter: latest.quarter,
        source: latest.source,
        filingUrl: latest.filing_url,
        filed: latest.filed,
        holdings: mergeHoldings(parts.flatMap((part) => byFiling.get(part.id) ?? [])),
      };
    });
  };

  const load = async () => {
    const last = latestDueQuarter(marketLocalTime(now()).date);
    return reads.read(['institutional_filings', 'institutional_holdings'], `institutional book ${last}`, async () => {
      const list = listings();
      const bySymbol = new Map(list.map((listing) => [listing.symbol, listing]));
      const stocks = list.filter((listing) => listing.assetType === 'stock' && listing.marketCap > 0);
      const simulated = source.filers(stocks, last, INSTITUTIONAL_QUARTERS);
      const real = await imported(bySymbol);
      const realCiks = new Set(real.map((entry) => entry.cik));
      // The simulated CIKs are fictional; an import under one of them replaces that filer.
      const book = createBook([...simulated.filter((entry) => !realCiks.has(entry.cik)), ...real]);
      return { book, last, bySymbol, stocks };
    });
  };

  /** The quarter asked, else the newest due (or a newer imported one). */
  const pickQuarter = (book: Book, last: string, asked: string | undefined) =>
    asked ?? ([last, ...book.quarters].sort().at(-1) as string);

  const filerOrThrow = (book: Book, cik: string) => {
    const byQuarter = book.filers.get(cik);
    if (!byQuarter) throw new NotFoundError(`No 13F filer with CIK ${cik} is on file.`);
    return byQuarter;
  };

  const filerView = (book: Book, cik: string, asked: string | undefined) => {
    const byQuarter = filerOrThrow(book, cik);
    const quarters = [...byQuarter.keys()].sort().reverse();
    const quarter = asked ?? (quarters[0] as string);
    const { current, previous } = filerQuarters(book, cik, quarter);
    // A quarter the filer did not file: an empty quarter, still named and dated.
    const base = byQuarter.get(quarters[0] as string) as FilerQuarter;
    const shown: FilerQuarter = current ?? { ...base, quarter, holdings: [], filed: null, filingUrl: null };
    const positions = current ? comparePositions(current, previous) : [];
    return { quarters, quarter, current, shown, previous, positions, byQuarter };
  };

  return {
    async positions(query: InstitutionalPositionsQuery): Promise<InstitutionalPositionsResponse> {
      const { book } = await load();
      const view = filerView(book, query.cik, query.quarter);
      const wanted = query.change && query.change !== 'all' ? query.change.replace('-', ' ') : null;
      const matching = wanted ? view.positions.filter((position) => position.change === wanted) : view.positions;
      const pageSize = query.pageSize ?? POSITIONS_PAGE_SIZE;
      const page = query.page ?? 1;
      return {
        filer: filerSummary(view.shown, view.previous, view.positions),
        quarter: view.quarter,
        previousQuarter: shiftQuarter(view.quarter, -1),
        quarters: view.quarters,
        simulated: view.shown.source === SIMULATED_SOURCE,
        positions: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      };
    },

    async summary(query: InstitutionalSummaryQuery): Promise<InstitutionalSummary> {
      const { book } = await load();
      const view = filerView(book, query.cik, query.quarter);
      const traded = view.positions
        .map((position) => ({ position, traded: tradedValue(position) }))
        .filter(({ traded }) => traded !== 0);
      return {
        filer: filerSummary(view.shown, view.previous, view.positions),
        quarter: view.quarter,
        previousQuarter: shiftQuarter(view.quarter, -1),
        quarters: view.quarters,
        simulated: view.shown.source === SIMULATED_SOURCE,
        history: [...view.quarters]
          .reverse()
          .filter((q) => q <= view.quarter)
          .map((q) => {
            const entry = view.byQuarter.get(q) as FilerQuarter;
            return { quarter: q, value: portfolioValue(entry), positions: entry.holdings.length };
          }),
        sectors: sectorWeights(view.current?.holdings ?? []),
        topBuys: traded
          .filter(({ traded }) => traded > 0)
          .sort((a, b) => b.traded - a.traded)
          .slice(0, FILER_TOP_MOVES)
          .map(({ position }) => position),
        topSells: traded
          .filter(({ traded }) => traded < 0)
          .sort((a, b) => a.traded - b.traded)
          .slice(0, FILER_TOP_MOVES)
          .map(({ position }) => position),
      };
    },

    async summaries(query: InstitutionalSummariesQuery): Promise<InstitutionalSummaries> {
      const { book, last } = await load();
      const quarter = pickQuarter(book, last, query.quarter);
      const search = query.search?.toLowerCase();
      const filers = [...book.filers.keys()]
        .map((cik) => filerQuarters(book, cik, quarter))
        .flatMap(({ current, previous }) => (current ? [filerSummary(current, previous)] : []))
        .filter((filer) => !search || filer.name.toLowerCase().includes(search) || filer.cik === search)
        .sort((a, b) => b.value - a.value);
      return {
        quarter,
        previousQuarter: shiftQuarter(quarter, -1),
        quarters: book.quarters,
        simulated: filers.some((filer) => filer.source === SIMULATED_SOURCE),
        filers,
      };
    },

    async stockHolders(query: InstitutionalStockHoldersQuery): Promise<InstitutionalStockHolders> {
      const { book, last, bySymbol } = await load();
      const quarter = pickQuarter(book, last, query.quarter);
      const listing = bySymbol.get(query.ticker);
      const answer = stockHolders(book, query.ticker, quarter, listing?.sharesOutstanding ?? null);
      return {
        ticker: query.ticker,
        company: listing?.name ?? null,
        sector: listing?.sector ?? null,
        quarter,
        previousQuarter: shiftQuarter(quarter, -1),
        quarters: book.quarters,
        simulated: answer.holders.some((holder) => holder.source === SIMULATED_SOURCE),
        ...answer,
      };
    },

    async segmentation(query: InstitutionalSegmentationQuery): Promise<InstitutionalSegmentation> {
      const { book, last } = await load();
      const quarter = pickQuarter(book, last, query.quarter);
      const activity = marketActivity(book, quarter);
      const simulated = [...book.filers.values()].some((q) => q.get(quarter)?.source === SIMULATED_SOURCE);
      return {
        quarter,
        previousQuarter: shiftQuarter(quarter, -1),
        quarters: book.quarters,
        simulated,
        ...activity,
      };
    },

    async etfExposure(query: EtfStockExposureQuery): Promise<EtfStockExposure> {
      const { bySymbol, stocks } = await load();
      const basketStocks: BasketStock[] = stocks.map((s) => ({
        symbol: s.symbol,
        name: s.name,
        exchange: s.exchange,
        sector: s.sector,
        industryKey: s.industryKey,
        marketCap: s.marketCap,
        price: s.price,
      }));
      const etfs = BASKET_ETFS.flatMap((symbol) => {
        const listing = bySymbol.get(symbol);
        return listing ? [{ symbol, name: listing.name }] : [];
      });
      const basketOf = (symbol: string) => {
        const listing = bySymbol.get(symbol);
        return listing ? etfBasket({ symbol, name: listing.name, assets: listing.marketCap }, basketStocks) : null;
      };
      if (query.etf !== undefined) {
        const listing = bySymbol.get(query.etf);
        if (!listing || listing.assetType !== 'etf')
          throw new NotFoundError(`${query.etf} is not an ETF of the universe.`);
      }
      if (query.ticker !== undefined && !bySymbol.has(query.ticker))
        throw new NotFoundError(`${query.ticker} is not a listed symbol of the universe.`);
      const basket = query.etf ? basketOf(query.etf) : null;
      const etfListing = query.etf ? bySymbol.get(query.etf) : undefined;
      const tickerListing = query.ticker ? bySymbol.get(query.ticker) : undefined;
      const etfsHolding = query.ticker
        ? etfs
            .flatMap(({ symbol, name }) => {
              const found = basketOf(symbol)?.constituents.find((c) => c.ticker === query.ticker);
              return found
                ? [{ etf: symbol, etfName: name, weight: found.weight, shares: found.shares, value: found.value }]
                : [];
            })
            .sort((a, b) => b.weight - a.weight || b.value - a.value)
        : [];
      return {
        etf: query.etf ?? null,
        etfName: etfListing?.name ?? null,
        method: basket?.method ?? null,
        assets: etfListing ? etfListing.marketCap : null,
        ticker: query.ticker ?? null,
        company: tickerListing?.name ?? null,
        exposure: basket && query.ticker ? (basket.constituents.find((c) => c.ticker === query.ticker) ?? null) : null,
        holdings: basket ? basket.constituents.slice(0, ETF_TOP_HOLDINGS) : [],
        constituents: basket?.constituents.length ?? 0,
        etfsHolding,
        etfs,
        simulated: true,
      };
    },
  };
}
