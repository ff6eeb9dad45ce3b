import {
  billingOverviewContract,
  billingPlansContract,
  cancelSubscriptionContract,
  checkoutContract,
  payCheckoutContract,
  paySubscriptionContract,
  resumeSubscriptionContract,
  startCheckoutContract,
  stripeWebhookContract,
} from '@flowdeck/endpoints/billing/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { InputError, NotFoundError, ServiceUnavailableError } from '../../errors.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import type { PaymentProvider } from './provider.js';
import { MESSAGES } from './schemas.js';
import { createBillingService } from './service.js';
import { createStripeProvider, type StripeProvider } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

/** How often test-provider renewals run in the background (each user's also run when they open billing). */
export const RENEWAL_SWEEP_MS = 10 * 60 * 1000;

/** The provider the configuration names; the test provider when none is configured (tests, local runs). */
export function paymentProviderFor(deps: AppDeps): PaymentProvider | null {
  const billing = deps.config.billing ?? { provider: 'test' as const };
  if (billing.provider === 'stripe') return createStripeProvider(billing);
  if (billing.provider === 'test') return createTestProvider(deps.config.appOrigin);
  return null;
}

/**
 * Plans, checkout, payments and subscriptions. Open to signed-in users whatever their access (a lapsed
 * user must be able to pay), and the Stripe webhook, which authenticates by signature instead.
 */
export function billingRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const provider = paymentProviderFor(deps);
    const billing = createBillingService({ db: deps.db, appOrigin: deps.config.appOrigin, now: deps.now, provider });
    // The brand (and so the price) sold is the one of the site this deployment serves (APP_ORIGIN), never a
    // request header: a non-browser client sets Origin freely and used it to buy another brand's cheaper plan.
    const servedHost = new URL(deps.config.appOrigin).hostname;

    // Without a payment provider (for the card form, the test provider) the answer is 503 (or 400) before the
    // form is validated, in the order the service checks: no field errors for a form that cannot be paid here.
    const needsProvider = { hooks: { preValidation: [async () => billing.requireProvider()] } };
    const needsTestProvider = { hooks: { preValidation: [async () => billing.requireTestProvider()] } };
    const checkoutNotFound = { invalidParams: () => new NotFoundError(MESSAGES.checkoutNotFound) };
    const subscriptionNotFound = { invalidParams: () => new NotFoundError(MESSAGES.subscriptionNotFound) };

    route(app, billingPlansContract, deps, async (request) => billing.plans(request.query.host));
    route(
      app,
      startCheckoutContract,
      deps,
      async (request) => billing.startCheckout(userIdOf(request), request.body.planId, servedHost),
      needsProvider,
    );
    route(
      app,
      checkoutContract,
      deps,
      async (request) => billing.checkout(userIdOf(request), request.params.id),
      checkoutNotFound,
    );
    route(
      app,
      payCheckoutContract,
      deps,
      async (request) => billing.payCheckout(userIdOf(request), request.params.id, request.body),
      { ...checkoutNotFound, ...needsTestProvider },
    );
    route(app, billingOverviewContract, deps, async (request) => billing.overview(userIdOf(request)));
    route(
      app,
      cancelSubscriptionContract,
      deps,
      async (request) => billing.cancel(userIdOf(request), request.params.id),
      subscriptionNotFound,
    );
    route(
      app,
      resumeSubscriptionContract,
      deps,
      async (request) => billing.resume(userIdOf(request), request.params.id),
      subscriptionNotFound,
    );
    route(
      app,
      paySubscriptionContract,
      deps,
      async (request) => billing.payPastDue(userIdOf(request), request.params.id, request.body),
      { ...subscriptionNotFound, ...needsTestProvider },
    );

    // The signature covers the exact bytes Stripe sent, so this route (and only this one, by Fastify's
    // encapsulation) keeps the body as a Buffer instead of parsing it; its contract has no body schema.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      route(webhook, stripeWebhookContract, deps, async (request, reply) => {
        if (provider?.name !== 'stripe') throw new ServiceUnavailableError(MESSAGES.paymentsOff);
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = (provider as StripeProvider).verifyWebhook(
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
          );
        } catch {
          throw new InputError(MESSAGES.invalidSignature);
        }
        // Signed is not well-formed: the event id is what makes deliveries idempotent, so it must be there.
        if (!isWellFormedEvent(event)) throw new InputError(MALFORMED_EVENT);
        const { duplicate, outcome } = await billing.applyStripeEvent(event);
        request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
        return reply.send({ received: true, duplicate });
      });
    });

    if (provider?.name === 'test') {
      const timer = setInterval(() => {
        billing
          .renewDue(null)
          .catch((error: unknown) => app.log.error({ err: error }, 'test-provider renewals failed'));
      }, RENEWAL_SWEEP_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  };
}

export const MALFORMED_EVENT = 'A Stripe event needs an id, a type and a data object.';

function isWellFormedEvent(event: unknown): boolean {
  if (!event || typeof event !== 'object') return false;
  const { id, type, data } = event as { id?: unknown; type?: unknown; data?: unknown };
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof type === 'string' &&
    type !== '' &&
    !!data &&
    typeof data === 'object' &&
    typeof (data as { object?: unknown }).object === 'object' &&
    (data as { object?: unknown }).object !== null
  );
}
