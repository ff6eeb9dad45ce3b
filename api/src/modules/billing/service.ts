import type {
  BillingOverview,
  BillingPlan,
  BillingPlans,
  CheckoutSessionView,
  CheckoutStart,
  PaymentResult,
  SubscriptionChange,
  UserProfile,
} from '@flowdeck/api-types';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../db/schema.js';
import { AuthError, InputError, NotFoundError, ServiceUnavailableError } from '../../errors.js';
import { formatAccessDate } from '../../security/subscription.js';
import type { CardInput } from '@flowdeck/endpoints/billing/contracts';
import { addDays, toIsoDate } from '@flowdeck/market-calendar';
import { toProfile } from '../auth/service.js';
import { creditPaidPeriod, endSubscription, recordFailedPayment, type Card, type LedgerResult } from './ledger.js';
import {
  CURRENCY,
  PLANS,
  brandForHost,
  brandYearlySavingPercent,
  planById,
  yearlySavingPercent,
  type Plan,
} from './plans.js';
import type { PaymentProvider } from './provider.js';
import { createBillingRepository, toPaymentView, toSubscriptionView, type SubscriptionRecord } from './repository.js';
import { MESSAGES } from './schemas.js';
import { translateStripeEvent, type LedgerEvent } from './stripe-events.js';
import { CHECKOUT_SESSION_PARAM, TEST_CHECKOUT_PATH } from './test-provider.js';
import { DECLINE_MESSAGES, TEST_CARD_HINTS, cardBrand, testCardOutcome, type CardField } from './test-cards.js';

/** How long a started checkout can be paid. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

export interface BillingServiceOptions {
  db: Kysely<Database>;
  appOrigin: string;
  now: () => Date;
  /** Null when payments are switched off (production without a payment configuration). */
  provider: PaymentProvider | null;
}

export function toPlanView(plan: Plan): BillingPlan {
  return {
    id: plan.id,
    kind: plan.kind,
    interval: plan.interval,
    name: plan.name,
    tagline: plan.tagline,
    priceCents: plan.priceCents,
    monthlyPriceCents: plan.interval === 'year' ? Math.round(plan.priceCents / 12) : plan.priceCents,
    currency: CURRENCY,
    days: plan.days,
    savingPercent: yearlySavingPercent(plan),
    features: [...plan.features],
  };
}

const accountGone = () => new AuthError('User not found', 'This account no longer exists.');

/** A card the test provider could charge: well-formed (schema), not expired, with the brand's CVC length. */
function checkCard(card: CardInput, today: Date): Card {
  const brand = cardBrand(card.cardNumber);
  const errors: Record<string, string> = {};
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  if (card.expiry.year < year || (card.expiry.year === year && card.expiry.month < month))
    errors['expiry'] = MESSAGES.expiryPast;
  if (card.cvc.length !== (brand === 'amex' ? 4 : 3)) errors['cvc'] = MESSAGES.cvc;
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  return { brand, last4: card.cardNumber.slice(-4) };
}

const testCards = () => TEST_CARD_HINTS.map((hint) => ({ number: hint.number, outcome: hint.outcome }));

type Charge =
  | { kind: 'paid'; credit: Extract<LedgerResult, { applied: true }>; plan: Plan }
  | { kind: 'declined'; field: CardField; reason: string }
  | { kind: 'expired' };

export function createBillingService(options: BillingServiceOptions) {
  const { db, appOrigin, now, provider } = options;
  const repo = createBillingRepository(db);
  const today = () => toIsoDate(now());

  async function profileOf(userId: number): Promise<UserProfile> {
    const user = await repo.findUserById(userId);
    if (!user) throw accountGone();
    return toProfile(user, appOrigin);
  }

  function requireProvider(): PaymentProvider {
    if (!provider) throw new ServiceUnavailableError(MESSAGES.paymentsOff);
    return provider;
  }

  function requireTestProvider(): void {
    if (requireProvider().name !== 'test') throw new InputError(MESSAGES.testProviderOnly);
  }

  /** What a successful charge answers: the payment, its subscription and the profile with the new end date. */
  async function paymentResult(userId: number, charge: Extract<Charge, { kind: 'paid' }>): Promise<PaymentResult> {
    const [payment, subscription, profile] = await Promise.all([
      charge.credit.paymentId ? repo.payment(charge.credit.paymentId) : undefined,
      repo.subscription(userId, charge.credit.subscriptionId),
      profileOf(userId),
    ]);
    if (!payment || !subscription) throw new Error('The payment was recorded but cannot be read back');
    const until = charge.plan.kind === 'access' ? profile.end_date : subscription.current_period_end;
    return {
      message: MESSAGES.paid(charge.plan.name, formatAccessDate(until)),
      payment: toPaymentView(payment),
      subscription: toSubscriptionView(subscription),
      profile,
    };
  }

  function raiseUnpaid(charge: Charge): asserts charge is Extract<Charge, { kind: 'paid' }> {
    if (charge.kind === 'expired') throw new InputError(MESSAGES.checkoutExpired);
    if (charge.kind === 'declined') throw new InputError({ [charge.field]: charge.reason });
  }

  async function applyLedgerEvent(
    tx: Parameters<typeof creditPaidPeriod>[0],
    eventId: string,
    event: LedgerEvent,
  ): Promise<string> {
    if (event.type === 'ignored') return `ignored: ${event.reason}`;
    const plan = planById(event.planId);
    if (!plan) return 'ignored: unknown plan';
    const base = { userId: event.userId, plan, provider: 'stripe' as const, today: toIsoDate(event.at) };
    let result: LedgerResult;
    switch (event.type) {
      case 'checkout.completed':
        await createBillingRepository(tx).completeProviderCheckout(event.providerSessionId, event.at);
        // The first invoice is credited here or by its own invoice.paid, whichever comes first: same key.
        if (!event.paid || !event.invoiceId) return 'checkout recorded, awaiting payment';
        result = await creditPaidPeriod(tx, {
          ...base,
          subscription: { providerSubscriptionId: event.providerSubscriptionId, customerId: event.customerId },
          providerPaymentId: event.invoiceId,
          amountCents: event.amountCents,
          currency: event.currency,
          periodEnd: addDays(base.today, plan.days),
        });
        break;
      case 'payment.paid':
        result = await creditPaidPeriod(tx, {
          ...base,
          subscription: { providerSubscriptionId: event.providerSubscriptionId, customerId: event.customerId },
          providerPaymentId: event.invoiceId,
          amountCents: event.amountCents,
          currency: event.currency,
          periodEnd: event.periodEnd,
        });
        break;
      case 'payment.failed':
        result = await recordFailedPayment(tx, {
          ...base,
          subscription: { providerSubscriptionId: event.providerSubscriptionId },
          // Every failed attempt is its own row; the invoice id is kept for the paid one.
          providerPaymentId: `${event.invoiceId}:failed:${eventId}`,
          amountCents: event.amountCents,
          currency: event.currency,
          reason: event.reason,
          periodEnd: event.periodEnd,
        });
        break;
      case 'subscription.ended':
        result = await endSubscription(tx, {
          ...base,
          subscription: { providerSubscriptionId: event.providerSubscriptionId },
          endedAt: event.endedAt,
        });
        break;
    }
    return result.applied ? 'applied' : `ignored: ${result.reason}`;
  }

  return {
    requireProvider,
    requireTestProvider,

    plans(host: string | undefined): BillingPlans {
      const brand = brandForHost(host);
      return {
        brand: { id: brand.id, name: brand.name },
        provider: provider?.name ?? null,
        yearlySavingPercent: brandYearlySavingPercent(brand.id),
        plans: PLANS.filter((plan) => plan.brandId === brand.id).map(toPlanView),
      };
    },

    /** `host`: the host name of the site this deployment serves (APP_ORIGIN): only that brand's plans are sold. */
    async startCheckout(userId: number, planId: string, host?: string): Promise<CheckoutStart> {
      const payments = requireProvider();
      const plan = planById(planId);
      if (!plan) throw new InputError({ planId: MESSAGES.unknownPlan });
      if (plan.brandId !== brandForHost(host).id) throw new InputError({ planId: MESSAGES.planNotOnBrand });
      const user = await repo.emailOf(userId);
      if (!user) throw accountGone();
      if (await repo.renewingSubscription(userId, plan.kind))
        throw new InputError({ planId: MESSAGES.alreadySubscribed(plan.name) });
      const checkoutId = randomUUID();
      const page = new URL(TEST_CHECKOUT_PATH, appOrigin);
      const success = new URL(page);
      success.searchParams.set(CHECKOUT_SESSION_PARAM, checkoutId);
      const redirect = await payments.createCheckout({
        checkoutId,
        userId,
        email: user.email,
        plan,
        successUrl: success.toString(),
        cancelUrl: page.toString(),
      });
      const at = now();
      await repo.insertCheckout({
        id: checkoutId,
        userId,
        planId: plan.id,
        provider: payments.name,
        providerSessionId: redirect.providerSessionId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + CHECKOUT_TTL_MS),
      });
      return { checkoutId, provider: payments.name, url: redirect.url };
    },

    async checkout(userId: number, id: string): Promise<CheckoutSessionView> {
      const checkout = await repo.checkout(userId, id);
      const plan = checkout ? planById(checkout.plan_id) : undefined;
      if (!checkout || !plan) throw new NotFoundError(MESSAGES.checkoutNotFound);
      const profile = await profileOf(userId);
      const from = profile.end_date > today() ? profile.end_date : today();
      const expired = checkout.status === 'open' && new Date(checkout.expires_at) <= now();
      return {
        id: checkout.id,
        status: expired ? 'expired' : checkout.status,
        provider: checkout.provider,
        plan: toPlanView(plan),
        email: profile.email,
        currentEndDate: profile.end_date,
        accessUntilAfterPayment: plan.kind === 'access' ? addDays(from, plan.days) : null,
        expiresAt: new Date(checkout.expires_at).toISOString(),
        testCards: checkout.provider === 'test' ? testCards() : null,
      };
    },

    /** Test provider: pays an open checkout with a test card. */
    async payCheckout(userId: number, id: string, input: CardInput): Promise<PaymentResult> {
      requireTestProvider();
      const card = checkCard(input, now());
      const charge = await db.transaction().execute(async (tx): Promise<Charge> => {
        const txRepo = createBillingRepository(tx);
        const checkout = await txRepo.lockCheckout(userId, id);
        const plan = checkout ? planById(checkout.plan_id) : undefined;
        if (!checkout || !plan) throw new NotFoundError(MESSAGES.checkoutNotFound);
        if (checkout.status === 'completed') throw new InputError(MESSAGES.checkoutCompleted);
        if (checkout.status === 'expired' || new Date(checkout.expires_at) <= now()) {
          await txRepo.setCheckoutStatus(checkout.id, 'expired', now());
          return { kind: 'expired' };
        }
        if (await txRepo.renewingSubscription(userId, plan.kind))
          throw new InputError({ planId: MESSAGES.alreadySubscribed(plan.name) });
        const base = { userId, plan, provider: 'test' as const, today: today(), card };
        const outcome = testCardOutcome(input.cardNumber);
        if (outcome.kind === 'declined') {
          await recordFailedPayment(tx, {
            ...base,
            subscription: {},
            providerPaymentId: `test:declined:${randomUUID()}`,
            amountCents: plan.priceCents,
            currency: CURRENCY,
            reason: outcome.reason,
            periodEnd: null,
          });
          return { kind: 'declined', field: outcome.field, reason: outcome.reason };
        }
        const credit = await creditPaidPeriod(tx, {
          ...base,
          subscription: { id: randomUUID() },
          // One checkout is paid once, however often the form is submitted.
          providerPaymentId: `test:checkout:${checkout.id}`,
          amountCents: plan.priceCents,
          currency: CURRENCY,
          renewalsDecline: outcome.renewalsDecline,
          periodEnd: null,
        });
        if (!credit.applied) throw new InputError(MESSAGES.checkoutCompleted);
        await txRepo.setCheckoutStatus(checkout.id, 'completed', now());
        return { kind: 'paid', credit, plan };
      });
      raiseUnpaid(charge);
      return paymentResult(userId, charge);
    },

    /** Test provider: pays a past-due subscription with a (new) card. */
    async payPastDue(userId: number, subscriptionId: string, input: CardInput): Promise<PaymentResult> {
      requireTestProvider();
      const card = checkCard(input, now());
      const charge = await db.transaction().execute(async (tx): Promise<Charge> => {
        const subscription = await createBillingRepository(tx).lockSubscription(subscriptionId);
        const plan = subscription ? planById(subscription.plan_id) : undefined;
        if (!subscription || subscription.user_id !== userId || !plan)
          throw new NotFoundError(MESSAGES.subscriptionNotFound);
        if (subscription.status !== 'past_due' || subscription.provider !== 'test')
          throw new InputError(MESSAGES.notPastDue);
        const base = { userId, plan, provider: 'test' as const, today: today(), card };
        const outcome = testCardOutcome(input.cardNumber);
        if (outcome.kind === 'declined') {
          await recordFailedPayment(tx, {
            ...base,
            subscription: { id: subscription.id },
            providerPaymentId: `test:declined:${randomUUID()}`,
            amountCents: plan.priceCents,
            currency: CURRENCY,
            reason: outcome.reason,
            periodEnd: null,
          });
          return { kind: 'declined', field: outcome.field, reason: outcome.reason };
        }
        const credit = await creditPaidPeriod(tx, {
          ...base,
          subscription: { id: subscription.id },
          providerPaymentId: `test:retry:${subscription.id}:${subscription.current_period_end}`,
          amountCents: plan.priceCents,
          currency: CURRENCY,
          renewalsDecline: outcome.renewalsDecline,
          periodEnd: null,
        });
        if (!credit.applied) throw new InputError(MESSAGES.notPastDue);
        return { kind: 'paid', credit, plan };
      });
      raiseUnpaid(charge);
      return paymentResult(userId, charge);
    },

    async overview(userId: number): Promise<BillingOverview> {
      await this.renewDue(userId);
      const [user, subscriptions, payments] = await Promise.all([
        repo.accessOf(userId),
        repo.subscriptionsOf(userId),
        repo.paymentsOf(userId),
      ]);
      if (!user) throw accountGone();
      return {
        provider: provider?.name ?? null,
        endDate: user.end_date,
        botSub: user.bot_sub,
        subscriptions: subscriptions.map(toSubscriptionView),
        payments: payments.map(toPaymentView),
        testCards: provider?.name === 'test' ? testCards() : null,
      };
    },

    async cancel(userId: number, subscriptionId: string): Promise<SubscriptionChange> {
      const subscription = await this.ownSubscription(userId, subscriptionId);
      if (subscription.status === 'ended') throw new InputError(MESSAGES.subscriptionEnded);
      if (subscription.provider === 'test' && subscription.status === 'past_due') {
        // Nothing paid is left to run out: it ends now.
        const plan = planById(subscription.plan_id);
        if (plan)
          await db.transaction().execute((tx) =>
            endSubscription(tx, {
              userId,
              plan,
              provider: 'test',
              subscription: { id: subscription.id },
              today: today(),
              endedAt: now(),
            }),
          );
      } else {
        await this.providerFor(subscription).setCancelAtPeriodEnd(subscription.provider_subscription_id, true);
        await repo.setCancelAtPeriodEnd(subscription.id, true, now());
      }
      const updated = await this.ownSubscription(userId, subscriptionId);
      return {
        message: MESSAGES.canceled(formatAccessDate(updated.current_period_end)),
        subscription: toSubscriptionView(updated),
        profile: await profileOf(userId),
      };
    },

    async resume(userId: number, subscriptionId: string): Promise<SubscriptionChange> {
      const subscription = await this.ownSubscription(userId, subscriptionId);
      if (subscription.status === 'ended') throw new InputError(MESSAGES.subscriptionEnded);
      if (subscription.cancel_at_period_end) {
        await this.providerFor(subscription).setCancelAtPeriodEnd(subscription.provider_subscription_id, false);
        await repo.setCancelAtPeriodEnd(subscription.id, false, now());
      }
      const updated = await this.ownSubscription(userId, subscriptionId);
      return {
        message: MESSAGES.resumed(formatAccessDate(updated.current_period_end)),
        subscription: toSubscriptionView(updated),
        profile: await profileOf(userId),
      };
    },

    async ownSubscription(userId: number, id: string): Promise<SubscriptionRecord> {
      const subscription = await repo.subscription(userId, id);
      if (!subscription) throw new NotFoundError(MESSAGES.subscriptionNotFound);
      return subscription;
    },

    providerFor(subscription: SubscriptionRecord): PaymentProvider {
      const current = requireProvider();
      if (current.name !== subscription.provider) throw new ServiceUnavailableError(MESSAGES.paymentsOff);
      return current;
    },

    /**
     * Test provider renewals, as Stripe would run them: a period that has run out is charged to the saved
     * card (or the subscription ends, when it was cancelled). Safe to run concurrently: each period is
     * charged under its own payment key. Returns how many subscriptions changed.
     */
    async renewDue(userId: number | null): Promise<number> {
      const due = await repo.dueTestSubscriptions(today(), userId);
      let changed = 0;
      for (const candidate of due) {
        const done = await db.transaction().execute(async (tx) => {
          const subscription = await createBillingRepository(tx).lockSubscription(candidate.id);
          const plan = subscription ? planById(subscription.plan_id) : undefined;
          if (!subscription || !plan || subscription.status !== 'active' || subscription.current_period_end > today())
            return false;
          const base = {
            userId: subscription.user_id,
            plan,
            provider: 'test' as const,
            subscription: { id: subscription.id },
            today: today(),
            card:
              subscription.card_brand && subscription.card_last4
                ? { brand: subscription.card_brand, last4: subscription.card_last4 }
                : null,
          };
          if (subscription.cancel_at_period_end) {
            await endSubscription(tx, { ...base, endedAt: now() });
            return true;
          }
          const key = `test:renewal:${subscription.id}:${subscription.current_period_end}`;
          const result = subscription.renewals_decline
            ? await recordFailedPayment(tx, {
                ...base,
                providerPaymentId: `${key}:failed`,
                amountCents: plan.priceCents,
                currency: CURRENCY,
                reason: DECLINE_MESSAGES.generic,
                periodEnd: addDays(subscription.current_period_end, plan.days),
              })
            : await creditPaidPeriod(tx, {
                ...base,
                providerPaymentId: key,
                amountCents: plan.priceCents,
                currency: CURRENCY,
                periodEnd: null,
              });
          return result.applied;
        });
        if (done) changed++;
      }
      return changed;
    },

    /**
     * A verified Stripe event, applied once: its id is claimed in the same transaction that applies it,
     * so a redelivery (even a concurrent one) changes nothing.
     */
    async applyStripeEvent(event: Stripe.Event): Promise<{ duplicate: boolean; outcome: string }> {
      return db.transaction().execute(async (tx) => {
        const txRepo = createBillingRepository(tx);
        if (!(await txRepo.claimEvent('stripe', event.id, event.type)))
          return { duplicate: true, outcome: 'duplicate' };
        const outcome = await applyLedgerEvent(tx, event.id, translateStripeEvent(event));
        await txRepo.setEventOutcome('stripe', event.id, outcome);
        return { duplicate: false, outcome };
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
