import type { CostOfCapital, Figure, Fundamentals, StatementTable } from '@flowdeck/api-types';
import { cagr, dcfDefaults, yearFigures } from './history';

const fig = (value: number): Figure => ({
  value,
  origin: 'reported',
  tag: null,
  accn: null,
  form: null,
  filed: null,
  derivation: null,
  history: [],
});

function table(labels: string[], lines: Record<string, Array<number | null>>): StatementTable {
  return {
    periods: labels.map((label) => ({ label, start: null, end: '2025-12-31' })),
    lines: Object.entries(lines).map(([id, values]) => ({
      id,
      label: id,
      statement: 'income',
      unit: 'money',
      values: values.map((v) => (v === null ? null : fig(v))),
    })),
  };
}

function fundamentals(annual: StatementTable, ttm: StatementTable, shares: number | null): Fundamentals {
  return {
    symbol: 'TEST',
    company: null,
    sector: null,
    currency: 'USD',
    source: 'Simulated data',
    sourceUrl: null,
    simulated: true,
    cik: null,
    annual,
    quarterly: table([], {}),
    ttm,
    sharesOutstanding: shares === null ? null : { value: shares, asOf: '2026-01-01' },
    floatShares: null,
  };
}

describe('cagr', () => {
  it('compounds from the first to the last known value', () => {
    expect(cagr([100, null, 121])).toBeCloseTo(0.1, 9); // (121/100)^(1/2) − 1
    expect(cagr([null, 50, 75])).toBeCloseTo(0.5, 9);
  });
  it('has none for fewer than two values or a non-positive end', () => {
    expect(cagr([null, 100])).toBeNull();
    expect(cagr([-10, 100])).toBeNull();
  });
});

describe('dcfDefaults', () => {
  const ttm = table(['TTM'], { freeCashFlow: [42], longTermDebt: [300], cash: [100], dilutedShares: [11] });

  it('draws the defaults from the history', () => {
    const annual = table(['FY2023', 'FY2024', 'FY2025'], { revenue: [100, 110, 121], freeCashFlow: [10, 5, 30] });
    const d = dcfDefaults(fundamentals(annual, ttm, 10));
    expect(d.baseFcf).toBe(42);
    expect(d.initialGrowth).toBeCloseTo(0.1, 9);
    expect(d.growthSource).toMatch(/revenue CAGR over 3 fiscal years \(10\.0%\)/);
    expect(d.netDebt).toBe(200);
    expect(d.shares).toBe(10);
  });

  it('falls back to free cash flow growth, clamps it, and to diluted shares', () => {
    const annual = table(['FY2024', 'FY2025'], { revenue: [null, 5], freeCashFlow: [10, 20] });
    const d = dcfDefaults(fundamentals(annual, ttm, null));
    expect(d.initialGrowth).toBe(0.2); // 100% clamped to 20%
    expect(d.growthSource).toMatch(/free cash flow CAGR/);
    expect(d.shares).toBe(11);
  });
});

describe('dcfDefaults: the discount rate', () => {
  const ttm = table(['TTM'], { freeCashFlow: [42] });
  const annual = table(['FY2024', 'FY2025'], { revenue: [100, 110] });
  const capital = (wacc: number | null, beta = true): CostOfCapital => ({
    beta: beta ? { value: 1.1, benchmark: 'SPY', returns: 252, from: '2025-11-24', to: '2026-11-24' } : null,
    riskFreeRate: 0.0425,
    equityRiskPremium: 0.045,
    costOfEquity: beta ? 0.092 : null,
    costOfDebt: 0.05,
    costOfDebtSource: 'interest',
    taxRate: 0.21,
    equityValue: 900,
    debtValue: 100,
    wacc,
  });

  it("is the company's WACC to a tenth of a percent", () => {
    const d = dcfDefaults(fundamentals(annual, ttm, 10), capital(0.08664));
    expect(d.discountRate).toBe(0.087);
    expect(d.discountSource).toBe("the company's WACC (8.66%)");
  });

  it('is 9%, saying why, without a beta, without a cost of capital, or with a WACC at or below terminal growth', () => {
    const f = fundamentals(annual, ttm, 10);
    expect(dcfDefaults(f, capital(null, false))).toMatchObject({
      discountRate: 0.09,
      discountSource: '9% assumed: no beta for this stock',
    });
    expect(dcfDefaults(f).discountSource).toBe('9% assumed: no cost of capital for this company');
    expect(dcfDefaults(f, capital(0.02)).discountSource).toBe('9% assumed: its WACC is not above the terminal growth');
  });
});

describe('yearFigures', () => {
  it('reads one column of the statements', () => {
    const annual = table(['FY2024', 'FY2025'], { netIncome: [1, 2], retainedEarnings: [null, 7] });
    expect(yearFigures(annual, 1)).toMatchObject({ netIncome: 2, retainedEarnings: 7, totalAssets: null });
    expect(yearFigures(annual, 0).retainedEarnings).toBeNull();
  });
});
