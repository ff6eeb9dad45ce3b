/**
 * Where today's implied volatility stands in its own past year (pure): IV rank against the year's range and
 * IV percentile against the year's days, the two readings option sellers screen on. Both are in % (0–100) and
 * null with too little history, never a reading of a few weeks passed off as a year's.
 */

/** Sessions of history either reading needs: half a year, as the screener's 52-week highs and lows. */
export const IV_HISTORY_MIN_SESSIONS = 126;

/**
 * IV rank: (today − lowest) ÷ (highest − lowest) × 100, the range taken over the past sessions and today.
 * Null with fewer than `minSessions` past values, or when the IV has not moved (no range to place it in).
 */
export function ivRank(past: readonly number[], today: number, minSessions = IV_HISTORY_MIN_SESSIONS): number | null {
  if (past.length < minSessions) return null;
  let low = today;
  let high = today;
  for (const iv of past) {
    if (iv < low) low = iv;
    if (iv > high) high = iv;
  }
  return high > low ? ((today - low) / (high - low)) * 100 : null;
}

/** IV percentile: the share of the past sessions whose IV was below today's, × 100 (null with too few). */
export function ivPercentile(
  past: readonly number[],
  today: number,
  minSessions = IV_HISTORY_MIN_SESSIONS,
): number | null {
  if (past.length < minSessions) return null;
  let below = 0;
  for (const iv of past) if (iv < today) below++;
  return (below / past.length) * 100;
}
