/**
 * Track records and consensus, pure arithmetic over calls and closes.
 *
 * A call is a rating action that leaves a buy or a sell (holds and coverage endings are not calls). Its
 * window starts at the close of the first session on or after the call's date and ends that many sessions
 * later (RECORD_HORIZON_DAYS); a window that has not ended yet is not measured. A buy succeeds when the
 * stock's return beats SPY's over the window, a sell when it lags; the call's return is the stock's return
 * for a buy and its negative for a sell (what following the call earned).
 */
import type {
  FirmRecordBrief,
  HorizonRecord,
  RatingAction,
  RatingStance,
  RecordHorizon,
  TrackRecord,
} from '@flowdeck/api-types';
import {
  CONSENSUS_WINDOW_DAYS,
  COVERAGE_ENDING_ACTIONS,
  RECORD_HORIZON_DAYS,
  RECORD_HORIZONS,
} from '@flowdeck/endpoints/analyst-ratings';

export interface Call {
  firm: string;
  analyst: string | null;
  ticker: string;
  date: string;
  action: RatingAction;
  stance: RatingStance | null;
}

/** A symbol's closes by date, oldest first. */
export interface CloseSeries {
  dates: readonly string[];
  /** A typed array from the repository, a plain one in tests. */
  closes: ArrayLike<number>;
}

/** Index of the first date on or after `date` (binary search); `dates.length` when none. */
export function firstOnOrAfter(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((dates[mid] as string) < date) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A return over `days` sessions from the first session on or after `date`; null when the window is not over. */
export function windowReturn(series: CloseSeries | undefined, date: string, days: number): number | null {
  if (!series) return null;
  const start = firstOnOrAfter(series.dates, date);
  const end = start + days;
  if (end >= series.dates.length) return null;
  const entry = series.closes[start] as number;
  const exit = series.closes[end] as number;
  return entry > 0 ? exit / entry - 1 : null;
}

/** Whether an action with this stance is a call that can be judged. */
export function isCall(call: Pick<Call, 'action' | 'stance'>): boolean {
  return (call.stance === 'buy' || call.stance === 'sell') && !COVERAGE_ENDING_ACTIONS.includes(call.action);
}

export interface CallOutcome {
  /** Return of acting on the call. */
  callReturn: number;
  success: boolean;
}

/** The outcome of one call over one window against the benchmark; null when not measurable. */
export function callOutcome(
  call: Call,
  days: number,
  series: CloseSeries | undefined,
  benchmark: CloseSeries | undefined,
): CallOutcome | null {
  if (!isCall(call)) return null;
  const stock = windowReturn(series, call.date, days);
  const bench = windowReturn(benchmark, call.date, days);
  if (stock === null || bench === null) return null;
  return call.stance === 'buy'
    ? { callReturn: stock, success: stock > bench }
    : { callReturn: -stock, success: stock < bench };
}

interface Tally {
  firm: string;
  analyst: string | null;
  actions: number;
  calls: number;
  measured: Record<RecordHorizon, number>;
  successes: Record<RecordHorizon, number>;
  returns: Record<RecordHorizon, number>;
}

const zeroes = (): Record<RecordHorizon, number> => ({ m1: 0, m3: 0, m6: 0, m12: 0 });

function finish(tally: Tally): TrackRecord {
  const horizons = {} as Record<RecordHorizon, HorizonRecord>;
  for (const h of RECORD_HORIZONS) {
    const measured = tally.measured[h];
    horizons[h] = {
      measured,
      successRate: measured > 0 ? tally.successes[h] / measured : null,
      averageReturn: measured > 0 ? tally.returns[h] / measured : null,
    };
  }
  return { firm: tally.firm, analyst: tally.analyst, actions: tally.actions, calls: tally.calls, horizons };
}

export interface TrackRecords {
  firms: Map<string, TrackRecord>;
  /** Keyed `firm\u0000analyst`. */
  analysts: Map<string, TrackRecord>;
}

export const analystKey = (firm: string, analyst: string) => `${firm}\u0000${analyst}`;

/** Every firm's and analyst's record from their calls and the closes after them. */
export function trackRecords(
  calls: readonly Call[],
  closes: ReadonlyMap<string, CloseSeries>,
  benchmark: string,
): TrackRecords {
  const firms = new Map<string, Tally>();
  const analysts = new Map<string, Tally>();
  const bench = closes.get(benchmark);
  const tallyOf = (map: Map<string, Tally>, key: string, firm: string, analyst: string | null): Tally => {
    let tally = map.get(key);
    if (!tally) {
      tally = { firm, analyst, actions: 0, calls: 0, measured: zeroes(), successes: zeroes(), returns: zeroes() };
      map.set(key, tally);
    }
    return tally;
  };
  for (const call of calls) {
    const tallies = [tallyOf(firms, call.firm, call.firm, null)];
    if (call.analyst) tallies.push(tallyOf(analysts, analystKey(call.firm, call.analyst), call.firm, call.analyst));
    const counted = isCall(call);
    const outcomes = counted
      ? RECORD_HORIZONS.map(
          (h) => [h, callOutcome(call, RECORD_HORIZON_DAYS[h], closes.get(call.ticker), bench)] as const,
        )
      : [];
    for (const tally of tallies) {
      tally.actions++;
      if (!counted) continue;
      tally.calls++;
      for (const [h, outcome] of outcomes) {
        if (!outcome) continue;
        tally.measured[h]++;
        if (outcome.success) tally.successes[h]++;
        tally.returns[h] += outcome.callReturn;
      }
    }
  }
  const done = (map: Map<string, Tally>) => new Map([...map].map(([key, tally]) => [key, finish(tally)]));
  return { firms: done(firms), analysts: done(analysts) };
}

/** One window of a record, for showing beside an action. */
export function briefOf(record: TrackRecord | undefined, horizon: RecordHorizon): FirmRecordBrief {
  const h = record?.horizons[horizon];
  return { successRate: h?.successRate ?? null, averageReturn: h?.averageReturn ?? null, measured: h?.measured ?? 0 };
}

/** Best first: success rate, then average return, then measured calls; records under `minCalls` left out. */
export function rankRecords(records: Iterable<TrackRecord>, horizon: RecordHorizon, minCalls: number): TrackRecord[] {
  return [...records]
    .filter((r) => r.horizons[horizon].measured >= Math.max(1, minCalls))
    .sort(
      (a, b) =>
        (b.horizons[horizon].successRate ?? 0) - (a.horizons[horizon].successRate ?? 0) ||
        (b.horizons[horizon].averageReturn ?? 0) - (a.horizons[horizon].averageReturn ?? 0) ||
        b.horizons[horizon].measured - a.horizons[horizon].measured ||
        a.firm.localeCompare(b.firm) ||
        (a.analyst ?? '').localeCompare(b.analyst ?? ''),
    );
}

export interface ConsensusAction {
  firm: string;
  date: string;
  time: string | null;
  action: RatingAction;
  stance: RatingStance | null;
  targetCurrent: number | null;
}

export interface Consensus {
  buy: number;
  hold: number;
  sell: number;
  meanTarget: number | null;
  highTarget: number | null;
  lowTarget: number | null;
  upside: number | null;
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * A ticker's consensus on `today`: each firm's latest action within CONSENSUS_WINDOW_DAYS counts, unless it
 * ended coverage; its stance goes in the distribution and its target in the mean, high and low.
 */
export function consensusOf(actions: readonly ConsensusAction[], today: string, price: number | null): Consensus {
  const latest = new Map<string, ConsensusAction>();
  for (const action of actions) {
    if (action.date > today || daysBetween(action.date, today) > CONSENSUS_WINDOW_DAYS) continue;
    const held = latest.get(action.firm);
    const key = `${action.date} ${action.time ?? ''}`;
    if (!held || key >= `${held.date} ${held.time ?? ''}`) latest.set(action.firm, action);
  }
  const counts = { buy: 0, hold: 0, sell: 0 };
  const targets: number[] = [];
  for (const action of latest.values()) {
    if (COVERAGE_ENDING_ACTIONS.includes(action.action)) continue;
    if (action.stance) counts[action.stance]++;
    if (action.targetCurrent !== null) targets.push(action.targetCurrent);
  }
  const meanTarget = targets.length > 0 ? targets.reduce((sum, t) => sum + t, 0) / targets.length : null;
  return {
    ...counts,
    meanTarget,
    highTarget: targets.length > 0 ? Math.max(...targets) : null,
    lowTarget: targets.length > 0 ? Math.min(...targets) : null,
    upside: meanTarget !== null && price !== null && price > 0 ? meanTarget / price - 1 : null,
  };
}
