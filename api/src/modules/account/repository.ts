import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';

export interface ProfileChanges {
  phoneNumber: string;
  /** Set when the number was just confirmed with a one-time code; otherwise a changed number is unverified. */
  verifiedAt?: Date | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  displayName?: string | null | undefined;
}

export interface NameChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  displayName?: string | null | undefined;
  avatar?: string | null | undefined;
}

export interface GrantedAccess {
  username: string;
  end_date: string;
  bot_sub: boolean;
}

export function createAccountRepository(db: Executor) {
  return {
    findUserById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Locks the user's row for the rest of the transaction, so two saves of one user's settings (which
     * check each other: SMS alerts reference alert filters) run one after the other.
     */
    lockUser(
      id: number,
    ): Promise<{ phone_number: string | null; phone_verified_at: Date | null; bot_sub: boolean } | undefined> {
      return db
        .selectFrom('users')
        .select(['phone_number', 'phone_verified_at', 'bot_sub'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Ids of the user's saved screens (an SMS screen rule may only watch one of these, or a preset). */
    async savedScreenIds(userId: number): Promise<Set<string>> {
      const rows = await db.selectFrom('saved_screens').select('id').where('user_id', '=', userId).execute();
      return new Set(rows.map((row) => row.id));
    },

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

    updateProfile(userId: number, changes: ProfileChanges): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({
          phone_number: changes.phoneNumber,
          phone_verified_at: changes.verifiedAt
            ? changes.verifiedAt
            : sql<Date | null>`case when phone_number = ${changes.phoneNumber} then phone_verified_at else null end`,
          ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
          ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
          ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    updateNames(userId: number, changes: NameChanges): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({
          ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
          ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
          ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
          ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Adds `days` to whichever is later, today or the current end date — in one statement, so two grants
     * at once both count. Sets `bot_sub` when `bot`, never clears it.
     */
    extendAccess(username: string, days: number, bot: boolean, today: string): Promise<GrantedAccess | undefined> {
      return db
        .updateTable('users')
        .set({
          end_date: sql<string>`greatest(end_date, cast(${today} as date)) + cast(${days} as integer)`,
          ...(bot ? { bot_sub: true } : {}),
        })
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .returning(['username', 'end_date', 'bot_sub'])
        .executeTakeFirst();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
