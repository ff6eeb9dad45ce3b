import { calculatorReducer, initialCalculatorState } from './calculator-state';

const TODAY = '2026-11-22';

test('the calculator opens on an at-the-money long call valued today', () => {
  const state = initialCalculatorState(TODAY);
  expect(state.preset).toBe('long-call');
  expect(state.valuationDate).toBe(TODAY);
  expect(state.legs).toEqual([
    expect.objectContaining({ kind: 'call', side: 'long', strike: '100', quantity: '1', premium: '' }),
  ]);
});

test('a preset replaces the legs with fresh ids and resets the valuation date', () => {
  let state = initialCalculatorState(TODAY);
  state = calculatorReducer(state, { type: 'setValuationDate', date: '2026-12-01' });
  state = calculatorReducer(state, { type: 'applyPreset', preset: 'straddle', spot: 250, today: TODAY });
  expect(state.legs.map((leg) => [leg.kind, leg.strike])).toEqual([
    ['call', '250'],
    ['put', '250'],
  ]);
  expect(new Set(state.legs.map((leg) => leg.id)).size).toBe(2);
  expect(state.valuationDate).toBe(TODAY);
});

test('editing, adding or removing a leg makes the strategy custom', () => {
  const start = initialCalculatorState(TODAY);
  const id = start.legs[0]?.id ?? '';
  expect(calculatorReducer(start, { type: 'updateLeg', id, changes: { strike: '105' } }).preset).toBeNull();
  const added = calculatorReducer(start, { type: 'addLeg', spot: 100, today: TODAY });
  expect(added.preset).toBeNull();
  // A new leg copies the last option's strike and expiry, ready to become a spread.
  expect(added.legs[1]).toMatchObject({ strike: start.legs[0]?.strike, expiry: start.legs[0]?.expiry });
  expect(calculatorReducer(added, { type: 'removeLeg', id }).legs).toHaveLength(1);
});

test('switching between an option and stock keeps the exposure and drops a typed premium', () => {
  const start = initialCalculatorState(TODAY);
  const id = start.legs[0]?.id ?? '';
  const priced = calculatorReducer(start, { type: 'updateLeg', id, changes: { premium: '3.10', quantity: '2' } });
  const stock = calculatorReducer(priced, { type: 'updateLeg', id, changes: { kind: 'stock' } });
  expect(stock.legs[0]).toMatchObject({ kind: 'stock', quantity: '200', premium: '' });
  const back = calculatorReducer(stock, { type: 'updateLeg', id, changes: { kind: 'put' } });
  expect(back.legs[0]).toMatchObject({ kind: 'put', quantity: '2' });
});
