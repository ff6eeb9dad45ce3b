/**
 * Why a mover moved: what was known about it between the close its move is measured from and the end of the
 * part shown (moveWindow) — an earnings report out in that window, headlines naming it, analysts' actions on
 * it, unusual options orders in it — strongest first, in words. Pure: the records come from the earnings, news and analyst services
 * through the composition root (CatalystSources), so the scanners import none of them.
 */
import type {
  AnalystRating,
  EarningsReport,
  FlowTrade,
  FlowTradeKind,
  MoveCatalyst,
  NewsItem,
  ScannerSessionPart,
} from '@flowdeck/api-types';
import {
  COVERAGE_ENDING_ACTIONS,
  RATING_ACTION_LABELS,
  TARGET_ACTION_LABELS,
} from '@flowdeck/endpoints/analyst-ratings';
import { MOVER_CATALYSTS_MAX } from '@flowdeck/endpoints/scanners';
import { type IsoDate, marketInstant, previousTradingDay } from '@flowdeck/market-calendar';

/**
 * A mover's options flow is a catalyst when it leaned the way the stock moved: unusual orders (flow-trade.ts)
 * of at least UNUSUAL_FLOW_MIN_PREMIUM, or at least FLOW_LEAN_MIN_PREMIUM in all with FLOW_LEAN_SHARE of it on
 * the side of the move (bullish for a gainer, bearish for a loser).
 */
export const UNUSUAL_FLOW_MIN_PREMIUM = 100_000;
export const FLOW_LEAN_MIN_PREMIUM = 500_000;
export const FLOW_LEAN_SHARE = 0.65;

/** The records a window's catalysts are read from (each source already narrowed to the movers' symbols). */
export interface CatalystRecords {
  /** Each mover's options orders of the session (the regular part's only: options trade 9:30–16:00). */
  trades?: (symbol: string) => readonly FlowTrade[];
  /** Where the orders come from ("Simulated data" or the feed's name). */
  flowSource?: string;
  /** Each mover's move in % (the flow counts only when it leaned the same way). */
  moves?: ReadonlyMap<string, number>;
  /** Reports dated on the session or the one before (only those out count). */
  reports: readonly EarningsReport[];
  /** Headlines naming a mover, published in the window. */
  news: readonly NewsItem[];
  /** Analyst actions on a mover dated on the session or the one before. */
  ratings: readonly AnalystRating[];
}

/** Where the composition root finds the records (the earnings, news and analyst services). */
export interface CatalystSources {
  reports(from: IsoDate, to: IsoDate): Promise<readonly EarningsReport[]>;
  news(symbols: readonly string[], from: number, to: number): Promise<readonly NewsItem[]>;
  ratings(symbols: readonly string[], from: IsoDate, to: IsoDate): Promise<readonly AnalystRating[]>;
}

export interface MoveWindowOf {
  part: ScannerSessionPart;
  /** The session shown. */
  date: IsoDate;
  /** The window in milliseconds (session-parts.ts moveWindow). */
  from: number;
  to: number;
}

const money = (value: number): string => `${value < 0 ? '−' : ''}$${Math.abs(value).toFixed(2)}`;
const target = (value: number): string =>
  `$${Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2)}`;

function revenue(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `$${(value / 1e9).toFixed(abs >= 1e11 ? 0 : 1)}B`;
  if (abs >= 1e6) return `$${(value / 1e6).toFixed(0)}M`;
  return `$${Math.round(value).toLocaleString('en-US')}`;
}

const percent = (fraction: number): string => `${Math.abs(fraction * 100).toFixed(1)}%`;

/** "beat by 4.2%", "missed by 3.0%", "in line". */
function versus(fraction: number | null): string {
  if (fraction === null) return '';
  if (Math.abs(fraction) < 0.0005) return ', in line';
  return fraction > 0 ? `, beat by ${percent(fraction)}` : `, missed by ${percent(fraction)}`;
}

/**
 * Whether a report moved this part: for pre-market and regular, one out before the session's open (dated
 * the session, before the open or at an unknown time) or after the previous close; for after-hours, one
 * after the session's close.
 */
export function reportInWindow(report: EarningsReport, window: MoveWindowOf): boolean {
  if (!report.reported) return false;
  if (window.part === 'after-hours') return report.date === window.date && report.time === 'after-close';
  if (report.date === window.date) return report.time !== 'after-close';
  return report.date === previousTradingDay(window.date) && report.time === 'after-close';
}

/** "Reported Q3 FY2026 before the open: EPS $1.64 vs $1.52 expected, beat by 7.9%; revenue $94.9B vs $93.1B". */
export function reportText(report: EarningsReport): string {
  const when =
    report.time === 'before-open' ? ' before the open' : report.time === 'after-close' ? ' after the close' : '';
  const parts: string[] = [];
  if (report.epsActual !== null) {
    const expected = report.epsEstimate !== null ? ` vs ${money(report.epsEstimate)} expected` : '';
    parts.push(`EPS ${money(report.epsActual)}${expected}${versus(report.epsSurprise)}`);
  }
  if (report.revenueActual !== null) {
    const expected = report.revenueEstimate !== null ? ` vs ${revenue(report.revenueEstimate)}` : '';
    parts.push(`revenue ${revenue(report.revenueActual)}${expected}`);
  }
  return `Reported ${report.fiscalQuarter}${when}${parts.length > 0 ? `: ${parts.join('; ')}` : ''}`;
}

/** "Goldman Sachs upgrades to Buy from Neutral; raises target $250 → $280". */
export function ratingText(rating: AnalystRating): string {
  // "Initiates Coverage On" reads "initiates coverage at Buy"; an ending action names no rating.
  const verb = RATING_ACTION_LABELS[rating.action].toLowerCase().replace(/ on$/, '');
  let text = `${rating.firm} ${verb}`;
  if (rating.ratingCurrent && !COVERAGE_ENDING_ACTIONS.includes(rating.action)) {
    const from = rating.ratingPrior && rating.ratingPrior !== rating.ratingCurrent ? ` from ${rating.ratingPrior}` : '';
    text += rating.action === 'upgrade' || rating.action === 'downgrade' ? ' to' : ' at';
    text += ` ${rating.ratingCurrent}${from}`;
  }
  if (rating.targetCurrent !== null && rating.targetAction !== 'remove') {
    const moved = rating.targetPrior !== null && rating.targetPrior !== rating.targetCurrent;
    const verbTarget = rating.targetAction ? TARGET_ACTION_LABELS[rating.targetAction].toLowerCase() : 'sets';
    text += `; ${verbTarget} target ${moved ? `${target(rating.targetPrior as number)} → ` : ''}${target(rating.targetCurrent)}`;
  }
  return text;
}

const KIND_WORDS: Readonly<Record<FlowTradeKind, string>> = {
  sweep: 'sweep',
  block: 'block',
  split: 'split order',
  multi_leg: 'multi-leg order',
  single: 'order',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function premiumText(value: number): string {
  if (value >= 1e9) return `$${(value / 1e9).toFixed(1)}B`;
  if (value >= 1e6) return `$${(value / 1e6).toFixed(1)}M`;
  return `$${Math.round(value / 1e3)}K`;
}

/** "$250C Dec 19" */
function contractText(trade: FlowTrade): string {
  const [, month, day] = trade.expiry.split('-').map(Number);
  const strike = Number.isInteger(trade.strike) ? String(trade.strike) : trade.strike.toFixed(2);
  return `$${strike}${trade.type === 'call' ? 'C' : 'P'} ${MONTHS[(month as number) - 1]} ${day}`;
}

/**
 * One mover's options orders in the window, when they leaned the way it moved (`up`): "Unusual options
 * activity: 3 unusual orders ($270K); $1.2M premium in all, 71% bullish; largest $120K $250C Dec 19 sweep",
 * or without unusual orders "Options flow leaned bullish: …". Null when the flow does not qualify (see
 * UNUSUAL_FLOW_MIN_PREMIUM).
 */
export function flowCatalyst(
  trades: readonly FlowTrade[],
  window: MoveWindowOf,
  up: boolean,
  source: string,
): MoveCatalyst | null {
  const side = up ? 'bullish' : 'bearish';
  let premium = 0;
  let withMove = 0;
  let unusual = 0;
  let unusualPremium = 0;
  let sweeps = 0;
  let largest: FlowTrade | null = null;
  for (const trade of trades) {
    const at = Date.parse(trade.time);
    if (!(at > window.from && at <= window.to)) continue;
    premium += trade.premium;
    if (trade.sentiment !== side) continue;
    withMove += trade.premium;
    if (trade.kind === 'sweep') sweeps++;
    if (trade.tags.includes('unusual')) {
      unusual++;
      unusualPremium += trade.premium;
    }
    if (!largest || trade.premium > largest.premium) largest = trade;
  }
  if (!largest || premium <= 0) return null;
  const share = withMove / premium;
  const leaned = premium >= FLOW_LEAN_MIN_PREMIUM && share >= FLOW_LEAN_SHARE;
  if (unusualPremium < UNUSUAL_FLOW_MIN_PREMIUM && !leaned) return null;
  const lean = `${premiumText(premium)} premium${unusual > 0 ? ' in all' : ''}, ${Math.round(share * 100)}% ${side}`;
  const sweepText = sweeps > 0 ? ` (${sweeps} sweep${sweeps === 1 ? '' : 's'})` : '';
  const head =
    unusualPremium >= UNUSUAL_FLOW_MIN_PREMIUM
      ? `Unusual options activity: ${unusual} unusual ${side} order${unusual === 1 ? '' : 's'} (${premiumText(unusualPremium)}); ${lean}`
      : `Options flow leaned ${side}: ${lean}`;
  const text = `${head}${sweepText}; largest ${premiumText(largest.premium)} ${contractText(largest)} ${KIND_WORDS[largest.kind]}`;
  return { kind: 'flow', at: largest.time, text, source, link: null };
}

/** The instant an action became known (its date's midnight, New York, when the record has no time). */
function ratingInstant(rating: AnalystRating): number {
  const match = rating.time ? /^(\d{2}):(\d{2})/.exec(rating.time) : null;
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : 0;
  return marketInstant(rating.date, minutes);
}

/** Major headlines first, then the largest move a simulated headline caused, then the newest. */
function headlineOrder(a: NewsItem, b: NewsItem): number {
  return (
    Number(b.major) - Number(a.major) ||
    Math.abs(b.movePercent ?? 0) - Math.abs(a.movePercent ?? 0) ||
    Date.parse(b.publishedAt) - Date.parse(a.publishedAt)
  );
}

/** Each symbol's catalysts in the window, strongest first: its report, then headlines, then analyst actions. */
export function moveCatalysts(
  symbols: readonly string[],
  window: MoveWindowOf,
  records: CatalystRecords,
): Map<string, MoveCatalyst[]> {
  const out = new Map<string, MoveCatalyst[]>(symbols.map((s) => [s, []]));
  for (const report of records.reports) {
    const list = out.get(report.symbol);
    if (!list || !reportInWindow(report, window)) continue;
    list.push({ kind: 'earnings', at: null, text: reportText(report), source: report.source, link: null });
  }
  for (const item of [...records.news].sort(headlineOrder)) {
    const at = Date.parse(item.publishedAt);
    if (!(at > window.from && at <= window.to)) continue;
    for (const ticker of new Set(item.tickers)) {
      out
        .get(ticker)
        ?.push({ kind: 'news', at: item.publishedAt, text: item.title, source: item.source, link: item.link });
    }
  }
  const ratings = records.ratings
    .map((rating) => ({ rating, at: ratingInstant(rating) }))
    .filter(({ at }) => at > window.from && at <= window.to)
    .sort((a, b) => b.at - a.at);
  for (const { rating } of ratings) {
    out.get(rating.ticker)?.push({
      kind: 'analyst',
      at: rating.time ? new Date(ratingInstant(rating)).toISOString() : null,
      text: ratingText(rating),
      source: rating.source,
      link: null,
    });
  }
  if (records.trades && window.part === 'regular') {
    for (const [symbol, list] of out) {
      const move = records.moves?.get(symbol) ?? 0;
      if (move === 0) continue;
      const flow = flowCatalyst(records.trades(symbol), window, move > 0, records.flowSource ?? 'Options flow');
      if (flow) list.push(flow);
    }
  }
  for (const [symbol, list] of out) out.set(symbol, list.slice(0, MOVER_CATALYSTS_MAX));
  return out;
}

/** Reads the window's records for `symbols` from the sources and picks their catalysts. */
export async function catalystsFor(
  sources: CatalystSources,
  symbols: readonly string[],
  window: MoveWindowOf,
  flow?: Pick<CatalystRecords, 'trades' | 'flowSource' | 'moves'>,
): Promise<Map<string, MoveCatalyst[]>> {
  if (symbols.length === 0) return new Map();
  const previous = previousTradingDay(window.date);
  const wanted = new Set(symbols);
  const [reports, news, ratings] = await Promise.all([
    sources.reports(previous, window.date),
    sources.news(symbols, window.from, window.to),
    sources.ratings(symbols, previous, window.date),
  ]);
  return moveCatalysts(symbols, window, {
    ...flow,
    reports: reports.filter((r) => wanted.has(r.symbol)),
    news,
    ratings: ratings.filter((r) => wanted.has(r.ticker)),
  });
}
