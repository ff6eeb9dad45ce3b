import { formatMoney } from './money';

test('formats cents as dollars, dropping .00 only where asked', () => {
  expect(formatMoney(4_900)).toBe('$49.00');
  expect(formatMoney(4_900, 'usd', { whole: true })).toBe('$49');
  expect(formatMoney(3_950, 'usd', { whole: true })).toBe('$39.50');
  expect(formatMoney(123_456)).toBe('$1,234.56');
});
