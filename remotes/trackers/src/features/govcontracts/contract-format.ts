/** How the Govt. Contracts page writes its figures. */
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

/** Obligations can be negative (a de-obligation): "-$2.50M". */
export function obligation(amount: number): string {
  return formatUsd(amount, { wholeBelow: 10_000 });
}

/** Bar widths against the largest positive total, in percent (a negative total draws none). */
export function barShares(amounts: readonly number[]): number[] {
  const top = Math.max(0, ...amounts);
  return amounts.map((amount) => (top > 0 && amount > 0 ? Math.round((amount / top) * 1000) / 10 : 0));
}

/** "NAICS 336411 · PSC 1510", or what of it is known. */
export function codes(naics: string | null, psc: string | null): string {
  return [naics ? `NAICS ${naics}` : null, psc ? `PSC ${psc}` : null].filter(Boolean).join(' · ') || '—';
}
