import { changeText, spend } from './lobbying-format';

describe('lobbying figures', () => {
  it('writes amounts and changes', () => {
    expect(spend(3_410_000)).toBe('$3.41M');
    expect(spend(null)).toBe('Under $5K');
    expect(changeText(560_000, 18.8)).toBe('+$560.00K (+18.8%)');
    expect(changeText(-350, -87.5)).toBe('-$350 (-87.5%)');
    expect(changeText(100_000, null)).toBe('+$100.00K (new)');
  });
});
