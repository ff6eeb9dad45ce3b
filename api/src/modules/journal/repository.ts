/** The trade journal's SQL: every query names the user, so no row of another user is ever read or changed. */
import type { CostMethod } from '@flowdeck/endpoints/journal';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ParsedExecution } from './csv-format.js';
import type { JournalExecution } from './grouping.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredExecution extends JournalExecution {
  source: 'manual' | 'import';
}

export interface TradeNotesRow {
  tradeKey: string;
  notes: string;
  tags: string[];
  setup: string | null;
  mistake: string | null;
  risk: number | null;
}

const INSERT_CHUNK = 500;

function toExecution(row: {
  id: number;
  account: string;
  executed_at: Date;
  symbol: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  commission: number;
  fees: number;
  source: 'manual' | 'import';
}): StoredExecution {
  return {
    id: row.id,
    account: row.account,
    executedAt: new Date(row.executed_at).toISOString(),
    symbol: row.symbol,
    side: row.side,
    quantity: Number(row.quantity),
    price: Number(row.price),
    commission: Number(row.commission),
    fees: Number(row.fees),
    source: row.source,
  };
}

/** Inserts fills, skipping any the user already has (same identity); returns the ids of the new rows. */
export async function insertExecutions(
  db: Db,
  userId: number,
  rows: readonly Omit<ParsedExecution, 'line'>[],
  source: 'manual' | 'import',
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const inserted = await db
      .insertInto('journal_executions')
      .values(
        chunk.map((r) => ({
          user_id: userId,
          account: r.account,
          executed_at: r.executedAt,
          symbol: r.symbol,
          side: r.side,
          quantity: r.quantity,
          price: r.price,
          commission: r.commission,
          fees: r.fees,
          source,
        })),
      )
      .onConflict((oc) => oc.constraint('journal_executions_identity').doNothing())
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export function createJournalRepository(db: Kysely<Database>) {
  return {
    /** The id of the user with this username (case-insensitive). */
    async userIdByUsername(username: string): Promise<number | undefined> {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return user?.id;
    },

    async executions(userId: number, account?: string): Promise<StoredExecution[]> {
      let query = db
        .selectFrom('journal_executions')
        .select(['id', 'account', 'executed_at', 'symbol', 'side', 'quantity', 'price', 'commission', 'fees', 'source'])
        .where('user_id', '=', userId);
      if (account) query = query.where('account', '=', account);
      return (await query.orderBy('executed_at').orderBy('id').execute()).map(toExecution);
    },

    async execution(userId: number, id: number): Promise<StoredExecution | undefined> {
      const row = await db
        .selectFrom('journal_executions')
        .select(['id', 'account', 'executed_at', 'symbol', 'side', 'quantity', 'price', 'commission', 'fees', 'source'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toExecution(row) : undefined;
    },

    /** The execution with this identity, whoever inserted it (for "already in your journal"). */
    async executionByIdentity(userId: number, e: Omit<ParsedExecution, 'line'>): Promise<StoredExecution | undefined> {
      const row = await db
        .selectFrom('journal_executions')
        .select(['id', 'account', 'executed_at', 'symbol', 'side', 'quantity', 'price', 'commission', 'fees', 'source'])
        .where('user_id', '=', userId)
        .where('account', '=', e.account)
        .where('executed_at', '=', new Date(e.executedAt))
        .where('symbol', '=', e.symbol)
        .where('side', '=', e.side)
        .where('quantity', '=', e.quantity)
        .where('price', '=', e.price)
        .executeTakeFirst();
      return row ? toExecution(row) : undefined;
    },

    async deleteExecution(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('journal_executions')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async accounts(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('journal_executions')
        .select('account')
        .distinct()
        .where('user_id', '=', userId)
        .orderBy('account')
        .execute();
      return rows.map((r) => r.account);
    },

    async notes(userId: number): Promise<Map<string, TradeNotesRow>> {
      const rows = await db
        .selectFrom('journal_trade_notes')
        .select(['trade_key', 'notes', 'tags', 'setup', 'mistake', 'risk'])
        .where('user_id', '=', userId)
        .execute();
      return new Map(
        rows.map((r) => [
          r.trade_key,
          {
            tradeKey: r.trade_key,
            notes: r.notes,
            tags: Array.isArray(r.tags) ? (r.tags as string[]) : [],
            setup: r.setup,
            mistake: r.mistake,
            risk: r.risk === null ? null : Number(r.risk),
          },
        ]),
      );
    },

    async saveNotes(userId: number, notes: TradeNotesRow, now: Date): Promise<void> {
      const values = {
        notes: notes.notes,
        tags: JSON.stringify(notes.tags),
        setup: notes.setup,
        mistake: notes.mistake,
        risk: notes.risk,
        updated_at: now,
      };
      await db
        .insertInto('journal_trade_notes')
        .values({ user_id: userId, trade_key: notes.tradeKey, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'trade_key']).doUpdateSet(values))
        .execute();
    },

    /** The user's saved settings; undefined until they save one (a null zone: the default). */
    async settings(userId: number): Promise<{ costMethod: CostMethod; timeZone: string | null } | undefined> {
      const row = await db
        .selectFrom('journal_settings')
        .select(['cost_method', 'time_zone'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && { costMethod: row.cost_method, timeZone: row.time_zone };
    },

    /** Saves what `patch` names; on a first save the other setting starts at its default. */
    async saveSettings(
      userId: number,
      patch: { costMethod?: CostMethod; timeZone?: string },
      defaults: { costMethod: CostMethod },
      now: Date,
    ): Promise<void> {
      const changes = {
        ...(patch.costMethod !== undefined ? { cost_method: patch.costMethod } : {}),
        ...(patch.timeZone !== undefined ? { time_zone: patch.timeZone } : {}),
        updated_at: now,
      };
      await db
        .insertInto('journal_settings')
        .values({ user_id: userId, cost_method: defaults.costMethod, ...changes })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
        .execute();
    },

    /** One-minute bars of a symbol between two instants (the simulator's or a vendor's, whichever the API holds). */
    async minuteBars(symbol: string, from: string, to: string) {
      const rows = await db
        .selectFrom('minute_bars')
        .select(['ts', 'high', 'low'])
        .where('symbol', '=', symbol)
        .where('ts', '>=', new Date(Math.floor(Date.parse(from) / 60_000) * 60_000))
        .where('ts', '<=', new Date(to))
        .orderBy('ts')
        .execute();
      return rows.map((r) => ({ ts: new Date(r.ts).toISOString(), high: Number(r.high), low: Number(r.low) }));
    },
  };
}

export type JournalRepository = ReturnType<typeof createJournalRepository>;
