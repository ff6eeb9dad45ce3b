import { blackScholesPrice } from './black-scholes';
import { impliedVolatility } from './implied-volatility';

test('Hull: a 4.76 call on S = 42, K = 40 implies about 20 %', () => {
  const iv = impliedVolatility({ type: 'call', price: 4.76, spot: 42, strike: 40, rate: 0.1, time: 0.5 });
  expect(iv).toBeCloseTo(0.2, 3);
});

const TRIPS = [
  { type: 'call', spot: 100, strike: 100, time: 1, rate: 0.05, volatility: 0.2 },
  { type: 'put', spot: 100, strike: 70, time: 0.1, rate: 0.05, volatility: 0.6 },
  { type: 'call', spot: 100, strike: 150, time: 0.25, rate: 0.02, volatility: 0.35, dividendYield: 0.01 },
  { type: 'put', spot: 50, strike: 55, time: 2, rate: 0.04, volatility: 0.08 },
  { type: 'call', spot: 20, strike: 10, time: 30 / 365, rate: 0.05, volatility: 1.5 },
  { type: 'call', spot: 4500, strike: 4600, time: 3 / 365, rate: 0.05, volatility: 0.12 },
] as const;

test.each(TRIPS)('round trip: the implied volatility of a model price is the model volatility (%o)', (inputs) => {
  const price = blackScholesPrice(inputs);
  const { volatility, ...rest } = inputs;
  expect(impliedVolatility({ ...rest, price })).toBeCloseTo(volatility, 8);
});

test('prices outside the no-arbitrage bounds have no implied volatility', () => {
  const base = { type: 'call' as const, spot: 100, strike: 90, time: 0.5, rate: 0.05 };
  expect(impliedVolatility({ ...base, price: 5 })).toBeNull(); // below intrinsic
  expect(impliedVolatility({ ...base, price: 101 })).toBeNull(); // above the spot
  expect(impliedVolatility({ ...base, time: 0, price: 10 })).toBeNull();
  expect(impliedVolatility({ ...base, price: Number.NaN })).toBeNull();
});
