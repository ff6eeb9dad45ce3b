import { MINUTE_MS } from '@flowdeck/market-calendar';

/** The scanners poll this often when the live feed is down (their figures move by the minute). */
export const SCANNER_REFRESH_MS = 15_000;

/**
 * Whether the live feed's market clock (`asOf` of an update) has passed the end of the next one-minute
 * bar after the scan shown (`barsTo`), so a new scan exists; `requested` is the bar end already asked
 * for, so one bar triggers one refetch however many updates arrive.
 */
export function newBarDue(barsTo: string | null | undefined, asOf: string, requested: number | null): number | null {
  if (!barsTo) return null;
  const next = Date.parse(barsTo) + MINUTE_MS;
  if (Number.isNaN(next) || requested === next) return null;
  return Date.parse(asOf) >= next ? next : null;
}
