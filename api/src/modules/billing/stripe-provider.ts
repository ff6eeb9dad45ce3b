import Stripe from 'stripe';
import type { BillingConfig } from '../../config.js';
import { ServiceUnavailableError } from '../../errors.js';
import type { CheckoutRedirect, CheckoutRequest, PaymentProvider } from './provider.js';

export type StripeBillingConfig = Extract<BillingConfig, { provider: 'stripe' }>;

export const STRIPE_UNREACHABLE = 'The payment provider could not be reached. Try again in a moment.';
/** Metadata keys on Checkout Sessions and Subscriptions, read back from webhook events. */
export const METADATA = { userId: 'userId', planId: 'planId', checkoutId: 'checkoutId' } as const;

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * The event a webhook delivery carries, after checking its `Stripe-Signature` against the raw body.
   * @throws Stripe's signature error when the signature, secret or timestamp does not match.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

function apiBaseOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // Stripe's own failures (network, rate limit, invalid request) are not the user's to fix.
    if (error instanceof Stripe.errors.StripeError) throw new ServiceUnavailableError(STRIPE_UNREACHABLE);
    throw error;
  }
}

/** Stripe: a hosted Checkout Session in subscription mode, then the signed webhook (see stripe-events.ts). */
export function createStripeProvider(config: StripeBillingConfig): StripeProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...apiBaseOptions(config.apiBase),
  });
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutRedirect> {
      const price = config.prices[request.plan.id];
      if (!price) throw new ServiceUnavailableError(`No Stripe price is configured for ${request.plan.id}.`);
      const metadata = {
        [METADATA.userId]: String(request.userId),
        [METADATA.planId]: request.plan.id,
        [METADATA.checkoutId]: request.checkoutId,
      };
      const session = await calling(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price, quantity: 1 }],
            client_reference_id: String(request.userId),
            customer_email: request.email,
            metadata,
            // Copied onto the subscription, so its invoices and its deletion name the user and plan too.
            subscription_data: { metadata },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `checkout-${request.checkoutId}` },
        ),
      );
      if (!session.url) throw new ServiceUnavailableError(STRIPE_UNREACHABLE);
      return { url: session.url, providerSessionId: session.id };
    },
    async setCancelAtPeriodEnd(providerSubscriptionId: string | null, cancel: boolean): Promise<void> {
      if (!providerSubscriptionId) return;
      await calling(() => stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel }));
    },
    verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      return stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
    },
  };
}
