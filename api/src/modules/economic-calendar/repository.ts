/** SQL for the Economic Calendar's imported rows. */
import type { Kysely, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database, EconomicEventsTable } from '../../db/schema.js';
import { upsertById, type UpsertCounts } from '../../db/upsert.js';

export type EconomicEventRow = Selectable<EconomicEventsTable>;
export type NewEconomicEvent = Omit<EconomicEventRow, 'starts_at' | 'imported_at'> & {
  starts_at: Date;
  imported_at: Date;
};

/** The columns that make a row what it is: a re-import with the same values changes nothing. */
const COMPARED = [
  'source',
  'kind',
  'title',
  'period',
  'all_day',
  'date',
  'importance',
  'actual',
  'forecast',
  'previous',
  'source_url',
] as const;

function sameEvent(stored: EconomicEventRow, next: NewEconomicEvent): boolean {
  return (
    COMPARED.every((column) => stored[column] === next[column]) &&
    new Date(stored.starts_at).getTime() === next.starts_at.getTime()
  );
}

export function createEconomicCalendarRepository(db: Kysely<Database>) {
  return {
    /** Imported rows between two New York dates, inclusive. */
    async between(from: string, to: string): Promise<EconomicEventRow[]> {
      return db
        .selectFrom('economic_events')
        .selectAll()
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
    },
  };
}

/** Inserts new rows, updates changed ones, leaves identical ones: the counts say which. */
export function upsertEconomicEvents(executor: Executor, rows: readonly NewEconomicEvent[]): Promise<UpsertCounts> {
  return upsertById(executor, 'economic_events', rows, (stored, row) =>
    sameEvent(stored as EconomicEventRow, row as NewEconomicEvent),
  );
}
