/** Spec §9 number and date formats, used by every page. */

interface Unit {
  readonly value: number;
  readonly suffix: string;
}

/** Smallest first. */
const SHORT_UNITS: readonly Unit[] = [
  { value: 1e3, suffix: 'k' },
  { value: 1e6, suffix: 'm' },
  { value: 1e9, suffix: 'b' },
  { value: 1e12, suffix: 't' },
];
const SHORT_DIGITS = 1;

const MONEY_UNITS: readonly Unit[] = [
  { value: 1e3, suffix: 'K' },
  { value: 1e6, suffix: 'M' },
  { value: 1e9, suffix: 'B' },
];
const MONEY_DIGITS = 2;

/** A magnitude scaled to its unit, before any sign. */
interface Scaled {
  readonly digits: string;
  readonly suffix: string;
}

/**
 * Steps up a unit while the figure as shown (after rounding) reaches it, so a value just under a boundary
 * takes the larger unit: 999_960 is "1.0" m, not "1000.0" k. Negatives scale by their magnitude.
 */
function scale(magnitude: number, units: readonly Unit[], fractionDigits: number): Scaled {
  let scaled: Scaled = { digits: magnitude.toFixed(fractionDigits), suffix: '' };
  let unitValue = 1;
  for (const unit of units) {
    if (Number(scaled.digits) * unitValue < unit.value) break;
    scaled = { digits: (magnitude / unit.value).toFixed(fractionDigits), suffix: unit.suffix };
    unitValue = unit.value;
  }
  return scaled;
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/** The sign to show for `value`: none when the figure shown is zero, so nothing reads "-0". */
function signOf(value: number, shownIsZero: boolean, signed = false): string {
  if (shownIsZero) return '';
  if (value < 0) return '-';
  return signed && value > 0 ? '+' : '';
}

/** 1234 → "1.2k", 2_500_000 → "2.5m", 999_960 → "1m" (k, m, b, t with one decimal; a trailing ".0" dropped). */
export function abbreviate(value: number): string {
  const { digits, suffix } = scale(Math.abs(value), SHORT_UNITS, SHORT_DIGITS);
  return `${signOf(value, Number(digits) === 0)}${trimZero(digits)}${suffix}`;
}

/** 1_234_567 → "1.23M", 999_999 → "1.00M" (K, M, B with two decimals); used for premiums and market caps. */
export function abbreviateMoney(value: number): string {
  const { digits, suffix } = scale(Math.abs(value), MONEY_UNITS, MONEY_DIGITS);
  return `${signOf(value, Number(digits) === 0)}${digits}${suffix}`;
}

/** How {@link formatUsd} writes an amount. */
export interface UsdFormat {
  /** A "+" before positive amounts, for net figures that read as a direction: "+$1.23M". */
  signed?: boolean;
  /** Amounts that round below this are written whole with thousands separators ("$762", "$9,480"), unscaled. */
  wholeBelow?: number;
}

/**
 * Dollars in the two-decimal K/M/B form of {@link abbreviateMoney}, the sign before the dollar sign:
 * 1_234_567 → "$1.23M", -2_500_000 → "-$2.50M", `{ signed: true }` 125_176 → "+$125.18K".
 */
export function formatUsd(value: number, { signed = false, wholeBelow }: UsdFormat = {}): string {
  const magnitude = Math.abs(value);
  const whole = Math.round(magnitude);
  if (wholeBelow !== undefined && whole < wholeBelow) {
    return `${signOf(value, whole === 0, signed)}$${formatThousands(whole)}`;
  }
  // An amount that rounds up to `wholeBelow` is scaled as that amount ("$1.00K", not "$999.60").
  const { digits, suffix } = scale(Math.max(magnitude, wholeBelow ?? 0), MONEY_UNITS, MONEY_DIGITS);
  return `${signOf(value, Number(digits) === 0, signed)}$${digits}${suffix}`;
}

/**
 * Dollars in the one-decimal k/m/b/t form of {@link abbreviate}, upper-cased after the dollar sign, for axis
 * ticks, thresholds and brackets: 18_815_238 → "$18.8M", -350_000 → "-$350K", 1e12 → "$1T". One parameter,
 * so it can be handed to a chart as its tick formatter.
 */
export function formatUsdShort(value: number): string {
  const { digits, suffix } = scale(Math.abs(value), SHORT_UNITS, SHORT_DIGITS);
  return `${signOf(value, Number(digits) === 0)}$${trimZero(digits)}${suffix.toUpperCase()}`;
}

/** 1234567.891 → "1,234,567.89". */
export function formatThousands(value: number, fractionDigits = 0): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** A price to the cent with separators: 1234.5 → "1,234.50". */
export function formatPrice(value: number): string {
  return formatThousands(value, 2);
}

/** A change in percent that carries its sign: 1.234 → "+1.23%", -0.5 → "-0.50%". */
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
