import { barShares, changeText, quarterLabel, readQuarter, spend } from './lobbying-format';

describe('lobbying figures', () => {
  it('writes quarters, amounts and changes', () => {
    expect(quarterLabel('2025-Q1')).toBe('Q1 2025');
    expect(readQuarter('2025-Q4')).toBe('2025-Q4');
    expect(readQuarter('2025-Q5')).toBeUndefined();
    expect(spend(3_410_000)).toBe('$3.41M');
    expect(spend(null)).toBe('Under $5K');
    expect(changeText(560_000, 18.8)).toBe('+$560.00K (+18.8%)');
    expect(changeText(-350, -87.5)).toBe('-$350 (-87.5%)');
    expect(changeText(100_000, null)).toBe('+$100.00K (new)');
  });

  it('sizes bars against the largest amount', () => {
    expect(barShares([0, 50, 200])).toEqual([0, 25, 100]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });
});
