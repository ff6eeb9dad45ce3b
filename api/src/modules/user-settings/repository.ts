import type { Executor } from '../../db/database.js';

export function createUserSettingsRepository(db: Executor) {
  return {
    /** The stored document of this kind as saved (parsed again by the caller), or undefined when none is. */
    async readSettings(userId: number, kind: string): Promise<unknown> {
      const row = await db
        .selectFrom('user_settings')
        .select('value')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row?.value;
    },

    async writeSettings(userId: number, kind: string, value: unknown, at: Date): Promise<void> {
      const json = JSON.stringify(value);
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, kind, value: json, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ value: json, updated_at: at }))
        .execute();
    },

    /** Ids of the user's saved screens (an SMS screen rule may only watch one of these, or a preset). */
    async savedScreenIds(userId: number): Promise<Set<string>> {
      const rows = await db.selectFrom('saved_screens').select('id').where('user_id', '=', userId).execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type UserSettingsRepository = ReturnType<typeof createUserSettingsRepository>;
