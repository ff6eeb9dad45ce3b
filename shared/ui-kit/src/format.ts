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

/** Intl formatters made once each: building one per call is slow, and tables format hundreds of cells a second. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', options);
    numberFormats.set(key, found);
  }
  return found;
}

/** The sign to show for `value`: none when the figure shown is zero, so nothing reads "-0". */
function signOf(value: number, shownIsZero: boolean, signed = false): string {
  if (shownIsZero) return '';
  if (value < 0) return '-';
  return signed && value > 0 ? '+' : '';
}

/**
 * Spec §9 abbreviation: k, m, b, t with one decimal, always shown: 1234 → "1.2k", 3e9 → "3.0b",
 * 999_960 → "1.0m". Below 1000 the number is written plainly, to one decimal at most: 950 → "950", 12.34 → "12.3".
 */
export function abbreviate(value: number): string {
  const { digits, suffix } = scale(Math.abs(value), SHORT_UNITS, SHORT_DIGITS);
  return `${signOf(value, Number(digits) === 0)}${suffix ? digits : trimZero(digits)}${suffix}`;
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
 * Dollars on the k/m/b/t scale of {@link abbreviate}, upper-cased after the dollar sign, for axis ticks,
 * thresholds and brackets: 18_815_238 → "$18.8M", -350_000 → "-$350K", 1e12 → "$1T". Unlike
 * {@link abbreviate} a trailing ".0" is dropped: these are round labels ("$50K+", "$1K – $15K").
 * One parameter, so it can be handed to a chart as its tick formatter.
 */
export function formatUsdShort(value: number): string {
  const { digits, suffix } = scale(Math.abs(value), SHORT_UNITS, SHORT_DIGITS);
  return `${signOf(value, Number(digits) === 0)}$${trimZero(digits)}${suffix.toUpperCase()}`;
}

/** 1234567.891 → "1,234,567.89". */
export function formatThousands(value: number, fractionDigits = 0): string {
  return numberFormat(`fixed:${fractionDigits}`, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * An amount in cents in its currency: 4900 → "$49.00", 123_456 → "$1,234.56"; with `whole`, "$49" when
 * there are no cents (plan cards).
 */
export function formatMoney(
  amountCents: number,
  currency = 'usd',
  { whole = false }: { whole?: boolean } = {},
): string {
  const cents = !(whole && amountCents % 100 === 0);
  const code = currency.toUpperCase();
  return numberFormat(`money:${code}:${cents}`, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amountCents / 100);
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

/** A date-only string is a calendar date: read at local noon so no time zone moves it to another day. */
function toDate(value: string | Date): Date {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00`)
    : new Date(value);
}

/** en-US short date: "Nov 22, 2026". Date-only strings are read as calendar dates, not UTC instants. */
export function formatDate(value: string | Date): string {
  return toDate(value).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The en-US short date without its year, for labels where the year is plain: "Nov 22". */
export function formatMonthDay(value: string | Date): string {
  return toDate(value).toLocaleDateString('en-US', { day: 'numeric', month: 'short' });
}

/** Figures are shown to the cent (and percentages to two decimals) unless a caller says otherwise. */
const SHOWN_FRACTION_DIGITS = 2;

/**
 * Spec §9 colour helper: light green for positive, red for negative, none for zero; opacity
 * scales from 0.7 to 1 by |value|/100. The red is a light one so that even at 0.7 it keeps WCAG AA
 * contrast (4.5:1) on the dark surfaces.
 *
 * Zero is judged as shown: a sum that is zero but for floating-point residue (1e-10) is written
 * "$0.00" and must not be coloured, so anything that rounds to zero at `fractionDigits` gets no colour.
 */
export function valueColor(value: number, fractionDigits = SHOWN_FRACTION_DIGITS): string | undefined {
  if (Number.isNaN(value) || Math.abs(value) < 0.5 * 10 ** -fractionDigits) return undefined;
  const opacity = 0.7 + 0.3 * Math.min(Math.abs(value) / 100, 1);
  return value > 0 ? `rgba(74, 222, 128, ${opacity.toFixed(3)})` : `rgba(252, 165, 165, ${opacity.toFixed(3)})`;
}
