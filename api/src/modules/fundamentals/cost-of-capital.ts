/**
 * The cost of capital (pure): the default discount rate of the Equity Analysis DCF, each step shown there.
 * - beta: the slope of the stock's daily close-to-close returns on the benchmark's (SPY), over the last
 *   `BETA_RETURNS` sessions both traded: cov(stock, benchmark) ÷ var(benchmark);
 * - cost of equity (CAPM): risk-free rate + beta × equity risk premium;
 * - cost of debt: TTM interest expense ÷ long-term debt before tax; the risk-free rate plus a spread when
 *   that is unknown or outside 0–20% (short-term borrowings outside long-term debt inflate it);
 * - WACC: E ÷ (D + E) × cost of equity + D ÷ (D + E) × cost of debt × (1 − tax rate), E the market cap and D
 *   the long-term debt (book value: the filings carry no market value of debt).
 */
import type { BetaEstimate, CostOfCapital } from '@flowdeck/api-types';
import { taxRate } from './ratios.js';

export const BETA_BENCHMARK = 'SPY';
/** One year of sessions, the common window for a daily beta. */
export const BETA_RETURNS = 252;
/** Fewer returns than this (a new listing) give no beta. */
export const MIN_BETA_RETURNS = 60;
/** Assumed: the 10-year US Treasury yield. */
export const TEN_YEAR_TREASURY_YIELD = 0.0425;
/** Assumed: the premium of US equities over the risk-free rate. */
export const EQUITY_RISK_PREMIUM = 0.045;
/** Assumed cost of debt over the risk-free rate, when the filings do not give one. */
export const ASSUMED_CREDIT_SPREAD = 0.015;
const MAX_COST_OF_DEBT = 0.2;

export interface DailyClose {
  /** ISO date. */
  date: string;
  close: number;
}

/**
 * Beta of `stock` on `benchmark` (each oldest first): returns between consecutive sessions both have a
 * close for (a session one of them did not trade is skipped, the return spans it), the last `window` of them.
 */
export function betaOf(
  stock: readonly DailyClose[],
  benchmark: readonly DailyClose[],
  window = BETA_RETURNS,
  benchmarkSymbol = BETA_BENCHMARK,
): BetaEstimate | null {
  const market = new Map(benchmark.map((b) => [b.date, b.close]));
  const both = stock.filter((s) => market.has(s.date) && s.close > 0 && (market.get(s.date) as number) > 0);
  const pairs: Array<{ to: string; s: number; m: number }> = [];
  for (let i = 1; i < both.length; i++) {
    const before = both[i - 1] as DailyClose;
    const now = both[i] as DailyClose;
    pairs.push({
      to: now.date,
      s: now.close / before.close - 1,
      m: (market.get(now.date) as number) / (market.get(before.date) as number) - 1,
    });
  }
  const used = pairs.slice(-window);
  if (used.length < MIN_BETA_RETURNS) return null;
  const meanS = used.reduce((sum, p) => sum + p.s, 0) / used.length;
  const meanM = used.reduce((sum, p) => sum + p.m, 0) / used.length;
  let covariance = 0;
  let variance = 0;
  for (const p of used) {
    covariance += (p.s - meanS) * (p.m - meanM);
    variance += (p.m - meanM) ** 2;
  }
  if (variance === 0) return null;
  const first = pairs.length - used.length;
  return {
    value: covariance / variance,
    benchmark: benchmarkSymbol,
    returns: used.length,
    // The first return runs from the session before it.
    from: (both[first] as DailyClose).date,
    to: (used.at(-1) as { to: string }).to,
  };
}

export interface CapitalInputs {
  beta: BetaEstimate | null;
  /** Market cap at the last close. */
  equityValue: number;
  longTermDebt: number | null;
  interestExpense: number | null;
  netIncome: number | null;
  incomeTax: number | null;
}

export function costOfCapital(i: CapitalInputs): CostOfCapital {
  const debtValue = Math.max(0, i.longTermDebt ?? 0);
  const implied = debtValue > 0 && i.interestExpense !== null ? i.interestExpense / debtValue : null;
  const fromInterest = implied !== null && implied > 0 && implied <= MAX_COST_OF_DEBT;
  const costOfDebt = fromInterest ? implied : TEN_YEAR_TREASURY_YIELD + ASSUMED_CREDIT_SPREAD;
  const tax = taxRate(i);
  const costOfEquity = i.beta === null ? null : TEN_YEAR_TREASURY_YIELD + i.beta.value * EQUITY_RISK_PREMIUM;
  const total = i.equityValue + debtValue;
  const wacc =
    costOfEquity === null || total <= 0
      ? null
      : (i.equityValue / total) * costOfEquity + (debtValue / total) * costOfDebt * (1 - tax);
  return {
    beta: i.beta,
    riskFreeRate: TEN_YEAR_TREASURY_YIELD,
    equityRiskPremium: EQUITY_RISK_PREMIUM,
    costOfEquity,
    costOfDebt,
    costOfDebtSource: fromInterest ? 'interest' : 'assumed',
    taxRate: tax,
    equityValue: i.equityValue,
    debtValue,
    wacc,
  };
}
