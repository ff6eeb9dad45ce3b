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
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addDays } from '@flowdeck/market-calendar';
import { commissionCents } from '../affiliate/commission.js';
import type { Plan } from './plans.js';
import type { ProviderName } from './provider.js';
import { createBillingRepository, type BillingRepository, type LedgerSubscription } from './repository.js';

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

async function findSubscription(
  repo: BillingRepository,
  ref: SubscriptionRef,
): Promise<LedgerSubscription | undefined> {
  if (ref.id) return repo.ledgerSubscription(ref.id);
  if (ref.providerSubscriptionId) return repo.ledgerSubscriptionByProviderId(ref.providerSubscriptionId);
  return undefined;
}

/** The subscription an event is about, created in `status` when this is the first event that names it. */
async function ensureSubscription(
  repo: BillingRepository,
  event: EventBase,
  status: LedgerSubscription['status'],
  extra: { endedAt?: Date } = {},
): Promise<LedgerSubscription> {
  const found = await findSubscription(repo, event.subscription);
  if (found) return found;
  const row = {
    id: event.subscription.id ?? randomUUID(),
    status,
    current_period_end: event.today,
    kind: event.plan.kind,
  };
  await repo.insertSubscription({
    ...row,
    user_id: event.userId,
    plan_id: event.plan.id,
    provider: event.provider,
    provider_subscription_id: event.subscription.providerSubscriptionId ?? null,
    provider_customer_id: event.subscription.customerId ?? null,
    card_brand: null,
    card_last4: null,
    ended_at: extra.endedAt ?? null,
  });
  return row;
}

/** bot_sub follows the user's bot subscriptions: on while one is active. */
async function refreshBotFlag(repo: BillingRepository, userId: number): Promise<void> {
  const live = await repo.hasActiveBotSubscription(userId);
  await repo.setBotSub(userId, live);
}

/** A paid period: the payment is recorded, access (or the bot) extended, the subscription made current. */
export async function creditPaidPeriod(tx: Tx, event: PaidPeriod): Promise<LedgerResult> {
  const repo = createBillingRepository(tx);
  const user = await repo.lockUser(event.userId);
  if (!user) return { applied: false, reason: 'unknown user' };
  const subscription = await ensureSubscription(repo, event, 'active');
  const paymentId = randomUUID();
  const inserted = await repo.insertPayment({
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
  });
  if (!inserted) return { applied: false, reason: 'duplicate' };

  let accessUntil: string | null = null;
  let periodEnd = event.periodEnd;
  if (event.plan.kind === 'access') {
    // Days are added to whatever is later, today or the current end: a trial or a grant is never lost.
    accessUntil = await repo.extendAccess(event.userId, event.today, event.plan.days);
    periodEnd ??= accessUntil;
    await repo.setPaymentAccessUntil(paymentId, accessUntil);
  } else {
    const from = subscription.current_period_end > event.today ? subscription.current_period_end : event.today;
    periodEnd ??= addDays(from, event.plan.days);
  }

  if (subscription.status !== 'ended') {
    await repo.activateSubscription(
      subscription.id,
      {
        periodEnd,
        card: event.card,
        renewalsDecline: event.renewalsDecline,
        customerId: event.subscription.customerId,
      },
      new Date(),
    );
    if (event.plan.kind === 'bot') await refreshBotFlag(repo, event.userId);
  }
  return { applied: true, paymentId, subscriptionId: subscription.id, accessUntil };
}

/** A declined payment: recorded for the history; the subscription is past due unless a later period is paid. */
export async function recordFailedPayment(tx: Tx, event: FailedPayment): Promise<LedgerResult> {
  const repo = createBillingRepository(tx);
  const user = await repo.lockUser(event.userId);
  if (!user) return { applied: false, reason: 'unknown user' };
  const hasSubscription = Boolean(event.subscription.id || event.subscription.providerSubscriptionId);
  const subscription = hasSubscription ? await ensureSubscription(repo, event, 'past_due') : null;
  const paymentId = randomUUID();
  const inserted = await repo.insertPayment({
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
  });
  if (!inserted) return { applied: false, reason: 'duplicate' };
  if (
    subscription &&
    subscription.status === 'active' &&
    (event.periodEnd === null || event.periodEnd > subscription.current_period_end)
  ) {
    await repo.markPastDue(subscription.id, new Date());
    if (subscription.kind === 'bot') await refreshBotFlag(repo, event.userId);
  }
  return { applied: true, paymentId, subscriptionId: subscription?.id ?? '', accessUntil: null };
}

/**
 * A subscription that will not renew again. Paid access is kept to its end date; the bot goes off with
 * the last active bot subscription.
 */
export async function endSubscription(tx: Tx, event: SubscriptionEnd): Promise<LedgerResult> {
  const repo = createBillingRepository(tx);
  const user = await repo.lockUser(event.userId);
  if (!user) return { applied: false, reason: 'unknown user' };
  const subscription = await ensureSubscription(repo, event, 'ended', { endedAt: event.endedAt });
  await repo.markEnded(subscription.id, event.endedAt, new Date());
  if (subscription.kind === 'bot') await refreshBotFlag(repo, event.userId);
  return { applied: true, paymentId: null, subscriptionId: subscription.id, accessUntil: null };
}
