/**
 * Quality scores from two consecutive fiscal years of statements: Piotroski's F-score (nine pass/fail tests)
 * and Altman's Z-score (five weighted ratios, public-company form).
 */

/** The statement lines a score reads, one fiscal year; null where the data has none. */
export interface YearFigures {
  netIncome: number | null;
  operatingCashFlow: number | null;
  totalAssets: number | null;
  longTermDebt: number | null;
  currentAssets: number | null;
  currentLiabilities: number | null;
  dilutedShares: number | null;
  revenue: number | null;
  grossProfit: number | null;
  operatingIncome: number | null;
  retainedEarnings: number | null;
  totalLiabilities: number | null;
}

export interface FComponent {
  id: string;
  label: string;
  /** The test in words: "Net income ÷ total assets > 0". */
  rule: string;
  /** This year's and last year's measure (last year's null for a level test). */
  current: number | null;
  prior: number | null;
  /** Null when an input is missing. */
  pass: boolean | null;
}

export interface FScore {
  components: FComponent[];
  score: number;
  /** Tests with all their inputs (the score is out of these). */
  known: number;
}

const ratio = (a: number | null, b: number | null): number | null =>
  a === null || b === null || b === 0 ? null : a / b;

function level(id: string, label: string, rule: string, value: number | null): FComponent {
  return { id, label, rule, current: value, prior: null, pass: value === null ? null : value > 0 };
}

function change(
  id: string,
  label: string,
  rule: string,
  current: number | null,
  prior: number | null,
  better: 'higher' | 'lower',
): FComponent {
  const pass = current === null || prior === null ? null : better === 'higher' ? current > prior : current < prior;
  return { id, label, rule, current, prior, pass };
}

/** Piotroski F-score of year `now` against year `before` (ROA over year-end total assets). */
export function piotroski(now: YearFigures, before: YearFigures): FScore {
  const roa = (y: YearFigures) => ratio(y.netIncome, y.totalAssets);
  const accrual =
    now.operatingCashFlow === null || now.netIncome === null ? null : now.operatingCashFlow - now.netIncome;
  const sharesPass =
    now.dilutedShares === null || before.dilutedShares === null ? null : now.dilutedShares <= before.dilutedShares;
  const components: FComponent[] = [
    level('roa', 'Profitable', 'Return on assets (net income ÷ total assets) > 0', roa(now)),
    level('cfo', 'Cash from operations', 'Operating cash flow > 0', now.operatingCashFlow),
    change(
      'deltaRoa',
      'Improving return on assets',
      'Return on assets above last year',
      roa(now),
      roa(before),
      'higher',
    ),
    level('accruals', 'Earnings backed by cash', 'Operating cash flow − net income > 0', accrual),
    change(
      'deltaLeverage',
      'Less leverage',
      'Long-term debt ÷ total assets below last year',
      ratio(now.longTermDebt, now.totalAssets),
      ratio(before.longTermDebt, before.totalAssets),
      'lower',
    ),
    change(
      'deltaCurrent',
      'Better liquidity',
      'Current ratio above last year',
      ratio(now.currentAssets, now.currentLiabilities),
      ratio(before.currentAssets, before.currentLiabilities),
      'higher',
    ),
    {
      id: 'noDilution',
      label: 'No dilution',
      rule: 'Diluted shares not above last year',
      current: now.dilutedShares,
      prior: before.dilutedShares,
      pass: sharesPass,
    },
    change(
      'deltaMargin',
      'Wider gross margin',
      'Gross profit ÷ revenue above last year',
      ratio(now.grossProfit, now.revenue),
      ratio(before.grossProfit, before.revenue),
      'higher',
    ),
    change(
      'deltaTurnover',
      'Faster asset turnover',
      'Revenue ÷ total assets above last year',
      ratio(now.revenue, now.totalAssets),
      ratio(before.revenue, before.totalAssets),
      'higher',
    ),
  ];
  return {
    components,
    score: components.filter((c) => c.pass === true).length,
    known: components.filter((c) => c.pass !== null).length,
  };
}

export type ZZone = 'safe' | 'grey' | 'distress';

export interface ZComponent {
  id: string;
  label: string;
  rule: string;
  weight: number;
  value: number | null;
}

export interface ZScore {
  components: ZComponent[];
  /** Null when a component is missing (`missing` names them). */
  z: number | null;
  zone: ZZone | null;
  missing: string[];
}

export const Z_SAFE = 2.99;
export const Z_DISTRESS = 1.81;

export function zoneOf(z: number): ZZone {
  if (z > Z_SAFE) return 'safe';
  if (z < Z_DISTRESS) return 'distress';
  return 'grey';
}

/** Altman Z = 1.2·X1 + 1.4·X2 + 3.3·X3 + 0.6·X4 + 1.0·X5, market value of equity = price × shares. */
export function altman(year: YearFigures, marketValue: number | null): ZScore {
  const ta = year.totalAssets;
  const workingCapital =
    year.currentAssets === null || year.currentLiabilities === null
      ? null
      : year.currentAssets - year.currentLiabilities;
  const components: ZComponent[] = [
    { id: 'x1', label: 'Working capital ÷ total assets', rule: 'X1', weight: 1.2, value: ratio(workingCapital, ta) },
    {
      id: 'x2',
      label: 'Retained earnings ÷ total assets',
      rule: 'X2',
      weight: 1.4,
      value: ratio(year.retainedEarnings, ta),
    },
    { id: 'x3', label: 'EBIT ÷ total assets', rule: 'X3', weight: 3.3, value: ratio(year.operatingIncome, ta) },
    {
      id: 'x4',
      label: 'Market value of equity ÷ total liabilities',
      rule: 'X4',
      weight: 0.6,
      value: ratio(marketValue, year.totalLiabilities),
    },
    { id: 'x5', label: 'Sales ÷ total assets', rule: 'X5', weight: 1.0, value: ratio(year.revenue, ta) },
  ];
  const missing = components.filter((c) => c.value === null).map((c) => c.label);
  if (missing.length > 0) return { components, z: null, zone: null, missing };
  const z = components.reduce((sum, c) => sum + c.weight * (c.value ?? 0), 0);
  return { components, z, zone: zoneOf(z), missing };
}
