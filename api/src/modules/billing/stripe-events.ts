/**
 * Stripe webhook events → the ledger's own events. Pure: no I/O, so each event type is tested alone.
 * Every event that changes access names the user and plan through the metadata we put on the Checkout
 * Session and its Subscription, so it can be applied whatever order Stripe delivers it in.
 */
import type Stripe from 'stripe';
import { toIsoDate } from '@flowdeck/market-calendar';
import { planById } from './plans.js';
import { METADATA } from './stripe-provider.js';

interface Owner {
  userId: number;
  planId: string;
}

export type LedgerEvent =
  | ({
      type: 'checkout.completed';
      providerSessionId: string;
      providerSubscriptionId: string | null;
      customerId: string | null;
      /** The first invoice: it is the payment's key, shared with that invoice's own `invoice.paid`. */
      invoiceId: string | null;
      paid: boolean;
      amountCents: number;
      currency: string;
      at: Date;
    } & Owner)
  | ({
      type: 'payment.paid';
      invoiceId: string;
      providerSubscriptionId: string | null;
      customerId: string | null;
      amountCents: number;
      currency: string;
      /** The end of the period this invoice pays for (YYYY-MM-DD). */
      periodEnd: string | null;
      at: Date;
    } & Owner)
  | ({
      type: 'payment.failed';
      invoiceId: string;
      providerSubscriptionId: string | null;
      amountCents: number;
      currency: string;
      periodEnd: string | null;
      reason: string;
      at: Date;
    } & Owner)
  | ({ type: 'subscription.ended'; providerSubscriptionId: string; endedAt: Date; at: Date } & Owner)
  | { type: 'ignored'; reason: string };

export const FAILED_PAYMENT_REASON = 'The payment was declined by the card issuer.';

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function ownerOf(metadata: Stripe.Metadata | null | undefined): Owner | null {
  const userId = Number(metadata?.[METADATA.userId]);
  const planId = metadata?.[METADATA.planId];
  if (!Number.isInteger(userId) || userId <= 0 || !planId || !planById(planId)) return null;
  return { userId, planId };
}

const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

function invoicePeriodEnd(invoice: Stripe.Invoice): string | null {
  const ends = invoice.lines.data.map((line) => line.period.end);
  return ends.length > 0 ? toIsoDate(fromUnix(Math.max(...ends))) : null;
}

function invoiceSubscription(invoice: Stripe.Invoice): { id: string | null; metadata: Stripe.Metadata | null } {
  const details = invoice.parent?.subscription_details;
  return { id: idOf(details?.subscription), metadata: details?.metadata ?? null };
}

const NO_OWNER = 'no user or plan in the metadata (not a checkout of ours)';

export function translateStripeEvent(event: Stripe.Event): LedgerEvent {
  const at = fromUnix(event.created);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const owner = ownerOf(session.metadata);
      if (!owner) return { type: 'ignored', reason: NO_OWNER };
      return {
        type: 'checkout.completed',
        ...owner,
        providerSessionId: session.id,
        providerSubscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        invoiceId: idOf(session.invoice),
        paid: session.payment_status === 'paid',
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        at,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscription = invoiceSubscription(invoice);
      const owner = ownerOf(subscription.metadata ?? invoice.metadata);
      if (!owner || !invoice.id) return { type: 'ignored', reason: NO_OWNER };
      const common = {
        ...owner,
        invoiceId: invoice.id,
        providerSubscriptionId: subscription.id,
        currency: invoice.currency,
        periodEnd: invoicePeriodEnd(invoice),
        at,
      };
      if (event.type === 'invoice.paid')
        return {
          type: 'payment.paid',
          ...common,
          customerId: idOf(invoice.customer),
          amountCents: invoice.amount_paid,
        };
      return { type: 'payment.failed', ...common, amountCents: invoice.amount_due, reason: FAILED_PAYMENT_REASON };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const owner = ownerOf(subscription.metadata);
      if (!owner) return { type: 'ignored', reason: NO_OWNER };
      const ended = subscription.ended_at ?? subscription.canceled_at ?? event.created;
      return {
        type: 'subscription.ended',
        ...owner,
        providerSubscriptionId: subscription.id,
        endedAt: fromUnix(ended),
        at,
      };
    }
    default:
      return { type: 'ignored', reason: `${event.type} is not used` };
  }
}
