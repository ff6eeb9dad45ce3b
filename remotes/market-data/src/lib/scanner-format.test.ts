import { NOISE_FILTERS_LABEL, formatBarsTo, formatMultiple, formatSignedPercent } from './scanner-format';

describe('scanner formats', () => {
  it('states the noise filters', () => {
    expect(NOISE_FILTERS_LABEL).toBe('price ≥ $1, volume ≥ 50,000');
  });

  it('says where the bars end, in New York time', () => {
    expect(formatBarsTo('2026-11-20T15:31:00.000Z')).toBe('Bars to 10:31 AM ET');
    expect(formatBarsTo(null)).toBe('No bars yet');
  });

  it('signs percentages and writes multiples', () => {
    expect(formatSignedPercent(4.254)).toBe('+4.25%');
    expect(formatSignedPercent(-1.1)).toBe('−1.10%');
    expect(formatSignedPercent(null)).toBe('–');
    expect(formatMultiple(2.345)).toBe('2.35×');
  });
});
