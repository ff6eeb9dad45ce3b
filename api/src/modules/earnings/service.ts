/**
 * The Earnings calendar: simulated reports for the window (see ./schedule.ts) with imported reports replacing
 * the simulated report of the same company and quarter. Each report carries its EPS and revenue estimate and
 * actual (the actuals are the company's statements, as the Fundamentals page shows them), the options-implied
 * move priced from the simulated option surface, and the stock's moves on its previous reports.
 */
import type {
  EarningsCalendar,
  EarningsReport,
  EarningsTime,
  ForwardEps,
  ImpliedMove,
  PastMove,
} from '@flowdeck/api-types';
import { MARKET_CAP_BUCKETS, PAST_MOVES_SHOWN, type MarketCapBucket } from '@flowdeck/endpoints/earnings';
import {
  addDays,
  diffDays,
  marketLocalTime,
  previousTradingDay,
  sessionsBetween,
  type IsoDate,
} from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { instrumentModel, universe } from '../../sources/simulator/universe/universe.js';
import { createFundamentalsRepository, type CompanyRow } from '../fundamentals/repository.js';
import { fiscalYearEndMonth, moveWindow, reactionDayOf } from '../../sources/simulator/market/earnings-days.js';
import type { FundamentalsSource } from '../fundamentals/source.js';
import { buildStatements, type Fact, type Statements } from '../fundamentals/statements.js';
import { buildInstruments, type SimInstrument } from '../../sources/simulator/market/instruments.js';
import {
  atmVolatility,
  impliedVolatility,
  listExpiries,
  listStrikes,
  regimeOf,
  RISK_FREE_RATE,
  VOLATILITY_INDEX,
} from '../../sources/simulator/market/option-chain.js';
import { simulateBars } from '../../sources/simulator/market/price-model.js';
import { atTheMoneyStrike, firstExpiryOnOrAfter, straddleMove } from './implied-move.js';
import { createEarningsRepository, type EarningsReportRow } from './repository.js';
import { scheduledReports, type ScheduledReport } from './schedule.js';
import { surprise } from './surprise.js';

export const SIMULATED_SOURCE = 'Simulated data';

/** Minutes (New York) after which a report of today is out. */
const BEFORE_OPEN_OUT = 8 * 60;
const AFTER_CLOSE_OUT = 16 * 60 + 5;
/** Quarter ends this long before a window can still report inside it. */
const LONGEST_LAG_DAYS = 75;
/** An imported report replaces the simulated one of the same quarter: matched within this many days. */
const SAME_REPORT_DAYS = 45;
/**
 * The simulated filings are read this far ahead of today: the quarters still to report carry the figures the
 * company will report, from which their consensus estimates are drawn — enough for the next four quarters
 * (the forward P/E) whatever the fiscal calendar: a fourth quarter's 10-K comes 55 days after a year's end.
 */
const AHEAD_DAYS = 480;

type QuarterResults = Map<IsoDate, { revenue: number | null; eps: number | null }>;

const DAY = 86_400_000;
const spanDays = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / DAY;

/**
 * Quarterly revenue and diluted EPS from filed facts: the 10-Qs' quarters, and the fourth quarter as the
 * year less its first three (the 10-K reports only the year), as the Fundamentals statements derive it.
 */
export function quarterResults(facts: readonly Fact[]): QuarterResults {
  const results: QuarterResults = new Map();
  const pick = (tag: string, field: 'revenue' | 'eps') => {
    const chosen = facts.filter((f) => f.tag === tag && f.start !== null);
    const quarters = chosen.filter((f) => spanDays(f.start as string, f.end) < 100);
    for (const f of quarters)
      results.set(f.end, { ...(results.get(f.end) ?? { revenue: null, eps: null }), [field]: f.val });
    for (const year of chosen.filter((f) => spanDays(f.start as string, f.end) > 350)) {
      const inside = quarters.filter((q) => (q.start as string) >= (year.start as string) && q.end < year.end);
      if (inside.length !== 3) continue;
      const value = year.val - inside.reduce((sum, q) => sum + q.val, 0);
      results.set(year.end, {
        ...(results.get(year.end) ?? { revenue: null, eps: null }),
        [field]: field === 'eps' ? Math.round(value * 100) / 100 : value,
      });
    }
  };
  pick('us-gaap:Revenues', 'revenue');
  pick('us-gaap:EarningsPerShareDiluted', 'eps');
  return results;
}

/** The same from built statements (imported company facts, whose tags vary). */
function fromStatements(statements: Statements): QuarterResults {
  const table = statements.quarterly;
  const line = (id: string) => table.lines.find((l) => l.id === id)?.values ?? [];
  const revenue = line('revenue');
  const eps = line('epsDiluted');
  return new Map(
    table.periods.map((p, i) => [p.end, { revenue: revenue[i]?.value ?? null, eps: eps[i]?.value ?? null }]),
  );
}

/** The results of the quarter ending on (or within ten days of) `quarterEnd`. */
function resultAt(results: QuarterResults, quarterEnd: IsoDate) {
  const exact = results.get(quarterEnd);
  if (exact) return exact;
  for (const [end, value] of results) if (Math.abs(diffDays(end, quarterEnd)) <= 10) return value;
  return null;
}

export interface EarningsQueryInput {
  from: string;
  to: string;
  cap?: string | undefined;
  sector?: string | undefined;
  symbols?: string[] | undefined;
}

interface Report {
  scheduled: ScheduledReport | null;
  symbol: string;
  fiscalQuarter: string;
  quarterEnd: IsoDate | null;
  date: IsoDate;
  time: EarningsTime;
  epsEstimate: number | null;
  epsActual: number | null;
  revenueEstimate: number | null;
  revenueActual: number | null;
  source: string;
  id: string;
}

/** The forward P/E reads the next twelve months: four quarters. */
const FORWARD_QUARTERS = 4;
type MarketClock = { date: IsoDate; minutes: number };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The stock's move on a report, from the price model (the same returns the stored bars were made from). */
function reportMove(model: SimInstrument['model'], date: IsoDate, time: EarningsTime, seed: number): number {
  const { afterClose, through } = moveWindow(date, time);
  const sessions = sessionsBetween(afterClose, through);
  // Daily log returns do not depend on the price level: any starting close gives the same percentage.
  const base = 1000;
  const bars = simulateBars(model, sessions, base, seed);
  const last = bars[bars.length - 1];
  return last ? last.close / base - 1 : 0;
}

/** `records`: the companies' statements when none were imported (their quarters are what the reports say). */
export function createEarningsService(
  db: Kysely<Database>,
  seed: number,
  records: FundamentalsSource,
  now: () => Date,
) {
  const repo = createEarningsRepository(db);
  const fundamentals = createFundamentalsRepository(db);
  const reads = readCacheFor(db);
  let instruments: Map<string, SimInstrument> | null = null;
  const resultsCache = new Map<string, QuarterResults>();
  const movesCache = new Map<string, number>();

  function instrumentOf(symbol: string): SimInstrument | undefined {
    if (!instruments) {
      const inputs = universe().map((entry) => ({
        symbol: entry.symbol,
        name: entry.name,
        sector: entry.sector,
        assetType: entry.assetType,
        marketCap: entry.marketCap,
        referencePrice: entry.referencePrice,
        model: instrumentModel(entry),
      }));
      instruments = new Map(buildInstruments(inputs).map((i) => [i.symbol, i]));
    }
    return instruments.get(symbol);
  }

  const companies = () => reads.read(['symbols', 'daily_bars'], 'earnings companies', () => fundamentals.companies());

  const reports = (company: CompanyRow, fromEnd: IsoDate, toEnd: IsoDate): ScheduledReport[] => {
    const instrument = instrumentOf(company.symbol);
    if (!instrument || company.assetType !== 'stock' || !records.covers(company.sector)) return [];
    return scheduledReports(instrument.model, fiscalYearEndMonth(company.symbol, seed), fromEnd, toEnd, seed);
  };

  /** The company's quarterly revenue and diluted EPS: imported filings, else simulated ones (with the quarters ahead). */
  async function quarterFigures(company: CompanyRow, today: IsoDate, imported: boolean): Promise<QuarterResults> {
    const key = `${company.symbol}|${imported ? 'imported' : today}`;
    let results = resultsCache.get(key);
    if (results === undefined) {
      if (imported) {
        const facts = await fundamentals.imported(company.symbol);
        results = facts ? fromStatements(buildStatements(facts.facts)) : new Map();
      } else if (company.marketCap !== null && company.sharesOutstanding !== null) {
        results = quarterResults(
          records.facts(
            {
              symbol: company.symbol,
              sector: company.sector,
              marketCap: company.marketCap,
              sharesOutstanding: company.sharesOutstanding,
            },
            today,
            addDays(today, AHEAD_DAYS),
          ),
        );
      } else results = new Map();
      if (resultsCache.size > 5000) resultsCache.clear();
      resultsCache.set(key, results);
    }
    return results;
  }

  /** Estimate and actual of a simulated report: the company's figures, the consensus off by the drawn surprise. */
  async function simulatedFigures(company: CompanyRow, report: ScheduledReport, today: IsoDate, out: boolean) {
    const importedFacts = (
      await reads.read(['company_facts'], 'earnings imported symbols', () => fundamentals.importedSymbols())
    ).has(company.symbol);
    // A quarter not filed yet has the figures the filings to come will show (simulated companies only).
    const found = resultAt(await quarterFigures(company, today, importedFacts), report.quarterEnd);
    const eps = found?.eps ?? null;
    const revenue = found?.revenue ?? null;
    const estimateOf = (actual: number | null, surpriseFraction: number, digits: number) =>
      actual === null ? null : round(actual - (surpriseFraction * Math.abs(actual)) / (1 + surpriseFraction), digits);
    return {
      epsEstimate: estimateOf(eps, report.epsSurprise, 2),
      epsActual: out && eps !== null ? round(eps, 2) : null,
      revenueEstimate: estimateOf(revenue, report.revenueSurprise, -5),
      revenueActual: out && revenue !== null ? revenue : null,
    };
  }

  function isOut(date: IsoDate, time: EarningsTime, today: IsoDate, minutes: number): boolean {
    if (date < today) return true;
    if (date > today) return false;
    if (time === 'before-open') return minutes >= BEFORE_OPEN_OUT;
    if (time === 'after-close') return minutes >= AFTER_CLOSE_OUT;
    return false;
  }

  function impliedMoveOf(
    symbol: string,
    date: IsoDate,
    time: EarningsTime,
    latestSession: IsoDate,
    closes: Map<string, Map<string, number>>,
  ): ImpliedMove | null {
    const instrument = instrumentOf(symbol);
    if (!instrument?.options) return null;
    const reactionDay = reactionDayOf(date, time);
    // Priced at the last close before the market trades the report (or the latest close while it is ahead).
    const asOf = reactionDay > latestSession ? latestSession : previousTradingDay(reactionDay);
    const spot = closes.get(symbol)?.get(asOf);
    if (spot === undefined) return null;
    const vix = closes.get(VOLATILITY_INDEX)?.get(asOf);
    const regime = regimeOf(vix);
    // An unknown time could be either side of the session: the expiry must hold the day after as well.
    const expiry = firstExpiryOnOrAfter(
      listExpiries(instrument, asOf).map((e) => e.date),
      time === 'unknown' ? reactionDayOf(reactionDay, 'before-open') : reactionDay,
    );
    if (!expiry) return null;
    const dte = diffDays(asOf, expiry);
    const strike = atTheMoneyStrike(listStrikes(instrument, spot, dte), spot);
    if (strike === null) return null;
    const years = dte / 365;
    const atm = atmVolatility(
      instrument,
      { regime, earnings: { date: reactionDay, expectedMove: instrument.model.jumpVol } },
      asOf,
      expiry,
      years,
    );
    const iv = impliedVolatility(instrument, atm, spot, strike, years);
    const { straddle, move } = straddleMove({
      spot,
      strike,
      years,
      callVolatility: iv,
      putVolatility: iv,
      rate: RISK_FREE_RATE,
    });
    return { asOf, spot, expiry, strike, straddle: round(straddle, 2), move: round(move, 4) };
  }

  function pastMovesOf(company: CompanyRow, before: IsoDate, latestSession: IsoDate): PastMove[] {
    const instrument = instrumentOf(company.symbol);
    if (!instrument) return [];
    const earlier = reports(company, addDays(before, -(PAST_MOVES_SHOWN + 2) * 92 - LONGEST_LAG_DAYS), before)
      .filter((r) => r.date < before && r.reactionDay <= latestSession)
      .slice(-PAST_MOVES_SHOWN)
      .reverse();
    return earlier.map((r) => {
      const key = `${r.symbol}|${r.date}|${r.time}`;
      let move = movesCache.get(key);
      if (move === undefined) {
        move = round(reportMove(instrument.model, r.date, r.time, seed), 4);
        if (movesCache.size > 100_000) movesCache.clear();
        movesCache.set(key, move);
      }
      return { date: r.date, fiscalQuarter: r.fiscalQuarter, move };
    });
  }

  return {
    /**
     * The consensus diluted EPS of the next four fiscal quarters the company has still to report, as the
     * calendar shows them (an imported report replaces the simulated one); null unless all four are known.
     */
    async forwardEps(symbol: string): Promise<ForwardEps | null> {
      const clock = marketLocalTime(now());
      const query = { from: clock.date, to: addDays(clock.date, AHEAD_DAYS) };
      const { chosen } = await reportsIn(symbol, query, clock);
      const next = chosen.filter((r) => !isOut(r.date, r.time, clock.date, clock.minutes)).slice(0, FORWARD_QUARTERS);
      if (next.length < FORWARD_QUARTERS || next.some((r) => r.epsEstimate === null)) return null;
      const quarters = next.map((r) => ({
        fiscalQuarter: r.fiscalQuarter,
        date: r.date,
        epsEstimate: r.epsEstimate as number,
        source: r.source,
      }));
      return {
        eps: round(
          quarters.reduce((sum, q) => sum + q.epsEstimate, 0),
          2,
        ),
        quarters,
      };
    },
    /** One answer per query and phase of the day, made again only when a table it reads changes. */
    calendar(x: string, query: EarningsQueryInput): Promise<EarningsCalendar> {
      const clock = marketLocalTime(now());
      const phase = clock.minutes >= AFTER_CLOSE_OUT ? 2 : clock.minutes >= BEFORE_OPEN_OUT ? 1 : 0;
      return reads.read(
        ['earnings_reports', 'daily_bars', 'symbols', 'company_facts'],
        `earnings answer ${x} ${JSON.stringify(query)} ${clock.date} ${phase}`,
        () => calendarAt(x, query, clock),
      );
    },
  };

  /** The reports dated inside the query's window: imported ones, and the simulated ones no import replaces. */
  async function reportsIn(symbol: string | null, query: EarningsQueryInput, clock: MarketClock) {
    const today = clock.date;
    const all = await companies();
    const bySymbol = new Map(all.map((c) => [c.symbol, c]));
    const bucket = query.cap ? MARKET_CAP_BUCKETS[query.cap as MarketCapBucket] : null;
    const watch = query.symbols ? new Set(query.symbols) : null;
    const wanted = (c: CompanyRow | undefined, s: string) => {
      if (symbol && s !== symbol) return false;
      if (watch && !watch.has(s)) return false;
      if (query.sector && c?.sector !== query.sector) return false;
      if (bucket && (c?.marketCap == null || c.marketCap < bucket.min || c.marketCap >= bucket.max)) return false;
      return true;
    };

    const importedRows = await reads.read(['earnings_reports'], `earnings ${query.from} ${query.to} ${symbol}`, () =>
      repo.imported(addDays(query.from, -SAME_REPORT_DAYS), addDays(query.to, SAME_REPORT_DAYS), symbol),
    );
    const imported: Report[] = importedRows.map((row: EarningsReportRow) => ({
      scheduled: null,
      symbol: row.symbol,
      fiscalQuarter: row.fiscal_quarter,
      quarterEnd: null,
      date: String(row.report_date).slice(0, 10),
      time: row.report_time as EarningsTime,
      epsEstimate: row.eps_estimate,
      epsActual: row.eps_actual,
      revenueEstimate: row.revenue_estimate,
      revenueActual: row.revenue_actual,
      source: row.source,
      id: row.id,
    }));

    const candidates = all.filter((c) => wanted(c, c.symbol));
    const simulated: Report[] = [];
    for (const company of candidates) {
      const realDates = imported.filter((r) => r.symbol === company.symbol).map((r) => r.date);
      for (const report of reports(company, addDays(query.from, -LONGEST_LAG_DAYS), query.to)) {
        if (report.date < query.from || report.date > query.to) continue;
        if (realDates.some((d) => Math.abs(diffDays(d, report.date)) <= SAME_REPORT_DAYS)) continue;
        const out = isOut(report.date, report.time, today, clock.minutes);
        simulated.push({
          scheduled: report,
          symbol: company.symbol,
          fiscalQuarter: report.fiscalQuarter,
          quarterEnd: report.quarterEnd,
          date: report.date,
          time: report.time,
          ...(await simulatedFigures(company, report, today, out)),
          source: SIMULATED_SOURCE,
          id: `sim:${company.symbol}:${report.fiscalQuarter.replace(' ', '-')}`,
        });
      }
    }
    const chosen = [
      ...imported.filter((r) => r.date >= query.from && r.date <= query.to && wanted(bySymbol.get(r.symbol), r.symbol)),
      ...simulated,
    ].sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (bySymbol.get(b.symbol)?.marketCap ?? 0) - (bySymbol.get(a.symbol)?.marketCap ?? 0) ||
        a.symbol.localeCompare(b.symbol),
    );
    return { all, bySymbol, chosen };
  }

  async function calendarAt(x: string, query: EarningsQueryInput, clock: MarketClock): Promise<EarningsCalendar> {
    const symbol = x === 'ALL' ? null : x;
    const today = clock.date;
    const { all, bySymbol, chosen } = await reportsIn(symbol, query, clock);
    const latestSession =
      (await reads.read(['daily_bars'], 'earnings latest session', () => repo.latestSession())) ?? today;
    const closes = await reads.read(
      ['daily_bars'],
      `earnings closes ${query.from} ${query.to} ${symbol} ${chosen.length}`,
      () =>
        repo.closes(
          [...new Set([...chosen.map((r) => r.symbol), VOLATILITY_INDEX])],
          addDays(query.from, -10),
          addDays(query.to, 5),
        ),
    );
    // The latest close prices the reports still ahead.
    for (const r of chosen) {
      const company = bySymbol.get(r.symbol);
      if (company?.close != null) {
        const map = closes.get(r.symbol) ?? new Map<string, number>();
        if (!map.has(latestSession)) map.set(latestSession, company.close);
        closes.set(r.symbol, map);
      }
    }

    const answer: EarningsReport[] = chosen.map((r) => {
      const company = bySymbol.get(r.symbol);
      const instrument = instrumentOf(r.symbol);
      const reactionDay = reactionDayOf(r.date, r.time);
      const reported = isOut(r.date, r.time, today, clock.minutes);
      const actualMove =
        instrument && reactionDay <= latestSession
          ? round(reportMove(instrument.model, r.date, r.time, seed), 4)
          : null;
      return {
        id: r.id,
        symbol: r.symbol,
        company: company?.name ?? null,
        sector: company?.sector || null,
        marketCap: company?.marketCap ?? null,
        date: r.date,
        time: r.time,
        fiscalQuarter: r.fiscalQuarter,
        reported,
        epsEstimate: r.epsEstimate,
        epsActual: reported ? r.epsActual : null,
        epsSurprise: reported ? round4(surprise(r.epsActual, r.epsEstimate)) : null,
        revenueEstimate: r.revenueEstimate,
        revenueActual: reported ? r.revenueActual : null,
        revenueSurprise: reported ? round4(surprise(r.revenueActual, r.revenueEstimate)) : null,
        impliedMove: impliedMoveOf(r.symbol, r.date, r.time, latestSession, closes),
        pastMoves: company ? pastMovesOf(company, r.date, latestSession) : [],
        actualMove: reported ? actualMove : null,
        source: r.source,
      };
    });
    const sectors = [...new Set(all.filter((c) => c.assetType === 'stock' && c.sector).map((c) => c.sector))].sort();
    return {
      from: query.from,
      to: query.to,
      today,
      reports: answer,
      simulated: answer.some((r) => r.source === SIMULATED_SOURCE),
      sectors,
    };
  }
}

function round4(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10000) / 10000;
}

export type EarningsService = ReturnType<typeof createEarningsService>;
