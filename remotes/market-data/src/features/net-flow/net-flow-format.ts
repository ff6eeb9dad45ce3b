import { formatPercent, formatPrice } from '@flowdeck/ui-kit';

/** The market's clock: every time on this page is New York time. */
export const MARKET_TIME_ZONE = 'America/New_York';

const compactUsd = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  });
const AXIS_USD = compactUsd(1);
const VALUE_USD = compactUsd(2);

/** Axis ticks: 18_815_238 → "$18.8M", -350_000 → "-$350K". */
export function formatPremiumAxis(value: number): string {
  return AXIS_USD.format(value);
}

/** A premium in text, signed when negative: "$18.82M", "-$22.12K". */
export function formatPremium(value: number): string {
  return VALUE_USD.format(value);
}

/** A premium that reads as a direction: "+$18.82M" / "-$1.2M". */
export function formatSignedPremium(value: number): string {
  return value > 0 ? `+${formatPremium(value)}` : formatPremium(value);
}

export { formatPercent, formatPrice };

/** "10:35 AM" on the market's clock. */
export function formatClock(ms: number): string {
  return new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: MARKET_TIME_ZONE });
}

/** Axis ticks on the hour: "10 AM", "12 PM". */
export function formatHourTick(ms: number): string {
  return new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', timeZone: MARKET_TIME_ZONE });
}

/** "10:31:07 AM ET": when the figures were computed. */
export function formatMarketTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: MARKET_TIME_ZONE,
  });
  return `${time} ET`;
}
