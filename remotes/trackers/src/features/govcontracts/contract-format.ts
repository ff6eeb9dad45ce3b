/** How the Govt. Contracts page writes its figures. */
import { formatUsd } from '@flowdeck/ui-kit';

/** Obligations can be negative (a de-obligation): "-$2.50M". */
export function obligation(amount: number): string {
  return formatUsd(amount, { wholeBelow: 10_000 });
}

/** "NAICS 336411 · PSC 1510", or what of it is known. */
export function codes(naics: string | null, psc: string | null): string {
  return [naics ? `NAICS ${naics}` : null, psc ? `PSC ${psc}` : null].filter(Boolean).join(' · ') || '—';
}
