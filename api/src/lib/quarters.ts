/** Calendar quarters written "2025-Q1", as lobbying reports and contract totals are grouped. */

export const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;

export function quarterOfDate(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-Q${Math.floor((month - 1) / 3) + 1}`;
}

function parts(quarter: string): [number, number] {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) throw new Error(`"${quarter}" is not a quarter (YYYY-Qn)`);
  return [Number(match[1]), Number(match[2])];
}

/** The quarter `n` quarters after (negative: before) `quarter`. */
export function shiftQuarter(quarter: string, n: number): string {
  const [year, q] = parts(quarter);
  const index = year * 4 + (q - 1) + n;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/** The `count` quarters ending with `last`, oldest first. */
export function quartersEndingAt(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftQuarter(last, i - count + 1));
}

/** First and last day of a quarter. */
export function quarterDays(quarter: string): { from: string; to: string } {
  const [year, q] = parts(quarter);
  const first = String((q - 1) * 3 + 1).padStart(2, '0');
  const last = ['03-31', '06-30', '09-30', '12-31'][q - 1] as string;
  return { from: `${year}-${first}-01`, to: `${year}-${last}` };
}
