/**
 * L2-regularised logistic regression fitted by Newton's method (iteratively reweighted least squares), and
 * the exact decomposition of a logit into per-group contributions. ADR 0009 says why it is written here.
 */

/** Cross-sectional z-scores are clipped here so one outlier cannot dominate a day. */
export const Z_CLIP = 3;

/**
 * Standardises one session's raw feature values across symbols (mean 0, sd 1, clipped at ±Z_CLIP); a
 * missing value becomes 0, the day's average. Uses that session's values only, so it stays point-in-time.
 */
export function standardize(values: ArrayLike<number>): Float64Array {
  const out = new Float64Array(values.length);
  let n = 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? Number.NaN;
    if (Number.isNaN(v)) continue;
    n++;
    sum += v;
  }
  if (n === 0) return out;
  const m = sum / n;
  let ss = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? Number.NaN;
    if (!Number.isNaN(v)) ss += (v - m) ** 2;
  }
  const sd = Math.sqrt(ss / n);
  if (sd === 0) return out;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? Number.NaN;
    out[i] = Number.isNaN(v) ? 0 : Math.max(-Z_CLIP, Math.min(Z_CLIP, (v - m) / sd));
  }
  return out;
}

export interface LogisticModel {
  intercept: number;
  weights: number[];
}

export interface FitOptions {
  /** L2 penalty on the weights (not the intercept), in units of the log-likelihood summed over rows. */
  lambda: number;
  maxIterations?: number;
  /** Where Newton starts (the previous fit); zeros otherwise. */
  start?: LogisticModel | null;
  tolerance?: number;
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** Solves A x = b for a symmetric positive-definite A (Cholesky); A is n×n row-major. */
export function solveSpd(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i * n + j] ?? 0;
      for (let k = 0; k < j; k++) sum -= (l[i * n + k] ?? 0) * (l[j * n + k] ?? 0);
      if (i === j) {
        if (!(sum > 0)) throw new Error('Matrix is not positive definite');
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / (l[j * n + j] ?? 1);
      }
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= (l[i * n + k] ?? 0) * (y[k] ?? 0);
    y[i] = sum / (l[i * n + i] ?? 1);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < n; k++) sum -= (l[k * n + i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (l[i * n + i] ?? 1);
  }
  return x;
}

/**
 * Maximises Σ log-likelihood − λ/2·|w|² over rows `x` (each of length p) with labels `y` ∈ {0,1}.
 * The objective is strictly concave for λ > 0, so Newton's method converges to its one maximum; started
 * from the previous model (walk-forward refits move little) it takes two or three steps.
 */
export function fitLogistic(x: readonly ArrayLike<number>[], y: ArrayLike<number>, options: FitOptions): LogisticModel {
  const rows = x.length;
  const p = x[0]?.length ?? 0;
  const n = p + 1; // the intercept is parameter 0
  // One packed design matrix with a leading 1 per row: the hot loop below reads it linearly.
  const design = new Float64Array(rows * n);
  for (let r = 0; r < rows; r++) {
    const row = x[r] ?? [];
    design[r * n] = 1;
    for (let j = 0; j < p; j++) design[r * n + j + 1] = row[j] ?? 0;
  }
  const beta = new Float64Array(n);
  if (options.start && options.start.weights.length === p) {
    beta[0] = options.start.intercept;
    options.start.weights.forEach((w, j) => (beta[j + 1] = w));
  }
  const maxIterations = options.maxIterations ?? 25;
  const tolerance = options.tolerance ?? 1e-6;
  const hessian = new Float64Array(n * n);
  const gradient = new Float64Array(n);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    hessian.fill(0);
    gradient.fill(0);
    for (let r = 0, o = 0; r < rows; r++, o += n) {
      let z = 0;
      for (let j = 0; j < n; j++) z += beta[j]! * design[o + j]!;
      const prob = sigmoid(z);
      const residual = (y[r] ?? 0) - prob;
      const w = prob * (1 - prob);
      for (let i = 0; i < n; i++) {
        const xi = design[o + i]!;
        gradient[i]! += residual * xi;
        const wxi = w * xi;
        const h = i * n;
        for (let j = 0; j <= i; j++) hessian[h + j]! += wxi * design[o + j]!;
      }
    }
    for (let i = 1; i < n; i++) {
      gradient[i] = (gradient[i] ?? 0) - options.lambda * (beta[i] ?? 0);
      hessian[i * n + i] = (hessian[i * n + i] ?? 0) + options.lambda;
    }
    hessian[0] = (hessian[0] ?? 0) + 1e-9; // keeps the intercept's pivot positive on one-class data
    for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) hessian[j * n + i] = hessian[i * n + j] ?? 0;
    const step = solveSpd(hessian, gradient, n);
    let largest = 0;
    for (let i = 0; i < n; i++) {
      beta[i] = (beta[i] ?? 0) + (step[i] ?? 0);
      largest = Math.max(largest, Math.abs(step[i] ?? 0));
    }
    if (largest < tolerance) break;
  }
  return { intercept: beta[0] ?? 0, weights: Array.from(beta.subarray(1)) };
}

/** The logit: intercept + Σ weights·features. */
export function logitOf(model: LogisticModel, row: ArrayLike<number>): number {
  let z = model.intercept;
  for (let j = 0; j < model.weights.length; j++) z += (model.weights[j] ?? 0) * (row[j] ?? 0);
  return z;
}

/**
 * Each group's share of the logit: the sum of weight·value over its features. With the intercept as the
 * baseline, the parts add up to the logit exactly (up to floating-point rounding).
 */
export function contributionsOf<G extends string>(
  model: LogisticModel,
  row: ArrayLike<number>,
  groups: readonly G[],
): { baseline: number; byGroup: Map<G, number> } {
  const byGroup = new Map<G, number>();
  for (let j = 0; j < model.weights.length; j++) {
    const group = groups[j];
    if (group === undefined) continue;
    byGroup.set(group, (byGroup.get(group) ?? 0) + (model.weights[j] ?? 0) * (row[j] ?? 0));
  }
  return { baseline: model.intercept, byGroup };
}

/** Score 1–10: the decile of `value` among `all` (10 = the highest tenth). */
export function decileScores(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const scores = new Array<number>(values.length).fill(0);
  order.forEach(([, index], rank) => {
    scores[index] = Math.min(10, Math.floor((rank * 10) / values.length) + 1);
  });
  return scores;
}
