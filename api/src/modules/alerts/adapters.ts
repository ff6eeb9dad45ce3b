/**
 * Signals from what the product publishes: flow prints and quotes from the market engine, insider and
 * politician trades, economic releases, news headlines. Each turns one record into an AlertSignal with its one-line text.
 */
import type { AnalystRating, EarningsReport, FlowTrade, NewsItem, RatingAction } from '@flowdeck/api-types';
import { marketInstant } from '@flowdeck/market-calendar';
import type { ReleaseImportance } from '@flowdeck/endpoints/sms-alerts';
import type { ScannerEvent } from '../scanners/watch.js';
import type { ScreenMembershipChange } from '../screener/screen-watch.js';
import { formatPremium } from './compose.js';
import type {
  AlertSignal,
  MoveSignalData,
  AnalystSignalData,
  EarningsSignalData,
  NewsSignalData,
  ScannerSignalData,
  ScreenSignalData,
  PriceSignalData,
  ReleaseSignalData,
  TradeSignalData,
} from './signals.js';

const price = (value: number) => value.toFixed(2);

/** "AAPL $1.2M 190C 6/20 sweep at ask". */
export function flowSignal(trade: FlowTrade): AlertSignal<FlowTrade> {
  const [, month, day] = trade.expiry.split('-');
  const strike = Number.isInteger(trade.strike) ? String(trade.strike) : trade.strike.toFixed(1);
  const side = trade.side.replaceAll('_', ' ');
  return {
    kind: 'flow',
    symbol: trade.ticker,
    key: `flow:${trade.id}`,
    at: Date.parse(trade.time),
    line: `${trade.ticker} ${formatPremium(trade.premium)} ${strike}${trade.type === 'call' ? 'C' : 'P'} ${Number(month)}/${Number(day)} ${trade.kind} at ${side}`,
    data: trade,
  };
}

/** A price seen after `previous`: a crossing candidate for price rules. */
export function priceSignal(symbol: string, previous: number, last: number, at: number): AlertSignal<PriceSignalData> {
  const direction = last >= previous ? 'up' : 'down';
  return {
    kind: 'price',
    symbol,
    key: `price:${symbol}:${at}`,
    at,
    line: `${symbol} at ${price(last)} (${direction} from ${price(previous)})`,
    data: { price: last, previous },
  };
}

/** The day's change so far, for percent-move rules. */
export function moveSignal(
  symbol: string,
  last: number,
  changePercent: number,
  previousChangePercent: number,
  at: number,
): AlertSignal<MoveSignalData> {
  const sign = changePercent >= 0 ? '+' : '';
  return {
    kind: 'move',
    symbol,
    key: `move:${symbol}:${at}`,
    at,
    line: `${symbol} ${sign}${changePercent.toFixed(1)}% today at ${price(last)}`,
    data: { changePercent, previousChangePercent },
  };
}

export interface DisclosedTrade {
  /** The record's own id (filing + line). */
  id: string;
  ticker: string;
  /** The insider or the member of Congress. */
  who: string;
  direction: TradeSignalData['direction'];
  /** "$1.2M" or a disclosed range "$1M-$5M". */
  amount: string;
  at: number;
}

/** "NVDA insider buy: Huang Jen-Hsun $1.2M". */
export function disclosedTradeSignal(
  kind: 'insider' | 'politician',
  trade: DisclosedTrade,
): AlertSignal<TradeSignalData> {
  return {
    kind,
    symbol: trade.ticker,
    key: `${kind}:${trade.id}`,
    at: trade.at,
    line: `${trade.ticker} ${kind} ${trade.direction}: ${trade.who} ${trade.amount}`,
    data: { direction: trade.direction },
  };
}

export interface Release {
  id: string;
  name: string;
  importance: ReleaseImportance;
  actual: string;
  forecast: string | null;
  at: number;
}

/** "CPI YoY 3.1% (forecast 3.0%)". */
export function releaseSignal(release: Release): AlertSignal<ReleaseSignalData> {
  const forecast = release.forecast ? ` (forecast ${release.forecast})` : '';
  return {
    kind: 'economic',
    symbol: null,
    key: `economic:${release.id}`,
    at: release.at,
    line: `${release.name} ${release.actual}${forecast}`,
    data: { importance: release.importance },
  };
}

/**
 * "NVDA major news: Nvidia to acquire Arm…": one signal per ticker the headline names (each ticker's rules
 * hear it once), none for a headline that is not major or names no ticker.
 */
export function newsSignals(item: NewsItem): AlertSignal<NewsSignalData>[] {
  if (!item.major) return [];
  const at = Date.parse(item.publishedAt);
  return item.tickers.map((ticker) => ({
    kind: 'news',
    symbol: ticker,
    key: `news:${item.id}:${ticker}`,
    at,
    line: `${ticker} major news: ${item.title}`,
    data: { major: true },
  }));
}

const ACTION_WORDS: Record<RatingAction, string> = {
  upgrade: 'upgrade',
  downgrade: 'downgrade',
  maintain: 'maintained',
  reiterate: 'reiterated',
  initiate: 'coverage initiated',
  terminate: 'coverage dropped',
  reinstate: 'coverage reinstated',
  assume: 'coverage assumed',
  suspend: 'coverage suspended',
};

const targetText = (value: number) => `$${value >= 100 ? value.toFixed(0) : value.toFixed(2)}`;

/** "NVDA upgrade: Morgan Stanley Hold to Buy, PT $150 to $180". One signal per action, on its ticker. */
export function analystSignal(rating: AnalystRating): AlertSignal<AnalystSignalData> {
  const ratingText =
    rating.ratingCurrent === null
      ? ''
      : rating.ratingPrior && rating.ratingPrior !== rating.ratingCurrent
        ? ` ${rating.ratingPrior} to ${rating.ratingCurrent}`
        : ` ${rating.ratingCurrent}`;
  const target =
    rating.targetCurrent === null
      ? ''
      : rating.targetPrior !== null && rating.targetPrior !== rating.targetCurrent
        ? `, PT ${targetText(rating.targetPrior)} to ${targetText(rating.targetCurrent)}`
        : `, PT ${targetText(rating.targetCurrent)}`;
  const [hours = 0, minutes = 0] = (rating.time ?? '00:00').split(':').map(Number);
  return {
    kind: 'analyst',
    symbol: rating.ticker,
    key: `analyst:${rating.id}`,
    at: marketInstant(rating.date, hours * 60 + minutes),
    line: `${rating.ticker} ${ACTION_WORDS[rating.action]}: ${rating.firm}${ratingText}${target}`,
    data: {
      action: rating.action,
      firm: rating.firm,
      ticker: rating.ticker,
      upside: rating.upside,
      firmRecord: rating.firmRecord,
    },
  };
}

/** A scanner's event (a break, a gap, unusual volume) on its symbol; its line says what happened. */
export function scannerSignal(event: ScannerEvent): AlertSignal<ScannerSignalData> {
  return {
    kind: 'scanner',
    symbol: event.symbol,
    key: `scanner:${event.key}`,
    at: event.at,
    line: event.line,
    data: { event: event.event, confirmed: event.confirmed },
  };
}

/** "NVDA entered Momentum" — a symbol joining (or leaving) the results of a screen a rule watches. */
export function screenSignal(change: ScreenMembershipChange): AlertSignal<ScreenSignalData> {
  return {
    kind: 'screen',
    symbol: change.symbol,
    key: `screen:${change.key}`,
    at: change.at,
    line: `${change.symbol} ${change.change === 'enter' ? 'entered' : 'left'} ${change.screenName}`,
    data: { screenId: change.screenId, change: change.change },
  };
}

const money = (value: number) =>
  Math.abs(value) >= 1e9
    ? `$${(value / 1e9).toFixed(1)}B`
    : Math.abs(value) >= 1e6
      ? `$${(value / 1e6).toFixed(0)}M`
      : `$${value.toFixed(0)}`;
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(0)}%`;

/** "NVDA Q3 FY2026 EPS 0.81 vs 0.75 est (+8%), revenue $35.1B vs $33.2B; implied move 6.9%". */
export function earningsSignal(report: EarningsReport): AlertSignal<EarningsSignalData> {
  const eps =
    report.epsActual === null
      ? ''
      : ` EPS ${report.epsActual.toFixed(2)}${report.epsEstimate === null ? '' : ` vs ${report.epsEstimate.toFixed(2)} est`}${report.epsSurprise === null ? '' : ` (${percent(report.epsSurprise)})`}`;
  const revenue =
    report.revenueActual === null
      ? ''
      : `, revenue ${money(report.revenueActual)}${report.revenueEstimate === null ? '' : ` vs ${money(report.revenueEstimate)}`}`;
  const implied = report.impliedMove ? `; implied move ${(report.impliedMove.move * 100).toFixed(1)}%` : '';
  return {
    kind: 'earnings',
    symbol: report.symbol,
    key: `earnings:${report.id}`,
    at: marketInstant(report.date, report.time === 'after-close' ? 16 * 60 + 5 : 8 * 60),
    line: `${report.symbol} ${report.fiscalQuarter}${eps}${revenue}${implied}`,
    data: { epsSurprise: report.epsSurprise },
  };
}
