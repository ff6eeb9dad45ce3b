import { barShares, codes, obligation, quarterLabel, readQuarter } from './contract-format';

describe('contract figures', () => {
  it('writes quarters, obligations and codes', () => {
    expect(quarterLabel('2024-Q4')).toBe('Q4 2024');
    expect(readQuarter('2024-Q0')).toBeUndefined();
    expect(obligation(497_500_000)).toBe('$497.50M');
    expect(obligation(-2_500_000)).toBe('-$2.50M');
    expect(codes('336411', '1510')).toBe('NAICS 336411 · PSC 1510');
    expect(codes(null, null)).toBe('—');
  });

  it('draws no bar for a negative total', () => {
    expect(barShares([-10, 50, 100])).toEqual([0, 50, 100]);
  });
});
