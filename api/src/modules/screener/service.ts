/**
 * The Screener: one row per listed stock and ETF with every catalogue figure, built once per market
 * minute from the session's quotes, the stored daily bars, today's options flow, the company facts'
 * ratios, analyst actions and insider trades; a screen is then the pure filter engine over those rows.
 * It reads the regular session (the one trading, else the last one), so it answers at any hour.
 */
import type { ScreenerFilter, ScreenerResponse, ScreenerRow, ScreenerSort, ScreenerValue } from '@flowdeck/api-types';
import { COMPANY_FACTS_SOURCE } from '@flowdeck/endpoints/fundamentals';
import {
  ANALYST_WINDOW_DAYS,
  ATR_PERIOD,
  AVERAGE_VOLUME_DAYS,
  BETA_SESSIONS,
  FUNDAMENTAL_RATIO_IDS,
  INDEX_CHOICES,
  INSIDER_WINDOW_DAYS,
  RSI_PERIOD,
  SCREENER_FIELDS,
  SMA_CROSS_SESSIONS,
} from '@flowdeck/endpoints/screener';
import {
  addDays,
  type IsoDate,
  MINUTE_MS,
  marketStatusAt,
  nextTradingDay,
  previousTradingDay,
  sessionsEndingAt,
  sessionTimes,
} from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { RATIOS, type RatioInputs } from '../fundamentals/ratios.js';
import { countryOf } from '../reference/country.js';
import { membershipsOf } from '../../sources/simulator/universe/index-membership.js';
import { universe } from '../../sources/simulator/universe/universe.js';
import type { MarketEngine } from '../market/engine.js';
import type { MarketRepository } from '../market/repository.js';
import { marketCapBucket, passes, runScreen } from './compute/filter-engine.js';
import { optionsFigures } from './compute/options-flow.js';
import { ivPercentile, ivRank } from './compute/implied-volatility.js';
import { createScreenerDataRepository, type ScreenedSymbol } from './repository.js';
import {
  atr,
  beta,
  type DailyHlc,
  percentFrom,
  rangeOf,
  returnsOf,
  rsi,
  sma,
  smaCross,
  volatility,
} from './compute/technicals.js';

/** Sessions of daily bars read: a year for the 52-week and SMA200 figures, plus a margin for YTD. */
const HISTORY_SESSIONS = 270;
const FIFTY_TWO_WEEKS = 252;
const EARNINGS_HORIZON_SESSIONS = 70;
const UNIVERSES_HELD = 2;
const MARKET_SYMBOL = 'SPY';
const SIMULATED_SOURCE = 'Simulated data';

export interface ScreenerServiceOptions {
  db: Kysely<Database>;
  engine: MarketEngine;
  repository: MarketRepository;
  fundamentals: { latestInputs(): Promise<Map<string, { inputs: RatioInputs; simulated: boolean }>> };
  analyst: { actionsBetween(after: number, until: number): Promise<{ ticker: string; action: string }[]> } | null;
  now: () => number;
}

type SymbolInfo = ScreenedSymbol;

interface History {
  symbols: SymbolInfo[];
  /** Daily bars before the session, oldest first. */
  bars: Map<string, (DailyHlc & { date: string; volume: number })[]>;
  sessions: number;
  insiders: Map<string, { buys: number; sells: number }>;
  /** Each optionable symbol's 30-day implied volatility over the past 52 weeks, oldest first, and the session's. */
  iv: Map<string, { past: number[]; today: number | null }>;
}

export interface Universe {
  session: IsoDate;
  live: boolean;
  rows: ScreenerRow[];
  choices: Record<string, string[]>;
  fundamentalsSource: string;
  historySessions: number;
}

const round = (value: number | null, places = 4): number | null =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** places) / 10 ** places;

export function createScreenerService(options: ScreenerServiceOptions) {
  const { engine, repository } = options;
  const data = createScreenerDataRepository(options.db);
  const source = engine.source.kind;
  const universes = new Map<string, Promise<Universe>>();
  const histories = new Map<string, Promise<History>>();
  const optionable = new Map(engine.source.instruments().map((i) => [i.symbol, i.hasOptions]));
  // Index membership follows the universe's rules (the ones the index funds are built from).
  const indexes = membershipsOf(
    INDEX_CHOICES,
    universe().filter((e) => e.assetType === 'stock'),
  );

  const marketTime = (): number => engine.marketTime ?? options.now();

  function historyOf(session: IsoDate): Promise<History> {
    const hit = histories.get(session);
    if (hit) return hit;
    const built = (async (): Promise<History> => {
      const symbols = await data.symbols();
      const from = sessionsEndingAt(previousTradingDay(session), HISTORY_SESSIONS)[0] ?? session;
      const bars = new Map<string, (DailyHlc & { date: string; volume: number })[]>();
      const dates = new Set<string>();
      for (const bar of await repository.dailyBarsSince(from)) {
        if (bar.date >= session) continue;
        dates.add(bar.date);
        const list = bars.get(bar.symbol) ?? [];
        list.push({ date: bar.date, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume });
        bars.set(bar.symbol, list);
      }
      const insiders = await data.insiderTradeCounts(addDays(session, -INSIDER_WINDOW_DAYS), session);
      // Known at the session's open, so read once a session: the sessions of the year before it that the
      // symbol traded, and the session itself.
      const iv = new Map<string, { past: number[]; today: number | null }>();
      for (const { symbol } of symbols) {
        if (!optionable.get(symbol)) continue;
        const traded = (bars.get(symbol) ?? []).slice(-FIFTY_TWO_WEEKS).map((bar) => bar.date);
        const series = engine.impliedVolatility30Of(symbol, [...traded, session]);
        const past = series.slice(0, -1).filter((value): value is number => value !== null);
        iv.set(symbol, { past, today: series.at(-1) ?? null });
      }
      return { symbols, bars, sessions: dates.size, insiders, iv };
    })();
    histories.set(session, built);
    built.catch(() => histories.delete(session));
    while (histories.size > UNIVERSES_HELD) histories.delete(histories.keys().next().value as string);
    return built;
  }

  function daysToEarnings(symbol: string, session: IsoDate): number | null {
    const next = engine.nextEarningsOf(symbol, previousTradingDay(session));
    if (next === null) return null;
    let day = session;
    for (let n = 0; n < EARNINGS_HORIZON_SESSIONS; n++) {
      if (day === next) return n;
      day = nextTradingDay(day);
    }
    return null;
  }

  async function build(session: IsoDate, at: number, live: boolean): Promise<Universe> {
    const times = sessionTimes(session);
    const quoteAt = Math.max(times.preOpen, Math.min(at, times.postClose - 1));
    const [history, quoteList, fundamentals, store, actions] = await Promise.all([
      historyOf(session),
      engine.source.quotes(quoteAt),
      options.fundamentals.latestInputs(),
      engine.sessionView(session, at),
      options.analyst
        ? options.analyst.actionsBetween(times.close - ANALYST_WINDOW_DAYS * 86_400_000, at)
        : Promise.resolve([]),
    ]);
    const quotes = new Map(quoteList.map((q) => [q.symbol, q]));
    const flow = optionsFigures(store.trades.of(null));
    const analyst = new Map<string, { up: number; down: number }>();
    for (const a of actions) {
      if (a.action !== 'upgrade' && a.action !== 'downgrade') continue;
      const entry = analyst.get(a.ticker) ?? { up: 0, down: 0 };
      if (a.action === 'upgrade') entry.up += 1;
      else entry.down += 1;
      analyst.set(a.ticker, entry);
    }
    const yearStart = `${session.slice(0, 4)}-01-01`;
    const marketBars = history.bars.get(MARKET_SYMBOL) ?? [];
    const marketQuote = quotes.get(MARKET_SYMBOL);
    const marketCloses = new Map(marketBars.map((b) => [b.date, b.close]));
    if (marketQuote) marketCloses.set(session, marketQuote.last);

    let simulatedFundamentals = false;
    let importedFundamentals = false;
    const rows: ScreenerRow[] = [];
    const choices = {
      exchange: new Set<string>(),
      sector: new Set<string>(),
      industry: new Set<string>(),
      country: new Set<string>(),
    };
    for (const info of history.symbols) {
      const quote = quotes.get(info.symbol);
      if (!quote || !(quote.prevClose > 0)) continue;
      const past = history.bars.get(info.symbol) ?? [];
      const last = quote.last;
      const today: DailyHlc | null =
        quote.open !== null ? { high: quote.high ?? last, low: quote.low ?? last, close: last } : null;
      const hlc: DailyHlc[] = today ? [...past, today] : [...past];
      const closes = [...past.map((b) => b.close), last];
      const closeAgo = (n: number) => (closes.length > n ? (closes[closes.length - 1 - n] as number) : null);
      const beforeYear = past.filter((b) => b.date < yearStart).at(-1)?.close ?? null;
      const volumes = past.slice(-AVERAGE_VOLUME_DAYS).map((b) => b.volume);
      const averageVolume = volumes.length > 0 ? volumes.reduce((a, b) => a + b, 0) / volumes.length : null;
      const year = rangeOf(past, FIFTY_TWO_WEEKS);
      const month = rangeOf(past, 20);
      const sma50 = sma(closes, 50);
      const sma200 = sma(closes, 200);
      const atr14 = atr(hlc, ATR_PERIOD);
      const marketCap =
        info.sharesOutstanding !== null && info.assetType === 'stock' ? last * info.sharesOutstanding : info.marketCap;
      // Paired daily returns with SPY, by date.
      const paired: { s: number; m: number }[] = [];
      const datedCloses = [...past.map((b) => ({ date: b.date, close: b.close })), { date: session, close: last }];
      for (const bar of datedCloses.slice(-(BETA_SESSIONS + 1))) {
        const m = marketCloses.get(bar.date);
        if (m !== undefined) paired.push({ s: bar.close, m });
      }
      const flowFigures = flow.get(info.symbol);
      const iv = history.iv.get(info.symbol);
      const iv30 = iv?.today ?? null;
      const facts = fundamentals.get(info.symbol);
      if (facts) {
        if (facts.simulated) simulatedFundamentals = true;
        else importedFundamentals = true;
      }
      const ratioInputs = facts ? { ...facts.inputs, price: last } : null;
      const values: Record<string, ScreenerValue> = {
        exchange: info.exchange,
        sector: info.sector,
        industry: info.industry,
        country: countryOf(info.headquarters),
        index: indexes.get(info.symbol) ?? null,
        assetType: info.assetType,
        marketCapBucket: marketCapBucket(marketCap),
        marketCap: round(marketCap, 0),
        price: round(last),
        averageVolume: round(averageVolume, 0),
        relativeVolume: averageVolume ? round(quote.volume / averageVolume, 3) : null,
        volume: quote.volume,
        sharesOutstanding: info.sharesOutstanding,
        floatShares: info.floatShares,
        floatPercent:
          info.floatShares !== null && info.sharesOutstanding
            ? round((info.floatShares / info.sharesOutstanding) * 100, 2)
            : null,
        optionable: optionable.get(info.symbol) ?? false,
        daysToEarnings: info.assetType === 'stock' ? daysToEarnings(info.symbol, session) : null,
        upgrades: analyst.get(info.symbol)?.up ?? 0,
        downgrades: analyst.get(info.symbol)?.down ?? 0,
        eps: round(ratioInputs?.epsDiluted ?? null),
        insiderBuys: history.insiders.get(info.symbol)?.buys ?? 0,
        insiderSells: history.insiders.get(info.symbol)?.sells ?? 0,
        perfToday: round(percentFrom(last, quote.prevClose)),
        perfWeek: round(percentFrom(last, closeAgo(5))),
        perfMonth: round(percentFrom(last, closeAgo(21))),
        perfQuarter: round(percentFrom(last, closeAgo(63))),
        perfHalf: round(percentFrom(last, closeAgo(126))),
        perfYtd: round(percentFrom(last, beforeYear)),
        perfYear: round(percentFrom(last, closeAgo(252))),
        gap: round(percentFrom(quote.open, quote.prevClose)),
        changeFromOpen: round(percentFrom(last, quote.open)),
        sma20: round(percentFrom(last, sma(closes, 20))),
        sma50: round(percentFrom(last, sma50)),
        sma200: round(percentFrom(last, sma200)),
        sma50Over200: round(percentFrom(sma50, sma200)),
        smaCross: smaCross(closes, 50, 200, SMA_CROSS_SESSIONS),
        rsi14: round(rsi(closes, RSI_PERIOD), 2),
        atr14: round(atr14),
        atrPercent: round(atr14 === null ? null : (atr14 / last) * 100),
        beta: round(beta(returnsOf(paired.map((p) => p.s)), returnsOf(paired.map((p) => p.m))), 3),
        volatilityWeek: round(volatility(hlc, 5)),
        volatilityMonth: round(volatility(hlc, 21)),
        high52: year ? round(percentFrom(last, Math.max(year.high, today?.high ?? -Infinity))) : null,
        low52: year ? round(percentFrom(last, Math.min(year.low, today?.low ?? Infinity))) : null,
        high20: month ? round(percentFrom(last, Math.max(month.high, today?.high ?? -Infinity))) : null,
        low20: month ? round(percentFrom(last, Math.min(month.low, today?.low ?? Infinity))) : null,
        newHigh52: year !== null && today !== null && past.length >= FIFTY_TWO_WEEKS / 2 && today.high > year.high,
        newLow52: year !== null && today !== null && past.length >= FIFTY_TWO_WEEKS / 2 && today.low < year.low,
        optionsVolume: flowFigures?.optionsVolume ?? 0,
        callVolume: flowFigures?.callVolume ?? 0,
        putVolume: flowFigures?.putVolume ?? 0,
        putCallRatio: round(flowFigures?.putCallRatio ?? null, 3),
        optionsPremium: round(flowFigures?.optionsPremium ?? 0, 0),
        callPremium: round(flowFigures?.callPremium ?? 0, 0),
        putPremium: round(flowFigures?.putPremium ?? 0, 0),
        netPremium: round(flowFigures?.netPremium ?? 0, 0),
        unusualTrades: flowFigures?.unusualTrades ?? 0,
        sweeps: flowFigures?.sweeps ?? 0,
        averageIv: round(flowFigures?.averageIv ?? null, 2),
        iv30: round(iv30 === null ? null : iv30 * 100, 2),
        ivRank: iv && iv30 !== null ? round(ivRank(iv.past, iv30), 0) : null,
        ivPercentile: iv && iv30 !== null ? round(ivPercentile(iv.past, iv30), 1) : null,
      };
      for (const id of FUNDAMENTAL_RATIO_IDS) {
        const ratio = RATIOS.find((r) => r.id === id);
        const value = ratio && ratioInputs ? ratio.compute(ratioInputs) : null;
        values[id] = round(value === null ? null : ratio?.format === 'percent' ? value * 100 : value, 3);
      }
      choices.exchange.add(info.exchange);
      choices.sector.add(info.sector);
      choices.industry.add(info.industry);
      const country = values['country'];
      if (typeof country === 'string') choices.country.add(country);
      rows.push({ ...values, symbol: info.symbol, name: info.name });
    }
    return {
      session,
      live,
      rows,
      choices: {
        exchange: [...choices.exchange].sort(),
        sector: [...choices.sector].sort(),
        industry: [...choices.industry].sort(),
        country: [...choices.country].sort(),
      },
      fundamentalsSource: importedFundamentals
        ? simulatedFundamentals
          ? `${COMPANY_FACTS_SOURCE} and ${SIMULATED_SOURCE}`
          : COMPANY_FACTS_SOURCE
        : SIMULATED_SOURCE,
      historySessions: history.sessions,
    };
  }

  /** The universe of the regular session shown at `at`, to its last ended minute (kept per minute). */
  function universeAt(at: number): Promise<Universe> {
    const session = marketStatusAt(at).session;
    const times = sessionTimes(session);
    const live = at >= times.preOpen && at < times.postClose;
    const minute = Math.floor(Math.min(at, times.postClose) / MINUTE_MS);
    const key = `${session}|${minute}`;
    const hit = universes.get(key);
    if (hit) return hit;
    const built = build(session, Math.min(at, times.postClose), live);
    universes.set(key, built);
    built.catch(() => universes.delete(key));
    while (universes.size > UNIVERSES_HELD) universes.delete(universes.keys().next().value as string);
    return built;
  }

  return {
    source,
    fields: SCREENER_FIELDS,
    universeAt,
    /** The symbols that pass `filters` now (every page), and the session they were screened on. */
    async members(filters: readonly ScreenerFilter[]): Promise<{ session: string; symbols: string[] }> {
      const universe = await universeAt(marketTime());
      const symbols = universe.rows
        .filter((row) => filters.every((f) => passes(row[f.field], f)))
        .map((row) => row.symbol);
      return { session: universe.session, symbols };
    },
    async run(
      filters: ScreenerResponse['filters'],
      sort: ScreenerSort,
      page: number,
      pageSize: number,
      screen: ScreenerResponse['screen'],
    ): Promise<ScreenerResponse> {
      const at = marketTime();
      const universe = await universeAt(at);
      const result = runScreen(universe.rows, filters, sort, page, pageSize);
      return {
        source,
        asOf: new Date(at).toISOString(),
        session: universe.session,
        live: universe.live,
        scanned: universe.rows.length,
        matched: result.matched,
        page: result.page,
        pageSize,
        pages: result.pages,
        filters,
        sort,
        items: result.items,
        choices: universe.choices,
        fundamentalsSource: universe.fundamentalsSource,
        historySessions: universe.historySessions,
        screen,
      };
    },
  };
}

export type ScreenerService = ReturnType<typeof createScreenerService>;
