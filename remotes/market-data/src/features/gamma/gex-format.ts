import { formatDate, formatMonthDay, formatPercent, formatPrice } from '@flowdeck/ui-kit';
import { MARKET_TIME_ZONE } from '../../market-time-zone';

/** A strike or level: whole strikes without decimals ("695"), others with two ("692.87"). */
export function formatStrike(value: number): string {
  return Number.isInteger(value) ? formatPrice(value).replace(/\.00$/, '') : formatPrice(value);
}

/** How far a level sits from spot: "+0.77%". */
export function formatFromSpot(level: number, spot: number): string {
  return spot > 0 ? formatPercent(((level - spot) / spot) * 100) : '';
}

/** "10:31:07 AM ET": when the figures were computed, on the market's clock. */
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

/** An expiry date as a short label: "Nov 20". */
export function formatExpiryShort(expiry: string): string {
  return formatMonthDay(expiry);
}

/** "Nov 20, 2026 · 0DTE" / "Dec 18, 2026 · 28 DTE". */
export function formatExpiryLong(expiry: string, dte: number): string {
  return `${formatDate(expiry)} · ${dte === 0 ? '0DTE' : `${dte} DTE`}`;
}

/** A marked level's value: spot to the cent, strikes as listed. */
export function formatLevel(id: string, value: number): string {
  return id === 'spot' ? formatPrice(value) : formatStrike(value);
}
