import { codes, obligation } from './contract-format';

describe('contract figures', () => {
  it('writes obligations and codes', () => {
    expect(obligation(497_500_000)).toBe('$497.50M');
    expect(obligation(-2_500_000)).toBe('-$2.50M');
    expect(codes('336411', '1510')).toBe('NAICS 336411 · PSC 1510');
    expect(codes(null, null)).toBe('—');
  });
});
