import { altman, piotroski, zoneOf, type YearFigures } from './scores';

const now: YearFigures = {
  netIncome: 10,
  operatingCashFlow: 15,
  totalAssets: 100,
  longTermDebt: 20,
  currentAssets: 50,
  currentLiabilities: 25,
  dilutedShares: 10,
  revenue: 80,
  grossProfit: 32,
  operatingIncome: 12,
  retainedEarnings: 30,
  totalLiabilities: 60,
};
const before: YearFigures = {
  ...now,
  netIncome: 8,
  operatingCashFlow: 6,
  longTermDebt: 25,
  currentAssets: 40,
  dilutedShares: 11,
  revenue: 70,
  grossProfit: 30,
};

describe('piotroski', () => {
  it('scores the nine tests by hand', () => {
    const f = piotroski(now, before);
    const pass = Object.fromEntries(f.components.map((c) => [c.id, c.pass]));
    expect(pass).toEqual({
      roa: true, // 10/100 = 0.10 > 0
      cfo: true, // 15 > 0
      deltaRoa: true, // 0.10 > 0.08
      accruals: true, // 15 − 10 = 5 > 0
      deltaLeverage: true, // 0.20 < 0.25
      deltaCurrent: true, // 2.0 > 1.6
      noDilution: true, // 10 ≤ 11
      deltaMargin: false, // 0.40 < 30/70 = 0.4286
      deltaTurnover: true, // 0.80 > 0.70
    });
    expect(f.score).toBe(8);
    expect(f.known).toBe(9);
    const margin = f.components.find((c) => c.id === 'deltaMargin');
    expect(margin?.current).toBeCloseTo(0.4);
    expect(margin?.prior).toBeCloseTo(0.428571, 5);
  });

  it('leaves a test undecided when an input is missing', () => {
    const f = piotroski({ ...now, operatingCashFlow: null }, before);
    expect(f.components.find((c) => c.id === 'cfo')?.pass).toBeNull();
    expect(f.components.find((c) => c.id === 'accruals')?.pass).toBeNull();
    expect(f.known).toBe(7);
    expect(f.score).toBe(6);
  });
});

describe('altman', () => {
  it('weights the five ratios by hand', () => {
    // X1 = 25/100, X2 = 30/100, X3 = 12/100, X4 = 90/60, X5 = 80/100
    // Z = 0.3 + 0.42 + 0.396 + 0.9 + 0.8 = 2.816 → grey
    const z = altman(now, 90);
    expect(z.components.map((c) => c.value)).toEqual([0.25, 0.3, 0.12, 1.5, 0.8]);
    expect(z.z).toBeCloseTo(2.816, 9);
    expect(z.zone).toBe('grey');
  });

  it('names the missing component instead of scoring', () => {
    const z = altman({ ...now, retainedEarnings: null }, 90);
    expect(z.z).toBeNull();
    expect(z.missing).toEqual(['Retained earnings ÷ total assets']);
  });

  it('draws the zones at 2.99 and 1.81', () => {
    expect(zoneOf(3)).toBe('safe');
    expect(zoneOf(2.99)).toBe('grey');
    expect(zoneOf(1.81)).toBe('grey');
    expect(zoneOf(1.8)).toBe('distress');
  });
});
