import { blackScholesGreeks, blackScholesPrice } from './black-scholes';
import { normalCdf } from './normal';
import {
  CONTRACT_MULTIPLIER,
  type MarketInputs,
  type StrategyLeg,
  analyzePayoff,
  breakEvens,
  legEntryPrice,
  maxProfitLoss,
  netDebit,
  positionGreeks,
  probabilityOfProfit,
  profitLoss,
  profitLossCurve,
} from './strategy';
import { yearsBetween } from './time';

const TODAY = '2026-01-02';
const EXPIRY = '2026-02-20';
const LATER = '2026-03-20';
const MARKET: MarketInputs = { spot: 100, volatility: 0.3, rate: 0.04, dividendYield: 0, date: TODAY };

test('a long call: entry at the model price, break-even = strike + premium, loss capped at the premium', () => {
  const legs: StrategyLeg[] = [{ kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY }];
  const premium = legEntryPrice(legs[0] as StrategyLeg, MARKET);
  const time = yearsBetween(TODAY, EXPIRY);
  expect(premium).toBeCloseTo(
    blackScholesPrice({ type: 'call', spot: 100, strike: 100, time, rate: 0.04, volatility: 0.3 }),
    12,
  );
  expect(netDebit(legs, MARKET)).toBeCloseTo(premium * CONTRACT_MULTIPLIER, 9);
  const [breakEven, ...rest] = breakEvens(legs, MARKET);
  expect(rest).toEqual([]);
  expect(breakEven).toBeCloseTo(100 + premium, 6);
  const { maxProfit, maxLoss } = maxProfitLoss(legs, MARKET);
  expect(maxProfit).toEqual({ unlimited: true });
  expect(maxLoss).toMatchObject({ unlimited: false });
  if (!maxLoss.unlimited) expect(maxLoss.value).toBeCloseTo(-premium * 100, 6);
});

test('a given premium replaces the model price', () => {
  const legs: StrategyLeg[] = [{ kind: 'put', side: 'long', quantity: 2, strike: 95, expiry: EXPIRY, premium: 1.5 }];
  expect(netDebit(legs, MARKET)).toBeCloseTo(300, 12);
  expect(breakEvens(legs, MARKET)[0]).toBeCloseTo(93.5, 6);
});

test('bull call spread: max profit = width − debit, max loss = debit, one break-even', () => {
  const legs: StrategyLeg[] = [
    { kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY, premium: 4 },
    { kind: 'call', side: 'short', quantity: 1, strike: 110, expiry: EXPIRY, premium: 1.5 },
  ];
  expect(netDebit(legs, MARKET)).toBeCloseTo(250, 12);
  const { maxProfit, maxLoss, breakEvens: roots } = analyzePayoff(legs, MARKET);
  expect(maxProfit).toEqual({ unlimited: false, value: expect.closeTo(750, 9), price: expect.any(Number) });
  expect(maxLoss).toEqual({ unlimited: false, value: expect.closeTo(-250, 9), price: expect.any(Number) });
  expect(roots).toHaveLength(1);
  expect(roots[0]).toBeCloseTo(102.5, 6);
});

test('long straddle: two break-evens at strike ± total premium', () => {
  const legs: StrategyLeg[] = [
    { kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY, premium: 4 },
    { kind: 'put', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY, premium: 3.5 },
  ];
  const roots = breakEvens(legs, MARKET);
  expect(roots).toHaveLength(2);
  expect(roots[0]).toBeCloseTo(92.5, 6);
  expect(roots[1]).toBeCloseTo(107.5, 6);
  const { maxProfit, maxLoss } = maxProfitLoss(legs, MARKET);
  expect(maxProfit.unlimited).toBe(true);
  expect(maxLoss).toMatchObject({ unlimited: false, price: 100, value: expect.closeTo(-750, 9) });
});

test('a short call has unlimited loss and a max profit of the credit', () => {
  const legs: StrategyLeg[] = [{ kind: 'call', side: 'short', quantity: 1, strike: 105, expiry: EXPIRY, premium: 2 }];
  expect(netDebit(legs, MARKET)).toBeCloseTo(-200, 12);
  const { maxProfit, maxLoss } = maxProfitLoss(legs, MARKET);
  expect(maxLoss).toEqual({ unlimited: true });
  expect(maxProfit).toMatchObject({ unlimited: false, value: expect.closeTo(200, 9) });
  expect(breakEvens(legs, MARKET)[0]).toBeCloseTo(107, 6);
});

test('covered call: shares plus a short call cap the upside; max loss is at zero', () => {
  const legs: StrategyLeg[] = [
    { kind: 'stock', side: 'long', quantity: 100 },
    { kind: 'call', side: 'short', quantity: 1, strike: 105, expiry: EXPIRY, premium: 2 },
  ];
  expect(netDebit(legs, MARKET)).toBeCloseTo(100 * 100 - 200, 9);
  const { maxProfit, maxLoss, breakEvens: roots } = analyzePayoff(legs, MARKET);
  expect(maxProfit).toMatchObject({ unlimited: false, value: expect.closeTo(700, 9) });
  expect(maxLoss).toMatchObject({ unlimited: false, value: expect.closeTo(-9800, 9), price: 0 });
  expect(roots).toHaveLength(1);
  expect(roots[0]).toBeCloseTo(98, 6);
});

test('iron condor: credit, two break-evens, loss capped at width − credit', () => {
  const legs: StrategyLeg[] = [
    { kind: 'put', side: 'long', quantity: 1, strike: 85, expiry: EXPIRY, premium: 0.5 },
    { kind: 'put', side: 'short', quantity: 1, strike: 90, expiry: EXPIRY, premium: 1.2 },
    { kind: 'call', side: 'short', quantity: 1, strike: 110, expiry: EXPIRY, premium: 1.1 },
    { kind: 'call', side: 'long', quantity: 1, strike: 115, expiry: EXPIRY, premium: 0.4 },
  ];
  expect(netDebit(legs, MARKET)).toBeCloseTo(-140, 9);
  const { maxProfit, maxLoss, breakEvens: roots } = analyzePayoff(legs, MARKET);
  expect(maxProfit).toMatchObject({ unlimited: false, value: expect.closeTo(140, 9) });
  expect(maxLoss).toMatchObject({ unlimited: false, value: expect.closeTo(-360, 9) });
  expect(roots.map((r) => Number(r.toFixed(6)))).toEqual([88.6, 111.4]);
});

test('a break-even far above the strikes is still found', () => {
  const legs: StrategyLeg[] = [{ kind: 'call', side: 'long', quantity: 1, strike: 10, expiry: EXPIRY, premium: 95 }];
  expect(breakEvens(legs, MARKET)[0]).toBeCloseTo(105, 6);
  const expensive: StrategyLeg[] = [
    { kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY, premium: 900 },
  ];
  expect(breakEvens(expensive, MARKET)[0]).toBeCloseTo(1000, 6);
});

test('calendar spread: the long back-month call is valued by the model at the front expiry', () => {
  const legs: StrategyLeg[] = [
    { kind: 'call', side: 'short', quantity: 1, strike: 100, expiry: EXPIRY },
    { kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: LATER },
  ];
  const { maxProfit, maxLoss, breakEvens: roots, date } = analyzePayoff(legs, MARKET);
  expect(date.toISOString().slice(0, 10)).toBe(EXPIRY);
  expect(maxProfit.unlimited).toBe(false);
  expect(maxLoss.unlimited).toBe(false);
  expect(roots).toHaveLength(2);
  for (const root of roots) expect(Math.abs(profitLoss(legs, MARKET, EXPIRY, root))).toBeLessThan(1e-6);
  if (!maxProfit.unlimited) expect(maxProfit.price).toBeCloseTo(100, 0);
});

test('a calendar on a dividend payer is not "unlimited loss" for its tiny carry slope', () => {
  const legs: StrategyLeg[] = [
    { kind: 'call', side: 'short', quantity: 1, strike: 100, expiry: EXPIRY },
    { kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: LATER },
  ];
  const { maxLoss } = maxProfitLoss(legs, { ...MARKET, dividendYield: 0.03 });
  expect(maxLoss.unlimited).toBe(false);
});

test('a ratio spread (one long, two short calls) still has unlimited loss', () => {
  const legs: StrategyLeg[] = [
    { kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY, premium: 4 },
    { kind: 'call', side: 'short', quantity: 2, strike: 110, expiry: EXPIRY, premium: 1.5 },
  ];
  expect(maxProfitLoss(legs, MARKET).maxLoss).toEqual({ unlimited: true });
  const roots = breakEvens(legs, MARKET);
  // Net debit 1: break-even at 101; above 110 the P/L is 119 − S.
  expect(roots.map((r) => Number(r.toFixed(6)))).toEqual([101, 119]);
});

test('position greeks are each leg’s greeks × quantity × 100, signed by side; shares have delta 1', () => {
  const legs: StrategyLeg[] = [
    { kind: 'call', side: 'long', quantity: 2, strike: 100, expiry: EXPIRY },
    { kind: 'put', side: 'short', quantity: 3, strike: 95, expiry: EXPIRY, volatility: 0.35 },
    { kind: 'stock', side: 'short', quantity: 50 },
  ];
  const time = yearsBetween(TODAY, EXPIRY);
  const call = blackScholesGreeks({ type: 'call', spot: 100, strike: 100, time, rate: 0.04, volatility: 0.3 });
  const put = blackScholesGreeks({ type: 'put', spot: 100, strike: 95, time, rate: 0.04, volatility: 0.35 });
  const total = positionGreeks(legs, MARKET);
  expect(total.delta).toBeCloseTo(200 * call.delta - 300 * put.delta - 50, 9);
  expect(total.gamma).toBeCloseTo(200 * call.gamma - 300 * put.gamma, 9);
  expect(total.theta).toBeCloseTo(200 * call.theta - 300 * put.theta, 9);
  expect(total.vega).toBeCloseTo(200 * call.vega - 300 * put.vega, 9);
  expect(total.rho).toBeCloseTo(200 * call.rho - 300 * put.rho, 9);
});

test('P/L today at the spot is zero when premiums are model prices; at expiry the curve is the payoff', () => {
  const legs: StrategyLeg[] = [
    { kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY },
    { kind: 'call', side: 'short', quantity: 1, strike: 110, expiry: EXPIRY },
  ];
  expect(profitLoss(legs, MARKET, TODAY)).toBeCloseTo(0, 9);
  const debit = netDebit(legs, MARKET);
  const curve = profitLossCurve(legs, MARKET, EXPIRY, [90, 105, 120]);
  expect(curve.map((p) => p.profitLoss)).toEqual([
    expect.closeTo(-debit, 9),
    expect.closeTo(500 - debit, 9),
    expect.closeTo(1000 - debit, 9),
  ]);
});

test('probability of profit of a long call is P(S_T > break-even) under the lognormal', () => {
  const legs: StrategyLeg[] = [{ kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY, premium: 4 }];
  const time = yearsBetween(TODAY, EXPIRY);
  const sd = 0.3 * Math.sqrt(time);
  const d2 = (Math.log(100 / 104) + (0.04 - 0.045) * time) / sd;
  expect(probabilityOfProfit(legs, MARKET)).toBeCloseTo(normalCdf(d2), 6);
  const straddle: StrategyLeg[] = [
    ...legs,
    { kind: 'put', side: 'long', quantity: 1, strike: 100, expiry: EXPIRY, premium: 4 },
  ];
  const pop = probabilityOfProfit(straddle, MARKET);
  expect(pop).toBeGreaterThan(0);
  expect(pop).toBeLessThan(1);
});
