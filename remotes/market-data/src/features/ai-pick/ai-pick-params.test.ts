import { aiPickViewFromParams, formatProbability, formatReturn, listParams, withAiPickView } from './ai-pick-params';

describe('AI Pick URL state', () => {
  it('reads filters and the explained symbol, ignoring malformed values', () => {
    const view = aiPickViewFromParams(
      new URLSearchParams('symbol= aapl &sector=Technology&cap=mega&minScore=8&maxScore=11'),
    );
    expect(view).toEqual({ symbol: 'AAPL', sector: 'Technology', cap: 'mega', minScore: 8, maxScore: null });
    expect(aiPickViewFromParams(new URLSearchParams('cap=huge&minScore=2.5')).cap).toBeNull();
    expect(aiPickViewFromParams(new URLSearchParams('minScore=2.5')).minScore).toBeNull();
  });

  it('swaps a reversed score range instead of asking for nothing', () => {
    const view = aiPickViewFromParams(new URLSearchParams('minScore=9&maxScore=3'));
    expect([view.minScore, view.maxScore]).toEqual([3, 9]);
  });

  it('writes changes and clears a filter set to null; sends only the set filters', () => {
    const next = withAiPickView(new URLSearchParams('sector=Energy&symbol=XOM'), { sector: null, minScore: 7 });
    expect(next.toString()).toBe('symbol=XOM&minScore=7');
    expect(listParams(aiPickViewFromParams(next))).toEqual({ minScore: 7 });
  });

  it('formats probabilities and returns', () => {
    expect(formatProbability(0.6243)).toBe('62.4 %');
    expect(formatReturn(0.012)).toBe('+1.20 %');
    expect(formatReturn(-0.0045)).toBe('−0.45 %');
    expect(formatReturn(0.00001)).toBe('0.00 %');
    expect(formatReturn(null)).toBe('—');
  });
});
