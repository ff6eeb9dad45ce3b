import { z } from 'zod';
import { requiredText } from '../../lib/validation.js';
import { PLAN_IDS } from './plans.js';
import { luhnValid, normalizeCardNumber } from './test-cards.js';

export const CARD_NAME_MAX = 80;
export const POSTAL_CODE_MAX = 12;

export const MESSAGES = {
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

export const checkoutSchema = z.object({
  planId: z.string({ error: MESSAGES.unknownPlan }).refine((id) => PLAN_IDS.includes(id), MESSAGES.unknownPlan),
});

/** A card as the test provider's form sends it; expiry is checked against today in the service. */
export const cardSchema = z.object({
  cardNumber: z
    .string({ error: MESSAGES.cardNumber })
    .transform(normalizeCardNumber)
    .refine(luhnValid, MESSAGES.cardNumber),
  expiry: z
    .string({ error: MESSAGES.expiry })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, MESSAGES.expiry)
    .transform((value) => {
      const [month = '', year = ''] = value.split('/').map((part) => part.trim());
      return { month: Number(month), year: 2000 + Number(year) };
    }),
  cvc: z
    .string({ error: MESSAGES.cvc })
    .trim()
    .regex(/^\d{3,4}$/, MESSAGES.cvc),
  name: requiredText().max(CARD_NAME_MAX, MESSAGES.name),
  postalCode: z
    .string({ error: MESSAGES.postalCode })
    .trim()
    .max(POSTAL_CODE_MAX, MESSAGES.postalCode)
    .regex(/^[A-Za-z0-9 -]*$/, MESSAGES.postalCode)
    .optional(),
});

export type CardInput = z.output<typeof cardSchema>;
