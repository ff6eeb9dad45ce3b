/**
 * Financial ratios (pure): each one's formula in words beside the code that computes it, so the page shows
 * exactly what was computed. A ratio is null when an input is missing or the ratio means nothing
 * (a P/E on a loss, a margin on no revenue).
 */
import type { RatioDefinition } from '@flowdeck/api-types';

/** The figures of one period a ratio reads (money in the reporting currency). */
export interface RatioInputs {
  price: number | null;
  /** Shares for the market cap: diluted weighted shares of the period, else shares outstanding. */
  shares: number | null;
  revenue: number | null;
  costOfRevenue: number | null;
  grossProfit: number | null;
  operatingIncome: number | null;
  netIncome: number | null;
  epsDiluted: number | null;
  interestExpense: number | null;
  incomeTax: number | null;
  depreciation: number | null;
  totalAssets: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  inventory: number | null;
  receivables: number | null;
  cash: number | null;
  longTermDebt: number | null;
  equity: number | null;
  freeCashFlow: number | null;
  /** Cash paid to shareholders as dividends (a positive amount, as filings report the payment). */
  dividendsPaid: number | null;
  /** Consensus diluted EPS of the next four quarters (the latest twelve months only; null for past years). */
  forwardEps: number | null;
  /** The same period a year earlier, for growth. */
  previous: { revenue: number | null; epsDiluted: number | null; freeCashFlow: number | null } | null;
}

type Inputs = RatioInputs;
type Compute = (i: Inputs) => number | null;

/** a ÷ b when both are known and b is positive (a ratio over a negative base reads backwards). */
export function over(a: number | null, b: number | null): number | null {
  if (a === null || b === null || b <= 0) return null;
  return a / b;
}

/** Year-over-year change, null when last year's figure is missing or not positive. */
export function growth(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before <= 0) return null;
  return now / before - 1;
}

export function marketCap(i: Inputs): number | null {
  return i.price === null || i.shares === null ? null : i.price * i.shares;
}

/** Positive multiples only: a P/E or EV/EBITDA on a loss is not a valuation. */
const positive = (value: number | null) => (value === null || value <= 0 ? null : value);

/** The US federal rate, used when a company's own rate is unknown or implausible. */
export const FALLBACK_TAX_RATE = 0.21;

/** Income tax ÷ pre-tax income (net income + income tax); 21% when unknown or outside 0–50%. */
export function taxRate(i: Pick<Inputs, 'netIncome' | 'incomeTax'>): number {
  const pretax = i.netIncome !== null && i.incomeTax !== null ? i.netIncome + i.incomeTax : null;
  const rate = over(i.incomeTax, pretax);
  return rate === null || rate < 0 || rate > 0.5 ? FALLBACK_TAX_RATE : rate;
}

function enterpriseValue(i: Inputs): number | null {
  const cap = marketCap(i);
  return cap === null ? null : cap + (i.longTermDebt ?? 0) - (i.cash ?? 0);
}

export interface Ratio extends RatioDefinition {
  compute: Compute;
}

const R = (
  id: string,
  label: string,
  group: RatioDefinition['group'],
  format: RatioDefinition['format'],
  formula: string,
  compute: Compute,
): Ratio => ({ id, label, group, format, formula, compute });

export const RATIOS: readonly Ratio[] = [
  R('pe', 'P/E', 'valuation', 'times', 'Price ÷ diluted EPS', (i) => positive(over(i.price, positive(i.epsDiluted)))),
  R('forwardPe', 'Forward P/E', 'valuation', 'times', 'Price ÷ consensus diluted EPS of the next four quarters', (i) =>
    positive(over(i.price, positive(i.forwardEps))),
  ),
  R('peg', 'PEG', 'valuation', 'times', 'P/E ÷ EPS growth (in %)', (i) => {
    const pe = positive(over(i.price, positive(i.epsDiluted)));
    const g = growth(i.epsDiluted, i.previous?.epsDiluted ?? null);
    return pe === null || g === null || g <= 0 ? null : pe / (g * 100);
  }),
  R('ps', 'P/S', 'valuation', 'times', 'Market cap ÷ revenue', (i) => over(marketCap(i), i.revenue)),
  R('pb', 'P/B', 'valuation', 'times', "Market cap ÷ shareholders' equity", (i) => over(marketCap(i), i.equity)),
  R('pfcf', 'P/FCF', 'valuation', 'times', 'Market cap ÷ free cash flow', (i) => over(marketCap(i), i.freeCashFlow)),
  R('dividendYield', 'Dividend yield', 'valuation', 'percent', 'Dividends paid ÷ market cap', (i) =>
    i.dividendsPaid === null ? null : over(Math.abs(i.dividendsPaid), marketCap(i)),
  ),
  R(
    'evEbitda',
    'EV/EBITDA',
    'valuation',
    'times',
    '(Market cap + long-term debt − cash) ÷ (operating income + depreciation and amortization)',
    (i) =>
      positive(
        over(
          enterpriseValue(i),
          i.operatingIncome === null || i.depreciation === null ? null : i.operatingIncome + i.depreciation,
        ),
      ),
  ),
  R('grossMargin', 'Gross margin', 'profitability', 'percent', 'Gross profit ÷ revenue', (i) =>
    over(i.grossProfit, i.revenue),
  ),
  R('operatingMargin', 'Operating margin', 'profitability', 'percent', 'Operating income ÷ revenue', (i) =>
    over(i.operatingIncome, i.revenue),
  ),
  R('netMargin', 'Net margin', 'profitability', 'percent', 'Net income ÷ revenue', (i) => over(i.netIncome, i.revenue)),
  R('payoutRatio', 'Payout ratio', 'profitability', 'percent', 'Dividends paid ÷ net income', (i) =>
    i.dividendsPaid === null ? null : over(Math.abs(i.dividendsPaid), i.netIncome),
  ),
  R('roa', 'ROA', 'profitability', 'percent', 'Net income ÷ total assets', (i) => over(i.netIncome, i.totalAssets)),
  R('roe', 'ROE', 'profitability', 'percent', "Net income ÷ shareholders' equity", (i) => over(i.netIncome, i.equity)),
  R(
    'roic',
    'ROIC',
    'profitability',
    'percent',
    'Operating income × (1 − tax rate) ÷ (equity + long-term debt − cash); tax rate = income tax ÷ pre-tax income (21% when unknown)',
    (i) =>
      i.operatingIncome === null || i.equity === null
        ? null
        : over(i.operatingIncome * (1 - taxRate(i)), i.equity + (i.longTermDebt ?? 0) - (i.cash ?? 0)),
  ),
  R('currentRatio', 'Current ratio', 'liquidity', 'times', 'Current assets ÷ current liabilities', (i) =>
    over(i.currentAssets, i.currentLiabilities),
  ),
  R('quickRatio', 'Quick ratio', 'liquidity', 'times', '(Current assets − inventory) ÷ current liabilities', (i) =>
    over(i.currentAssets === null ? null : i.currentAssets - (i.inventory ?? 0), i.currentLiabilities),
  ),
  R('debtToEquity', 'Debt/equity', 'leverage', 'times', "Long-term debt ÷ shareholders' equity", (i) =>
    over(i.longTermDebt, i.equity),
  ),
  R('interestCover', 'Interest cover', 'leverage', 'times', 'Operating income ÷ interest expense', (i) =>
    over(i.operatingIncome, i.interestExpense),
  ),
  R('assetTurnover', 'Asset turnover', 'efficiency', 'times', 'Revenue ÷ total assets', (i) =>
    over(i.revenue, i.totalAssets),
  ),
  R('inventoryTurnover', 'Inventory turnover', 'efficiency', 'times', 'Cost of revenue ÷ inventory', (i) =>
    over(i.costOfRevenue, i.inventory),
  ),
  R('dso', 'Days sales outstanding', 'efficiency', 'days', 'Accounts receivable ÷ revenue × 365', (i) => {
    const share = over(i.receivables, i.revenue);
    return share === null ? null : share * 365;
  }),
  R('revenueGrowth', 'Revenue growth', 'growth', 'percent', 'Revenue ÷ revenue a year earlier − 1', (i) =>
    growth(i.revenue, i.previous?.revenue ?? null),
  ),
  R('epsGrowth', 'EPS growth', 'growth', 'percent', 'Diluted EPS ÷ diluted EPS a year earlier − 1', (i) =>
    growth(i.epsDiluted, i.previous?.epsDiluted ?? null),
  ),
  R(
    'fcfGrowth',
    'Free cash flow growth',
    'growth',
    'percent',
    'Free cash flow ÷ free cash flow a year earlier − 1',
    (i) => growth(i.freeCashFlow, i.previous?.freeCashFlow ?? null),
  ),
];

export function definitionsOf(ratios: readonly Ratio[]): RatioDefinition[] {
  return ratios.map(({ id, label, group, format, formula }) => ({ id, label, group, format, formula }));
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
