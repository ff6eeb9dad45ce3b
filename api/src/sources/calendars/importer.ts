/**
 * `npm run import -- calendar-ics <file|dir> [--source NAME]`: publishers' release calendars (BLS, BEA,
 * Census, the Federal Reserve) into the Economic Calendar. Each event is classified by its title; an
 * imported release replaces the simulated one of the same kind on the same day.
 */
import { marketInstant } from '@flowdeck/market-calendar';
import { hashString } from '../simulator/market/rng.js';
import { classifyRelease, periodOf, releaseSpec } from '../../modules/economic-calendar/releases.js';
import { upsertEconomicEvents, type NewEconomicEvent } from '../../modules/economic-calendar/repository.js';
import { defineImporter, ImportRefusal } from '../import/importer.js';
import { parseIcs, type IcsCalendar } from './ics.js';

/** Short names for the publishers whose calendars name themselves at length. */
const PUBLISHERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/bureau of labor statistics|\bbls\b/i, 'BLS'],
  [/bureau of economic analysis|\bbea\b/i, 'BEA'],
  [/census/i, 'Census Bureau'],
  [/federal reserve|\bfomc\b/i, 'Federal Reserve'],
  [/department of labor|\bdol\b/i, 'Department of Labor'],
];

export function publisherOf(calendar: IcsCalendar, given: string | undefined): string {
  if (given) return given;
  const name = calendar.name ?? '';
  return PUBLISHERS.find(([pattern]) => pattern.test(name))?.[1] ?? (name.trim() || 'Imported calendar');
}

/** New York date of an instant. */
function newYorkDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(instant);
}

export const calendarIcsImporter = defineImporter<{ calendar: IcsCalendar; file: string }>({
  kind: 'calendar-ics',
  summary: 'iCalendar release schedules (BLS, BEA, Census, Federal Reserve) into the Economic Calendar',
  options: [{ name: 'source', help: 'publisher name shown on each row, e.g. BLS' }],
  accepts: (fileName) => fileName.toLowerCase().endsWith('.ics'),
  parse(file) {
    const calendar = parseIcs(file);
    if (calendar.events.length === 0) throw new ImportRefusal(file.name, 'VCALENDAR', 'the calendar holds no VEVENT');
    return { calendar, file: file.name };
  },
  async write(trx, { calendar, file }, context) {
    const source = publisherOf(
      calendar,
      typeof context.options['source'] === 'string' ? context.options['source'] : undefined,
    );
    const sourceKey = source.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const counts = new Map<string, number>();
    const rows: NewEconomicEvent[] = calendar.events.map((event) => {
      const kind = classifyRelease(event.summary, event.date !== null);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      const spec = releaseSpec(kind);
      const uid = event.uid ?? `h${hashString(`${event.start.toISOString()}|${event.summary}`).toString(16)}`;
      const date = event.date ?? newYorkDate(event.start);
      return {
        id: `${sourceKey}:${uid}`,
        source,
        kind,
        title: event.summary,
        period: periodOf(event.summary),
        starts_at: event.date ? new Date(marketInstant(date, 0)) : event.start,
        all_day: event.date !== null,
        date,
        importance: spec.importance,
        actual: null,
        forecast: null,
        previous: null,
        source_url: event.url,
        source_file: file,
        imported_at: context.now,
      };
    });
    const ids = new Set<string>();
    for (const [index, row] of rows.entries()) {
      if (ids.has(row.id))
        throw new ImportRefusal(
          file,
          `line ${calendar.events[index]?.line ?? 0}`,
          `UID repeated in the file (${row.id})`,
        );
      ids.add(row.id);
    }
    const result = await upsertEconomicEvents(trx, rows);
    const kinds = [...counts].map(([kind, count]) => `${kind} ${count}`).join(', ');
    return { ...result, notes: [`${source}: ${rows.length} events (${kinds})`] };
  },
});
