/**
 * Fundamentals and Ratio Analysis (spec §7 `fundamentals/{x}`, `pe/{x}`): statements built from SEC XBRL
 * company facts (or the simulated source), each figure traceable to its filing.
 */

export type StatementKind = 'income' | 'balance' | 'cashflow';
export type FigureUnit = 'money' | 'perShare' | 'shares';

/** One earlier value of a figure, replaced by a later filing (a restatement). */
export interface FigureVersion {
  value: number;
  accn: string;
  form: string;
  filed: string;
}

/** One figure of one period and where it comes from. */
export interface Figure {
  value: number;
  /** `reported` as filed; `derived` computed from reported figures (see `derivation`). */
  origin: 'reported' | 'derived';
  /** The XBRL tag it was read from (`us-gaap:Revenues`), null when derived. */
  tag: string | null;
  /** The filing the value comes from (for a derived figure: the latest filing it uses). */
  accn: string | null;
  form: string | null;
  filed: string | null;
  /** How a derived figure was computed ("FY − Q1 − Q2 − Q3"). */
  derivation: string | null;
  /** Earlier values for the same period, oldest first: the figure was restated. */
  history: FigureVersion[];
}

export interface StatementPeriod {
  /** "FY2024", "Q3 2024", "TTM". */
  label: string;
  /** Null for a balance-sheet date. */
  start: string | null;
  end: string;
}

export interface StatementLine {
  id: string;
  label: string;
  statement: StatementKind;
  unit: FigureUnit;
  /** One per period of the table, in its order; null where the data has none. */
  values: Array<Figure | null>;
}

export interface StatementTable {
  periods: StatementPeriod[];
  lines: StatementLine[];
}

export interface Fundamentals {
  symbol: string;
  company: string | null;
  sector: string | null;
  /** ISO 4217 code of the money figures. */
  currency: string;
  /** "Simulated data", or "SEC XBRL company facts". */
  source: string;
  /** The company's filings on EDGAR, for imported data. */
  sourceUrl: string | null;
  simulated: boolean;
  cik: string | null;
  /** Oldest first; at most 10 fiscal years. */
  annual: StatementTable;
  /** Oldest first; at most 12 quarters. */
  quarterly: StatementTable;
  /** One period: the last four quarters (flows summed, the balance sheet as of the last quarter). */
  ttm: StatementTable;
  sharesOutstanding: { value: number; asOf: string } | null;
  floatShares: number | null;
}

export type RatioGroup = 'valuation' | 'profitability' | 'liquidity' | 'leverage' | 'efficiency' | 'growth';

export interface RatioDefinition {
  id: string;
  label: string;
  group: RatioGroup;
  /** How it is computed, in words a reader checks: "Price ÷ diluted EPS (TTM)". */
  formula: string;
  /** `percent` values are fractions (0.25 = 25%); `times` are multiples; `days` a number of days. */
  format: 'percent' | 'times' | 'days';
}

export interface RatioSeries {
  id: string;
  /** One per period, null where an input is missing or the ratio is meaningless (negative earnings for P/E). */
  values: Array<number | null>;
  /** The sector's median of the latest value over the universe, null when fewer than three companies have it. */
  sectorMedian: number | null;
}

/** A stock's beta: the slope of its daily returns on the benchmark's, over the sessions both traded. */
export interface BetaEstimate {
  value: number;
  /** The benchmark's ticker (SPY). */
  benchmark: string;
  /** Daily returns used. */
  returns: number;
  /** First and last session of the returns (ISO dates). */
  from: string;
  to: string;
}

/**
 * The cost of capital from the latest twelve months and the last close: the Equity Analysis DCF's default
 * discount rate. Rates are fractions (0.085 = 8.5%).
 */
export interface CostOfCapital {
  beta: BetaEstimate | null;
  /** Assumptions, stated: the 10-year Treasury yield and the equity risk premium. */
  riskFreeRate: number;
  equityRiskPremium: number;
  /** Risk-free rate + beta × equity risk premium (CAPM); null without a beta. */
  costOfEquity: number | null;
  /** Interest expense ÷ long-term debt; `assumed` (risk-free + a spread) when that is unknown or implausible. */
  costOfDebt: number;
  costOfDebtSource: 'interest' | 'assumed';
  taxRate: number;
  /** Market cap and long-term debt, the weights' bases. */
  equityValue: number;
  debtValue: number;
  /** E ÷ (D + E) × cost of equity + D ÷ (D + E) × cost of debt × (1 − tax rate); null without a beta. */
  wacc: number | null;
}

/** One quarter still to report, with its consensus diluted EPS (as the Earnings calendar shows it). */
export interface ForwardQuarter {
  fiscalQuarter: string;
  /** The report's date (ISO). */
  date: string;
  epsEstimate: number;
  /** "Simulated data", or the imported calendar's source. */
  source: string;
}

/** The next twelve months' consensus diluted EPS: the sum of the next four quarters' estimates. */
export interface ForwardEps {
  eps: number;
  quarters: ForwardQuarter[];
}

/** `pe/{x}`: the ratios of one company over its fiscal years and the latest twelve months. */
export interface RatioAnalysis {
  symbol: string;
  company: string | null;
  sector: string | null;
  source: string;
  simulated: boolean;
  /** Price used for valuation ratios of the TTM column (latest close); fiscal years use the close at year end. */
  price: number | null;
  periods: StatementPeriod[];
  definitions: RatioDefinition[];
  ratios: RatioSeries[];
  /** Null without TTM statements or a last close. */
  costOfCapital: CostOfCapital | null;
  /** The forward P/E's denominator (TTM column only); null unless the next four quarters all have estimates. */
  forwardEps: ForwardEps | null;
}
