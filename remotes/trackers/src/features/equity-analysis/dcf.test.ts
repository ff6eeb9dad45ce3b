import { dcf, fadedGrowth, sensitivity, type DcfInputs } from './dcf';

const base: DcfInputs = {
  baseFcf: 100,
  years: 2,
  initialGrowth: 0.1,
  terminalGrowth: 0.02,
  discountRate: 0.1,
  netDebt: 375,
  shares: 10,
  price: 80,
};

describe('dcf', () => {
  it('fades growth linearly from the initial to the terminal rate', () => {
    expect(fadedGrowth(1, 5, 0.1, 0.02)).toBeCloseTo(0.1);
    expect(fadedGrowth(3, 5, 0.1, 0.02)).toBeCloseTo(0.06);
    expect(fadedGrowth(5, 5, 0.1, 0.02)).toBeCloseTo(0.02);
    expect(fadedGrowth(1, 1, 0.1, 0.02)).toBeCloseTo(0.1);
  });

  it('values a two-year projection by hand', () => {
    // FCF1 = 110 (PV 100), FCF2 = 112.2 (PV 92.7273); TV = 112.2 × 1.02 ÷ 0.08 = 1430.55 (PV 1182.2727).
    // EV = 1375; equity = 1375 − 375 = 1000; per share 100; against 80 → +25%.
    const outcome = dcf(base);
    if (!outcome.ok) throw new Error(outcome.reason);
    const r = outcome.result;
    expect(r.projection.map((y) => y.fcf)).toEqual([expect.closeTo(110, 6), expect.closeTo(112.2, 6)]);
    expect(r.projection[1]?.presentValue).toBeCloseTo(92.7273, 3);
    expect(r.terminalValue).toBeCloseTo(1430.55, 6);
    expect(r.terminalPresentValue).toBeCloseTo(1182.2727, 3);
    expect(r.enterpriseValue).toBeCloseTo(1375, 6);
    expect(r.equityValue).toBeCloseTo(1000, 6);
    expect(r.perShare).toBeCloseTo(100, 6);
    expect(r.upside).toBeCloseTo(0.25, 6);
  });

  it('has no upside without a price', () => {
    const outcome = dcf({ ...base, price: null });
    expect(outcome.ok && outcome.result.upside).toBeNull();
  });

  it('refuses a discount rate at or below terminal growth, negative cash flow and no shares, saying why', () => {
    const low = dcf({ ...base, discountRate: 0.02 });
    expect(low.ok).toBe(false);
    expect(!low.ok && low.reason).toMatch(/discount rate must exceed/);
    expect(dcf({ ...base, baseFcf: -5 }).ok).toBe(false);
    expect(dcf({ ...base, shares: 0 }).ok).toBe(false);
    expect(dcf({ ...base, years: 0 }).ok).toBe(false);
    expect(dcf({ ...base, discountRate: Number.NaN }).ok).toBe(false);
  });
});

describe('sensitivity', () => {
  it('centres the grid on the inputs and values each cell', () => {
    // One year, 10% growth, 0% terminal: FCF1 = 110. At 10%: EV = 100 + 1100/1.1 = 1100 → (1100 − 100)/10 = 100.
    // At 12%: EV = 110/1.12 + (110/0.12)/1.12 = 110/0.12 = 916.667 → 81.667.
    const table = sensitivity({ ...base, years: 1, terminalGrowth: 0, netDebt: 100 });
    expect(table.discountRates).toEqual([0.08, 0.09, 0.1, 0.11, 0.12]);
    expect(table.terminalGrowths).toEqual([-0.01, -0.005, 0, 0.005, 0.01]);
    expect(table.values[2]?.[2]).toBeCloseTo(100, 6);
    expect(table.values[4]?.[2]).toBeCloseTo(81.6667, 3);
  });

  it('leaves a cell empty where the discount rate does not exceed growth', () => {
    const table = sensitivity({ ...base, discountRate: 0.03, terminalGrowth: 0.02 });
    // rate 0.01 (row 0) against growth 0.01 … 0.03: no value; rate 0.05 (row 4) against 0.03: a value.
    expect(table.values[0]?.every((v) => v === null)).toBe(true);
    expect(table.values[4]?.[4]).not.toBeNull();
  });
});
