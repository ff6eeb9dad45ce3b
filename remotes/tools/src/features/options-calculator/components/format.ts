import { type StrategyLeg, isOptionLeg } from '@flowdeck/options-math';
import { formatMonthDay, formatPrice, formatThousands, formatUsd } from '@flowdeck/ui-kit';

/** Shown instead of a number that cannot be computed: the page never prints NaN or Infinity. */
export const NO_VALUE = '—';
export const UNLIMITED = 'Unlimited';

/** "$1,234.56", "-$12.00". */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const text = formatPrice(Math.abs(value));
  return value < 0 && text !== '0.00' ? `-$${text}` : `$${text}`;
}

/** "+$12.00" for a gain, "-$12.00" for a loss. */
export function formatSignedMoney(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const text = formatMoney(value);
  return value > 0 && text !== '$0.00' ? `+${text}` : text;
}

/** Below this, dense cells and axes show whole dollars, which are still short. */
const COMPACT_FROM = 10_000;

/** Short money for axes and dense cells: "-$480", "$9,480", "+$12.35K". */
export function formatCompactMoney(value: number, signed = false): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return formatUsd(value, { signed, wholeBelow: COMPACT_FROM });
}

export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const text = formatThousands(value, digits);
  // -0.00 reads as a sign error to a trader.
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/** 0.4821 → "48.2%". */
export function formatProbability(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return `${(value * 100).toFixed(1)}%`;
}

/** Change from `from` to `to` in percent, signed: "+4.8%". */
export function formatChange(from: number, to: number): string {
  if (!(from > 0) || !Number.isFinite(to)) return NO_VALUE;
  const change = ((to - from) / from) * 100;
  const text = Math.abs(change).toFixed(1);
  if (text === '0.0') return '0.0%';
  return `${change > 0 ? '+' : '-'}${text}%`;
}

/** "Feb 20" for short labels (the year is obvious in a one-year window). */
export const formatShortDate = formatMonthDay;

const KIND_LABEL = { call: 'Call', put: 'Put' } as const;

/** How a trader reads a leg: "Buy 1 AAPL 105 Call Feb 20", "Sell 100 shares". */
export function describeLeg(leg: StrategyLeg, symbol: string): string {
  const action = leg.side === 'long' ? 'Buy' : 'Sell';
  if (!isOptionLeg(leg)) return [action, formatThousands(leg.quantity), symbol, 'shares'].filter(Boolean).join(' ');
  const strike = formatThousands(leg.strike, Number.isInteger(leg.strike) ? 0 : 2);
  const expiry = formatShortDate(String(leg.expiry));
  return [action, formatThousands(leg.quantity), symbol, strike, KIND_LABEL[leg.kind], expiry]
    .filter(Boolean)
    .join(' ');
}

/** An axis price: whole dollars when they are, else two decimals. */
export function formatAxisPrice(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return formatThousands(value, Number.isInteger(value) ? 0 : 2);
}
