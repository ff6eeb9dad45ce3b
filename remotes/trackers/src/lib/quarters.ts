/** Calendar quarters as the public-record pages (Lobbying, Govt. Contracts) name and draw them. */
const QUARTER = /^(\d{4})-Q([1-4])$/;

/** "2025-Q1" → "Q1 2025". */
export function quarterLabel(quarter: string): string {
  const match = QUARTER.exec(quarter);
  return match ? `Q${match[2]} ${match[1]}` : quarter;
}

/** A `?quarter=` value, when it is one ("2025-Q1"). */
export function readQuarter(value: string | null): string | undefined {
  return value && QUARTER.test(value) ? value : undefined;
}

/** Bar widths against the largest positive amount, in percent (a negative or missing amount draws none). */
export function barShares(amounts: ReadonlyArray<number | null>): number[] {
  const top = Math.max(0, ...amounts.map((amount) => amount ?? 0));
  return amounts.map((amount) =>
    top > 0 && amount !== null && amount > 0 ? Math.round((amount / top) * 1000) / 10 : 0,
  );
}
