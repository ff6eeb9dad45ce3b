/** How the Lobbying page writes its figures. */
import { formatUsd } from '@flowdeck/ui-kit';

const QUARTER = /^(\d{4})-Q([1-4])$/;

/** "2025-Q1" → "Q1 2025". */
export function quarterLabel(quarter: string): string {
  const match = QUARTER.exec(quarter);
  return match ? `Q${match[2]} ${match[1]}` : quarter;
}

export function readQuarter(value: string | null): string | undefined {
  return value && QUARTER.test(value) ? value : undefined;
}

/** "$3.41M"; "—" when the filing reported no amount (under $5,000 in LDA terms). */
export function spend(amount: number | null): string {
  return amount === null ? 'Under $5K' : formatUsd(amount, { wholeBelow: 10_000 });
}

/** "+$560.00K (+18.8%)", "-$350 (-87.5%)", "+$100.00K (new)". */
export function changeText(change: number, changePct: number | null): string {
  const money = formatUsd(change, { signed: true, wholeBelow: 10_000 });
  return `${money} (${changePct === null ? 'new' : `${changePct > 0 ? '+' : ''}${changePct}%`})`;
}

/** Bar widths for a spend history: each amount as a share of the largest, in percent. */
export function barShares(amounts: readonly number[]): number[] {
  const top = Math.max(0, ...amounts);
  return amounts.map((amount) => (top > 0 ? Math.round((amount / top) * 1000) / 10 : 0));
}
