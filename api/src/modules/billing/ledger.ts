/**
 * The one place payments change access. Both providers end here: Stripe through its webhook, the test
 * provider when its card form is paid or a renewal is charged. Every function runs inside the caller's
 * transaction and locks the user's row first, so two events for one user are applied one after the other.
 *
 * Order does not matter: a paid period adds its days once (keyed by the provider's payment id), a failed
 * payment only marks a subscription past due when no later period is already paid, and an ended
 * subscription never turns the Discord bot back on.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addDays } from '@flowdeck/market-calendar';
import { commissionCents } from '../affiliate/commission.js';
import type { Plan } from './plans.js';
import type { ProviderName } from './provider.js';

type Tx = Transaction<Database>;

export interface Card {
  brand: string;
  last4: string;
}

/** How to find the subscription an event is about; created when it is not there yet. */
export interface SubscriptionRef {
  /** Ours (test provider). */
  id?: string;
  /** Stripe's `sub_…`. */
  providerSubscriptionId?: string | null;
  customerId?: string | null;
}

interface EventBase {
  userId: number;
  plan: Plan;
  provider: ProviderName;
  subscription: SubscriptionRef;
  today: string;
}

export interface PaidPeriod extends EventBase {
  /** The provider's id for this payment: the same payment reported twice is credited once. */
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  card?: Card | null;
  /** Test provider: the saved card declines renewals. */
  renewalsDecline?: boolean;
  /** When the provider says the period ends (Stripe); null: the period is the plan's length from today. */
  periodEnd: string | null;
}

export interface FailedPayment extends EventBase {
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  reason: string;
  card?: Card | null;
  /** The end of the period the payment was for; a failure for an already-paid period changes nothing. */
  periodEnd: string | null;
}

export interface SubscriptionEnd extends EventBase {
  endedAt: Date;
}

export type LedgerResult =
  | { applied: true; paymentId: string | null; subscriptionId: string; accessUntil: string | null }
  | { applied: false; reason: 'duplicate' | 'unknown user' };

type SubscriptionRow = {
  id: string;
  status: 'active' | 'past_due' | 'ended';
  current_period_end: string;
  kind: 'access' | 'bot';
};

async function lockUser(tx: Tx, userId: number) {
  return tx
    .selectFrom('users')
    .select(['id', 'end_date', 'referred_by'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

async function findSubscription(tx: Tx, ref: SubscriptionRef): Promise<SubscriptionRow | undefined> {
  const columns = ['id', 'status', 'current_period_end', 'kind'] as const;
  if (ref.id) return tx.selectFrom('subscriptions').select(columns).where('id', '=', ref.id).executeTakeFirst();
  if (ref.providerSubscriptionId)
    return tx
      .selectFrom('subscriptions')
      .select(columns)
      .where('provider_subscription_id', '=', ref.providerSubscriptionId)
      .executeTakeFirst();
  return undefined;
}

/** The subscription an event is about, created in `status` when this is the first event that names it. */
async function ensureSubscription(
  tx: Tx,
  event: EventBase,
  status: SubscriptionRow['status'],
  extra: { endedAt?: Date } = {},
): Promise<SubscriptionRow> {
  const found = await findSubscription(tx, event.subscription);
  if (found) return found;
  const row = {
    id: event.subscription.id ?? randomUUID(),
    status,
    current_period_end: event.today,
    kind: event.plan.kind,
  };
  await tx
    .insertInto('subscriptions')
    .values({
      ...row,
      user_id: event.userId,
      plan_id: event.plan.id,
      provider: event.provider,
      provider_subscription_id: event.subscription.providerSubscriptionId ?? null,
      provider_customer_id: event.subscription.customerId ?? null,
      card_brand: null,
      card_last4: null,
      ended_at: extra.endedAt ?? null,
    })
    .execute();
  return row;
}

/** bot_sub follows the user's bot subscriptions: on while one is active. */
async function refreshBotFlag(tx: Tx, userId: number): Promise<void> {
  const live = await tx
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'bot')
    .where('status', '=', 'active')
    .executeTakeFirst();
  await tx
    .updateTable('users')
    .set({ bot_sub: live !== undefined })
    .where('id', '=', userId)
    .execute();
}

/** A paid period: the payment is recorded, access (or the bot) extended, the subscription made current. */
export async function creditPaidPeriod(tx: Tx, event: PaidPeriod): Promise<LedgerResult> {
  const user = await lockUser(tx, event.userId);
  if (!user) return { applied: false, reason: 'unknown user' };
  const subscription = await ensureSubscription(tx, event, 'active');
  const paymentId = randomUUID();
  const inserted = await tx
    .insertInto('payments')
    .values({
      id: paymentId,
      user_id: event.userId,
      subscription_id: subscription.id,
      plan_id: event.plan.id,
      provider: event.provider,
      provider_payment_id: event.providerPaymentId,
      status: 'paid',
      amount_cents: event.amountCents,
      currency: event.currency,
      failure_reason: null,
      card_brand: event.card?.brand ?? null,
      card_last4: event.card?.last4 ?? null,
      access_until: null,
      referrer_id: user.referred_by,
      commission_cents: user.referred_by === null ? 0 : commissionCents(event.amountCents),
    })
    .onConflict((oc) => oc.column('provider_payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { applied: false, reason: 'duplicate' };

  let accessUntil: string | null = null;
  let periodEnd = event.periodEnd;
  if (event.plan.kind === 'access') {
    // Days are added to whatever is later, today or the current end: a trial or a grant is never lost.
    const updated = await tx
      .updateTable('users')
      .set({
        end_date: sql<string>`greatest(end_date, cast(${event.today} as date)) + cast(${event.plan.days} as integer)`,
      })
      .where('id', '=', event.userId)
      .returning('end_date')
      .executeTakeFirstOrThrow();
    accessUntil = updated.end_date;
    periodEnd ??= accessUntil;
    await tx.updateTable('payments').set({ access_until: accessUntil }).where('id', '=', paymentId).execute();
  } else {
    const from = subscription.current_period_end > event.today ? subscription.current_period_end : event.today;
    periodEnd ??= addDays(from, event.plan.days);
  }

  if (subscription.status !== 'ended') {
    await tx
      .updateTable('subscriptions')
      .set({
        status: 'active',
        current_period_end: sql<string>`greatest(current_period_end, cast(${periodEnd} as date))`,
        ...(event.card ? { card_brand: event.card.brand, card_last4: event.card.last4 } : {}),
        ...(event.renewalsDecline !== undefined ? { renewals_decline: event.renewalsDecline } : {}),
        ...(event.subscription.customerId ? { provider_customer_id: event.subscription.customerId } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', subscription.id)
      .execute();
    if (event.plan.kind === 'bot') await refreshBotFlag(tx, event.userId);
  }
  return { applied: true, paymentId, subscriptionId: subscription.id, accessUntil };
}

/** A declined payment: recorded for the history; the subscription is past due unless a later period is paid. */
export async function recordFailedPayment(tx: Tx, event: FailedPayment): Promise<LedgerResult> {
  const user = await lockUser(tx, event.userId);
  if (!user) return { applied: false, reason: 'unknown user' };
  const hasSubscription = Boolean(event.subscription.id || event.subscription.providerSubscriptionId);
  const subscription = hasSubscription ? await ensureSubscription(tx, event, 'past_due') : null;
  const paymentId = randomUUID();
  const inserted = await tx
    .insertInto('payments')
    .values({
      id: paymentId,
      user_id: event.userId,
      subscription_id: subscription?.id ?? null,
      plan_id: event.plan.id,
      provider: event.provider,
      provider_payment_id: event.providerPaymentId,
      status: 'failed',
      amount_cents: event.amountCents,
      currency: event.currency,
      failure_reason: event.reason,
      card_brand: event.card?.brand ?? null,
      card_last4: event.card?.last4 ?? null,
      access_until: null,
      referrer_id: null,
    })
    .onConflict((oc) => oc.column('provider_payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { applied: false, reason: 'duplicate' };
  if (
    subscription &&
    subscription.status === 'active' &&
    (event.periodEnd === null || event.periodEnd > subscription.current_period_end)
  ) {
    await tx
      .updateTable('subscriptions')
      .set({ status: 'past_due', updated_at: new Date() })
      .where('id', '=', subscription.id)
      .execute();
    if (subscription.kind === 'bot') await refreshBotFlag(tx, event.userId);
  }
  return { applied: true, paymentId, subscriptionId: subscription?.id ?? '', accessUntil: null };
}

/**
 * A subscription that will not renew again. Paid access is kept to its end date; the bot goes off with
 * the last active bot subscription.
 */
export async function endSubscription(tx: Tx, event: SubscriptionEnd): Promise<LedgerResult> {
  const user = await lockUser(tx, event.userId);
  if (!user) return { applied: false, reason: 'unknown user' };
  const subscription = await ensureSubscription(tx, event, 'ended', { endedAt: event.endedAt });
  await tx
    .updateTable('subscriptions')
    .set({ status: 'ended', cancel_at_period_end: false, ended_at: event.endedAt, updated_at: new Date() })
    .where('id', '=', subscription.id)
    .where('status', '<>', 'ended')
    .execute();
  if (subscription.kind === 'bot') await refreshBotFlag(tx, event.userId);
  return { applied: true, paymentId: null, subscriptionId: subscription.id, accessUntil: null };
}
