/**
 * Walk-forward training and scoring. The model that scores session t was fitted only on samples whose
 * outcome was known by t's close: a sample of session s has its label at s + HORIZON, so s ≤ t − HORIZON.
 * Retrained every RETRAIN_EVERY sessions on the replayed history, and always for the newest session.
 */
import { featureColumns, FEATURES, type FeatureDefinition, MONTH, type SymbolSeries } from './features.js';
import { decileScores, fitLogistic, type LogisticModel, logitOf, sigmoid, standardize } from './model.js';

/** Trading days the prediction looks ahead: beat SPY over the next 20 sessions. */
export const HORIZON = 20;

export interface WalkForwardOptions {
  horizon: number;
  /** Sessions of samples in the rolling training window. */
  window: number;
  /** At least this many sessions of labelled samples before the first model. */
  minTrainSessions: number;
  retrainEvery: number;
  /**
   * Every this many sessions of the window become training samples: 20-session outcomes of neighbouring
   * sessions overlap almost entirely, so the skipped ones add cost, not information.
   */
  sampleStride: number;
  lambda: number;
  features: readonly FeatureDefinition[];
}

export const DEFAULT_WALK_FORWARD: WalkForwardOptions = {
  horizon: HORIZON,
  window: 126,
  minTrainSessions: 20,
  retrainEvery: 10,
  sampleStride: 5,
  lambda: 10,
  features: FEATURES,
};

export interface WalkForwardInput {
  /** Session dates, ascending. */
  sessions: readonly string[];
  /** The stocks scored. */
  stocks: readonly SymbolSeries[];
  /** SPY's closes on the same sessions. */
  benchmark: Float64Array;
}

export interface WalkForwardResult {
  sessions: readonly string[];
  symbols: readonly string[];
  features: readonly FeatureDefinition[];
  /**
   * Standardised features of the newest session, symbol-major (symbols × features): what its scores are
   * explained with. Earlier sessions' are not kept (at 5,000 symbols they were 124 MB held for good).
   */
  latestZ: Float64Array;
  /** The model that scored session t (null before the first). */
  models: (LogisticModel | null)[];
  /** The last session whose label the model of t was fitted on (−1 when none). */
  trainedThrough: number[];
  /** probability[t][i]; NaN when not scored. */
  probability: Float64Array[];
  /** score[t][i] (1–10; 0 when not scored). */
  score: Uint8Array[];
  /** Stock return over the next `horizon` sessions; NaN until known. */
  forward: Float64Array[];
  benchmarkForward: Float64Array;
  firstScored: number;
}

function forwardReturn(closes: Float64Array, t: number, horizon: number): number {
  const a = closes[t];
  const b = closes[t + horizon];
  if (a === undefined || b === undefined || !(a > 0) || !(b > 0)) return Number.NaN;
  return b / a - 1;
}

/** Everything the model sees and is judged on, computed once: standardised features and outcomes. */
export function prepare(input: WalkForwardInput, options: WalkForwardOptions = DEFAULT_WALK_FORWARD) {
  const days = input.sessions.length;
  const n = input.stocks.length;
  const p = options.features.length;
  const z = Array.from({ length: days }, () => new Float64Array(n * p));
  const excess: Float64Array[] = [];
  const forward: Float64Array[] = [];
  const benchmarkForward = new Float64Array(days);
  const day = new Float64Array(n);
  // One feature at a time over every stock, standardised session by session: the raw values of every
  // feature at once were another n × p × days numbers beside z (124 MB at 5,000 symbols).
  options.features.forEach((feature, f) => {
    const raw = input.stocks.map((s) => featureColumns(s, days, [feature])[0] as Float64Array);
    for (let t = 0; t < days; t++) {
      for (let i = 0; i < n; i++) day[i] = raw[i]?.[t] ?? Number.NaN;
      const column = standardize(day);
      const zt = z[t] as Float64Array;
      for (let i = 0; i < n; i++) zt[i * p + f] = column[i] ?? 0;
    }
  });
  for (let t = 0; t < days; t++) {
    const bench = forwardReturn(input.benchmark, t, options.horizon);
    benchmarkForward[t] = bench;
    const ft = new Float64Array(n);
    const et = new Float64Array(n);
    input.stocks.forEach((s, i) => {
      ft[i] = forwardReturn(s.closes, t, options.horizon);
      et[i] = (ft[i] ?? Number.NaN) - bench;
    });
    forward.push(ft);
    excess.push(et);
  }
  // A session has features once most symbols have a month of history (before that everything is 0).
  const firstFeatureDay = Math.min(days, MONTH);
  return { z, excess, forward, benchmarkForward, firstFeatureDay };
}

export async function walkForward(
  input: WalkForwardInput,
  options: WalkForwardOptions = DEFAULT_WALK_FORWARD,
  /** Awaited between fits so a long replay does not hold the event loop. */
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<WalkForwardResult> {
  const days = input.sessions.length;
  const n = input.stocks.length;
  const p = options.features.length;
  const { z, excess, forward, benchmarkForward, firstFeatureDay } = prepare(input, options);
  const models: (LogisticModel | null)[] = new Array<LogisticModel | null>(days).fill(null);
  const trainedThrough = new Array<number>(days).fill(-1);
  const probability = Array.from({ length: days }, () => new Float64Array(n).fill(Number.NaN));
  const score = Array.from({ length: days }, () => new Uint8Array(n));
  let model: LogisticModel | null = null;
  let through = -1;
  let lastFit = -Infinity;
  let firstScored = -1;
  for (let t = firstFeatureDay; t < days; t++) {
    const lastSample = t - options.horizon; // its label is the close of t: known now
    const firstSample = Math.max(firstFeatureDay, lastSample - options.window + 1);
    const enough = lastSample - firstSample + 1 >= options.minTrainSessions;
    if (enough && (t - lastFit >= options.retrainEvery || t === days - 1 || model === null)) {
      const rows: Float64Array[] = [];
      const labels: number[] = [];
      for (let s = lastSample; s >= firstSample; s -= options.sampleStride) {
        const zs = z[s];
        const es = excess[s];
        if (!zs || !es) continue;
        for (let i = 0; i < n; i++) {
          const e = es[i] ?? Number.NaN;
          if (Number.isNaN(e)) continue;
          rows.push(zs.subarray(i * p, (i + 1) * p));
          labels.push(e > 0 ? 1 : 0);
        }
      }
      if (rows.length > 0) {
        model = fitLogistic(rows, labels, { lambda: options.lambda, start: model });
        through = lastSample;
        lastFit = t;
        await pause();
      }
    }
    if (model === null) continue;
    if (firstScored < 0) firstScored = t;
    models[t] = model;
    trainedThrough[t] = through;
    const zt = z[t] ?? new Float64Array(0);
    const probs = probability[t] ?? new Float64Array(0);
    const scored: number[] = [];
    const index: number[] = [];
    for (let i = 0; i < n; i++) {
      if (!(input.stocks[i]?.closes[t] ?? Number.NaN)) continue; // no bar that day: not scored
      probs[i] = sigmoid(logitOf(model, zt.subarray(i * p, (i + 1) * p)));
      scored.push(probs[i] ?? 0);
      index.push(i);
    }
    const deciles = decileScores(scored);
    const st = score[t] ?? new Uint8Array(0);
    index.forEach((i, k) => {
      st[i] = deciles[k] ?? 0;
    });
  }
  return {
    sessions: input.sessions,
    symbols: input.stocks.map((s) => s.symbol),
    features: options.features,
    latestZ: z[days - 1] ?? new Float64Array(0),
    models,
    trainedThrough,
    probability,
    score,
    forward,
    benchmarkForward,
    firstScored,
  };
}

/** A walk-forward result as a worker posts it: everything but the feature definitions (functions). */
export type PostedWalkForward = Omit<WalkForwardResult, 'features'>;

/**
 * The buffers of a posted result, to be moved to the receiving thread rather than copied (a copy would hold
 * the result twice, in both threads, while it is posted).
 */
export function transferables(result: PostedWalkForward): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (array: ArrayBufferView) => {
    if (array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  };
  add(result.latestZ);
  add(result.benchmarkForward);
  for (const arrays of [result.probability, result.score, result.forward]) arrays.forEach(add);
  return [...buffers];
}
