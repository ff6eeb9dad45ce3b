import {
  abbreviate,
  abbreviateMoney,
  formatDate,
  formatMoney,
  formatMonthDay,
  formatPercent,
  formatThousands,
  formatUsd,
  formatUsdShort,
  valueColor,
} from './format';

test('abbreviate uses k, m, b, t with one decimal', () => {
  expect(abbreviate(950)).toBe('950');
  expect(abbreviate(1234)).toBe('1.2k');
  expect(abbreviate(2_500_000)).toBe('2.5m');
  expect(abbreviate(3_000_000_000)).toBe('3.0b');
  expect(abbreviate(1000)).toBe('1.0k');
  expect(abbreviate(2e12)).toBe('2.0t');
  expect(abbreviate(4.56e12)).toBe('4.6t');
  expect(abbreviate(-1500)).toBe('-1.5k');
});

test('abbreviateMoney uses K, M, B with two decimals', () => {
  expect(abbreviateMoney(1_234_567)).toBe('1.23M');
  expect(abbreviateMoney(2_000)).toBe('2.00K');
  expect(abbreviateMoney(3.456e9)).toBe('3.46B');
  expect(abbreviateMoney(12.5)).toBe('12.50');
  expect(abbreviateMoney(-2_500_000)).toBe('-2.50M');
});

test('below 1000 abbreviate writes the number plainly, to one decimal at most', () => {
  expect(abbreviate(0)).toBe('0');
  expect(abbreviate(42)).toBe('42');
  expect(abbreviate(12.34)).toBe('12.3');
  expect(abbreviate(-999.4)).toBe('-999.4');
});

test('a value that rounds up to the next unit is written in that unit', () => {
  expect(abbreviate(999.96)).toBe('1.0k');
  expect(abbreviate(999_949)).toBe('999.9k');
  expect(abbreviate(999_960)).toBe('1.0m');
  expect(abbreviate(999_960_000)).toBe('1.0b');
  expect(abbreviate(999_960_000_000)).toBe('1.0t');
  expect(abbreviate(-999_960)).toBe('-1.0m');
  expect(abbreviate(1_049_999)).toBe('1.0m');

  expect(abbreviateMoney(999.996)).toBe('1.00K');
  expect(abbreviateMoney(999_994)).toBe('999.99K');
  expect(abbreviateMoney(999_999)).toBe('1.00M');
  expect(abbreviateMoney(999_999_999)).toBe('1.00B');
  expect(abbreviateMoney(-999_999)).toBe('-1.00M');
  // B is the largest unit of this form.
  expect(abbreviateMoney(1.5e12)).toBe('1500.00B');
});

test('a figure that rounds to zero has no sign', () => {
  expect(abbreviate(-0.01)).toBe('0');
  expect(abbreviateMoney(-0.001)).toBe('0.00');
  expect(formatUsd(-0.001)).toBe('$0.00');
  expect(formatUsd(0, { signed: true })).toBe('$0.00');
  expect(formatUsd(-0.4, { wholeBelow: 1_000, signed: true })).toBe('$0');
});

test('dollars carry the sign before the dollar sign', () => {
  expect(formatUsd(1_234_567)).toBe('$1.23M');
  expect(formatUsd(-2_500_000)).toBe('-$2.50M');
  expect(formatUsd(950)).toBe('$950.00');
  expect(formatUsd(-999_999)).toBe('-$1.00M');
  expect(formatUsd(125_176, { signed: true })).toBe('+$125.18K');
  expect(formatUsd(-273_397, { signed: true })).toBe('-$273.40K');
});

test('short dollars use the one-decimal scale in capitals, up to T', () => {
  expect(formatUsdShort(18_815_238)).toBe('$18.8M');
  expect(formatUsdShort(-350_000)).toBe('-$350K');
  expect(formatUsdShort(50_000)).toBe('$50K');
  expect(formatUsdShort(1e12)).toBe('$1T');
  expect(formatUsdShort(-999_960)).toBe('-$1M');
  expect(formatUsdShort(0)).toBe('$0');
  expect(formatUsdShort(-0.01)).toBe('$0');
});

test('dollars under wholeBelow are whole with separators, and scale once they round up to it', () => {
  expect(formatUsd(762.4, { wholeBelow: 1_000 })).toBe('$762');
  expect(formatUsd(9_480, { wholeBelow: 10_000 })).toBe('$9,480');
  expect(formatUsd(-480, { wholeBelow: 10_000, signed: true })).toBe('-$480');
  expect(formatUsd(999.6, { wholeBelow: 1_000 })).toBe('$1.00K');
  expect(formatUsd(12_345, { wholeBelow: 10_000, signed: true })).toBe('+$12.35K');
});

test('thousands are separated by commas', () => {
  expect(formatThousands(1234567)).toBe('1,234,567');
  expect(formatThousands(1234.5, 2)).toBe('1,234.50');
  // Each precision keeps its own formatter.
  expect(formatThousands(1234.5)).toBe('1,235');
  expect(formatThousands(0.12345, 4)).toBe('0.1235');
});

test('percent carries its sign', () => {
  expect(formatPercent(1.234)).toBe('+1.23%');
  expect(formatPercent(-0.5)).toBe('-0.50%');
});

test('dates use the en-US short form', () => {
  expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
  expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('Jan 5, 2026');
  expect(formatMonthDay('2026-11-20')).toBe('Nov 20');
});

test('money in cents is written in its currency, dropping .00 only where asked', () => {
  expect(formatMoney(4_900)).toBe('$49.00');
  expect(formatMoney(4_900, 'usd', { whole: true })).toBe('$49');
  expect(formatMoney(3_950, 'usd', { whole: true })).toBe('$39.50');
  expect(formatMoney(123_456)).toBe('$1,234.56');
  expect(formatMoney(-1_250)).toBe('-$12.50');
  expect(formatMoney(1_000, 'eur')).toBe('€10.00');
});

test('value colour: green up, red down, none at zero, opacity 0.7 to 1', () => {
  expect(valueColor(0)).toBeUndefined();
  expect(valueColor(50)).toBe('rgba(74, 222, 128, 0.850)');
  expect(valueColor(-100)).toBe('rgba(252, 165, 165, 1.000)');
  expect(valueColor(-500)).toBe('rgba(252, 165, 165, 1.000)');
  expect(valueColor(1)).toBe('rgba(74, 222, 128, 0.703)');
});

test('value colour: a value shown as zero ("$0.00", "+0.00%") gets no colour either', () => {
  // 0.1 + 0.2 - 0.3: a net figure that is zero but for floating-point residue.
  const residue = 0.1 + 0.2 - 0.3;
  expect(formatUsd(residue, { signed: true })).toBe('$0.00');
  expect(valueColor(residue)).toBeUndefined();
  expect(valueColor(-residue)).toBeUndefined();
  expect(valueColor(-0.004)).toBeUndefined();
  expect(valueColor(0.004)).toBeUndefined();
  expect(valueColor(-0)).toBeUndefined();
  // A cent is a cent: shown as "$0.01", coloured.
  expect(valueColor(0.01)).toBe('rgba(74, 222, 128, 0.700)');
  expect(valueColor(-0.005)).toBe('rgba(252, 165, 165, 0.700)');
  // Shown whole, anything under half a dollar reads "$0".
  expect(valueColor(0.4, 0)).toBeUndefined();
  expect(valueColor(0.6, 0)).toBe('rgba(74, 222, 128, 0.702)');
});
