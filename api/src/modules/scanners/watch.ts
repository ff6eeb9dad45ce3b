/**
 * The scanners as a stream of events, for alerts: every few seconds of the live market it runs the breaks,
 * gappers and relative-volume scans (the same service the pages read, so the same answers) and reports what
 * is new since the last look — a level broken, a gap at the open, a symbol reaching unusual volume. The
 * first look of a process only learns what is already there (a restart never replays the session); a new
 * session starts afresh.
 */
import type { BreakRow, GapperRow, RelativeVolumeRow } from '@flowdeck/api-types';
import { marketPhaseAt, sessionDateAt } from '@flowdeck/market-calendar';
import { BREAK_TYPE_LABELS, DEFAULT_MIN_GAP_PERCENT, MAX_SCANNER_LIMIT } from '@flowdeck/endpoints/scanners';
import { RVOL_ALERT_THRESHOLD, type ScannerAlertEvent } from '@flowdeck/endpoints/sms-alerts';
import type { createScannerService } from './service.js';
import { createWatchLoop } from '../../lib/watch-loop.js';

/** How often the watch looks while the market runs live. */
export const SCANNER_WATCH_MS = 15_000;

export interface ScannerEvent {
  event: ScannerAlertEvent;
  symbol: string;
  /** Unique per event within its session. */
  key: string;
  /** Market time of the event (ms). */
  at: number;
  /** One GSM-7 line: "NVDA breakout: 20-day high 182.40, RVOL 2.4x". */
  line: string;
  /** A break confirmed by volume (always true for gaps and relative volume). */
  confirmed: boolean;
}

type ScannerService = Pick<ReturnType<typeof createScannerService>, 'breaks' | 'gappers' | 'relativeVolume'>;

const rvolText = (rvol: number | null) => (rvol === null ? '' : `, RVOL ${rvol.toFixed(1)}x`);

export function breakEvent(row: BreakRow, date: string): ScannerEvent {
  const up = row.direction === 'up';
  return {
    event: up ? 'breakout' : 'breakdown',
    symbol: row.symbol,
    key: `break:${date}:${row.symbol}:${row.type}:${row.direction}`,
    at: Date.parse(row.time),
    line: `${row.symbol} ${up ? 'breakout' : 'breakdown'}: ${BREAK_TYPE_LABELS[row.type]} ${up ? 'high' : 'low'} ${row.level.toFixed(2)}${rvolText(row.relativeVolume)}`,
    confirmed: row.confirmed,
  };
}

export function gapEvent(row: GapperRow, date: string, at: number): ScannerEvent {
  const up = row.gapPercent > 0;
  return {
    event: up ? 'gap-up' : 'gap-down',
    symbol: row.symbol,
    key: `gap:${date}:${row.symbol}`,
    at,
    line: `${row.symbol} gap ${up ? 'up' : 'down'} ${Math.abs(row.gapPercent).toFixed(1)}% (${row.basis === 'open' ? 'open' : 'pre-market'} ${row.gapPrice.toFixed(2)})`,
    confirmed: true,
  };
}

export function rvolEvent(row: RelativeVolumeRow, date: string, at: number): ScannerEvent {
  return {
    event: 'rvol',
    symbol: row.symbol,
    key: `rvol:${date}:${row.symbol}`,
    at,
    line: `${row.symbol} relative volume ${row.relativeVolume.toFixed(1)}x, ${row.changePercent >= 0 ? '+' : ''}${row.changePercent.toFixed(1)}% at ${row.last.toFixed(2)}`,
    confirmed: true,
  };
}

export interface ScannerWatchOptions {
  service: ScannerService;
  marketNow: () => number;
  /** Null: no timer (tests call `tick()`). */
  intervalMs: number | null;
  onEvents: (events: ScannerEvent[]) => void;
  logger?: { error(obj: object, msg: string): void };
}

export function createScannerWatch(options: ScannerWatchOptions) {
  let session: string | null = null;
  let seen = new Set<string>();

  async function scan(at: number, date: string): Promise<ScannerEvent[]> {
    const { service } = options;
    const [up, down, gapsUp, gapsDown, volume] = await Promise.all([
      service.breaks('up', undefined, false, true, MAX_SCANNER_LIMIT),
      service.breaks('down', undefined, false, true, MAX_SCANNER_LIMIT),
      service.gappers('up', DEFAULT_MIN_GAP_PERCENT, true, MAX_SCANNER_LIMIT),
      service.gappers('down', DEFAULT_MIN_GAP_PERCENT, true, MAX_SCANNER_LIMIT),
      service.relativeVolume(true, MAX_SCANNER_LIMIT),
    ]);
    return [
      ...[...up.items, ...down.items].map((row) => breakEvent(row, date)),
      ...[...gapsUp.items, ...gapsDown.items].map((row) => gapEvent(row, date, at)),
      ...volume.items
        .filter((row) => row.relativeVolume >= RVOL_ALERT_THRESHOLD)
        .map((row) => rvolEvent(row, date, at)),
    ];
  }

  /** One look: the new events (none on a process's first look at a session). */
  async function look(): Promise<ScannerEvent[]> {
    const at = options.marketNow();
    // Only the pre-market and the regular session gap, break and trade: nothing new to find otherwise.
    const phase = marketPhaseAt(at);
    if (phase !== 'pre' && phase !== 'regular') return [];
    const date = sessionDateAt(at);
    const events = await scan(at, date);
    const first = session !== date;
    if (first) {
      session = date;
      seen = new Set();
    }
    const fresh = events.filter((event) => !seen.has(event.key));
    for (const event of fresh) seen.add(event.key);
    if (first || fresh.length === 0) return [];
    options.onEvents(fresh);
    return fresh;
  }

  return createWatchLoop(look, { name: 'scanner watch', intervalMs: options.intervalMs, logger: options.logger });
}

export type ScannerWatch = ReturnType<typeof createScannerWatch>;
