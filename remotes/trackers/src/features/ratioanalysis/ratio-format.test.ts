import { formatRatio } from './ratio-format';

test('percentages, multiples and days as a reader expects them', () => {
  expect(formatRatio(0.2534, 'percent')).toBe('25.3%');
  expect(formatRatio(-0.2, 'percent')).toBe('-20.0%');
  expect(formatRatio(18.25, 'times')).toBe('18.3×');
  expect(formatRatio(1.5, 'times')).toBe('1.50×');
  expect(formatRatio(240.4, 'times')).toBe('240×');
  expect(formatRatio(72.6, 'days')).toBe('73 days');
  expect(formatRatio(null, 'times')).toBe('—');
});
