/**
 * The out-of-sample track record: only scores whose outcome is known (the horizon has passed) count.
 * Every figure here is plain arithmetic over those scores, worked by hand in track-record.test.ts.
 */

export interface ScoredDay {
  date: string;
  /** Per symbol: score (1–10, 0 = not scored), probability, and forward returns (NaN until known). */
  scores: ArrayLike<number>;
  probabilities: ArrayLike<number>;
  forward: ArrayLike<number>;
  benchmarkForward: number;
}

export interface CalibrationBucket {
  /** Probability range [from, to). */
  from: number;
  to: number;
  count: number;
  meanPredicted: number | null;
  /** How often a symbol in the bucket did beat SPY. */
  observed: number | null;
}

export interface TrackPeriod {
  date: string;
  top: number;
  bottom: number;
  benchmark: number;
  /** Growth of 1 since the first period. */
  topGrowth: number;
  bottomGrowth: number;
  benchmarkGrowth: number;
}

export interface TrackRecord {
  /** Scored days with a known outcome. */
  days: number;
  firstDate: string | null;
  lastDate: string | null;
  /** Average over days: top decile's mean forward return minus SPY's, and minus the bottom decile's. */
  topVsBenchmark: number | null;
  topVsBottom: number | null;
  /** Share of top-decile picks (all days) that beat SPY, and the same for every scored symbol. */
  hitRate: number | null;
  baseRate: number | null;
  picks: number;
  calibration: CalibrationBucket[];
  /** Non-overlapping periods of `horizon` sessions: what holding each decile from each period's start did. */
  periods: TrackPeriod[];
}

export const CALIBRATION_BUCKETS = 10;

function meanOf(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

export function trackRecord(days: readonly ScoredDay[], horizon: number): TrackRecord {
  const known = days.filter((d) => !Number.isNaN(d.benchmarkForward));
  const topExcess: number[] = [];
  const spread: number[] = [];
  let hits = 0;
  let picks = 0;
  let beaten = 0;
  let scored = 0;
  const buckets = Array.from({ length: CALIBRATION_BUCKETS }, () => ({ n: 0, p: 0, y: 0 }));
  const periods: TrackPeriod[] = [];
  let growth = { top: 1, bottom: 1, benchmark: 1 };
  known.forEach((day, k) => {
    const top: number[] = [];
    const bottom: number[] = [];
    for (let i = 0; i < day.scores.length; i++) {
      const s = day.scores[i] ?? 0;
      const r = day.forward[i] ?? Number.NaN;
      if (s === 0 || Number.isNaN(r)) continue;
      const beat = r > day.benchmarkForward;
      scored++;
      if (beat) beaten++;
      const prob = day.probabilities[i] ?? 0;
      const bucket = buckets[Math.min(CALIBRATION_BUCKETS - 1, Math.floor(prob * CALIBRATION_BUCKETS))];
      if (bucket) {
        bucket.n++;
        bucket.p += prob;
        if (beat) bucket.y++;
      }
      if (s === 10) {
        top.push(r);
        picks++;
        if (beat) hits++;
      } else if (s === 1) bottom.push(r);
    }
    const topMean = meanOf(top);
    const bottomMean = meanOf(bottom);
    if (topMean !== null) topExcess.push(topMean - day.benchmarkForward);
    if (topMean !== null && bottomMean !== null) spread.push(topMean - bottomMean);
    if (k % horizon === 0 && topMean !== null && bottomMean !== null) {
      growth = {
        top: growth.top * (1 + topMean),
        bottom: growth.bottom * (1 + bottomMean),
        benchmark: growth.benchmark * (1 + day.benchmarkForward),
      };
      periods.push({
        date: day.date,
        top: topMean,
        bottom: bottomMean,
        benchmark: day.benchmarkForward,
        topGrowth: growth.top,
        bottomGrowth: growth.bottom,
        benchmarkGrowth: growth.benchmark,
      });
    }
  });
  return {
    days: known.length,
    firstDate: known[0]?.date ?? null,
    lastDate: known[known.length - 1]?.date ?? null,
    topVsBenchmark: meanOf(topExcess),
    topVsBottom: meanOf(spread),
    hitRate: picks === 0 ? null : hits / picks,
    baseRate: scored === 0 ? null : beaten / scored,
    picks,
    calibration: buckets.map((b, i) => ({
      from: i / CALIBRATION_BUCKETS,
      to: (i + 1) / CALIBRATION_BUCKETS,
      count: b.n,
      meanPredicted: b.n === 0 ? null : b.p / b.n,
      observed: b.n === 0 ? null : b.y / b.n,
    })),
    periods,
  };
}
