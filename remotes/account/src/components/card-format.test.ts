import { cardBrandOf, expiryForApi, formatCardNumber, formatExpiry } from './card-format';

test('groups card numbers as printed on the card', () => {
  expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
  expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
});

test('tells brands apart by their first digits', () => {
  expect(cardBrandOf('4242')).toBe('visa');
  expect(cardBrandOf('5555')).toBe('mastercard');
  expect(cardBrandOf('2223')).toBe('mastercard');
  expect(cardBrandOf('3782')).toBe('amex');
  expect(cardBrandOf('6011')).toBe('discover');
  expect(cardBrandOf('9')).toBe('unknown');
});

test('writes the expiry as MM / YY while typing', () => {
  expect(formatExpiry('1')).toBe('1');
  expect(formatExpiry('4')).toBe('04 / ');
  expect(formatExpiry('12')).toBe('12 / ');
  expect(formatExpiry('1234')).toBe('12 / 34');
  expect(formatExpiry('12 / 345')).toBe('12 / 34');
  expect(formatExpiry('12 /', '12 / ')).toBe('1');
  expect(expiryForApi('12 / 34')).toBe('12/34');
});
