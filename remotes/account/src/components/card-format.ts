/** What the card form shows while typing: groups of digits and MM / YY, as card terminals do. */

export type CardBrandName = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export function cardBrandOf(digits: string): CardBrandName {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

export const BRAND_LABELS: Record<CardBrandName, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** "4242424242424242" → "4242 4242 4242 4242"; American Express as 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (cardBrandOf(digits) === 'amex') {
    const d = digits.slice(0, 15);
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, 19).match(/.{1,4}/g) ?? []).join(' ');
}

/** "1" → "1", "12" → "12 / ", "1234" → "12 / 34"; a first digit above 1 is a month of its own ("4" → "04 / "). */
export function formatExpiry(value: string, previous = ''): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the separator deletes the month's last digit too.
  if (previous.endsWith(' / ') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The form's "MM / YY" as the API takes it ("MM/YY"). */
export function expiryForApi(value: string): string {
  return value.replace(/\s/g, '');
}

export function cvcLength(brand: CardBrandName): number {
  return brand === 'amex' ? 4 : 3;
}
