import {
  addToNetPremium,
  aggressorOf,
  classifySide,
  emptyNetPremium,
  inDteBucket,
  isOpeningTrade,
  isOutOfTheMoney,
  netPremium,
  netPremiumByDte,
  netPremiumByTicker,
  premiumOf,
  sentimentOf,
  type PremiumTrade,
} from './flow';

describe('classifySide (bid 1.00, ask 1.10)', () => {
  test.each([
    [1.15, 'above_ask'],
    [1.1, 'ask'],
    [1.07, 'ask'],
    [1.05, 'mid'],
    [1.02, 'bid'],
    [1.0, 'bid'],
    [0.95, 'below_bid'],
  ] as const)('%s → %s', (price, side) => {
    expect(classifySide(price, 1.0, 1.1)).toBe(side);
  });

  test('a locked quote: a print at it is mid, outside it above ask or below bid', () => {
    expect(classifySide(2.0, 2.0, 2.0)).toBe('mid');
    expect(classifySide(2.05, 2.0, 2.0)).toBe('above_ask');
    expect(classifySide(1.95, 2.0, 2.0)).toBe('below_bid');
  });

  test('binary rounding noise does not move a print off the quote', () => {
    expect(classifySide(0.1 + 0.2, 0.2, 0.3)).toBe('ask');
  });
});

test('aggressor and sentiment', () => {
  expect(aggressorOf('above_ask')).toBe('buy');
  expect(aggressorOf('below_bid')).toBe('sell');
  expect(aggressorOf('mid')).toBeNull();
  expect(sentimentOf('call', 'ask')).toBe('bullish');
  expect(sentimentOf('call', 'bid')).toBe('bearish');
  expect(sentimentOf('put', 'above_ask')).toBe('bearish');
  expect(sentimentOf('put', 'below_bid')).toBe('bullish');
  expect(sentimentOf('put', 'mid')).toBe('neutral');
});

test('premium and moneyness', () => {
  expect(premiumOf(2.35, 40)).toBeCloseTo(9_400, 9);
  expect(isOutOfTheMoney('call', 105, 100)).toBe(true);
  expect(isOutOfTheMoney('call', 95, 100)).toBe(false);
  expect(isOutOfTheMoney('put', 95, 100)).toBe(true);
  expect(isOutOfTheMoney('put', 100, 100)).toBe(false);
});

describe('isOpeningTrade: size > OI − (volume − size)', () => {
  test('OI 500, 450 traded earlier, 100 more: 100 > 50 → opening', () => {
    expect(isOpeningTrade({ size: 100, openInterest: 500, volume: 550 })).toBe(true);
  });
  test('OI 500, first trade of 400: could all be closing', () => {
    expect(isOpeningTrade({ size: 400, openInterest: 500, volume: 400 })).toBe(false);
  });
  test('exactly the open interest left is not enough; one more is', () => {
    expect(isOpeningTrade({ size: 500, openInterest: 500, volume: 500 })).toBe(false);
    expect(isOpeningTrade({ size: 501, openInterest: 500, volume: 501 })).toBe(true);
  });
  test('a new contract (no open interest) always opens', () => {
    expect(isOpeningTrade({ size: 1, openInterest: 0, volume: 1 })).toBe(true);
  });
});

describe('net premium: ask side − bid side, mid ignored', () => {
  const trades: Array<PremiumTrade & { dte: number; ticker: string }> = [
    { type: 'call', side: 'ask', premium: 10_000, dte: 0, ticker: 'SPY' },
    { type: 'call', side: 'above_ask', premium: 5_000, dte: 5, ticker: 'SPY' },
    { type: 'call', side: 'bid', premium: 4_000, dte: 20, ticker: 'AAPL' },
    { type: 'call', side: 'mid', premium: 50_000, dte: 0, ticker: 'SPY' },
    { type: 'put', side: 'below_bid', premium: 2_000, dte: 60, ticker: 'AAPL' },
    { type: 'put', side: 'ask', premium: 3_000, dte: 7, ticker: 'SPY' },
  ];

  test('calls: 10,000 + 5,000 − 4,000 = 11,000; puts: 3,000 − 2,000 = 1,000', () => {
    expect(netPremium(trades)).toEqual({
      callAskPremium: 15_000,
      callBidPremium: 4_000,
      putAskPremium: 3_000,
      putBidPremium: 2_000,
      netCallPremium: 11_000,
      netPutPremium: 1_000,
    });
  });

  test('per ticker', () => {
    const byTicker = netPremiumByTicker(trades);
    expect(byTicker.get('SPY')?.netCallPremium).toBe(15_000);
    expect(byTicker.get('SPY')?.netPutPremium).toBe(3_000);
    expect(byTicker.get('AAPL')?.netCallPremium).toBe(-4_000);
    expect(byTicker.get('AAPL')?.netPutPremium).toBe(-2_000);
  });

  test('by DTE bucket: 0, ≤7, ≤30, all', () => {
    const byDte = netPremiumByDte(trades);
    expect(byDte['0'].netCallPremium).toBe(10_000);
    expect(byDte['0'].netPutPremium).toBe(0);
    expect(byDte['7'].netCallPremium).toBe(15_000);
    expect(byDte['7'].netPutPremium).toBe(3_000);
    expect(byDte['30'].netCallPremium).toBe(11_000);
    expect(byDte['all'].netPutPremium).toBe(1_000);
  });

  test('incremental accumulation matches the batch', () => {
    const acc = emptyNetPremium();
    for (const t of trades) addToNetPremium(acc, t);
    expect(acc).toEqual(netPremium(trades));
  });

  test('bucket membership', () => {
    expect(inDteBucket(0, '0')).toBe(true);
    expect(inDteBucket(1, '0')).toBe(false);
    expect(inDteBucket(7, '7')).toBe(true);
    expect(inDteBucket(8, '7')).toBe(false);
    expect(inDteBucket(30, '30')).toBe(true);
    expect(inDteBucket(900, 'all')).toBe(true);
  });
});
