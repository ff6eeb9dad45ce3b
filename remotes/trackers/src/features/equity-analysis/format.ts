/** How the Equity Analysis page writes its figures. */
import { formatUsd, formatThousands } from '@flowdeck/ui-kit';

/** 0.0825 → "8.3%" (one decimal); a dash for null. */
export function pct(value: number | null, digits = 1): string {
  return value === null ? '—' : `${(value * 100).toFixed(digits)}%`;
}

/** 0.25 → "+25.0%", for an upside or a premium. */
export function signedPct(value: number | null): string {
  if (value === null) return '—';
  return `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
}

/** A per-share price: "$123.45". */
export function perShare(value: number | null): string {
  return value === null ? '—' : `$${formatThousands(value, 2)}`;
}

/** A company-sized amount: "$1.23B". */
export function money(value: number | null): string {
  return value === null ? '—' : formatUsd(value);
}

/** A multiple: "23.4×". */
export function times(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}×`;
}
