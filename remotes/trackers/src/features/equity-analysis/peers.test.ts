import { ratioAnalysisWithPe as analysis } from '../../test/ratio-analysis';
import { multipleRows } from './peers';

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
