import { PRESETS, defaultExpiry, fillPreset, strikeIncrement } from './presets';

const TODAY = '2026-11-22';

test('strikes follow listed increments around the spot', () => {
  expect(strikeIncrement(12)).toBe(0.5);
  expect(strikeIncrement(60)).toBe(1);
  expect(strikeIncrement(180)).toBe(2.5);
  expect(strikeIncrement(450)).toBe(5);
  expect(strikeIncrement(5200)).toBe(10);
});

test('every preset fills legs expiring on the next monthly expiry at least three weeks out', () => {
  expect(defaultExpiry(TODAY)).toBe('2026-12-18');
  for (const preset of PRESETS) {
    const legs = fillPreset(preset.id, 100, TODAY);
    expect(legs).toHaveLength(preset.legs.length);
    for (const leg of legs) expect(leg.expiry).toBe('2026-12-18');
  }
});

test('an iron condor is long the wings and short the body, strikes in order around the spot', () => {
  const legs = fillPreset('iron-condor', 187.3, TODAY);
  expect(legs.map((leg) => [leg.side, leg.kind, leg.strike])).toEqual([
    ['long', 'put', 167.5],
    ['short', 'put', 177.5],
    ['short', 'call', 197.5],
    ['long', 'call', 207.5],
  ]);
});

test('a covered call holds 100 shares per short call', () => {
  const legs = fillPreset('covered-call', 42.4, TODAY);
  expect(legs[0]).toMatchObject({ kind: 'stock', side: 'long', quantity: 100 });
  expect(legs[1]).toMatchObject({ kind: 'call', side: 'short', quantity: 1, strike: 44 });
});

test('a butterfly sells two at the money between two wings', () => {
  const legs = fillPreset('butterfly', 100, TODAY);
  expect(legs.map((leg) => [leg.side, leg.quantity, leg.strike])).toEqual([
    ['long', 1, 95],
    ['short', 2, 100],
    ['long', 1, 105],
  ]);
});

test('a cheap stock never gets a zero or negative strike', () => {
  for (const leg of fillPreset('iron-condor', 1.2, TODAY)) expect(leg.strike).toBeGreaterThan(0);
});
