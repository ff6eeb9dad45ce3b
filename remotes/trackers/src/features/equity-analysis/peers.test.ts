import type { RatioAnalysis } from '@flowdeck/api-types';
import { multipleRows } from './peers';

function analysis(symbol: string, pe: number | null, sectorMedian: number | null = 20): RatioAnalysis {
  return {
    symbol,
    company: symbol,
    sector: 'Tech',
    source: 'simulated',
    simulated: true,
    price: 100,
    periods: [
      { label: 'FY2025', end: '2025-12-31' },
      { label: 'TTM', end: '2026-09-30' },
    ] as RatioAnalysis['periods'],
    definitions: [{ id: 'pe', label: 'P/E', formula: 'Price ÷ EPS' }] as RatioAnalysis['definitions'],
    ratios: [{ id: 'pe', values: [99, pe], sectorMedian }] as RatioAnalysis['ratios'],
    costOfCapital: null,
    forwardEps: null,
  };
}

describe('multiples against peers', () => {
  it('reads the premium against the peers when they have the multiple, else against the sector', () => {
    // AAPL at 30×; peers at 20× and 30× (median 25×): a 20% premium. The sector median is 20×.
    const [withPeers] = multipleRows(analysis('AAPL', 30), [analysis('MSFT', 20), analysis('GOOG', 30)]);
    expect(withPeers?.peerValues).toEqual([20, 30]);
    expect(withPeers?.peerMedian).toBe(25);
    expect(withPeers?.versus).toBe('peers');
    expect(withPeers?.premium).toBeCloseTo(0.2, 10);
    // A peer not loaded yet and one on a loss (no P/E): the sector median stands in.
    const [noPeers] = multipleRows(analysis('AAPL', 30), [null, analysis('LOSS', null)]);
    expect(noPeers?.peerMedian).toBeNull();
    expect(noPeers?.versus).toBe('sector');
    expect(noPeers?.premium).toBeCloseTo(0.5, 10);
    const [nothing] = multipleRows(analysis('AAPL', 30, null), []);
    expect(nothing?.premium).toBeNull();
    expect(nothing?.versus).toBeNull();
  });
});
