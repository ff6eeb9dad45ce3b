import type { CheckoutRedirect, CheckoutRequest, PaymentProvider } from './provider.js';

/** The app page where the test provider's card form lives (the account remote's /checkout). */
export const TEST_CHECKOUT_PATH = '/checkout';
export const CHECKOUT_SESSION_PARAM = 'session';

/**
 * The built-in provider local runs use: checkout happens on the app's own page, where a test card is
 * "charged" (see test-cards.ts) without any network. Subscriptions live only in our database, so
 * cancelling or resuming needs nothing from the provider; renewals are charged by the billing service.
 */
export function createTestProvider(appOrigin: string): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutRedirect> {
      const url = new URL(TEST_CHECKOUT_PATH, appOrigin);
      url.searchParams.set(CHECKOUT_SESSION_PARAM, request.checkoutId);
      return { url: url.toString(), providerSessionId: null };
    },
    async setCancelAtPeriodEnd(): Promise<void> {},
  };
}
