import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ASSUMED_CREDIT_SPREAD,
  EQUITY_RISK_PREMIUM,
  MIN_BETA_RETURNS,
  TEN_YEAR_TREASURY_YIELD,
  betaOf,
  costOfCapital,
  type DailyClose,
} from './cost-of-capital.js';

/** Session i as an ISO date (weekdays only matter to the reader, not to the formula). */
const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

/** Closes from a start price and a list of daily returns. */
function closes(start: number, returns: readonly number[], offset = 0): DailyClose[] {
  const out: DailyClose[] = [{ date: day(offset), close: start }];
  for (const [i, r] of returns.entries())
    out.push({ date: day(offset + i + 1), close: (out.at(-1) as DailyClose).close * (1 + r) });
  return out;
}

const near = (actual: number | null | undefined, expected: number, digits = 10) =>
  assert.ok(
    actual !== null && actual !== undefined && Math.abs(actual - expected) < 10 ** -digits,
    `${actual} ≠ ${expected}`,
  );

describe('betaOf (hand-worked)', () => {
  it('market +1%, −2%, +3% against stock +3%, −1%, +2%: cov 1/1200 ÷ var 19/15000 = 25/38', () => {
    // Twenty times the same three days: the means, and so the ratio, are those of the three.
    const market = Array.from({ length: 20 }, () => [0.01, -0.02, 0.03]).flat();
    const stock = Array.from({ length: 20 }, () => [0.03, -0.01, 0.02]).flat();
    const beta = betaOf(closes(50, stock), closes(100, market));
    near(beta?.value, 25 / 38);
    assert.deepEqual([beta?.returns, beta?.from, beta?.to, beta?.benchmark], [60, day(0), day(60), 'SPY']);
  });

  it('a session one side did not trade is skipped: the return spans it', () => {
    const market = closes(
      400,
      [0.01, -0.004, 0.02, 0.007, -0.013, 0.002, 0.009, -0.02]
        .flatMap((r) => [r, -r / 2])
        .concat(Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 0.011 : -0.006))),
    );
    // The stock is the market at a quarter of the price: every common return is the market's, beta 1 —
    // unless a return were taken across different days.
    const stock = market.map((m) => ({ date: m.date, close: m.close / 4 })).filter((_, i) => i !== 5);
    const withoutMarketDay = market.filter((_, i) => i !== 9);
    const beta = betaOf(stock, withoutMarketDay);
    near(beta?.value, 1);
    assert.equal(beta?.returns, market.length - 3);
  });

  it('only the last window of returns counts', () => {
    const early = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 0.02 : -0.015));
    const late = Array.from({ length: 70 }, (_, i) => (i % 4 === 0 ? -0.012 : 0.005));
    const market = closes(100, [...early, ...late]);
    // Twice the market's moves first, then exactly the market's.
    const stock = closes(30, [...early.map((r) => 2 * r), ...late]);
    // Over all 110 returns the early days pull it well above 1.
    assert.ok((betaOf(stock, market)?.value as number) > 1.2);
    const lastSeventy = betaOf(stock, market, 70);
    near(lastSeventy?.value, 1);
    assert.deepEqual([lastSeventy?.returns, lastSeventy?.from, lastSeventy?.to], [70, day(40), day(110)]);
  });

  it('too few returns, or a benchmark that never moved, give no beta', () => {
    const few = Array.from({ length: MIN_BETA_RETURNS - 1 }, (_, i) => (i % 2 ? 0.01 : -0.01));
    assert.equal(betaOf(closes(10, few), closes(20, few)), null);
    const flat = Array.from({ length: 80 }, () => 0);
    assert.equal(betaOf(closes(10, few.concat(few)), closes(20, flat)), null);
  });
});

describe('costOfCapital (hand-worked)', () => {
  const beta = { value: 1.2, benchmark: 'SPY', returns: 252, from: '2025-11-24', to: '2026-11-24' };

  it('beta 1.2: equity 4.25% + 1.2 × 4.5% = 9.65%; debt 10 ÷ 200 = 5% before a 25% tax; WACC 0.8 × 9.65% + 0.2 × 3.75% = 8.47%', () => {
    const c = costOfCapital({
      beta,
      equityValue: 800,
      longTermDebt: 200,
      interestExpense: 10,
      netIncome: 75,
      incomeTax: 25,
    });
    assert.equal(TEN_YEAR_TREASURY_YIELD, 0.0425);
    assert.equal(EQUITY_RISK_PREMIUM, 0.045);
    near(c.costOfEquity, 0.0965);
    near(c.costOfDebt, 0.05);
    near(c.taxRate, 0.25);
    assert.equal(c.costOfDebtSource, 'interest');
    near(c.wacc, 0.0847);
  });

  it('no interest on file: the risk-free rate plus the spread; no debt: WACC is the cost of equity; no beta: none', () => {
    const noInterest = costOfCapital({
      beta,
      equityValue: 900,
      longTermDebt: 100,
      interestExpense: null,
      netIncome: null,
      incomeTax: null,
    });
    assert.equal(noInterest.costOfDebtSource, 'assumed');
    near(noInterest.costOfDebt, TEN_YEAR_TREASURY_YIELD + ASSUMED_CREDIT_SPREAD);
    near(noInterest.taxRate, 0.21);
    near(noInterest.wacc, 0.9 * 0.0965 + 0.1 * 0.0575 * 0.79);
    // 60 of interest on 100 of long-term debt: borrowings elsewhere, not a 60% rate.
    assert.equal(
      costOfCapital({ ...noInterest, beta, longTermDebt: 100, interestExpense: 60, netIncome: null, incomeTax: null })
        .costOfDebtSource,
      'assumed',
    );

    const noDebt = costOfCapital({
      beta,
      equityValue: 500,
      longTermDebt: null,
      interestExpense: 3,
      netIncome: 1,
      incomeTax: 0,
    });
    near(noDebt.wacc, 0.0965);
    assert.equal(noDebt.debtValue, 0);

    const noBeta = costOfCapital({
      beta: null,
      equityValue: 500,
      longTermDebt: 50,
      interestExpense: 3,
      netIncome: 1,
      incomeTax: 0,
    });
    assert.deepEqual([noBeta.costOfEquity, noBeta.wacc], [null, null]);
  });
});
