/**
 * AI Pick: loads the daily bars, analyst actions, insider trades, company filings and headlines once per
 * close, replays the walk-forward model over them (./walk-forward.ts), and answers the page from what that
 * computed. A new close (or an import) moves a table version and the next request starts the next
 * computation; until it is done the previous close's answer is served, so no request waits behind a retrain
 * once the first one is done.
 */
import type {
  AiPickCapBucket,
  AiPickContribution,
  AiPickListResponse,
  AiPickModelInfo,
  AiPickRow,
  AiPickSymbolResponse,
  AiPickTrackRecord,
} from '@flowdeck/api-types';
import {
  AI_PICK_BENCHMARK,
  AI_PICK_CAP_BUCKETS,
  AI_PICK_CAP_FLOORS,
  AI_PICK_GROUPS,
  AI_PICK_HISTORY_SESSIONS,
} from '@flowdeck/endpoints/ai-pick';
import type { AiPickListQuery } from '@flowdeck/endpoints/ai-pick/contracts';
import { sessionsBetween } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { createAnalystRatingRepository } from '../analyst-ratings/repository.js';
import { actionsInSlices } from '../analyst-ratings/source.js';
import type { RecordSources } from '../../sources/records.js';
import type { Fact } from '../fundamentals/statements.js';
import { fundamentalsEvents, newsEvents, sessionLocator } from './events.js';
import { displayValue, reasonsOf } from './explain.js';
import type { AnalystEvent, InsiderEvent, SymbolSeries } from './features.js';
import { FUNDAMENTALS_TAGS } from './point-in-time-fundamentals.js';
import { contributionsOf, logitOf } from './model.js';
import { createAiPickRepository } from './repository.js';
import { trackRecord } from './track-record.js';
import { startSiblingWorker } from '../../lib/module-worker.js';
import { nextTurn } from '../../lib/event-loop.js';
import {
  DEFAULT_WALK_FORWARD,
  type PostedWalkForward,
  type WalkForwardInput,
  type WalkForwardResult,
} from './walk-forward.js';

export const NOT_USED = [
  'Options flow, put/call, unusual activity and IV rank: the product keeps option prints for recent sessions only, not the history a model must be trained on.',
  'Dark-pool notional: the same — prints of recent sessions only.',
];

const SIMULATED_VERDICT =
  'Simulated data: these prices are generated at random and carry no information about the future. No model can have a real edge here, so expect the top decile to do about as well as the bottom one; any gap shown is luck, not skill.';

interface StockMeta {
  symbol: string;
  name: string;
  sector: string;
  marketCap: number | null;
}

interface Computed {
  status: 'ready' | 'insufficient-history';
  result: WalkForwardResult | null;
  series: SymbolSeries[];
  meta: StockMeta[];
  bySymbol: Map<string, number>;
  /** Rows of the newest scored session, by stock index. */
  latest: (AiPickRow | null)[];
  latestIndex: number;
  sectors: string[];
  model: AiPickModelInfo;
  trackRecord: AiPickTrackRecord;
}

export function capBucketOf(marketCap: number | null): AiPickCapBucket | null {
  if (marketCap === null) return null;
  return AI_PICK_CAP_BUCKETS.find((bucket) => marketCap >= AI_PICK_CAP_FLOORS[bucket]) ?? null;
}

/** t-statistic of the mean: mean ÷ (sample sd ÷ √n); null under three values. */
export function tStat(values: readonly number[]): number | null {
  if (values.length < 3) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  return variance === 0 ? null : mean / Math.sqrt(variance / values.length);
}

function verdictOf(source: 'simulated' | 'live', days: number, t: number | null, periods: number): string {
  if (source === 'simulated') return SIMULATED_VERDICT;
  if (days === 0) return 'No score has reached its 20-session outcome yet: there is no track record to judge.';
  if (t === null || Math.abs(t) < 2)
    return `No reliable edge so far: the top-minus-bottom spread over ${periods} non-overlapping periods is within what luck produces.`;
  return `The top-minus-bottom spread is larger than luck usually produces (t = ${t.toFixed(1)}), but over ${periods} periods only; a past spread does not promise a future one.`;
}

/**
 * Fiscal years of statements drawn before the first session's year: the figures in force on the first session
 * need the eight quarters before it (trailing twelve months and the year before), which three fiscal years
 * before that year always hold. Older ones change nothing and cost time and memory: of 10 simulated years, the
 * 5,000-symbol universe drew 820 facts a company, 420 MB of garbage and 8 s on one core.
 */
const FUNDAMENTALS_LOOKBACK_YEARS = 3;

/** Stocks whose simulated filings are drawn between two yields of the event loop. */
const FILINGS_CHUNK = 20;

/** One symbol's imported facts: of the CIK that filed last, when it was imported under two. */
function importedFactsBySymbol(rows: ReadonlyArray<Fact & { symbol: string; cik: string }>): Map<string, Fact[]> {
  const byCik = new Map<string, { symbol: string; latest: string; facts: Fact[] }>();
  for (const row of rows) {
    const key = `${row.symbol}|${row.cik}`;
    const held = byCik.get(key);
    if (held) {
      held.facts.push(row);
      if (row.filed > held.latest) held.latest = row.filed;
    } else byCik.set(key, { symbol: row.symbol, latest: row.filed, facts: [row] });
  }
  const out = new Map<string, { latest: string; facts: Fact[] }>();
  for (const { symbol, latest, facts } of byCik.values()) {
    const other = out.get(symbol);
    if (!other || latest > other.latest) out.set(symbol, { latest, facts });
  }
  return new Map([...out].map(([symbol, { facts }]) => [symbol, facts]));
}

/** How long an answer is served without asking the database whether a table changed. */
const VERSION_CHECK_MS = 1_000;

/**
 * The walk-forward replay in a worker thread (./walk-forward-worker.ts): seconds of CPU per close that on
 * this thread would stall every request and the live feed. The worker lives for one computation.
 */
export function walkForwardInWorker(input: WalkForwardInput): Promise<WalkForwardResult> {
  const worker = startSiblingWorker(import.meta.url, 'walk-forward-worker');
  return new Promise<WalkForwardResult>((resolve, reject) => {
    worker.once('message', (message: { result?: PostedWalkForward; failed?: string }) => {
      if (message.result) resolve({ ...message.result, features: DEFAULT_WALK_FORWARD.features });
      else reject(new Error(`AI Pick walk-forward failed: ${message.failed ?? 'no result'}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`AI Pick walk-forward worker exited (code ${code})`)));
    worker.postMessage({ input });
  }).finally(() => void worker.terminate());
}

export function createAiPickService(options: {
  db: Kysely<Database>;
  /** Analyst actions, statements and the market's news besides imports (the News page's and the others'). */
  records: Pick<RecordSources, 'analystRatings' | 'fundamentals' | 'news'>;
  source: () => 'simulated' | 'live';
}) {
  const { db, records } = options;
  const repo = createAiPickRepository(db);
  const analystRepo = createAnalystRatingRepository(db);
  const reads = readCacheFor(db);

  /**
   * The walk-forward input and the stocks' facts, from the database and the records. A function of its own so
   * that what only it needs (every bar as read, the statements, the headlines: hundreds of MB at 5,000 symbols)
   * can be collected while the worker runs.
   */
  async function assemble() {
    const source = options.source();
    const [symbols, bars, insider, imported, facts, engineNews, storedHeadlines] = await Promise.all([
      repo.symbols(),
      repo.bars(),
      repo.insiderTrades(),
      analystRepo.imported(),
      repo.companyFacts(FUNDAMENTALS_TAGS),
      repo.engineNews(),
      repo.storedHeadlines(),
    ]);
    await nextTurn();
    const sessions = bars.find((b) => b.symbol === AI_PICK_BENCHMARK)?.dates ?? [];
    const sessionIndex = new Map(sessions.map((d, i) => [d, i]));
    const days = sessions.length;
    const locate = sessionLocator(sessions);
    const stocks = symbols.filter((s) => s.asset_type === 'stock');
    const series: SymbolSeries[] = stocks.map((s) => ({
      symbol: s.symbol,
      closes: new Float64Array(days).fill(Number.NaN),
      highs: new Float64Array(days).fill(Number.NaN),
      volumes: new Float64Array(days).fill(Number.NaN),
      analyst: [],
      insider: [],
      fundamentals: [],
      news: [],
    }));
    const bySymbol = new Map(series.map((s, i) => [s.symbol, i]));
    const benchmark = new Float64Array(days).fill(Number.NaN);
    for (const symbolBars of bars) {
      const i = bySymbol.get(symbolBars.symbol);
      const s = i === undefined ? undefined : series[i];
      symbolBars.dates.forEach((date, k) => {
        const d = sessionIndex.get(date);
        if (d === undefined) return;
        if (symbolBars.symbol === AI_PICK_BENCHMARK) benchmark[d] = symbolBars.closes[k] ?? Number.NaN;
        if (!s) return;
        s.closes[d] = symbolBars.closes[k] ?? Number.NaN;
        s.highs[d] = symbolBars.highs[k] ?? Number.NaN;
        s.volumes[d] = symbolBars.volumes[k] ?? Number.NaN;
      });
    }
    const analyst = new Map<string, AnalystEvent[]>();
    const addAnalyst = (ticker: string, date: string, firm: string, action: string, target: number | null) => {
      const session = locate.onOrAfter(date);
      if (session === null) return;
      const list = analyst.get(ticker) ?? [];
      list.push({ session, firm, revision: action === 'upgrade' ? 1 : action === 'downgrade' ? -1 : 0, target });
      analyst.set(ticker, list);
    };
    const first = sessions[0];
    const last = sessions[days - 1];
    if (first && last && first < last) {
      const simulatedStocks = series.map((s, i) => ({
        symbol: s.symbol,
        name: stocks[i]?.name ?? s.symbol,
        dates: sessions,
        closes: s.closes,
      }));
      for (const a of await actionsInSlices(records.analystRatings, simulatedStocks, sessionsBetween(first, last)))
        addAnalyst(a.ticker, a.date, a.firm, a.action, a.targetCurrent);
    }
    for (const row of imported)
      addAnalyst(
        row.ticker,
        row.date,
        row.firm,
        row.action,
        row.target_current === null ? null : Number(row.target_current),
      );
    await nextTurn();
    const insiderBy = new Map<string, InsiderEvent[]>();
    for (const t of insider) {
      const session = locate.onOrAfter(t.filingDate);
      if (session === null) continue;
      const list = insiderBy.get(t.ticker) ?? [];
      list.push({ session, value: t.value });
      insiderBy.set(t.ticker, list);
    }
    for (const s of series) {
      s.analyst = (analyst.get(s.symbol) ?? []).sort((a, b) => a.session - b.session);
      s.insider = insiderBy.get(s.symbol) ?? [];
    }
    await nextTurn();

    // Statements: a company's imported SEC facts, else its simulated filings (as on the Fundamentals page).
    // The simulator draws a company's filings from its market cap, which follows the latest close: drawn
    // from today's, every past filing would carry today's price (earnings yield ∝ today's close ÷ d's close,
    // a look at the future). Drawn from the market cap at the first stored close, no figure depends on a
    // price after the history starts.
    const importedFacts = importedFactsBySymbol(facts);
    const lastSession = sessions[days - 1];
    const firstFiscalYear = Number((sessions[0] ?? '').slice(0, 4)) - FUNDAMENTALS_LOOKBACK_YEARS;
    for (let i = 0; i < series.length; i++) {
      const s = series[i] as SymbolSeries;
      const stock = stocks[i];
      let own = importedFacts.get(s.symbol);
      if (!own && stock && lastSession && records.fundamentals.covers(stock.sector) && stock.shares_outstanding) {
        const firstClose = s.closes.find((c) => c > 0);
        const shares = Number(stock.shares_outstanding);
        own =
          firstClose === undefined
            ? []
            : records.fundamentals.facts(
                { symbol: s.symbol, sector: stock.sector, marketCap: shares * firstClose, sharesOutstanding: shares },
                lastSession,
                lastSession,
                firstFiscalYear,
              );
      }
      if (own) s.fundamentals = fundamentalsEvents(own, sessions, locate);
      if (i % FILINGS_CHUNK === FILINGS_CHUNK - 1) await nextTurn();
    }
    await nextTurn();

    const names = new Map(stocks.map((s) => [s.symbol, s.name]));
    const news = await newsEvents(
      {
        bars: bars.flatMap((b) => {
          const name = names.get(b.symbol);
          return name === undefined ? [] : [{ ...b, name }];
        }),
        engine: engineNews,
        stored: storedHeadlines,
        source: records.news,
      },
      locate,
      nextTurn,
    );
    for (const s of series) s.news = news.get(s.symbol) ?? [];
    await nextTurn();

    const meta: StockMeta[] = stocks.map((s) => ({
      symbol: s.symbol,
      name: s.name,
      sector: s.sector,
      marketCap: s.market_cap === null ? null : Number(s.market_cap),
    }));
    return { source, sessions, days, series, benchmark, meta, bySymbol };
  }

  async function compute(): Promise<Computed> {
    const { source, sessions, days, series, benchmark, meta, bySymbol } = await assemble();
    const sectors = [...new Set(meta.map((m) => m.sector))].sort();
    const options_ = DEFAULT_WALK_FORWARD;
    const result = days > 0 ? await walkForwardInWorker({ sessions, stocks: series, benchmark }) : null;
    const latestIndex = days - 1;
    const newest = result?.models[latestIndex] ?? null;
    const p = options_.features.length;
    const groups = options_.features.map((f) => f.group);
    /** Stock i's row on the newest session (the one session whose standardised features are kept). */
    const rowOf = (i: number): AiPickRow | null => {
      const t = latestIndex;
      const model = result?.models[t];
      const prob = result?.probability[t]?.[i] ?? Number.NaN;
      const m = meta[i];
      const s = series[i];
      if (!result || !model || Number.isNaN(prob) || !m || !s) return null;
      const z = result.latestZ.subarray(i * p, (i + 1) * p);
      const { byGroup } = contributionsOf(model, z, groups);
      const contributions: AiPickContribution[] = AI_PICK_GROUPS.map((group) => ({
        group,
        value: byGroup.get(group) ?? 0,
      }));
      const reasons = reasonsOf(
        options_.features.map((feature, j) => ({
          feature,
          raw: feature.at(s, t),
          contribution: (model.weights[j] ?? 0) * (z[j] ?? 0),
        })),
      );
      const close = s.closes[t] ?? Number.NaN;
      return {
        symbol: m.symbol,
        name: m.name,
        sector: m.sector,
        marketCap: m.marketCap,
        capBucket: capBucketOf(m.marketCap),
        score: result.score[t]?.[i] ?? 0,
        probability: prob,
        close: Number.isNaN(close) ? null : close,
        reasons,
        contributions,
      };
    };
    const latest = newest ? series.map((_, i) => rowOf(i)) : [];

    const scoredDays = result
      ? sessions.flatMap((date, t) =>
          t >= result.firstScored && result.firstScored >= 0
            ? [
                {
                  date,
                  scores: result.score[t] ?? new Uint8Array(0),
                  probabilities: result.probability[t] ?? new Float64Array(0),
                  forward: result.forward[t] ?? new Float64Array(0),
                  benchmarkForward: result.benchmarkForward[t] ?? Number.NaN,
                },
              ]
            : [],
        )
      : [];
    const record = trackRecord(scoredDays, options_.horizon);
    const spreadT = tStat(record.periods.map((period) => period.top - period.bottom));
    const through = result?.trainedThrough[latestIndex] ?? -1;
    return {
      status: newest ? 'ready' : 'insufficient-history',
      result,
      series,
      meta,
      bySymbol,
      latest,
      latestIndex,
      sectors,
      model: {
        kind: 'Logistic regression, L2-regularised (ridge), fitted by Newton’s method',
        lambda: options_.lambda,
        horizon: options_.horizon,
        windowSessions: options_.window,
        retrainEverySessions: options_.retrainEvery,
        trainedThrough: through >= 0 ? (sessions[through] ?? null) : null,
        features: options_.features.map((f, j) => ({
          key: f.key,
          group: f.group,
          label: f.label,
          weight: newest?.weights[j] ?? 0,
        })),
        notUsed: NOT_USED,
      },
      trackRecord: {
        ...record,
        spreadTStat: spreadT,
        verdict: verdictOf(source, record.days, spreadT, record.periods.length),
      },
    };
  }

  let served: Computed | null = null;
  // Not news_items nor market_news: feeds are polled and the engine writes all day, and today's headlines
  // belong to a session the model sees only once its close is stored (which moves daily_bars).
  const TABLES = ['symbols', 'daily_bars', 'analyst_ratings', 'insider_trades', 'company_facts'] as const;

  let checkedAt = -Infinity;

  /** The newest computation; while the next close's is under way, the previous one. */
  async function computed(): Promise<Computed> {
    // The tables change once a close (or on an import): their versions are read at most once a second,
    // which keeps a database round trip off most requests.
    const now = performance.now();
    if (served !== null && now - checkedAt < VERSION_CHECK_MS) return served;
    checkedAt = now;
    const pending = reads.read(TABLES, 'ai-pick model', compute);
    if (served === null) {
      served = await pending;
      return served;
    }
    const previous = served;
    const ready = await Promise.race([pending, Promise.resolve(null)]);
    if (ready) {
      served = ready;
      return ready;
    }
    void pending.then(
      (value) => {
        served = value;
      },
      () => undefined,
    );
    return previous;
  }

  const sourceLabel = () => options.source();

  return {
    /** Starts the first computation (at start-up, so the first visitor does not wait for it). */
    warm: () => computed().then(() => undefined),

    async list(query: AiPickListQuery): Promise<AiPickListResponse> {
      const c = await computed();
      const limit = query.limit ?? 10;
      const rows = c.latest.filter(
        (r): r is AiPickRow =>
          r !== null &&
          (query.sector === undefined || r.sector.toLowerCase() === query.sector.toLowerCase()) &&
          (query.cap === undefined || r.capBucket === query.cap) &&
          (query.minScore === undefined || r.score >= query.minScore) &&
          (query.maxScore === undefined || r.score <= query.maxScore),
      );
      const ranked = [...rows].sort((a, b) => b.probability - a.probability || a.symbol.localeCompare(b.symbol));
      const top = ranked.slice(0, limit);
      const bottom = ranked.slice(Math.max(limit, ranked.length - limit)).reverse();
      const asOf = c.result?.sessions[c.latestIndex] ?? null;
      return {
        source: sourceLabel(),
        status: c.status,
        asOf,
        message:
          c.status === 'ready'
            ? null
            : `AI Pick needs about ${DEFAULT_WALK_FORWARD.horizon * 2 + 30} sessions of daily bars before its first walk-forward model; ${c.result?.sessions.length ?? 0} are stored.`,
        scored: c.latest.filter((r) => r !== null).length,
        matching: rows.length,
        sectors: c.sectors,
        top,
        bottom,
        model: c.model,
        trackRecord: c.trackRecord,
      };
    },

    async symbol(ticker: string): Promise<AiPickSymbolResponse> {
      const c = await computed();
      const i = c.bySymbol.get(ticker);
      const row = i === undefined ? null : c.latest[i];
      const result = c.result;
      const model = result?.models[c.latestIndex];
      const s = i === undefined ? undefined : c.series[i];
      if (i === undefined || !row || !result || !model || !s) {
        throw new NotFoundError(
          c.status === 'ready'
            ? `${ticker} has no AI Pick score: only listed stocks with a bar on the last session are scored.`
            : 'AI Pick has no scores yet: there is not enough history for a walk-forward model.',
        );
      }
      const p = result.features.length;
      const t = c.latestIndex;
      const z = result.latestZ.subarray(i * p, (i + 1) * p);
      const { baseline } = contributionsOf(model, z, []);
      const features = result.features.map((f, j) => {
        const raw = f.at(s, t);
        const weight = model.weights[j] ?? 0;
        return {
          key: f.key,
          group: f.group,
          label: f.label,
          raw,
          display: displayValue(f, raw),
          z: z[j] ?? 0,
          weight,
          contribution: weight * (z[j] ?? 0),
        };
      });
      const from = Math.max(0, t - AI_PICK_HISTORY_SESSIONS + 1);
      const history = result.sessions.slice(from, t + 1).map((date, k) => {
        const d = from + k;
        const prob = result.probability[d]?.[i] ?? Number.NaN;
        const close = s.closes[d] ?? Number.NaN;
        return {
          date,
          close: Number.isNaN(close) ? null : close,
          score: Number.isNaN(prob) ? null : (result.score[d]?.[i] ?? null),
          probability: Number.isNaN(prob) ? null : prob,
        };
      });
      return {
        ...row,
        source: sourceLabel(),
        asOf: result.sessions[t] ?? '',
        horizon: DEFAULT_WALK_FORWARD.horizon,
        baseline,
        logit: logitOf(model, z),
        features,
        history,
      };
    },
  };
}
