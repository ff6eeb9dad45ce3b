/** Earnings surprise: how far the actual figure landed from the consensus, as a fraction of the consensus. */

/**
 * (actual − estimate) ÷ |estimate|: +0.1 is a 10 % beat. Dividing by the absolute estimate keeps the sign
 * meaning "better than expected" when the estimate is a loss (−0.10 expected, −0.05 reported is +50 %).
 * Null without both figures or with a zero estimate (no percentage of nothing).
 */
export function surprise(actual: number | null, estimate: number | null): number | null {
  if (actual === null || estimate === null || estimate === 0) return null;
  return (actual - estimate) / Math.abs(estimate);
}
