import { breakTypeLabel, breakViewFromParams, confirmationText, sparkGeometry, withBreakView } from './break-view';

describe('break pages', () => {
  it('read and write their URL', () => {
    expect(breakViewFromParams(new URLSearchParams('type=52-week&confirmed=1&filters=off'))).toEqual({
      type: '52-week',
      confirmedOnly: true,
      noiseFilters: false,
    });
    expect(breakViewFromParams(new URLSearchParams('type=moon'))).toEqual({
      type: null,
      confirmedOnly: false,
      noiseFilters: true,
    });
    const next = withBreakView(new URLSearchParams(''), { type: 'pre-market', confirmedOnly: true });
    expect(next.toString()).toBe('type=pre-market&confirmed=1');
    expect(withBreakView(next, { type: null, confirmedOnly: false }).toString()).toBe('');
  });

  it('name each break for its direction', () => {
    expect(breakTypeLabel('opening-range-15', 'up')).toBe('15-min opening range high');
    expect(breakTypeLabel('20-day', 'down')).toBe('New 20-day low');
    expect(breakTypeLabel('donchian-55', 'up')).toBe('55-day Donchian channel high');
    expect(breakTypeLabel('all-time', 'down')).toBe('New all-time low');
  });

  it('state the volume confirmation on the row', () => {
    expect(confirmationText(2.1, 1.5, true)).toBe('Confirmed: RVOL 2.10× ≥ 1.5×');
    expect(confirmationText(0.8, 1.5, false)).toBe('Unconfirmed: RVOL 0.80× < 1.5×');
    expect(confirmationText(null, 1.5, false)).toBe('Unconfirmed: no volume history to compare (needs RVOL ≥ 1.5×)');
  });

  it('scale the mini chart to its values and the level', () => {
    // Values 10 → 12 with the level at 11 in a 100 × 20 box: the level is half-way up.
    expect(sparkGeometry([10, 12], 11, 100, 20)).toEqual({ points: '0,20 100,0', levelY: 10 });
    expect(sparkGeometry([], 11, 100, 20)).toBeNull();
  });
});
