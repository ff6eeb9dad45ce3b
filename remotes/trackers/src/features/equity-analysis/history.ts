/**
 * What the Equity Analysis page reads from a company's statements: the figures of a fiscal year for the
 * scores, and DCF defaults drawn from its own history (TTM free cash flow, the revenue and free-cash-flow
 * growth of its fiscal years, its net debt and share count).
 */
import type { CostOfCapital, Fundamentals, StatementTable } from '@flowdeck/api-types';
import type { YearFigures } from './scores';

/** The value of line `id` in column `index` of a table, null where absent. */
export function lineValue(table: StatementTable, id: string, index: number): number | null {
  return table.lines.find((l) => l.id === id)?.values[index]?.value ?? null;
}

export function yearFigures(table: StatementTable, index: number): YearFigures {
  const v = (id: string) => lineValue(table, id, index);
  return {
    netIncome: v('netIncome'),
    operatingCashFlow: v('operatingCashFlow'),
    totalAssets: v('totalAssets'),
    longTermDebt: v('longTermDebt'),
    currentAssets: v('currentAssets'),
    currentLiabilities: v('currentLiabilities'),
    dilutedShares: v('dilutedShares'),
    revenue: v('revenue'),
    grossProfit: v('grossProfit'),
    operatingIncome: v('operatingIncome'),
    retainedEarnings: v('retainedEarnings'),
    totalLiabilities: v('totalLiabilities'),
  };
}

/** Compound annual growth from the first to the last known positive value of a series; null with < 2. */
export function cagr(values: ReadonlyArray<number | null>): number | null {
  const known = values.map((v, i) => [i, v] as const).filter((p): p is readonly [number, number] => p[1] !== null);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last || first === last || first[1] <= 0 || last[1] <= 0) return null;
  return (last[1] / first[1]) ** (1 / (last[0] - first[0])) - 1;
}

export const DEFAULT_DISCOUNT_RATE = 0.09;
export const DEFAULT_TERMINAL_GROWTH = 0.025;
export const DEFAULT_YEARS = 5;
/** The starting growth is kept within these bounds, whatever the history says. */
export const GROWTH_FLOOR = 0;
export const GROWTH_CAP = 0.2;

export interface DcfDefaults {
  baseFcf: number | null;
  /** Where the starting growth comes from, in words. */
  growthSource: string;
  initialGrowth: number;
  terminalGrowth: number;
  discountRate: number;
  /** Where the discount rate comes from, in words. */
  discountSource: string;
  years: number;
  netDebt: number | null;
  shares: number | null;
}

/** The discount rate: the company's WACC to a tenth of a percent, else 9% (no beta, or a WACC at or below
 * the terminal growth, where the Gordon growth value has no meaning). */
function discountRateOf(capital: CostOfCapital | null | undefined): { rate: number; source: string } {
  const wacc = capital?.wacc ?? null;
  if (wacc !== null && wacc > DEFAULT_TERMINAL_GROWTH)
    return { rate: Math.round(wacc * 1000) / 1000, source: `the company's WACC (${(wacc * 100).toFixed(2)}%)` };
  const why =
    wacc !== null
      ? 'its WACC is not above the terminal growth'
      : capital
        ? 'no beta for this stock'
        : 'no cost of capital for this company';
  return { rate: DEFAULT_DISCOUNT_RATE, source: `${(DEFAULT_DISCOUNT_RATE * 100).toFixed(0)}% assumed: ${why}` };
}

/**
 * Defaults from the company's own history: TTM free cash flow; starting growth = revenue CAGR over the fiscal
 * years shown (else free cash flow CAGR), clamped to 0–20%; net debt = long-term debt − cash (TTM balance);
 * shares = shares outstanding, else TTM diluted shares; the discount rate = its WACC (`capital`) when known.
 */
export function dcfDefaults(f: Fundamentals, capital?: CostOfCapital | null): DcfDefaults {
  const annual = f.annual;
  const series = (id: string) => annual.periods.map((_p, i) => lineValue(annual, id, i));
  const revenueGrowth = cagr(series('revenue'));
  const fcfGrowth = cagr(series('freeCashFlow'));
  const raw = revenueGrowth ?? fcfGrowth;
  const years = annual.periods.length;
  const growthSource =
    raw === null
      ? 'no growth history: 5% assumed'
      : `${revenueGrowth !== null ? 'revenue' : 'free cash flow'} CAGR over ${years} fiscal years (${(raw * 100).toFixed(1)}%)`;
  const initialGrowth = Math.min(GROWTH_CAP, Math.max(GROWTH_FLOOR, raw ?? 0.05));
  const debt = lineValue(f.ttm, 'longTermDebt', 0);
  const cash = lineValue(f.ttm, 'cash', 0);
  const netDebt = debt === null && cash === null ? null : (debt ?? 0) - (cash ?? 0);
  const discount = discountRateOf(capital);
  return {
    baseFcf: lineValue(f.ttm, 'freeCashFlow', 0),
    growthSource,
    initialGrowth: Math.round(initialGrowth * 1000) / 1000,
    terminalGrowth: DEFAULT_TERMINAL_GROWTH,
    discountRate: discount.rate,
    discountSource: discount.source,
    years: DEFAULT_YEARS,
    netDebt,
    shares: f.sharesOutstanding?.value ?? lineValue(f.ttm, 'dilutedShares', 0),
  };
}
