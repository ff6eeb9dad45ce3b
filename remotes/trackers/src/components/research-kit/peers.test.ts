import { ratioAnalysisWithPe as analysis } from '../../test/ratio-analysis';
import { medianOf, peerValuesOf, readPeers } from './peers';

describe('peers', () => {
  it('reads the peers from the URL: valid, upper-cased, without the company or repeats, five at most', () => {
    expect(readPeers(' msft,aapl,MSFT,,bad ticker!,goog,amzn,meta,nflx,orcl', 'AAPL')).toEqual([
      'MSFT',
      'GOOG',
      'AMZN',
      'META',
      'NFLX',
    ]);
    expect(readPeers(null, 'AAPL')).toEqual([]);
  });

  it('takes the median of the values there are', () => {
    expect(medianOf([30, null, 10, 20])).toBe(20);
    expect(medianOf([40, 10, null, 20, 30])).toBe(25);
    expect(medianOf([null, null])).toBeNull();
  });

  it("lists each peer's latest value in the order chosen, with their median", () => {
    const peers = [
      { symbol: 'MSFT', ratios: analysis('MSFT', 20), note: null },
      { symbol: 'NEW', ratios: null, note: 'loading' },
      { symbol: 'GOOG', ratios: analysis('GOOG', 30), note: null },
      { symbol: 'LOSS', ratios: analysis('LOSS', null), note: null },
    ];
    expect(peerValuesOf(peers, 'pe')).toEqual({ values: [20, null, 30, null], median: 25 });
    expect(peerValuesOf([], 'pe')).toEqual({ values: [], median: null });
  });
});
