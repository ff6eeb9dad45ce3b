/**
 * The part of a user's row every signed-in request checks (token version; for premium data also the end of
 * access and email verification; for the bot add-on's routes `bot_sub`), read through the read cache: on the embedded database a request then
 * asks nothing while the `users` table is unchanged, and any write to it (a password change raising the
 * token version, a payment moving `end_date`) is seen by the next request.
 */
import type { Kysely } from 'kysely';
import { readCacheFor } from '../db/read-cache.js';
import type { Database } from '../db/schema.js';

export interface UserAccessRow {
  end_date: string;
  token_version: number;
  email_verified_at: Date | null;
  /** The Discord bot add-on (the `useDiscordBot` requirement). */
  bot_sub: boolean;
}

export function userAccessRow(db: Kysely<Database>, userId: number): Promise<UserAccessRow | undefined> {
  return readCacheFor(db).read(['users'], `user-access ${userId}`, () =>
    db
      .selectFrom('users')
      .select(['end_date', 'token_version', 'email_verified_at', 'bot_sub'])
      .where('id', '=', userId)
      .executeTakeFirst(),
  );
}
