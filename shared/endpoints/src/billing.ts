/**
 * Billing endpoints (spec §9): the brand's price list, checkout, test-provider card payments, the user's
 * subscriptions and payments, and Stripe's webhook. Zod-free (see ./market.ts).
 */
import type {
  BillingOverview,
  BillingPlans,
  CheckoutSessionView,
  CheckoutStart,
  PaymentResult,
  SubscriptionChange,
} from '@flowdeck/api-types';
import { BRANDS } from '@flowdeck/contract/brands';
import type { Route } from '@flowdeck/endpoints/route';

/** Every plan on sale: each brand's four plan identifiers (the API prices them). */
export const PLAN_IDS: readonly string[] = BRANDS.flatMap((brand) => [
  brand.plans.monthly,
  brand.plans.yearly,
  brand.plans.botMonthly,
  brand.plans.botYearly,
]);

export const CARD_NAME_MAX = 80;
export const POSTAL_CODE_MAX = 12;
/** The longest DNS host name. */
export const HOST_NAME_MAX = 253;

export const BILLING_MESSAGES = {
  host: `Give a host name of at most ${HOST_NAME_MAX} characters.`,
  unknownPlan: 'Choose one of the plans on offer.',
  planNotOnBrand: 'This plan is not sold on this site. Choose one of the plans shown.',
  cardNumber: 'Your card number is invalid.',
  expiry: 'Enter the expiry date as MM / YY.',
  expiryPast: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is incomplete.",
  name: 'Enter the name on the card.',
  postalCode: 'Enter a valid postal code.',
  checkoutNotFound: 'This checkout was not found. Choose a plan to start again.',
  checkoutExpired: 'This checkout has expired. Choose a plan to start again.',
  checkoutCompleted: 'This checkout is already paid.',
  testProviderOnly: 'Cards are only taken here by the test payment provider; this server uses Stripe Checkout.',
  paymentsOff: 'Payments are not configured on this server.',
  alreadySubscribed: (name: string) =>
    `You already have an active ${name} subscription. Cancel it first, or wait until it ends, to switch plans.`,
  subscriptionNotFound: 'Subscription not found.',
  subscriptionEnded: 'This subscription has ended. Choose a plan to subscribe again.',
  notPastDue: 'This subscription has no payment due.',
  paid: (name: string, until: string) => `Payment successful. ${name} is active until ${until}.`,
  canceled: (until: string) => `Your subscription is cancelled. It stays active until ${until}.`,
  resumed: (until: string) => `Your subscription will renew on ${until}.`,
  invalidSignature: 'Invalid Stripe signature.',
} as const;

/** Digits only: spaces and dashes as people type them are dropped. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the webhook answers Stripe once an event is verified (a redelivered one is `duplicate`). */
export interface StripeWebhookReceipt {
  received: true;
  duplicate: boolean;
}

export const BILLING_PLANS: Route<'GET', 'billing/plans', BillingPlans> = {
  method: 'GET',
  path: 'billing/plans',
  requirement: 'public',
  summary: "The price list of the brand served on `host` (the page's host name; the default brand otherwise).",
};

export const START_CHECKOUT: Route<'POST', 'billing/checkout', CheckoutStart> = {
  method: 'POST',
  path: 'billing/checkout',
  requirement: 'manageOwnAccount',
  summary: "Starts paying for one of this site's plans; answers where to pay (Stripe Checkout or the test page).",
};

export const CHECKOUT: Route<'GET', 'billing/checkout/{id}', CheckoutSessionView> = {
  method: 'GET',
  path: 'billing/checkout/{id}',
  requirement: 'manageOwnAccount',
  summary: "One of the user's checkouts: its plan, status and the access it brings (404 for any other).",
};

export const PAY_CHECKOUT: Route<'POST', 'billing/checkout/{id}/pay', PaymentResult> = {
  method: 'POST',
  path: 'billing/checkout/{id}/pay',
  requirement: 'manageOwnAccount',
  summary: 'Test payment provider only: pays an open checkout of the user with a test card.',
};

export const BILLING_OVERVIEW: Route<'GET', 'billing/overview', BillingOverview> = {
  method: 'GET',
  path: 'billing/overview',
  requirement: 'readOwnAccount',
  summary: "The user's subscriptions and payments (due test-provider renewals are run first).",
};

export const CANCEL_SUBSCRIPTION: Route<'POST', 'billing/subscriptions/{id}/cancel', SubscriptionChange> = {
  method: 'POST',
  path: 'billing/subscriptions/{id}/cancel',
  requirement: 'manageOwnAccount',
  summary: "Cancels one of the user's subscriptions at the end of its paid period (404 for any other).",
};

export const RESUME_SUBSCRIPTION: Route<'POST', 'billing/subscriptions/{id}/resume', SubscriptionChange> = {
  method: 'POST',
  path: 'billing/subscriptions/{id}/resume',
  requirement: 'manageOwnAccount',
  summary: "Renews a cancelled subscription of the user's again (404 for any other).",
};

export const PAY_SUBSCRIPTION: Route<'POST', 'billing/subscriptions/{id}/pay', PaymentResult> = {
  method: 'POST',
  path: 'billing/subscriptions/{id}/pay',
  requirement: 'manageOwnAccount',
  summary: "Test payment provider only: pays a past-due subscription of the user's with a (new) test card.",
};

export const STRIPE_WEBHOOK: Route<'POST', 'billing/webhook/stripe', StripeWebhookReceipt> = {
  method: 'POST',
  path: 'billing/webhook/stripe',
  requirement: 'public',
  summary: 'Stripe events (checkout, invoices, subscription ends), authenticated by their signature, applied once.',
};
