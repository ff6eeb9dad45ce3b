/**
 * Discounted cash flow: free cash flow projected `years` ahead with a growth rate that fades linearly from
 * `initialGrowth` (year 1) to `terminalGrowth` (last year), discounted at `discountRate`; the terminal value
 * is Gordon growth on the last year's cash flow; net debt is taken off the enterprise value. Rates are
 * fractions (0.09 = 9%).
 */

export interface DcfInputs {
  /** The latest twelve months' free cash flow. */
  baseFcf: number;
  years: number;
  initialGrowth: number;
  terminalGrowth: number;
  discountRate: number;
  /** Debt less cash. */
  netDebt: number;
  shares: number;
  /** Last close, null when unknown. */
  price: number | null;
}

export interface DcfYear {
  year: number;
  growth: number;
  fcf: number;
  presentValue: number;
}

export interface DcfResult {
  projection: DcfYear[];
  terminalValue: number;
  terminalPresentValue: number;
  enterpriseValue: number;
  equityValue: number;
  perShare: number;
  /** Per-share value against the price − 1, null without a price. */
  upside: number | null;
}

export type DcfOutcome = { ok: true; result: DcfResult } | { ok: false; reason: string };

/** The growth of year `year` (1-based) fading linearly from the initial to the terminal rate. */
export function fadedGrowth(year: number, years: number, initialGrowth: number, terminalGrowth: number): number {
  if (years <= 1) return initialGrowth;
  return initialGrowth + ((terminalGrowth - initialGrowth) * (year - 1)) / (years - 1);
}

export function dcf(inputs: DcfInputs): DcfOutcome {
  const { baseFcf, years, initialGrowth, terminalGrowth, discountRate, netDebt, shares, price } = inputs;
  const numbers = [baseFcf, years, initialGrowth, terminalGrowth, discountRate, netDebt, shares];
  if (numbers.some((n) => !Number.isFinite(n))) return { ok: false, reason: 'Every assumption needs a number.' };
  if (!Number.isInteger(years) || years < 1 || years > 30)
    return { ok: false, reason: 'The projection runs 1 to 30 whole years.' };
  if (discountRate <= terminalGrowth)
    return {
      ok: false,
      reason: 'The discount rate must exceed the terminal growth (Gordon growth has no finite value otherwise).',
    };
  if (shares <= 0) return { ok: false, reason: 'The share count is unknown.' };
  if (baseFcf <= 0)
    return { ok: false, reason: 'Free cash flow is not positive: a cash-flow valuation says nothing here.' };

  const projection: DcfYear[] = [];
  let fcf = baseFcf;
  for (let year = 1; year <= years; year += 1) {
    const growth = fadedGrowth(year, years, initialGrowth, terminalGrowth);
    fcf *= 1 + growth;
    projection.push({ year, growth, fcf, presentValue: fcf / (1 + discountRate) ** year });
  }
  const terminalValue = (fcf * (1 + terminalGrowth)) / (discountRate - terminalGrowth);
  const terminalPresentValue = terminalValue / (1 + discountRate) ** years;
  const enterpriseValue = projection.reduce((sum, y) => sum + y.presentValue, 0) + terminalPresentValue;
  const equityValue = enterpriseValue - netDebt;
  const perShare = equityValue / shares;
  const upside = price !== null && price > 0 ? perShare / price - 1 : null;
  return {
    ok: true,
    result: { projection, terminalValue, terminalPresentValue, enterpriseValue, equityValue, perShare, upside },
  };
}

export interface SensitivityTable {
  discountRates: number[];
  terminalGrowths: number[];
  /** [discount rate row][terminal growth column]: per-share value, null where the DCF has none. */
  values: Array<Array<number | null>>;
}

/** Per-share value over discount rate (rows) × terminal growth (columns), centred on the inputs. */
export function sensitivity(
  inputs: DcfInputs,
  rateSteps: readonly number[] = [-0.02, -0.01, 0, 0.01, 0.02],
  growthSteps: readonly number[] = [-0.01, -0.005, 0, 0.005, 0.01],
): SensitivityTable {
  const round = (n: number) => Math.round(n * 10000) / 10000;
  const discountRates = rateSteps.map((s) => round(inputs.discountRate + s));
  const terminalGrowths = growthSteps.map((s) => round(inputs.terminalGrowth + s));
  const values = discountRates.map((discountRate) =>
    terminalGrowths.map((terminalGrowth) => {
      const outcome = dcf({ ...inputs, discountRate, terminalGrowth });
      return outcome.ok ? outcome.result.perShare : null;
    }),
  );
  return { discountRates, terminalGrowths, values };
}
