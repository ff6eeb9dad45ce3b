import { type OptionInputs, blackScholesGreeks, blackScholesPrice, intrinsicValue } from './black-scholes';

describe('published prices', () => {
  test('Hull, Options Futures and Other Derivatives (Example 15.6): call 4.76, put 0.81', () => {
    const base = { spot: 42, strike: 40, rate: 0.1, volatility: 0.2, time: 0.5 };
    expect(blackScholesPrice({ ...base, type: 'call' })).toBeCloseTo(4.76, 2);
    expect(blackScholesPrice({ ...base, type: 'put' })).toBeCloseTo(0.81, 2);
  });

  // E. G. Haug, The Complete Guide to Option Pricing Formulas (2nd ed.), chapter 1 examples.
  test('Haug: Black–Scholes 1973 call = 2.1334', () => {
    const price = blackScholesPrice({ type: 'call', spot: 60, strike: 65, time: 0.25, rate: 0.08, volatility: 0.3 });
    expect(price).toBeCloseTo(2.1334, 4);
  });

  test('Haug: Merton 1973 index put with dividend yield = 2.4648', () => {
    const price = blackScholesPrice({
      type: 'put',
      spot: 100,
      strike: 95,
      time: 0.5,
      rate: 0.1,
      dividendYield: 0.05,
      volatility: 0.2,
    });
    expect(price).toBeCloseTo(2.4648, 4);
  });

  test('Haug: Black-76 on a future (q = r), call = put = 1.7011', () => {
    const base = { spot: 19, strike: 19, time: 0.75, rate: 0.1, dividendYield: 0.1, volatility: 0.28 };
    expect(blackScholesPrice({ ...base, type: 'call' })).toBeCloseTo(1.7011, 4);
    expect(blackScholesPrice({ ...base, type: 'put' })).toBeCloseTo(1.7011, 4);
  });

  test('Haug: Garman–Kohlhagen currency call (q = foreign rate) = 0.0291', () => {
    const price = blackScholesPrice({
      type: 'call',
      spot: 1.56,
      strike: 1.6,
      time: 0.5,
      rate: 0.06,
      dividendYield: 0.08,
      volatility: 0.12,
    });
    expect(price).toBeCloseTo(0.0291, 4);
  });
});

describe('published greeks', () => {
  // Hull (Examples 19.1–19.6): S = 49, K = 50, r = 5 %, σ = 20 %, 20 weeks.
  const hull: OptionInputs = { type: 'call', spot: 49, strike: 50, rate: 0.05, volatility: 0.2, time: 20 / 52 };

  test('Hull: price 2.40, delta 0.522, gamma 0.066', () => {
    expect(blackScholesPrice(hull)).toBeCloseTo(2.4, 2);
    const greeks = blackScholesGreeks(hull);
    expect(greeks.delta).toBeCloseTo(0.522, 3);
    expect(greeks.gamma).toBeCloseTo(0.066, 3);
  });

  test('Hull: theta −4.31 a year, −0.0118 a calendar day', () => {
    const greeks = blackScholesGreeks(hull);
    expect(greeks.thetaPerYear).toBeCloseTo(-4.31, 2);
    expect(greeks.theta).toBeCloseTo(-0.0118, 4);
  });

  test('Hull: vega 12.1 (0.121 per vol point), rho 8.91 (0.0891 per rate point)', () => {
    const greeks = blackScholesGreeks(hull);
    expect(greeks.vega).toBeCloseTo(0.121, 3);
    expect(greeks.rho).toBeCloseTo(0.0891, 4);
  });

  test('Haug: futures option deltas 0.5946 (call) and −0.3566 (put)', () => {
    const base = { spot: 105, strike: 100, time: 0.5, rate: 0.1, dividendYield: 0.1, volatility: 0.36 };
    expect(blackScholesGreeks({ ...base, type: 'call' }).delta).toBeCloseTo(0.5946, 4);
    expect(blackScholesGreeks({ ...base, type: 'put' }).delta).toBeCloseTo(-0.3566, 4);
  });

  test('Haug: gamma 0.0278', () => {
    const greeks = blackScholesGreeks({ type: 'call', spot: 55, strike: 60, time: 0.75, rate: 0.1, volatility: 0.3 });
    expect(greeks.gamma).toBeCloseTo(0.0278, 4);
  });

  test('Haug: index put theta −31.1924 a year', () => {
    const greeks = blackScholesGreeks({
      type: 'put',
      spot: 430,
      strike: 405,
      time: 0.0833,
      rate: 0.07,
      dividendYield: 0.05,
      volatility: 0.2,
    });
    expect(greeks.thetaPerYear).toBeCloseTo(-31.1924, 4);
  });

  test('Haug: call rho 38.7325 (0.387325 per rate point)', () => {
    const greeks = blackScholesGreeks({ type: 'call', spot: 72, strike: 75, time: 1, rate: 0.09, volatility: 0.19 });
    expect(greeks.rho * 100).toBeCloseTo(38.7325, 4);
  });
});

const CASES: Omit<OptionInputs, 'type'>[] = [
  { spot: 100, strike: 100, time: 1, rate: 0.05, volatility: 0.2 },
  { spot: 100, strike: 120, time: 0.25, rate: 0.03, volatility: 0.45, dividendYield: 0.02 },
  { spot: 80, strike: 60, time: 2, rate: 0.0, volatility: 0.15, dividendYield: 0.04 },
  { spot: 12.5, strike: 14, time: 7 / 365, rate: 0.045, volatility: 0.9 },
  { spot: 430, strike: 405, time: 0.0833, rate: 0.07, volatility: 0.2, dividendYield: 0.05 },
];

test.each(CASES)('put–call parity: C − P = S·e^{−qT} − K·e^{−rT} (%o)', (base) => {
  const call = blackScholesPrice({ ...base, type: 'call' });
  const put = blackScholesPrice({ ...base, type: 'put' });
  const q = base.dividendYield ?? 0;
  expect(call - put).toBeCloseTo(
    base.spot * Math.exp(-q * base.time) - base.strike * Math.exp(-base.rate * base.time),
    10,
  );
});

describe.each(['call', 'put'] as const)('%s greeks agree with finite differences', (type) => {
  test.each(CASES)('%o', (base) => {
    const inputs: OptionInputs = { ...base, type };
    const price = (changes: Partial<OptionInputs>) => blackScholesPrice({ ...inputs, ...changes });
    const greeks = blackScholesGreeks(inputs);
    const dS = inputs.spot * 1e-4;
    const dT = 1e-6;
    expect(greeks.delta).toBeCloseTo(
      (price({ spot: inputs.spot + dS }) - price({ spot: inputs.spot - dS })) / (2 * dS),
      6,
    );
    expect(greeks.gamma).toBeCloseTo(
      (price({ spot: inputs.spot + dS }) - 2 * price({}) + price({ spot: inputs.spot - dS })) / (dS * dS),
      4,
    );
    // Theta is the value change as calendar time passes, so time to expiry shrinks.
    expect(greeks.thetaPerYear).toBeCloseTo(
      (price({ time: inputs.time - dT }) - price({ time: inputs.time + dT })) / (2 * dT),
      4,
    );
    expect(greeks.theta).toBeCloseTo(greeks.thetaPerYear / 365, 12);
    const dv = 1e-6;
    const vegaPerUnit =
      (price({ volatility: inputs.volatility + dv }) - price({ volatility: inputs.volatility - dv })) / (2 * dv);
    expect(greeks.vega).toBeCloseTo(vegaPerUnit / 100, 7);
    const dr = 1e-6;
    const rhoPerUnit = (price({ rate: inputs.rate + dr }) - price({ rate: inputs.rate - dr })) / (2 * dr);
    expect(greeks.rho).toBeCloseTo(rhoPerUnit / 100, 7);
  });
});

describe('edge cases never produce NaN', () => {
  test('an expired option is worth its intrinsic value', () => {
    expect(blackScholesPrice({ type: 'call', spot: 110, strike: 100, time: 0, rate: 0.05, volatility: 0.2 })).toBe(10);
    expect(blackScholesPrice({ type: 'put', spot: 110, strike: 100, time: -1, rate: 0.05, volatility: 0.2 })).toBe(0);
    expect(intrinsicValue('put', 90, 100)).toBe(10);
    expect(
      blackScholesGreeks({ type: 'call', spot: 110, strike: 100, time: 0, rate: 0.05, volatility: 0.2 }).delta,
    ).toBe(1);
  });

  test('zero volatility prices the discounted forward payoff', () => {
    const price = blackScholesPrice({ type: 'call', spot: 100, strike: 100, time: 1, rate: 0.05, volatility: 0 });
    expect(price).toBeCloseTo(100 - 100 * Math.exp(-0.05), 12);
    const greeks = blackScholesGreeks({ type: 'call', spot: 100, strike: 100, time: 1, rate: 0.05, volatility: 0 });
    expect(greeks.delta).toBe(1);
    expect(Object.values(greeks).every(Number.isFinite)).toBe(true);
  });

  test('a worthless underlying', () => {
    const base = { spot: 0, strike: 50, time: 1, rate: 0.05, volatility: 0.3 };
    expect(blackScholesPrice({ ...base, type: 'call' })).toBe(0);
    expect(blackScholesPrice({ ...base, type: 'put' })).toBeCloseTo(50 * Math.exp(-0.05), 12);
    expect(Object.values(blackScholesGreeks({ ...base, type: 'put' })).every(Number.isFinite)).toBe(true);
  });

  test('deep in and out of the money stay finite and within bounds', () => {
    for (const strike of [1, 1e-3, 1e4]) {
      const inputs = { type: 'call' as const, spot: 100, strike, time: 0.5, rate: 0.05, volatility: 0.25 };
      const price = blackScholesPrice(inputs);
      expect(price).toBeGreaterThanOrEqual(0);
      expect(price).toBeLessThanOrEqual(100);
      expect(Object.values(blackScholesGreeks(inputs)).every(Number.isFinite)).toBe(true);
    }
  });
});
