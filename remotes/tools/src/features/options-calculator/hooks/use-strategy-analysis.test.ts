import { initialCalculatorState, calculatorReducer } from '../stores/calculator-state';
import { validateCalculator } from '../stores/validation';
import { analyzeStrategy, niceStep } from './use-strategy-analysis';

const TODAY = '2026-11-22';

function analysisOf(preset: Parameters<typeof calculatorReducer>[1] & { type: 'applyPreset' }) {
  const state = calculatorReducer(initialCalculatorState(TODAY), preset);
  const { inputs } = validateCalculator(state, TODAY);
  if (!inputs) throw new Error('invalid');
  return analyzeStrategy(inputs);
}

test('price steps are 1, 2, 2.5 or 5 times a power of ten', () => {
  expect([0.7, 1.3, 2.2, 4, 7, 23, 180].map(niceStep)).toEqual([1, 2, 2.5, 5, 10, 25, 200]);
});

test('the chart shows every break-even, the strikes and the spot, with areas meeting at zero', () => {
  const analysis = analysisOf({ type: 'applyPreset', preset: 'iron-condor', spot: 100, today: TODAY });
  const [lo, hi] = analysis.chart.domain;
  for (const price of [90, 95, 100, 105, 110, ...analysis.payoff.breakEvens]) {
    expect(price).toBeGreaterThanOrEqual(lo);
    expect(price).toBeLessThanOrEqual(hi);
  }
  const prices = analysis.chart.points.map((point) => point.price);
  for (const root of analysis.payoff.breakEvens) {
    const point = analysis.chart.points[prices.indexOf(root)];
    expect(point).toMatchObject({ expiry: 0, profit: 0, loss: 0 });
  }
  expect(analysis.chart.points.every((p) => Number.isFinite(p.expiry) && Number.isFinite(p.atDate))).toBe(true);
});

test('the P/L matrix runs from today to expiry, high prices first, and includes the spot', () => {
  const analysis = analysisOf({ type: 'applyPreset', preset: 'long-put', spot: 100, today: TODAY });
  const { dates, prices, values } = analysis.matrix;
  expect(dates[0]).toBe(TODAY);
  expect(dates[dates.length - 1]).toBe(analysis.expiryDate);
  expect(prices).toContain(100);
  expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  expect(values).toHaveLength(prices.length);
  // Today at the spot the position is worth what was paid for it.
  expect(values[prices.indexOf(100)]?.[0]).toBeCloseTo(0, 9);
});

function analysisOfLegs(changes: { expiry: string; kind?: 'call' | 'put'; side?: 'long' | 'short' }[]) {
  const base = initialCalculatorState(TODAY);
  const template = base.legs[0];
  if (!template) throw new Error('no leg');
  const legs = changes.map((change, i) => ({ ...template, id: `leg-${i}`, ...change }));
  const { inputs } = validateCalculator({ ...base, legs }, TODAY);
  if (!inputs) throw new Error('invalid');
  return analyzeStrategy(inputs);
}

test('an option expiring today is worth its intrinsic value and still analyses cleanly', () => {
  const analysis = analysisOfLegs([{ expiry: TODAY }]);
  expect(analysis.matrix.dates).toEqual([TODAY]);
  expect(analysis.legs[0]?.value).toBe(0);
  expect(analysis.chart.points.every((p) => p.expiry === p.atDate)).toBe(true);
});

test('a calendar spread measures the payoff at the front expiry and the matrix runs to the back one', () => {
  const analysis = analysisOfLegs([
    { expiry: '2026-12-18', side: 'short' },
    { expiry: '2027-01-15', side: 'long' },
  ]);
  expect(analysis.expiryDate).toBe('2026-12-18');
  expect(analysis.matrix.dates[analysis.matrix.dates.length - 1]).toBe('2027-01-15');
  expect(analysis.payoff.maxLoss.unlimited).toBe(false);
  expect(analysis.payoff.breakEvens).toHaveLength(2);
  expect(analysis.chart.points.every((p) => Number.isFinite(p.expiry) && Number.isFinite(p.atDate))).toBe(true);
});
