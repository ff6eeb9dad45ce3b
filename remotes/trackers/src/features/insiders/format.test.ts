import {
  formatDeltaOwned,
  formatQuantity,
  formatSharePrice,
  formatTradeValue,
  tradeSide,
  tradeTypeLabel,
} from './format';

describe('insider trade formatting', () => {
  it('labels codes as OpenInsider does, and never calls a grant a buy', () => {
    expect(tradeTypeLabel('P')).toBe('P - Purchase');
    expect(tradeTypeLabel('A')).toBe('A - Grant');
    expect(tradeTypeLabel('F')).toBe('F - Tax withholding');
    expect(tradeTypeLabel('M')).toBe('M - Option exercise');
    expect(tradeTypeLabel('G')).toBe('G - Gift');
    expect(tradeSide('P')).toBe('buy');
    expect(tradeSide('S')).toBe('sell');
    expect(tradeSide('A')).toBe('other');
    expect(tradeSide('M')).toBe('other');
  });

  it('signs quantities and values by acquired or disposed', () => {
    expect(formatQuantity({ shares: 200000, acquiredDisposed: 'A' })).toBe('+200,000');
    expect(formatQuantity({ shares: 73170, acquiredDisposed: 'D' })).toBe('-73,170');
    expect(formatQuantity({ shares: null, acquiredDisposed: 'D' })).toBe('—');
    // 73,170 × $150.841 = $11,037,035.97
    expect(formatTradeValue({ value: 11_037_035.97, acquiredDisposed: 'D' })).toBe('-$11.04M');
    expect(formatTradeValue({ value: 1_776_000, acquiredDisposed: 'A' })).toBe('+$1.78M');
    expect(formatTradeValue({ value: 950, acquiredDisposed: 'A' })).toBe('+$950');
    expect(formatTradeValue({ value: 0, acquiredDisposed: 'A' })).toBe('$0');
  });

  it('writes the change in holdings, "New" for a first position', () => {
    expect(formatDeltaOwned({ deltaOwnedPct: 197.83, sharesOwnedAfter: 301097 })).toBe('+197.83%');
    expect(formatDeltaOwned({ deltaOwnedPct: -24.3, sharesOwnedAfter: 227927 })).toBe('-24.30%');
    expect(formatDeltaOwned({ deltaOwnedPct: null, sharesOwnedAfter: 5000 })).toBe('New');
    expect(formatDeltaOwned({ deltaOwnedPct: null, sharesOwnedAfter: null })).toBe('—');
  });

  it('keeps a weighted-average price to the tenth of a cent', () => {
    expect(formatSharePrice(150.841)).toBe('$150.841');
    expect(formatSharePrice(8.88)).toBe('$8.88');
    expect(formatSharePrice(1234.5)).toBe('$1,234.50');
    expect(formatSharePrice(null)).toBe('—');
  });
});
