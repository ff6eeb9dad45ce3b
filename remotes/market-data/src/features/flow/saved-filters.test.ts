import { DEFAULT_FILTERS, type FlowFilters } from './flow-filters';
import { FLOW_PRESETS, type FlowPreset, activePreset, applyPreset } from './flow-presets';
import { fromAlertFilter, matchingSavedFilter, newFilterId, toAlertFilter, unsavedCriteria } from './saved-filters';

const custom: FlowFilters = {
  ...DEFAULT_FILTERS,
  tickers: ['SPY', 'QQQ'],
  callPut: 'calls',
  sides: ['ask', 'above_ask'],
  minPremium: 100_000,
  dteMax: 7,
  sweepsOnly: true,
  sectors: ['ETF'],
  kinds: ['multi_leg', 'block'],
  marketCapMin: 10e9,
};

describe('saved filters', () => {
  it('round-trips the page filters through the stored shape', () => {
    const stored = toAlertFilter('f1', '  Big ETF calls ', custom);
    expect(stored).toMatchObject({ id: 'f1', name: 'Big ETF calls', tickers: ['SPY', 'QQQ'], minPremium: 100_000 });
    expect(fromAlertFilter(stored)).toEqual(custom);
  });

  it('stores "any side" as every side, and reads every side back as no constraint', () => {
    const stored = toAlertFilter('f2', 'All', DEFAULT_FILTERS);
    expect(stored.sides).toEqual(['above_ask', 'ask', 'mid', 'bid', 'below_bid']);
    expect(fromAlertFilter(stored).sides).toEqual([]);
  });

  it('keeps the trade type, so the Multi-leg preset can be saved', () => {
    const multiLeg = applyPreset(FLOW_PRESETS.find((p) => p.id === 'multi-leg') as FlowPreset, DEFAULT_FILTERS);
    const stored = toAlertFilter('f3', 'Spreads', multiLeg);
    expect(stored.kinds).toEqual(['multi_leg']);
    expect(fromAlertFilter(stored)).toEqual(multiLeg);
    expect(activePreset(fromAlertFilter(stored))).toBe('multi-leg');
    expect(unsavedCriteria(multiLeg)).toEqual([]);
  });

  it('reads a filter saved without trade types as every type, and saves none without the field', () => {
    const { kinds, ...older } = toAlertFilter('f4', 'Older', custom);
    expect(kinds).toEqual(['multi_leg', 'block']);
    expect(fromAlertFilter(older).kinds).toEqual([]);
    expect(toAlertFilter('f5', 'Any type', DEFAULT_FILTERS)).not.toHaveProperty('kinds');
  });

  it('says no criterion of the page is lost on saving', () => {
    expect(unsavedCriteria(custom)).toEqual([]);
    expect(unsavedCriteria({ ...custom, volumeOverOi: true, unusualOnly: true, otmOnly: true, minSize: 5 })).toEqual(
      [],
    );
  });

  it('finds the saved filter the page shows', () => {
    const saved = [toAlertFilter('a', 'A', DEFAULT_FILTERS), toAlertFilter('b', 'B', custom)];
    expect(matchingSavedFilter(saved, { ...custom, tickers: ['QQQ', 'SPY'] })?.id).toBe('b');
    expect(matchingSavedFilter(saved, { ...custom, minSize: 1 })).toBeUndefined();
  });

  it('makes ids the API accepts', () => {
    expect(newFilterId(Date.UTC(2026, 10, 20))).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newFilterId()).not.toBe(newFilterId());
  });
});
