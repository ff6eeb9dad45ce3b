import { MARKET_TIME_ZONE } from '../../market-time-zone';

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
