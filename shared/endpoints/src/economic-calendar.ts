/**
 * Economic Calendar endpoint (spec §7: economic-calander, spelt as the spec spells it), with its limits.
 * Zod-free (see ./market.ts).
 */
import type { EconomicCalendar, Importance } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** The widest window one request may ask for, in days (two months and a bit). */
export const MAX_CALENDAR_DAYS = 62;
export const IMPORTANCE_LEVELS: readonly Importance[] = [1, 2, 3];
export const IMPORTANCE_LABELS: Record<Importance, string> = { 1: 'Low', 2: 'Medium', 3: 'High' };

export const ECONOMIC_CALENDAR: Route<'GET', 'economic-calander', EconomicCalendar> = {
  method: 'GET',
  path: 'economic-calander',
  requirement: 'readTrackers',
  summary: `US economic releases and FOMC meetings between two dates (at most ${MAX_CALENDAR_DAYS} days), at or above an importance.`,
};
