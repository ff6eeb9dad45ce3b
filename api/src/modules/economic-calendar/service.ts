/**
 * The Economic Calendar: the simulated schedule for the window, with every release a publisher's imported
 * calendar gives replacing the simulated one of the same kind on the same day.
 */
import type { EconomicCalendar, EconomicEvent, ReleaseKind } from '@flowdeck/api-types';
import { addDays, marketLocalTime } from '@flowdeck/market-calendar';
import type { Kysely } from 'kysely';
import { readCacheFor } from '../../db/read-cache.js';
import type { Database } from '../../db/schema.js';
import { releaseSpec, surpriseOf } from './releases.js';
import { createEconomicCalendarRepository, type EconomicEventRow } from './repository.js';
import { simulatedEvents } from './schedule.js';

/** How far ahead the countdown looks for the next high-importance release. */
export const NEXT_RELEASE_HORIZON_DAYS = 45;

export interface CalendarQuery {
  from: string;
  to: string;
  minImportance?: number | undefined;
}

function fromRow(row: EconomicEventRow): EconomicEvent {
  const kind = row.kind as ReleaseKind;
  const spec = releaseSpec(kind);
  return {
    id: row.id,
    kind,
    title: row.title,
    period: row.period,
    time: new Date(row.starts_at).toISOString(),
    allDay: row.all_day,
    date: row.date,
    importance: row.importance as EconomicEvent['importance'],
    actual: row.actual,
    forecast: row.forecast,
    previous: row.previous,
    unit: spec.unit,
    decimals: spec.decimals,
    better: spec.better,
    surprise: surpriseOf(row.actual, row.forecast, spec.better, spec.decimals),
    fomc: null,
    source: row.source,
    sourceUrl: row.source_url,
  };
}

const byTime = (a: EconomicEvent, b: EconomicEvent) =>
  a.time.localeCompare(b.time) || b.importance - a.importance || a.title.localeCompare(b.title);

export function createEconomicCalendarService(db: Kysely<Database>, seed: number, now: () => Date) {
  const repo = createEconomicCalendarRepository(db);
  const reads = readCacheFor(db);

  async function eventsBetween(from: string, to: string): Promise<EconomicEvent[]> {
    const rows = await reads.read(['economic_events'], `between ${from} ${to}`, () => repo.between(from, to));
    const imported = rows.map(fromRow);
    const replaced = new Set(imported.map((event) => `${event.kind}|${event.date}`));
    const simulated = simulatedEvents(from, to, now(), seed).filter(
      (event) => !replaced.has(`${event.kind}|${event.date}`),
    );
    return [...imported, ...simulated].sort(byTime);
  }

  return {
    async calendar(query: CalendarQuery): Promise<EconomicCalendar> {
      const minImportance = query.minImportance ?? 1;
      const events = (await eventsBetween(query.from, query.to)).filter((event) => event.importance >= minImportance);
      const at = now();
      const today = marketLocalTime(at).date;
      const upcoming = await eventsBetween(today, addDays(today, NEXT_RELEASE_HORIZON_DAYS));
      const next = upcoming.find(
        (event) => event.importance === 3 && !event.allDay && Date.parse(event.time) > at.getTime(),
      );
      return {
        from: query.from,
        to: query.to,
        events,
        next: next ?? null,
        simulated: events.some((event) => event.id.startsWith('sim:')),
      };
    },
  };
}
