import { abbreviate, abbreviateMoney, formatDate, formatPercent, formatThousands, valueColor } from './format';

test('abbreviate uses k, m, b, t with one decimal', () => {
  expect(abbreviate(950)).toBe('950');
  expect(abbreviate(1234)).toBe('1.2k');
  expect(abbreviate(2_500_000)).toBe('2.5m');
  expect(abbreviate(3_000_000_000)).toBe('3b');
  expect(abbreviate(4.56e12)).toBe('4.6t');
  expect(abbreviate(-1500)).toBe('-1.5k');
});

test('abbreviateMoney uses K, M, B with two decimals', () => {
  expect(abbreviateMoney(1_234_567)).toBe('1.23M');
  expect(abbreviateMoney(2_000)).toBe('2.00K');
  expect(abbreviateMoney(3.456e9)).toBe('3.46B');
  expect(abbreviateMoney(12.5)).toBe('12.50');
});

test('thousands are separated by commas', () => {
  expect(formatThousands(1234567)).toBe('1,234,567');
  expect(formatThousands(1234.5, 2)).toBe('1,234.50');
});

test('percent carries its sign', () => {
  expect(formatPercent(1.234)).toBe('+1.23%');
  expect(formatPercent(-0.5)).toBe('-0.50%');
});

test('dates use the en-US short form', () => {
  expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
});

test('value colour: green up, red down, none at zero, opacity 0.7 to 1', () => {
  expect(valueColor(0)).toBeUndefined();
  expect(valueColor(50)).toBe('rgba(74, 222, 128, 0.850)');
  expect(valueColor(-100)).toBe('rgba(252, 165, 165, 1.000)');
  expect(valueColor(-500)).toBe('rgba(252, 165, 165, 1.000)');
  expect(valueColor(1)).toBe('rgba(74, 222, 128, 0.703)');
});
