import { historyText, relativeVolumeViewFromParams, withRelativeVolumeView } from './relative-volume-params';

describe('relative volume URL and wording', () => {
  it('reads the selected symbol and the filters', () => {
    expect(relativeVolumeViewFromParams(new URLSearchParams('symbol=spy&filters=off'))).toEqual({
      symbol: 'SPY',
      noiseFilters: false,
    });
    expect(relativeVolumeViewFromParams(new URLSearchParams(''))).toEqual({ symbol: null, noiseFilters: true });
  });

  it('writes the selection and the filters', () => {
    const next = withRelativeVolumeView(new URLSearchParams(''), { symbol: 'AAPL', noiseFilters: false });
    expect(next.toString()).toBe('symbol=AAPL&filters=off');
    expect(withRelativeVolumeView(next, { symbol: null, noiseFilters: true }).toString()).toBe('');
  });

  it('says how many sessions the average covers', () => {
    expect(historyText(6, 63)).toBe(
      'the last 6 sessions (the simulated market keeps 6 of the 63 the definition asks for)',
    );
    expect(historyText(63, 63)).toBe('the last 63 sessions');
    expect(historyText(0, 63)).toBe('no earlier sessions to average yet');
  });
});
