/**
 * Fundamentals and Ratio Analysis: a company's statements come from its imported SEC company facts when there
 * are any, else from the simulated filings (labelled "Simulated data"); the ratios are computed from them.
 */
import type {
  Figure,
  ForwardEps,
  Fundamentals,
  RatioAnalysis,
  StatementPeriod,
  StatementTable,
} from '@flowdeck/api-types';
import { COMPANY_FACTS_SOURCE } from '@flowdeck/endpoints/fundamentals';
import { marketLocalTime } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { BETA_BENCHMARK, BETA_RETURNS, betaOf, costOfCapital } from './cost-of-capital.js';
import { definitionsOf, marketCap, median, RATIOS, type RatioInputs } from './ratios.js';
import { createFundamentalsRepository, type CompanyRow } from './repository.js';
import type { FundamentalsSource } from './source.js';
import { buildStatements, type Statements } from './statements.js';

export const SIMULATED_SOURCE = 'Simulated data';

/** Names, sectors and closes change once a day: kept for a minute. */
const COMPANIES_TTL_MS = 60_000;
/** Sector medians read every company of the sector: kept for ten minutes. */
const MEDIANS_TTL_MS = 600_000;
/** A sector median needs this many companies with the ratio. */
const MIN_PEERS = 3;

export function edgarCompanyUrl(cik: string): string {
  return `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${cik}&type=10-K&dateb=&owner=include&count=40`;
}

interface Loaded {
  company: CompanyRow;
  statements: Statements;
  simulated: boolean;
  cik: string | null;
  entityName: string | null;
}

function valueOf(table: StatementTable, id: string, index: number): number | null {
  return table.lines.find((line) => line.id === id)?.values[index]?.value ?? null;
}

/** Simulated figures have no filing to point at. */
function withoutFilings(table: StatementTable): StatementTable {
  const strip = (figure: Figure | null): Figure | null =>
    figure && { ...figure, accn: null, filed: null, tag: null, history: [] };
  return { ...table, lines: table.lines.map((line) => ({ ...line, values: line.values.map(strip) })) };
}

export interface FundamentalsServiceOptions {
  /** The next four quarters' consensus EPS (the Earnings calendar's), for the forward P/E; none: no forward P/E. */
  forwardEps?: (symbol: string) => Promise<ForwardEps | null>;
}

export function createFundamentalsService(
  db: Kysely<Database>,
  source: FundamentalsSource,
  now: () => Date,
  options: FundamentalsServiceOptions = {},
) {
  const repo = createFundamentalsRepository(db);
  const cache = readCacheFor(db);
  let companies: { at: number; bySymbol: Map<string, CompanyRow> } | null = null;
  const simulatedCache = new Map<string, { today: string; statements: Statements }>();
  const medians = new Map<string, { at: number; values: Map<string, number | null> }>();

  async function companyMap(): Promise<Map<string, CompanyRow>> {
    const at = now().getTime();
    if (!companies || at - companies.at > COMPANIES_TTL_MS || at < companies.at)
      companies = { at, bySymbol: new Map((await repo.companies()).map((c) => [c.symbol, c])) };
    return companies.bySymbol;
  }

  function simulatedStatements(company: CompanyRow): Statements | null {
    if (company.assetType !== 'stock' || !source.covers(company.sector)) return null;
    if (company.marketCap === null || company.sharesOutstanding === null) return null;
    const today = marketLocalTime(now()).date;
    const cached = simulatedCache.get(company.symbol);
    if (cached?.today === today) return cached.statements;
    const statements = buildStatements(
      source.facts(
        {
          symbol: company.symbol,
          sector: company.sector,
          marketCap: company.marketCap,
          sharesOutstanding: company.sharesOutstanding,
        },
        today,
      ),
    );
    simulatedCache.set(company.symbol, { today, statements });
    return statements;
  }

  /** One company: from the sector-wide list when it is loaded, else by itself (a page view reads one). */
  async function companyOf(symbol: string): Promise<CompanyRow | undefined> {
    const at = now().getTime();
    if (companies && at - companies.at <= COMPANIES_TTL_MS && at >= companies.at) return companies.bySymbol.get(symbol);
    return (await repo.companies(symbol))[0];
  }

  /** An imported company's statements, built once per import of company facts (the read cache). */
  function importedStatements(symbol: string) {
    return cache.read(['company_facts'], `fundamentals:${symbol}`, async () => {
      const imported = await repo.imported(symbol);
      return (
        imported && { cik: imported.cik, entityName: imported.entityName, statements: buildStatements(imported.facts) }
      );
    });
  }

  async function load(symbol: string, known?: CompanyRow): Promise<Loaded | null> {
    const company = known ?? (await companyOf(symbol));
    const imported = await importedStatements(symbol);
    if (imported) {
      const fallback: CompanyRow = company ?? {
        symbol,
        name: imported.entityName,
        sector: '',
        assetType: 'stock',
        marketCap: null,
        sharesOutstanding: null,
        floatShares: null,
        close: null,
      };
      return {
        company: fallback,
        statements: imported.statements,
        simulated: false,
        cik: imported.cik,
        entityName: imported.entityName,
      };
    }
    if (!company) return null;
    const statements = simulatedStatements(company);
    return statements ? { company, statements, simulated: true, cik: null, entityName: null } : null;
  }

  function ratioInputs(
    loaded: Loaded,
    periodIndex: number | 'ttm',
    price: number | null,
    forwardEps: number | null = null,
  ): RatioInputs {
    const { statements, company } = loaded;
    const table = periodIndex === 'ttm' ? statements.ttm : statements.annual;
    const i = periodIndex === 'ttm' ? 0 : periodIndex;
    const v = (id: string) => valueOf(table, id, i);
    let previous: RatioInputs['previous'] = null;
    if (periodIndex !== 'ttm' && i > 0) {
      const [now, before] = [statements.annual.periods[i], statements.annual.periods[i - 1]];
      if (now && before && Math.abs(Date.parse(now.end) - Date.parse(before.end) - 365 * 86_400_000) < 20 * 86_400_000)
        previous = {
          revenue: valueOf(table, 'revenue', i - 1),
          epsDiluted: valueOf(table, 'epsDiluted', i - 1),
          freeCashFlow: valueOf(table, 'freeCashFlow', i - 1),
        };
    } else if (periodIndex === 'ttm') {
      // The twelve months a year before the TTM: quarters 5 to 8 back.
      const q = statements.quarterly;
      const n = q.periods.length;
      const sum = (id: string) => {
        if (n < 8) return null;
        const values = [n - 8, n - 7, n - 6, n - 5].map((k) => valueOf(q, id, k));
        return values.some((x) => x === null) ? null : (values as number[]).reduce((a, b) => a + b, 0);
      };
      previous = { revenue: sum('revenue'), epsDiluted: sum('epsDiluted'), freeCashFlow: sum('freeCashFlow') };
    }
    const shares =
      periodIndex === 'ttm'
        ? (statements.sharesOutstanding?.value ?? company.sharesOutstanding ?? v('dilutedShares'))
        : (v('dilutedShares') ?? statements.sharesOutstanding?.value ?? null);
    return {
      price,
      shares,
      revenue: v('revenue'),
      costOfRevenue: v('costOfRevenue'),
      grossProfit:
        v('grossProfit') ??
        (v('revenue') !== null && v('costOfRevenue') !== null ? v('revenue')! - v('costOfRevenue')! : null),
      operatingIncome: v('operatingIncome'),
      netIncome: v('netIncome'),
      epsDiluted: v('epsDiluted'),
      interestExpense: v('interestExpense'),
      incomeTax: v('incomeTax'),
      depreciation: v('depreciation'),
      totalAssets: v('totalAssets'),
      currentAssets: v('currentAssets'),
      currentLiabilities: v('currentLiabilities'),
      inventory: v('inventory'),
      receivables: v('receivables'),
      cash: v('cash'),
      longTermDebt: v('longTermDebt'),
      equity: v('equity'),
      freeCashFlow: v('freeCashFlow'),
      dividendsPaid: v('dividendsPaid'),
      forwardEps,
      previous,
    };
  }

  /** The latest (TTM) value of every ratio for the sector's companies, median by ratio. */
  async function sectorMedians(sector: string): Promise<Map<string, number | null>> {
    const at = now().getTime();
    const cached = medians.get(sector);
    if (cached && at - cached.at <= MEDIANS_TTL_MS && at >= cached.at) return cached.values;
    const peers = [...(await companyMap()).values()].filter((c) => c.sector === sector && c.assetType === 'stock');
    const latest: RatioInputs[] = [];
    for (const peer of peers) {
      const loaded = await load(peer.symbol, peer);
      if (loaded && loaded.statements.ttm.periods.length > 0)
        latest.push(ratioInputs(loaded, 'ttm', peer.close, (await forwardOf(peer.symbol))?.eps ?? null));
    }
    const values = new Map<string, number | null>();
    for (const ratio of RATIOS) {
      const known = latest.map(ratio.compute).filter((v): v is number => v !== null);
      values.set(ratio.id, known.length >= MIN_PEERS ? median(known) : null);
    }
    medians.set(sector, { at, values });
    return values;
  }

  const forwardOf = (symbol: string) => options.forwardEps?.(symbol) ?? Promise.resolve(null);

  const answers = {
    async fundamentals(symbol: string): Promise<Fundamentals> {
      const company = await companyOf(symbol);
      const loaded = await load(symbol, company);
      if (!loaded && !company) throw new NotFoundError(`${symbol} is not a listed symbol.`);
      const empty: StatementTable = { periods: [], lines: [] };
      const base = {
        symbol,
        company: company?.name ?? loaded?.entityName ?? null,
        sector: company?.sector || null,
        floatShares: company?.floatShares ?? null,
      };
      if (!loaded)
        return {
          ...base,
          currency: 'USD',
          source: '',
          sourceUrl: null,
          simulated: false,
          cik: null,
          annual: empty,
          quarterly: empty,
          ttm: empty,
          sharesOutstanding: null,
        };
      const { statements } = loaded;
      const tables = loaded.simulated
        ? {
            annual: withoutFilings(statements.annual),
            quarterly: withoutFilings(statements.quarterly),
            ttm: withoutFilings(statements.ttm),
          }
        : { annual: statements.annual, quarterly: statements.quarterly, ttm: statements.ttm };
      return {
        ...base,
        currency: statements.currency,
        source: loaded.simulated ? SIMULATED_SOURCE : COMPANY_FACTS_SOURCE,
        sourceUrl: loaded.cik ? edgarCompanyUrl(loaded.cik) : null,
        simulated: loaded.simulated,
        cik: loaded.cik,
        ...tables,
        sharesOutstanding: statements.sharesOutstanding,
      };
    },

    async ratios(symbol: string): Promise<RatioAnalysis> {
      const company = await companyOf(symbol);
      const loaded = await load(symbol, company);
      if (!loaded && !company) throw new NotFoundError(`${symbol} is not a listed symbol.`);
      const base = {
        symbol,
        company: company?.name ?? loaded?.entityName ?? null,
        sector: company?.sector || null,
        definitions: definitionsOf(RATIOS),
      };
      if (!loaded)
        return {
          ...base,
          source: '',
          simulated: false,
          price: null,
          periods: [],
          ratios: [],
          costOfCapital: null,
          forwardEps: null,
        };
      const { annual, ttm } = loaded.statements;
      const closes = await repo.closesOnOrBefore(
        symbol,
        annual.periods.map((p) => p.end),
      );
      const price = company?.close ?? null;
      const periods: StatementPeriod[] = [...annual.periods, ...ttm.periods];
      const forwardEps = ttm.periods.length > 0 ? await forwardOf(symbol) : null;
      const inputs = [
        ...annual.periods.map((p, i) => ratioInputs(loaded, i, closes.get(p.end) ?? null)),
        ...(ttm.periods.length > 0 ? [ratioInputs(loaded, 'ttm', price, forwardEps?.eps ?? null)] : []),
      ];
      const sector = company?.sector && company.assetType === 'stock' ? await sectorMedians(company.sector) : null;
      const round = (v: number | null) => (v === null ? null : Math.round(v * 1e6) / 1e6);
      const latest = ttm.periods.length > 0 ? inputs.at(-1) : undefined;
      const equityValue = latest ? marketCap(latest) : null;
      return {
        ...base,
        source: loaded.simulated ? SIMULATED_SOURCE : COMPANY_FACTS_SOURCE,
        simulated: loaded.simulated,
        price,
        periods,
        ratios: RATIOS.map((ratio) => ({
          id: ratio.id,
          values: inputs.map((i) => round(ratio.compute(i))),
          sectorMedian: round(sector?.get(ratio.id) ?? null),
        })),
        costOfCapital:
          latest && equityValue !== null && equityValue > 0
            ? costOfCapital({
                ...latest,
                equityValue,
                // One more close than returns: the first return starts from it.
                beta: betaOf(
                  await repo.recentCloses(symbol, BETA_RETURNS + 1),
                  await repo.recentCloses(BETA_BENCHMARK, BETA_RETURNS + 1),
                ),
              })
            : null,
        forwardEps,
      };
    },
  };

  return {
    ...answers,
    /**
     * The latest twelve months' ratio inputs of every company with statements (price left out: the
     * Screener puts in the live one), and whether they are simulated; built once per market day and
     * company-facts import.
     */
    latestInputs(): Promise<Map<string, { inputs: RatioInputs; simulated: boolean }>> {
      const today = marketLocalTime(now()).date;
      // The forward EPS is the day's first: a report released later today moves it from tomorrow.
      return cache.read(['company_facts', 'symbols', 'earnings_reports'], `fundamentals-latest:${today}`, async () => {
        const out = new Map<string, { inputs: RatioInputs; simulated: boolean }>();
        for (const company of (await companyMap()).values()) {
          if (company.assetType !== 'stock') continue;
          const loaded = await load(company.symbol, company);
          if (!loaded || loaded.statements.ttm.periods.length === 0) continue;
          const forwardEps = (await forwardOf(company.symbol))?.eps ?? null;
          out.set(company.symbol, {
            inputs: ratioInputs(loaded, 'ttm', null, forwardEps),
            simulated: loaded.simulated,
          });
        }
        return out;
      });
    },
    /**
     * `fundamentals/{x}` already serialised, from the read cache while the company facts and the universe
     * are unchanged (simulated statements: that market day). A large filer's statements with their
     * restatement history weigh ~100 kB, so the JSON is made once rather than per request.
     */
    fundamentalsJson(symbol: string): Promise<Buffer> {
      const today = marketLocalTime(now()).date;
      // Kept as UTF-8 bytes: a string would be encoded again for every response it is sent in.
      return cache.read(['company_facts', 'symbols'], `fundamentals-json:${symbol}:${today}`, async () =>
        Buffer.from(JSON.stringify(await answers.fundamentals(symbol))),
      );
    },
  };
}
