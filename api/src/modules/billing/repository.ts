import type { BillingPayment, BillingSubscription } from '@flowdeck/api-types';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { CheckoutSessionsTable, PaymentsTable, SubscriptionsTable } from '../../db/schema.js';
import { CURRENCY, planById } from './plans.js';

export type SubscriptionRecord = Selectable<SubscriptionsTable>;
export type PaymentRecord = Selectable<PaymentsTable>;
export type CheckoutRecord = Selectable<CheckoutSessionsTable>;

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
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
