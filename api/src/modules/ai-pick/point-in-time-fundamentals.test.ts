import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { simulatedFacts } from '../../sources/simulator/records/fundamentals.js';
import { buildStatements, type Fact } from '../fundamentals/statements.js';
import type { FundamentalsFigures } from './features.js';
import { fundamentalsAsFiled } from './point-in-time-fundamentals.js';

const fact = (tag: string, start: string | null, end: string, val: number, filed: string, unit = 'USD'): Fact => ({
  tag: `us-gaap:${tag}`,
  unit,
  start,
  end,
  val,
  accn: `A-${filed}`,
  form: start === null || end.endsWith('12-31') ? '10-K' : '10-Q',
  filed,
});

/**
 * A calendar-year filer. Revenue: 2023 quarters 90, 95, 100 and the year 390 (Q4 = 105); 2024 quarters 100,
 * 110, 120 and the year 460 (Q4 = 130); Q1 2025 140, in a 10-Q that also restates Q1 2024 as 102. EPS and net
 * income for 2024–25 only; equity at the last two quarter ends.
 */
const FACTS: Fact[] = [
  fact('Revenues', '2023-01-01', '2023-03-31', 90, '2023-05-05'),
  fact('Revenues', '2023-04-01', '2023-06-30', 95, '2023-08-04'),
  fact('Revenues', '2023-07-01', '2023-09-30', 100, '2023-11-03'),
  fact('Revenues', '2023-01-01', '2023-12-31', 390, '2024-02-23'),
  fact('Revenues', '2024-01-01', '2024-03-31', 100, '2024-05-03'),
  fact('Revenues', '2024-04-01', '2024-06-30', 110, '2024-08-02'),
  // Year to date: not a quarter, not counted again.
  fact('Revenues', '2024-01-01', '2024-06-30', 210, '2024-08-02'),
  fact('Revenues', '2024-07-01', '2024-09-30', 120, '2024-11-01'),
  fact('Revenues', '2024-01-01', '2024-12-31', 460, '2025-02-21'),
  fact('Revenues', '2025-01-01', '2025-03-31', 140, '2025-05-02'),
  fact('Revenues', '2024-01-01', '2024-03-31', 102, '2025-05-02'),
  // A later tag in revenue's fallback order: the earlier tag's value for the period wins.
  fact('SalesRevenueNet', '2025-01-01', '2025-03-31', 999, '2025-05-02'),
  fact('EarningsPerShareDiluted', '2024-01-01', '2024-03-31', 0.5, '2024-05-03', 'USD/shares'),
  fact('EarningsPerShareDiluted', '2024-04-01', '2024-06-30', 0.55, '2024-08-02', 'USD/shares'),
  fact('EarningsPerShareDiluted', '2024-07-01', '2024-09-30', 0.6, '2024-11-01', 'USD/shares'),
  fact('EarningsPerShareDiluted', '2024-01-01', '2024-12-31', 2.3, '2025-02-21', 'USD/shares'),
  fact('EarningsPerShareDiluted', '2025-01-01', '2025-03-31', 0.7, '2025-05-02', 'USD/shares'),
  fact('NetIncomeLoss', '2024-01-01', '2024-03-31', 10, '2024-05-03'),
  fact('NetIncomeLoss', '2024-04-01', '2024-06-30', 11, '2024-08-02'),
  fact('NetIncomeLoss', '2024-07-01', '2024-09-30', 12, '2024-11-01'),
  fact('NetIncomeLoss', '2024-01-01', '2024-12-31', 46, '2025-02-21'),
  fact('NetIncomeLoss', '2025-01-01', '2025-03-31', 14, '2025-05-02'),
  fact('StockholdersEquity', null, '2024-12-31', 200, '2025-02-21'),
  fact('StockholdersEquity', null, '2025-03-31', 210, '2025-05-02'),
];

const figuresAt = (snapshots: ReturnType<typeof fundamentalsAsFiled>, filed: string) => {
  const found = snapshots.find((s) => s.filed === filed);
  assert.ok(found, filed);
  const { filed: _filed, ...figures } = found;
  return figures;
};

/** What the Fundamentals page's statements, built from the facts filed by `filed`, say. */
function pageFigures(facts: readonly Fact[], filed: string): FundamentalsFigures {
  const statements = buildStatements(facts.filter((f) => f.filed <= filed));
  const ttm = (id: string) => statements.ttm.lines.find((l) => l.id === id)?.values[0]?.value ?? null;
  const quarterly = statements.quarterly;
  const n = quarterly.periods.length;
  const revenue = quarterly.lines.find((l) => l.id === 'revenue')?.values ?? [];
  const before = n < 8 ? [] : revenue.slice(n - 8, n - 4).map((v) => v?.value ?? null);
  const hasTtm = statements.ttm.periods.length > 0;
  return {
    epsTtm: ttm('epsDiluted'),
    netIncomeTtm: ttm('netIncome'),
    equity: ttm('equity'),
    revenueTtm: ttm('revenue'),
    revenueTtmYearAgo:
      hasTtm && before.length === 4 && before.every((v) => v !== null)
        ? (before as number[]).reduce((a, b) => a + b, 0)
        : null,
  };
}

describe('fundamentals as filed', () => {
  it('works out the last twelve months after each filing by hand, a restatement only from its filing on', () => {
    const snapshots = fundamentalsAsFiled(FACTS);
    assert.deepEqual(
      snapshots.map((s) => s.filed),
      [...new Set(FACTS.map((f) => f.filed))].sort(),
    );
    // 2024-11-01 (Q3 2024): quarters Q4 2023 (390 − 90 − 95 − 100 = 105) to Q3 2024: 105 + 100 + 110 + 120;
    // only seven quarters so far, so no year before; no EPS for Q4 2023.
    assert.deepEqual(figuresAt(snapshots, '2024-11-01'), {
      epsTtm: null,
      netIncomeTtm: null,
      equity: null,
      revenueTtm: 435,
      revenueTtmYearAgo: null,
    });
    // 2025-02-21 (10-K 2024): Q4 2024 = 460 − 100 − 110 − 120 = 130, the twelve months 460 against 2023's 390;
    // EPS Q4 = 2.30 − 0.50 − 0.55 − 0.60 = 0.65, twelve months 2.30; net income 46; equity at 2024-12-31.
    assert.deepEqual(figuresAt(snapshots, '2025-02-21'), {
      epsTtm: 2.3,
      netIncomeTtm: 46,
      equity: 200,
      revenueTtm: 460,
      revenueTtmYearAgo: 390,
    });
    // 2025-05-02 (Q1 2025, restating Q1 2024 as 102): Q4 2024 becomes 460 − 102 − 110 − 120 = 128, so the
    // twelve months are 110 + 120 + 128 + 140 = 498 against 95 + 100 + 105 + 102 = 402; EPS 0.55 + 0.60 +
    // 0.65 + 0.70 = 2.50; net income 11 + 12 + 13 + 14 = 50; SalesRevenueNet's 999 loses to Revenues.
    assert.deepEqual(figuresAt(snapshots, '2025-05-02'), {
      epsTtm: 2.5,
      netIncomeTtm: 50,
      equity: 210,
      revenueTtm: 498,
      revenueTtmYearAgo: 402,
    });
  });

  it('starts from the filing in force on the first day asked for', () => {
    assert.deepEqual(
      fundamentalsAsFiled(FACTS, '2025-01-15').map((s) => s.filed),
      ['2024-11-01', '2025-02-21', '2025-05-02'],
    );
    assert.deepEqual(
      fundamentalsAsFiled(FACTS, '2025-02-21').map((s) => s.filed),
      ['2025-02-21', '2025-05-02'],
    );
  });

  it('agrees with the Fundamentals page’s statements built from the same filings, filing by filing', () => {
    for (const filed of new Set(FACTS.map((f) => f.filed)))
      assert.deepEqual(figuresAt(fundamentalsAsFiled(FACTS), filed), pageFigures(FACTS, filed), filed);
    for (const [symbol, sector] of [
      ['AAA', 'Information Technology'],
      ['BBB', 'Financials'],
      ['CCC', 'Energy'],
    ] as const) {
      const facts = simulatedFacts({ symbol, sector, marketCap: 5e10, sharesOutstanding: 1e9 }, '2026-11-27', 7);
      const snapshots = fundamentalsAsFiled(facts, '2024-06-01');
      assert.ok(snapshots.length >= 10, `${symbol}: ${snapshots.length} filings`);
      for (const snapshot of snapshots) {
        const { filed, ...figures } = snapshot;
        assert.deepEqual(figures, pageFigures(facts, filed), `${symbol} ${filed}`);
        assert.ok(Object.values(figures).every((v) => v !== null));
      }
    }
  });

  it('gives the same figures from the years AI Pick draws as from the whole simulated history', () => {
    const sectors = ['Information Technology', 'Health Care', 'Financials', 'Consumer Discretionary', 'Energy'];
    // Fiscal years ending in every month (the simulator picks one per symbol), history from late 2025.
    const from = '2025-11-28';
    for (let k = 0; k < 40; k++) {
      const company = {
        symbol: `S${k}`,
        sector: sectors[k % sectors.length] as string,
        marketCap: 1e9 * (1 + k),
        sharesOutstanding: 1e8 + k,
      };
      const whole = simulatedFacts(company, '2026-11-27', 3, '2026-11-27');
      const recent = simulatedFacts(company, '2026-11-27', 3, '2026-11-27', 2025 - 3);
      assert.ok(recent.length < whole.length * 0.6, `${company.symbol}: ${recent.length} of ${whole.length}`);
      const figures = fundamentalsAsFiled(recent, from);
      assert.ok(figures.length >= 4 && Object.values(figures[0] ?? {}).every((v) => v !== null));
      assert.deepEqual(figures, fundamentalsAsFiled(whole, from), company.symbol);
    }
  });
});
