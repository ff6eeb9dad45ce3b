/** Spec §9 number and date formats, used by every page. */

const SMALL_UNITS = [
  { value: 1e12, suffix: 't' },
  { value: 1e9, suffix: 'b' },
  { value: 1e6, suffix: 'm' },
  { value: 1e3, suffix: 'k' },
] as const;

/** 1234 → "1.2k", 2_500_000 → "2.5m" (k, m, b, t with one decimal). */
export function abbreviate(value: number): string {
  const unit = SMALL_UNITS.find((u) => Math.abs(value) >= u.value);
  if (!unit) return trimZero(value.toFixed(1));
  return `${trimZero((value / unit.value).toFixed(1))}${unit.suffix}`;
}

const LARGE_UNITS = [
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
] as const;

/** 1_234_567 → "1.23M" (K, M, B with two decimals); used for premiums and market caps. */
export function abbreviateMoney(value: number): string {
  const unit = LARGE_UNITS.find((u) => Math.abs(value) >= u.value);
  if (!unit) return value.toFixed(2);
  return `${(value / unit.value).toFixed(2)}${unit.suffix}`;
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/** 1234567.891 → "1,234,567.89". */
export function formatThousands(value: number, fractionDigits = 0): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

export function formatPrice(value: number): string {
  return formatThousands(value, 2);
}

export function formatPercent(value: number, fractionDigits = 2): string {
  const sign = value > 0 ? '+' : '';
  return `${sign}${value.toFixed(fractionDigits)}%`;
}

/** en-US short date: "Nov 22, 2026". Date-only strings are read as calendar dates, not UTC instants. */
export function formatDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return date.toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * Spec §9 colour helper: light green for positive, red for negative, none for zero; opacity
 * scales from 0.7 to 1 by |value|/100. The red is a light one so that even at 0.7 it keeps WCAG AA
 * contrast (4.5:1) on the dark surfaces.
 */
export function valueColor(value: number): string | undefined {
  if (value === 0 || Number.isNaN(value)) return undefined;
  const opacity = 0.7 + 0.3 * Math.min(Math.abs(value) / 100, 1);
  return value > 0 ? `rgba(74, 222, 128, ${opacity.toFixed(3)})` : `rgba(252, 165, 165, ${opacity.toFixed(3)})`;
}
