import type { BillingPayment, BillingSubscription } from '@flowdeck/api-types';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { CheckoutSessionsTable, PaymentsTable, SubscriptionsTable, UserRow } from '../../db/schema.js';
import { CURRENCY, planById } from './plans.js';

export type SubscriptionRecord = Selectable<SubscriptionsTable>;
export type PaymentRecord = Selectable<PaymentsTable>;
export type CheckoutRecord = Selectable<CheckoutSessionsTable>;
/** What the ledger reads of a subscription. */
export type LedgerSubscription = Pick<SubscriptionRecord, 'id' | 'status' | 'current_period_end' | 'kind'>;

const LEDGER_SUBSCRIPTION_COLUMNS = ['id', 'status', 'current_period_end', 'kind'] as const;

/** How many payments the history shows. */
export const PAYMENT_HISTORY_LIMIT = 50;

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

export function toSubscriptionView(row: SubscriptionRecord): BillingSubscription {
  const plan = planById(row.plan_id);
  return {
    id: row.id,
    planId: row.plan_id,
    planName: plan?.name ?? row.plan_id,
    kind: row.kind,
    interval: plan?.interval ?? 'month',
    priceCents: plan?.priceCents ?? 0,
    currency: CURRENCY,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end,
    provider: row.provider,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    createdAt: iso(row.created_at),
    endedAt: row.ended_at ? iso(row.ended_at) : null,
  };
}

export function toPaymentView(row: PaymentRecord): BillingPayment {
  return {
    id: row.id,
    planId: row.plan_id,
    planName: planById(row.plan_id)?.name ?? row.plan_id,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    failureReason: row.failure_reason,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    accessUntil: row.access_until,
    createdAt: iso(row.created_at),
  };
}

export function createBillingRepository(db: Executor) {
  return {
    subscriptionsOf(userId: number): Promise<SubscriptionRecord[]> {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    subscription(userId: number, id: string): Promise<SubscriptionRecord | undefined> {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    lockSubscription(id: string): Promise<SubscriptionRecord | undefined> {
      return db.selectFrom('subscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** A subscription of this kind that will renew: a second one would charge twice for the same thing. */
    renewingSubscription(userId: number, kind: 'access' | 'bot'): Promise<SubscriptionRecord | undefined> {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('status', 'in', ['active', 'past_due'])
        .where('cancel_at_period_end', '=', false)
        .executeTakeFirst();
    },

    /** Test-provider subscriptions whose period has run out by `today` (all users, or one). */
    dueTestSubscriptions(today: string, userId: number | null): Promise<SubscriptionRecord[]> {
      let query = db
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider', '=', 'test')
        .where('status', '=', 'active')
        .where('current_period_end', '<=', today);
      if (userId !== null) query = query.where('user_id', '=', userId);
      return query.orderBy('current_period_end').execute();
    },

    async setCancelAtPeriodEnd(id: string, cancel: boolean, at: Date): Promise<SubscriptionRecord> {
      return db
        .updateTable('subscriptions')
        .set({ cancel_at_period_end: cancel, updated_at: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    paymentsOf(userId: number): Promise<PaymentRecord[]> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(PAYMENT_HISTORY_LIMIT)
        .execute();
    },

    payment(id: string): Promise<PaymentRecord | undefined> {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertCheckout(row: {
      id: string;
      userId: number;
      planId: string;
      provider: 'test' | 'stripe';
      providerSessionId: string | null;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db
        .insertInto('checkout_sessions')
        .values({
          id: row.id,
          user_id: row.userId,
          plan_id: row.planId,
          provider: row.provider,
          provider_session_id: row.providerSessionId,
          status: 'open',
          expires_at: row.expiresAt,
          created_at: row.createdAt,
        })
        .execute();
    },

    checkout(userId: number, id: string): Promise<CheckoutRecord | undefined> {
      return db
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    lockCheckout(userId: number, id: string): Promise<CheckoutRecord | undefined> {
      return db
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async setCheckoutStatus(id: string, status: 'completed' | 'expired', at: Date): Promise<void> {
      await db
        .updateTable('checkout_sessions')
        .set({ status, ...(status === 'completed' ? { completed_at: at } : {}) })
        .where('id', '=', id)
        .execute();
    },

    async completeProviderCheckout(providerSessionId: string, at: Date): Promise<void> {
      await db
        .updateTable('checkout_sessions')
        .set({ status: 'completed', completed_at: at })
        .where('provider_session_id', '=', providerSessionId)
        .where('status', '<>', 'completed')
        .execute();
    },

    /** Records a provider event id; false when it was already there (a redelivery). */
    async claimEvent(provider: string, eventId: string, type: string): Promise<boolean> {
      const row = await db
        .insertInto('billing_events')
        .values({ provider, event_id: eventId, type, outcome: 'processing' })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async setEventOutcome(provider: string, eventId: string, outcome: string): Promise<void> {
      await db
        .updateTable('billing_events')
        .set({ outcome })
        .where('provider', '=', provider)
        .where('event_id', '=', eventId)
        .execute();
    },

    /** The user's profile row. */
    findUserById(userId: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    },

    /** The address a checkout is started for. */
    emailOf(userId: number): Promise<{ email: string } | undefined> {
      return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    },

    /** The user's access end date and bot add-on. */
    accessOf(userId: number): Promise<{ end_date: string; bot_sub: boolean } | undefined> {
      return db.selectFrom('users').select(['end_date', 'bot_sub']).where('id', '=', userId).executeTakeFirst();
    },

    /** Locks the user's row for the transaction, so two payment events for one user apply one after the other. */
    lockUser(userId: number): Promise<{ id: number; end_date: string; referred_by: number | null } | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'end_date', 'referred_by'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** A subscription by our id, as the ledger reads it. */
    ledgerSubscription(id: string): Promise<LedgerSubscription | undefined> {
      return db.selectFrom('subscriptions').select(LEDGER_SUBSCRIPTION_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** A subscription by the provider's id (Stripe's `sub_…`), as the ledger reads it. */
    ledgerSubscriptionByProviderId(providerSubscriptionId: string): Promise<LedgerSubscription | undefined> {
      return db
        .selectFrom('subscriptions')
        .select(LEDGER_SUBSCRIPTION_COLUMNS)
        .where('provider_subscription_id', '=', providerSubscriptionId)
        .executeTakeFirst();
    },

    /** Records a subscription the first event about it names. */
    async insertSubscription(row: Insertable<SubscriptionsTable>): Promise<void> {
      await db.insertInto('subscriptions').values(row).execute();
    },

    /** Records a payment; false when one with its provider payment id is already there (a duplicate). */
    async insertPayment(row: Insertable<PaymentsTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('payments')
        .values(row)
        .onConflict((oc) => oc.column('provider_payment_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Stores the end date an access payment was credited up to. */
    async setPaymentAccessUntil(paymentId: string, accessUntil: string): Promise<void> {
      await db.updateTable('payments').set({ access_until: accessUntil }).where('id', '=', paymentId).execute();
    },

    /**
     * Adds `days` to whichever is later, `today` or the user's end date, in one statement (a trial or a grant is
     * never lost). Returns the new end date.
     */
    async extendAccess(userId: number, today: string, days: number): Promise<string> {
      const updated = await db
        .updateTable('users')
        .set({
          end_date: sql<string>`greatest(end_date, cast(${today} as date)) + cast(${days} as integer)`,
        })
        .where('id', '=', userId)
        .returning('end_date')
        .executeTakeFirstOrThrow();
      return updated.end_date;
    },

    /** Whether the user has an active bot subscription. */
    async hasActiveBotSubscription(userId: number): Promise<boolean> {
      const live = await db
        .selectFrom('subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'bot')
        .where('status', '=', 'active')
        .executeTakeFirst();
      return live !== undefined;
    },

    /** Switches the Discord bot add-on on or off. */
    async setBotSub(userId: number, on: boolean): Promise<void> {
      await db.updateTable('users').set({ bot_sub: on }).where('id', '=', userId).execute();
    },

    /**
     * A paid period: the subscription is active and runs at least to `periodEnd`; the card, the test provider's
     * renewal outcome and the customer are updated when given.
     */
    async activateSubscription(
      id: string,
      changes: {
        periodEnd: string;
        card?: { brand: string; last4: string } | null;
        renewalsDecline?: boolean;
        customerId?: string | null;
      },
      at: Date,
    ): Promise<void> {
      await db
        .updateTable('subscriptions')
        .set({
          status: 'active',
          current_period_end: sql<string>`greatest(current_period_end, cast(${changes.periodEnd} as date))`,
          ...(changes.card ? { card_brand: changes.card.brand, card_last4: changes.card.last4 } : {}),
          ...(changes.renewalsDecline !== undefined ? { renewals_decline: changes.renewalsDecline } : {}),
          ...(changes.customerId ? { provider_customer_id: changes.customerId } : {}),
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** A renewal payment failed: the subscription is past due. */
    async markPastDue(id: string, at: Date): Promise<void> {
      await db.updateTable('subscriptions').set({ status: 'past_due', updated_at: at }).where('id', '=', id).execute();
    },

    /** Ends a subscription that has not ended yet. */
    async markEnded(id: string, endedAt: Date, at: Date): Promise<void> {
      await db
        .updateTable('subscriptions')
        .set({ status: 'ended', cancel_at_period_end: false, ended_at: endedAt, updated_at: at })
        .where('id', '=', id)
        .where('status', '<>', 'ended')
        .execute();
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
