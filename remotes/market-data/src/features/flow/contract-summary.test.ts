import { pricePoints, summarizeContract } from './contract-summary';
import { makeTrade } from './test/flow-trades';

describe('contract summary', () => {
  it('totals a contract’s orders and splits premium by side', () => {
    const trades = [
      makeTrade({ size: 10, price: 2, premium: 2_000, side: 'ask' }),
      makeTrade({ size: 30, price: 3, premium: 9_000, side: 'bid' }),
      makeTrade({ size: 10, price: 4, premium: 4_000, side: 'mid' }),
      makeTrade({ size: 10, price: 5, premium: 5_000, side: 'above_ask' }),
    ];
    expect(summarizeContract(trades)).toEqual({
      trades: 4,
      contracts: 60,
      premium: 20_000,
      averagePrice: 20_000 / 6_000,
      high: 5,
      low: 2,
      askShare: 0.35,
      bidShare: 0.45,
    });
    expect(summarizeContract([])).toBeNull();
  });

  it('lays prints out by time and price, bigger dots for bigger orders', () => {
    const a = makeTrade({ time: '2026-11-20T15:00:00Z', price: 1, size: 1 });
    const b = makeTrade({ time: '2026-11-20T16:00:00Z', price: 3, size: 100 });
    const [pa, pb] = pricePoints([a, b], 100, 50, 0);
    expect(pa).toMatchObject({ x: 0, y: 50 });
    expect(pb).toMatchObject({ x: 100, y: 0 });
    expect(pb!.r).toBeGreaterThan(pa!.r);
  });
});
