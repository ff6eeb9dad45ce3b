import { bandRows, vwapViewFromParams, withVwapView } from './vwap-params';

describe('VWAP deviation URL and bands', () => {
  it('reads side, symbol and filters with defaults', () => {
    expect(vwapViewFromParams(new URLSearchParams('side=below&symbol=nvda&filters=off'))).toEqual({
      side: 'below',
      symbol: 'NVDA',
      noiseFilters: false,
    });
    expect(vwapViewFromParams(new URLSearchParams('side=up'))).toEqual({
      side: 'above',
      symbol: null,
      noiseFilters: true,
    });
  });

  it('writes only what differs from the defaults', () => {
    const next = withVwapView(new URLSearchParams(''), { side: 'below', symbol: 'SPY' });
    expect(next.toString()).toBe('side=below&symbol=SPY');
    expect(withVwapView(next, { side: 'above', symbol: null }).toString()).toBe('');
  });

  it('puts the bands at VWAP ± k σ', () => {
    // VWAP 100, σ 2: ±1σ = 102 / 98, ±2σ = 104 / 96.
    expect(bandRows([{ time: '2026-11-20T14:30:00.000Z', price: 103, vwap: 100, sigma: 2 }], [1, 2])).toEqual([
      {
        time: Date.parse('2026-11-20T14:30:00.000Z'),
        price: 103,
        vwap: 100,
        upper1: 102,
        lower1: 98,
        upper2: 104,
        lower2: 96,
      },
    ]);
  });
});
