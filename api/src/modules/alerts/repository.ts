import type { SmsDelivery } from '@flowdeck/endpoints/sms-alerts';
import type { Executor } from '../../db/database.js';
import { SETTINGS } from '../user-settings/schemas.js';

export interface AlertRecipientRow {
  userId: number;
  /** The verified number alerts are texted to; null when it cannot be (none verified, or it replied STOP). */
  phone: string | null;
  /** The Discord bot add-on, with a bot connected and on: the rules marked for Discord post there. */
  discord: boolean;
  /** The stored sms-alert-filter, alert-filters and dashboard-config documents (parsed again by the caller). */
  sms: unknown;
  filters: unknown;
  /** Undefined when the user never saved a dashboard (its defaults apply). */
  dashboard: unknown;
}

export interface NewDelivery {
  userId: number;
  sentAt: Date;
  ruleId: string | null;
  ruleName: string;
  phone: string;
  text: string;
  segments: number;
  status: SmsDelivery['status'];
  providerStatus: string | null;
  error: string | null;
}

export function createAlertsRepository(db: Executor) {
  return {
    /**
     * Users with saved alert rules and an active subscription (end date today or later) who can receive
     * them somewhere: texted to a verified number that has not replied STOP, or posted by the Discord bot
     * (the add-on, a bot connected and on; no phone needed, and STOP, an SMS keyword, does not apply).
     * Which rules go where is each rule's own choice, read by the caller.
     */
    async recipients(today: string): Promise<AlertRecipientRow[]> {
      const rows = await db
        .selectFrom('user_settings as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .leftJoin('user_settings as f', (join) =>
          join.onRef('f.user_id', '=', 's.user_id').on('f.kind', '=', SETTINGS['alert-filters'].path),
        )
        .leftJoin('user_settings as d', (join) =>
          join.onRef('d.user_id', '=', 's.user_id').on('d.kind', '=', SETTINGS['dashboard-config'].path),
        )
        .leftJoin('sms_opt_outs as o', 'o.phone_number', 'u.phone_number')
        .leftJoin('discord_bots as b', 'b.user_id', 's.user_id')
        .select([
          'u.id as user_id',
          'u.phone_number',
          'u.phone_verified_at',
          'o.phone_number as stopped',
          'u.bot_sub',
          'b.enabled as bot_enabled',
          's.value as sms',
          'f.value as filters',
          'd.value as dashboard',
        ])
        .where('s.kind', '=', SETTINGS['sms-alert-filter'].path)
        .where('u.end_date', '>=', today)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('u.phone_number', 'is not', null),
              eb('u.phone_verified_at', 'is not', null),
              eb('o.phone_number', 'is', null),
            ]),
            eb.and([eb('b.enabled', '=', true), eb('u.bot_sub', '=', true)]),
          ]),
        )
        .orderBy('u.id')
        .execute();
      return rows.map((row) => ({
        userId: row.user_id,
        phone: row.phone_number && row.phone_verified_at && row.stopped === null ? row.phone_number : null,
        discord: row.bot_sub && row.bot_enabled === true,
        sms: parse(row.sms),
        filters: parse(row.filters),
        dashboard: parse(row.dashboard),
      }));
    },

    async record(delivery: NewDelivery): Promise<SmsDelivery> {
      const row = await db
        .insertInto('sms_deliveries')
        .values({
          user_id: delivery.userId,
          sent_at: delivery.sentAt,
          rule_id: delivery.ruleId,
          rule_name: delivery.ruleName,
          phone_number: delivery.phone,
          text: delivery.text,
          segments: delivery.segments,
          status: delivery.status,
          provider_status: delivery.providerStatus,
          error: delivery.error,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDelivery(row);
    },

    /** One user's log, newest first. */
    async deliveries(userId: number, limit: number): Promise<SmsDelivery[]> {
      const rows = await db
        .selectFrom('sms_deliveries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toDelivery);
    },

    /** Alert texts sent since `since` (rule texts only: test sends and keyword replies do not count). */
    async sentSince(since: Date, userId?: number): Promise<Array<{ userId: number; sentAt: Date }>> {
      let query = db
        .selectFrom('sms_deliveries')
        .select(['user_id', 'sent_at'])
        .where('sent_at', '>=', since)
        .where('status', '=', 'sent')
        .where('rule_id', 'is not', null);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const rows = await query.execute();
      return rows.map((row) => ({ userId: row.user_id, sentAt: new Date(row.sent_at) }));
    },

    async isStopped(phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('sms_opt_outs')
        .select('phone_number')
        .where('phone_number', '=', phone)
        .executeTakeFirst();
      return row !== undefined;
    },

    async stop(phone: string, at: Date): Promise<void> {
      await db
        .insertInto('sms_opt_outs')
        .values({ phone_number: phone, stopped_at: at })
        .onConflict((oc) => oc.column('phone_number').doNothing())
        .execute();
    },

    async start(phone: string): Promise<void> {
      await db.deleteFrom('sms_opt_outs').where('phone_number', '=', phone).execute();
    },

    /** Accounts whose verified number this is. */
    async usersWithPhone(phone: string): Promise<number[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('phone_number', '=', phone)
        .where('phone_verified_at', 'is not', null)
        .execute();
      return rows.map((row) => row.id);
    },

    async user(userId: number) {
      return db
        .selectFrom('users')
        .select(['phone_number', 'phone_verified_at', 'end_date'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },
  };
}

/** PGlite hands back JSON columns parsed, node-postgres as text for `text` columns. */
function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function toDelivery(row: {
  id: number;
  sent_at: Date | string;
  rule_id: string | null;
  rule_name: string;
  text: string;
  segments: number;
  status: string;
  provider_status: string | null;
  error: string | null;
}): SmsDelivery {
  return {
    id: row.id,
    sentAt: new Date(row.sent_at).toISOString(),
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    text: row.text,
    segments: row.segments,
    status: row.status as SmsDelivery['status'],
    providerStatus: row.provider_status,
    error: row.error,
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
