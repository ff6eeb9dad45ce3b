import { abbreviateMoney, formatDate } from '@flowdeck/ui-kit';

/** "Nov 21, 2025, 4:00 PM" for a quote's ISO timestamp. */
export function formatAsOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(date)}, ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/** Today's volume as a multiple of the 30-day average: "1.24×". */
export function formatRelativeVolume(volume: number, averageVolume: number): string {
  if (averageVolume <= 0) return '–';
  return `${(volume / averageVolume).toFixed(2)}×`;
}

/** Market capitalisation in the spec's money form: "$2850.12B". */
export function formatMarketCap(value: number): string {
  return `$${abbreviateMoney(value)}`;
}
