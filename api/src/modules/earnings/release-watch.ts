/**
 * Earnings reports as they come out, for alerts: every minute it reads today's calendar (the same answer
 * the Earnings page shows) and reports each report that is out now and was not at the last look — the
 * before-the-open ones at 8:00, the after-the-close ones at 16:05, New York time. The first look of a day
 * only learns what is already out (a restart never replays the morning).
 */
import type { EarningsCalendar, EarningsReport } from '@flowdeck/api-types';
import { marketLocalTime } from '@flowdeck/market-calendar';
import { createWatchLoop } from '../../lib/watch-loop.js';

/** How often the watch looks while the market runs live. */
export const RELEASE_WATCH_MS = 60_000;

export interface ReleaseWatchOptions {
  calendar: (today: string) => Promise<EarningsCalendar>;
  now: () => Date;
  /** Null: no timer (tests call `tick()`). */
  intervalMs: number | null;
  onReports: (reports: EarningsReport[]) => void;
  logger?: { error(obj: object, msg: string): void };
}

export function createReleaseWatch(options: ReleaseWatchOptions) {
  let day: string | null = null;
  let out = new Set<string>();

  async function look(): Promise<EarningsReport[]> {
    const today = marketLocalTime(options.now()).date;
    const answer = await options.calendar(today);
    const reported = answer.reports.filter((report) => report.reported && report.date === today);
    const first = day !== today;
    if (first) {
      day = today;
      out = new Set();
    }
    const fresh = reported.filter((report) => !out.has(report.id));
    for (const report of fresh) out.add(report.id);
    if (first || fresh.length === 0) return [];
    options.onReports(fresh);
    return fresh;
  }

  return createWatchLoop(look, { name: 'earnings watch', intervalMs: options.intervalMs, logger: options.logger });
}

export type ReleaseWatch = ReturnType<typeof createReleaseWatch>;
