import { randomUUID } from 'node:crypto';
import type { SavedScreen, ScreenerFilter, ScreenerSort } from '@flowdeck/api-types';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SavedScreensTable } from '../../db/schema.js';

function present(row: Selectable<SavedScreensTable>): SavedScreen {
  return {
    id: row.id,
    name: row.name,
    filters: JSON.parse(row.filters) as ScreenerFilter[],
    sort: JSON.parse(row.sort) as ScreenerSort,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Saved screens, always read and written for one user: no query here can reach another user's rows. */
export function createSavedScreenRepository(db: Kysely<Database>) {
  return {
    async list(userId: number): Promise<SavedScreen[]> {
      const rows = await db
        .selectFrom('saved_screens')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(present);
    },

    async get(userId: number, id: string): Promise<SavedScreen | null> {
      const row = await db
        .selectFrom('saved_screens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? present(row) : null;
    },

    /** Saved screens by id, whoever saved them (the screen watch: the rule that names one was checked). */
    async byIds(ids: readonly string[]): Promise<SavedScreen[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('saved_screens')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(present);
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('saved_screens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async create(
      userId: number,
      screen: { name: string; filters: ScreenerFilter[]; sort: ScreenerSort },
      now: Date,
    ): Promise<SavedScreen> {
      const row = {
        id: randomUUID(),
        user_id: userId,
        name: screen.name,
        filters: JSON.stringify(screen.filters),
        sort: JSON.stringify(screen.sort),
        created_at: now,
      };
      await db.insertInto('saved_screens').values(row).execute();
      return present(row);
    },

    async remove(userId: number, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('saved_screens')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
