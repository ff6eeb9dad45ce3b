import type { Plan } from './plans.js';

export type ProviderName = 'test' | 'stripe';

export interface CheckoutRequest {
  /** Our checkout id; also the idempotency key, so a retried request opens one provider session. */
  checkoutId: string;
  userId: number;
  email: string;
  plan: Plan;
  /** Where the provider sends the browser after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutRedirect {
  /** Where the browser goes to pay. */
  url: string;
  providerSessionId: string | null;
}

/**
 * Who takes the money. Both providers feed the same ledger (see ledger.ts): Stripe through its signed
 * webhook, the built-in test provider directly when its card form is submitted.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutRedirect>;
  /** Stop renewing at the end of the period (`true`), or renew again (`false`). */
  setCancelAtPeriodEnd(providerSubscriptionId: string | null, cancel: boolean): Promise<void>;
}
