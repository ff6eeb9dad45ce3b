/**
 * The built-in test provider's cards. Numbers mean what they mean in Stripe's test mode, so what a
 * developer learns here carries over: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, and so
 * on. A number that is not a test card is refused as Stripe's test mode refuses real cards.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export type TestCardOutcome =
  { kind: 'paid'; renewalsDecline: boolean } | { kind: 'declined'; field: CardField; reason: string };

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export const DECLINE_MESSAGES = {
  generic: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  lostCard: 'Your card was declined (reported lost).',
  notATestCard:
    'Your card was declined: this is the test payment provider, which accepts test cards only (for example 4242 4242 4242 4242).',
} as const;

/** Cards with a special outcome (Stripe's test numbers); any other test number below simply pays. */
const SPECIAL_CARDS: Record<string, TestCardOutcome> = {
  '4000000000000002': { kind: 'declined', field: 'cardNumber', reason: DECLINE_MESSAGES.generic },
  '4000000000009995': { kind: 'declined', field: 'cardNumber', reason: DECLINE_MESSAGES.insufficientFunds },
  '4000000000009987': { kind: 'declined', field: 'cardNumber', reason: DECLINE_MESSAGES.lostCard },
  '4000000000000069': { kind: 'declined', field: 'expiry', reason: DECLINE_MESSAGES.expired },
  '4000000000000127': { kind: 'declined', field: 'cvc', reason: DECLINE_MESSAGES.incorrectCvc },
  // Pays today, then every renewal is declined: how a failed renewal is tried locally.
  '4000000000000341': { kind: 'paid', renewalsDecline: true },
};

/** Stripe's test numbers that pay, one per brand. */
const PAYING_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
]);

/** The cards the checkout page offers as shortcuts, with what each does. */
export const TEST_CARD_HINTS = [
  { number: '4242424242424242', outcome: 'Pays' },
  { number: '4000000000000341', outcome: 'Pays now, declines renewals' },
  { number: '4000000000000002', outcome: 'Declined' },
  { number: '4000000000009995', outcome: 'Insufficient funds' },
] as const;

/** The card number rules the payment form's schema applies (@flowdeck/endpoints/billing). */
export { luhnValid, normalizeCardNumber } from '@flowdeck/endpoints/billing';

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** What charging this (already well-formed) card does on the test provider. */
export function testCardOutcome(digits: string): TestCardOutcome {
  const special = SPECIAL_CARDS[digits];
  if (special) return special;
  if (PAYING_CARDS.has(digits)) return { kind: 'paid', renewalsDecline: false };
  return { kind: 'declined', field: 'cardNumber', reason: DECLINE_MESSAGES.notATestCard };
}
