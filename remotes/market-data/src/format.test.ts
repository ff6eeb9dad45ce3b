import { formatMarketCap } from './format';

describe('formatMarketCap', () => {
  it('keeps one decimal on the k/m/b/t scale so a column of caps lines up', () => {
    expect(formatMarketCap(6_000_000_000_000)).toBe('$6.0T');
    expect(formatMarketCap(2_860_000_000_000)).toBe('$2.9T');
    expect(formatMarketCap(208_700_000_000)).toBe('$208.7B');
    expect(formatMarketCap(null)).toBe('–');
  });
});
