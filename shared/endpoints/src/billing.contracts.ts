/** Billing's contracts (see ./billing.ts). */
import {
  BILLING_MESSAGES as M,
  BILLING_OVERVIEW,
  BILLING_PLANS,
  CANCEL_SUBSCRIPTION,
  CARD_NAME_MAX,
  CHECKOUT,
  HOST_NAME_MAX,
  luhnValid,
  normalizeCardNumber,
  PAY_CHECKOUT,
  PAY_SUBSCRIPTION,
  PLAN_IDS,
  POSTAL_CODE_MAX,
  RESUME_SUBSCRIPTION,
  START_CHECKOUT,
  STRIPE_WEBHOOK,
} from '@flowdeck/endpoints/billing';
import { defineContract } from '@flowdeck/endpoints/contract';
import { optional, requiredText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

export const checkoutBodySchema = z.object({ planId: z.enum(PLAN_IDS, { error: M.unknownPlan }) });

/** A card as the test provider's form sends it; expiry is checked against today in the service. */
export const cardBodySchema = z.object({
  cardNumber: z.string({ error: M.cardNumber }).transform(normalizeCardNumber).refine(luhnValid, M.cardNumber),
  expiry: z
    .string({ error: M.expiry })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, M.expiry)
    .transform((value) => {
      const [month = '', year = ''] = value.split('/').map((part) => part.trim());
      return { month: Number(month), year: 2000 + Number(year) };
    }),
  cvc: z
    .string({ error: M.cvc })
    .trim()
    .regex(/^\d{3,4}$/, M.cvc),
  name: requiredText().max(CARD_NAME_MAX, M.name),
  postalCode: z
    .string({ error: M.postalCode })
    .trim()
    .max(POSTAL_CODE_MAX, M.postalCode)
    .regex(/^[A-Za-z0-9 -]*$/, M.postalCode)
    .optional(),
});
export type CardInput = z.output<typeof cardBodySchema>;

/** Checkout and subscription ids are UUIDs (the service makes them with randomUUID); nothing else names one. */
const issuedId = z.object({ id: z.uuid() });

export const billingPlansContract = defineContract(BILLING_PLANS, {
  query: z.object({ host: optional(z.string({ error: M.host }).max(HOST_NAME_MAX, M.host)) }),
});
export const startCheckoutContract = defineContract(START_CHECKOUT, { body: checkoutBodySchema });
export const checkoutContract = defineContract(CHECKOUT, { params: issuedId });
export const payCheckoutContract = defineContract(PAY_CHECKOUT, { params: issuedId, body: cardBodySchema });
export const billingOverviewContract = defineContract(BILLING_OVERVIEW, {});
export const cancelSubscriptionContract = defineContract(CANCEL_SUBSCRIPTION, { params: issuedId });
export const resumeSubscriptionContract = defineContract(RESUME_SUBSCRIPTION, { params: issuedId });
export const paySubscriptionContract = defineContract(PAY_SUBSCRIPTION, { params: issuedId, body: cardBodySchema });
/** No body schema: the signature covers the raw bytes, which the route keeps as they came. */
export const stripeWebhookContract = defineContract(STRIPE_WEBHOOK, {});
