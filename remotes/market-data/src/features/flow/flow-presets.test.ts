import { DEFAULT_FILTERS, flowRequest } from './flow-filters';
import { BIG_TRADE_PREMIUM, FLOW_PRESETS, activePreset, applyPreset } from './flow-presets';

const preset = (id: string) => {
  const found = FLOW_PRESETS.find((p) => p.id === id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
};

describe('flow presets', () => {
  it('ask, bid, big and multi-leg each ask the API for their trades', () => {
    expect(flowRequest(applyPreset(preset('ask'), DEFAULT_FILTERS)).params).toEqual({ side: 'above_ask,ask' });
    expect(flowRequest(applyPreset(preset('bid'), DEFAULT_FILTERS)).params).toEqual({ side: 'bid,below_bid' });
    expect(flowRequest(applyPreset(preset('big'), DEFAULT_FILTERS)).params).toEqual({ minPremium: BIG_TRADE_PREMIUM });
    expect(flowRequest(applyPreset(preset('multi-leg'), DEFAULT_FILTERS)).params).toEqual({ kind: 'multi_leg' });
  });

  it('replaces the other filters but keeps the tickers', () => {
    const current = { ...DEFAULT_FILTERS, tickers: ['SPY'], callPut: 'puts' as const, unusualOnly: true };
    expect(applyPreset(preset('ask'), current)).toEqual({
      ...DEFAULT_FILTERS,
      tickers: ['SPY'],
      sides: ['above_ask', 'ask'],
    });
    expect(applyPreset(preset('all'), current)).toEqual({ ...DEFAULT_FILTERS, tickers: ['SPY'] });
  });

  it('recognises filters that are exactly a preset', () => {
    expect(activePreset(DEFAULT_FILTERS)).toBe('all');
    expect(activePreset({ ...DEFAULT_FILTERS, tickers: ['QQQ'], sides: ['ask', 'above_ask'] })).toBe('ask');
    expect(activePreset({ ...DEFAULT_FILTERS, sides: ['ask', 'above_ask'], callPut: 'calls' })).toBeNull();
  });
});
