import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { EarningsCalendar, Fundamentals, RatioAnalysis, StatementTable } from '@flowdeck/api-types';
import { DEV_JWT_SECRET } from '../../config.js';
import { issueAdminToken } from '../../security/admin-token.js';
import { apiAs, bearer, signUp, startTestApp, testBackends, TEST_NOW, type TestApp } from '../../test/harness.js';
import { RATIOS, median, type RatioInputs } from './ratios.js';

const FIXTURE = readFileSync(
  new URL('../../sources/companyfacts/fixtures/CIK0001999999.json', import.meta.url),
  'utf8',
);
const M = 1_000_000;

const NONE: RatioInputs = {
  price: null,
  shares: null,
  revenue: null,
  costOfRevenue: null,
  grossProfit: null,
  operatingIncome: null,
  netIncome: null,
  epsDiluted: null,
  interestExpense: null,
  incomeTax: null,
  depreciation: null,
  totalAssets: null,
  currentAssets: null,
  currentLiabilities: null,
  inventory: null,
  receivables: null,
  cash: null,
  longTermDebt: null,
  equity: null,
  freeCashFlow: null,
  dividendsPaid: null,
  forwardEps: null,
  previous: null,
};
const ratio = (id: string, inputs: Partial<RatioInputs>) => {
  const found = RATIOS.find((r) => r.id === id);
  assert.ok(found, id);
  return found.compute({ ...NONE, ...inputs });
};
const near = (actual: number | null | undefined, expected: number, digits = 6) =>
  actual !== null && actual !== undefined && Math.abs(actual - expected) < 10 ** -digits;

describe('ratio formulas (hand-worked)', () => {
  // A company at $50 with 10 shares: market cap 500; revenue 200, gross 80, operating 40, D&A 10, net 25,
  // tax 5 (pre-tax 30: rate 1/6), EPS 2.5 (2.0 a year ago), equity 250, debt 100, cash 30, assets 400.
  const company: Partial<RatioInputs> = {
    price: 50,
    shares: 10,
    revenue: 200,
    costOfRevenue: 120,
    grossProfit: 80,
    operatingIncome: 40,
    depreciation: 10,
    netIncome: 25,
    incomeTax: 5,
    epsDiluted: 2.5,
    interestExpense: 8,
    totalAssets: 400,
    currentAssets: 150,
    currentLiabilities: 100,
    inventory: 30,
    receivables: 40,
    cash: 30,
    longTermDebt: 100,
    equity: 250,
    freeCashFlow: 20,
    previous: { revenue: 160, epsDiluted: 2, freeCashFlow: 25 },
  };
  it('valuation: P/E 20, PEG 0.8, P/S 2.5, P/B 2, P/FCF 25, EV/EBITDA 11.4', () => {
    assert.ok(near(ratio('pe', company), 20));
    assert.ok(near(ratio('peg', company), 20 / 25));
    assert.ok(near(ratio('ps', company), 2.5));
    assert.ok(near(ratio('pb', company), 2));
    assert.ok(near(ratio('pfcf', company), 25));
    assert.ok(near(ratio('evEbitda', company), (500 + 100 - 30) / 50));
    // The next four quarters' consensus EPS add to 3.125: $50 ÷ 3.125.
    assert.ok(near(ratio('forwardPe', { ...company, forwardEps: 3.125 }), 16));
  });
  it('profitability, liquidity, leverage, efficiency and growth', () => {
    assert.ok(near(ratio('grossMargin', company), 0.4));
    assert.ok(near(ratio('operatingMargin', company), 0.2));
    assert.ok(near(ratio('netMargin', company), 0.125));
    assert.ok(near(ratio('roa', company), 0.0625));
    assert.ok(near(ratio('roe', company), 0.1));
    assert.ok(near(ratio('roic', company), (40 * (1 - 5 / 30)) / (250 + 100 - 30)));
    assert.ok(near(ratio('currentRatio', company), 1.5));
    assert.ok(near(ratio('quickRatio', company), 1.2));
    assert.ok(near(ratio('debtToEquity', company), 0.4));
    assert.ok(near(ratio('interestCover', company), 5));
    assert.ok(near(ratio('assetTurnover', company), 0.5));
    assert.ok(near(ratio('inventoryTurnover', company), 4));
    assert.ok(near(ratio('dso', company), 73));
    assert.ok(near(ratio('revenueGrowth', company), 0.25));
    assert.ok(near(ratio('epsGrowth', company), 0.25));
    assert.ok(near(ratio('fcfGrowth', company), -0.2));
  });
  it('dividends: $10 paid on a $500 market cap and $25 of net income yield 2 % and pay out 40 %', () => {
    const payer = { ...company, dividendsPaid: 10 };
    assert.ok(near(ratio('dividendYield', payer), 0.02));
    assert.ok(near(ratio('payoutRatio', payer), 0.4));
    // A filing may report the payment as an outflow (negative): the same yield and payout.
    assert.ok(near(ratio('dividendYield', { ...company, dividendsPaid: -10 }), 0.02));
    assert.equal(ratio('dividendYield', company), null, 'nothing reported, no yield');
    assert.equal(ratio('payoutRatio', { ...payer, netIncome: -5 }), null, 'no payout ratio on a loss');
    assert.ok(near(ratio('dividendYield', { ...company, dividendsPaid: 0 }), 0), 'no dividend: 0 %');
  });
  it('a loss has no P/E or PEG; a negative equity no P/B; no prior year no growth', () => {
    assert.equal(ratio('pe', { ...company, epsDiluted: -1 }), null);
    assert.equal(ratio('peg', { ...company, previous: { revenue: 160, epsDiluted: 3, freeCashFlow: 25 } }), null);
    assert.equal(ratio('pb', { ...company, equity: -10 }), null);
    assert.equal(ratio('forwardPe', { ...company, forwardEps: -0.4 }), null);
    assert.equal(ratio('forwardPe', company), null, 'no estimates, no forward P/E');
    assert.equal(ratio('revenueGrowth', { ...company, previous: null }), null);
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 2, 3]), 2.5);
    assert.equal(median([]), null);
  });
});

const values = (table: StatementTable, id: string) =>
  table.lines.find((l) => l.id === id)?.values.map((f) => f?.value ?? null) ?? [];

for (const backend of await testBackends()) {
  describe(`fundamentals/{x} and pe/{x} on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let access: string;
    const { getJson } = apiAs(() => t);
    const get = (path: string) => getJson(path, access);
    const importFacts = async (text: string, symbol: string) => {
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      return t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({
          kind: 'companyfacts',
          files: [{ name: 'CIK0001999999.json', text }],
          options: { symbol },
        }),
      });
    };

    before(async () => {
      // Enough sessions for a beta (at least MIN_BETA_RETURNS daily returns).
      t = await startTestApp(backend, { seed: { historyDays: 80, symbolLimit: null, politicianTrades: 600 } });
      access = (await signUp(t, 'fundamentals')).access;
    });
    after(async () => {
      await t?.close();
    });

    it('simulated statements: ten fiscal years, quarters that add up to them, TTM of the last four', async () => {
      const { status, body } = await get('fundamentals/msft');
      assert.equal(status, 200);
      const f = body as Fundamentals;
      assert.deepEqual(
        [f.symbol, f.simulated, f.source, f.sector],
        ['MSFT', true, 'Simulated data', 'Information Technology'],
      );
      assert.equal(f.annual.periods.length, 10);
      assert.equal(f.quarterly.periods.length, 12);
      assert.ok(f.annual.periods.every((p) => p.end <= '2025-06-13'));
      const quarterly = values(f.quarterly, 'revenue') as number[];
      const q = f.quarterly.periods;
      const lastYear = f.annual.periods.at(-1)!;
      const inYear = q
        .map((p, i) => [p, quarterly[i]] as const)
        .filter(([p]) => p.start! >= lastYear.start! && p.end <= lastYear.end);
      assert.equal(inYear.length, 4);
      assert.equal(
        inYear.reduce((s, [, v]) => s + (v as number), 0),
        values(f.annual, 'revenue').at(-1),
      );
      assert.equal(
        values(f.ttm, 'revenue')[0],
        quarterly.slice(-4).reduce((a, b) => a + b, 0),
      );
      const q4 = f.quarterly.lines.find((l) => l.id === 'revenue')?.values.find((v) => v?.origin === 'derived');
      assert.match(q4?.derivation ?? '', /^FY\d{4} − Q1 − Q2 − Q3$/);
      assert.equal(q4?.accn, null, 'simulated figures point at no filing');
      // Consistent with the market cap: a sector-like price-to-sales.
      const ratios = (await get('pe/MSFT')).body as RatioAnalysis;
      const ps = ratios.ratios.find((r) => r.id === 'ps')?.values.at(-1);
      assert.ok(ps !== null && ps !== undefined && ps > 2 && ps < 20, `P/S ${ps}`);
      assert.ok(ratios.ratios.find((r) => r.id === 'grossMargin')?.sectorMedian);
      // The DCF's default discount rate: WACC from the beta on SPY over the seeded sessions, built step by step.
      const capital = ratios.costOfCapital;
      assert.ok(capital?.beta && capital.costOfEquity !== null && capital.wacc !== null, JSON.stringify(capital));
      assert.deepEqual([capital.beta.benchmark, capital.beta.returns], ['SPY', 79]);
      assert.ok(capital.beta.value > 0.3 && capital.beta.value < 3, `beta ${capital.beta.value}`);
      assert.ok(near(capital.costOfEquity, capital.riskFreeRate + capital.beta.value * capital.equityRiskPremium));
      const total = capital.equityValue + capital.debtValue;
      assert.ok(
        near(
          capital.wacc,
          (capital.equityValue / total) * capital.costOfEquity +
            (capital.debtValue / total) * capital.costOfDebt * (1 - capital.taxRate),
        ),
      );
      const shares = f.sharesOutstanding?.value ?? (values(f.ttm, 'dilutedShares')[0] as number);
      assert.ok(near(capital.equityValue / ((ratios.price as number) * shares), 1));
      assert.equal(capital.debtValue, values(f.ttm, 'longTermDebt')[0]);
      // Retained earnings (Altman's X2 on Equity Analysis): on the balance sheet, part of the equity.
      const retained = values(f.annual, 'retainedEarnings').at(-1);
      const equity = values(f.annual, 'equity').at(-1);
      assert.ok(retained && equity && retained > 0 && retained < equity, `retained ${retained} of ${equity}`);
    });

    it("forward P/E: the last close over the next four quarters' consensus EPS, the Earnings calendar's", async () => {
      const ratios = (await get('pe/MSFT')).body as RatioAnalysis;
      const forward = ratios.forwardEps;
      assert.ok(forward, 'a simulated company has estimates for its next four quarters');
      assert.equal(forward.quarters.length, 4);
      const dates = forward.quarters.map((q) => q.date);
      assert.ok(dates[0]! >= '2025-06-13' && dates.every((d, i) => i === 0 || d > dates[i - 1]!), dates.join());
      assert.equal(new Set(forward.quarters.map((q) => q.fiscalQuarter)).size, 4);
      const sum = forward.quarters.reduce((total, q) => total + q.epsEstimate, 0);
      assert.ok(near(forward.eps, Math.round(sum * 100) / 100, 9));
      // The same estimates the Earnings page shows for those reports.
      const calendar = (await get(`earnings/MSFT?from=2025-06-13&to=${dates[3]}`)).body as EarningsCalendar;
      assert.deepEqual(
        calendar.reports.map((r) => [r.fiscalQuarter, r.date, r.epsEstimate]),
        forward.quarters.map((q) => [q.fiscalQuarter, q.date, q.epsEstimate]),
      );
      // The quarters ahead carry on the company's trend: next year's EPS is near the last twelve months'.
      const series = (id: string) => ratios.ratios.find((r) => r.id === id);
      const trailing = series('pe')!.values.at(-1)!;
      const forwardPe = series('forwardPe')!.values.at(-1)!;
      assert.ok(near(forwardPe, (ratios.price as number) / forward.eps, 5));
      assert.ok(
        forwardPe / trailing > 0.6 && forwardPe / trailing < 1.25,
        `forward ${forwardPe}, trailing ${trailing}`,
      );
      assert.ok(
        series('forwardPe')!
          .values.slice(0, -1)
          .every((v) => v === null),
        'past years have no forward P/E',
      );
      assert.ok(series('forwardPe')!.sectorMedian, 'the sector median includes the forward P/E');
    });

    it("an imported report's estimate replaces the simulated one in the forward EPS", async () => {
      const before = ((await get('pe/AMZN')).body as RatioAnalysis).forwardEps;
      assert.ok(before);
      const [next] = before.quarters;
      const csv = `Date,Symbol,Time,Fiscal Quarter,EPS Estimate\n${next!.date},AMZN,after-close,${next!.fiscalQuarter},9.99\n`;
      const token = await issueAdminToken(DEV_JWT_SECRET, TEST_NOW);
      const imported = await t.request({
        method: 'POST',
        url: '/api/admin/import',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'earnings', files: [{ name: 'calendar.csv', text: csv }], options: {} }),
      });
      assert.equal(imported.statusCode, 200, imported.body);
      const after = ((await get('pe/AMZN')).body as RatioAnalysis).forwardEps;
      assert.ok(after);
      assert.deepEqual([after.quarters[0]!.epsEstimate, after.quarters[0]!.date], [9.99, next!.date]);
      assert.notEqual(after.quarters[0]!.source, 'Simulated data');
      assert.deepEqual(after.quarters.slice(1), before.quarters.slice(1));
      assert.ok(near(after.eps, Math.round((before.eps - next!.epsEstimate + 9.99) * 100) / 100, 9));
    });

    it('an ETF has no statements; an unknown ticker is 404; a bad one 400', async () => {
      const spy = (await get('fundamentals/SPY')).body as Fundamentals;
      assert.deepEqual([spy.annual.periods.length, spy.simulated], [0, false]);
      const spyRatios = (await get('pe/SPY')).body as RatioAnalysis;
      assert.deepEqual([spyRatios.costOfCapital, spyRatios.forwardEps], [null, null]);
      assert.equal((await get('fundamentals/NOPE')).status, 404);
      const bad = await getJson<{ error: { ticker: string } }>('fundamentals/$$$', access);
      assert.equal(bad.status, 400);
      assert.match(bad.body.error.ticker, /valid ticker/);
      assert.equal((await get('pe/AAPL?period=x')).status, 400);
    });

    it('imported company facts replace the simulated statements, traceable to their filings; a re-import changes nothing', async () => {
      const first = await importFacts(FIXTURE, 'ADBE');
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.json().unchanged, 0);
      const inserted = first.json().inserted as number;
      assert.ok(inserted > 50);
      const f = (await get('fundamentals/ADBE')).body as Fundamentals;
      assert.deepEqual([f.simulated, f.source, f.cik], [false, 'SEC XBRL company facts', '0001999999']);
      assert.deepEqual(values(f.annual, 'revenue'), [700 * M, 845 * M, 1000 * M]);
      const fy23 = f.annual.lines.find((l) => l.id === 'revenue')?.values[1];
      assert.deepEqual(
        fy23?.history.map((h) => [h.value, h.accn]),
        [[850 * M, '0001999999-24-000008']],
      );
      assert.deepEqual(values(f.ttm, 'netIncome'), [115 * M]);
      assert.deepEqual(f.sharesOutstanding, { value: 100_400_000, asOf: '2025-04-25' });
      const r = (await get('pe/ADBE')).body as RatioAnalysis;
      assert.deepEqual(
        r.periods.map((p) => p.label),
        ['FY2022', 'FY2023', 'FY2024', 'TTM'],
      );
      const series = (id: string) => r.ratios.find((s) => s.id === id)?.values ?? [];
      assert.ok(near(series('netMargin')[2], 0.1));
      assert.ok(near(series('roe')[2], 100 / 1400));
      assert.ok(near(series('currentRatio')[2], 2));
      assert.ok(near(series('revenueGrowth')[2], 1000 / 845 - 1));
      assert.ok(near(series('pe')[3], (r.price as number) / 1.15, 4));
      const again = await importFacts(FIXTURE, 'ADBE');
      assert.deepEqual([again.json().inserted, again.json().updated, again.json().unchanged], [0, 0, inserted]);
    });

    it('statements read before an import, and before a restatement, are not served after it', async () => {
      assert.equal(((await get('fundamentals/ORCL')).body as Fundamentals).simulated, true);
      assert.equal((await importFacts(FIXTURE, 'ORCL')).statusCode, 200);
      const imported = (await get('fundamentals/ORCL')).body as Fundamentals;
      assert.deepEqual([imported.simulated, values(imported.annual, 'revenue').at(-1)], [false, 1000 * M]);
      const amended = JSON.parse(FIXTURE);
      amended.facts['us-gaap'].RevenueFromContractWithCustomerExcludingAssessedTax.units.USD.push({
        start: '2024-01-01',
        end: '2024-12-31',
        val: 1005 * M,
        accn: '0001999999-25-000030',
        fy: 2024,
        fp: 'FY',
        form: '10-K/A',
        filed: '2025-06-30',
      });
      assert.equal((await importFacts(JSON.stringify(amended), 'ORCL')).statusCode, 200);
      const restated = (await get('fundamentals/ORCL')).body as Fundamentals;
      assert.equal(values(restated.annual, 'revenue').at(-1), 1005 * M);
      const ratios = (await get('pe/ORCL')).body as RatioAnalysis;
      assert.ok(near(ratios.ratios.find((s) => s.id === 'revenueGrowth')?.values[2] ?? null, 1005 / 845 - 1));
    });

    it('a malformed file is refused with its JSON path, and nothing of it is written', async () => {
      const doc = JSON.parse(FIXTURE);
      doc.facts['us-gaap'].Assets.units.USD[3].val = 'lots';
      const answer = await importFacts(JSON.stringify(doc), 'CRM');
      assert.equal(answer.statusCode, 400);
      assert.equal(answer.json().error.where, 'facts.us-gaap.Assets.units.USD[3].val');
      assert.equal(((await get('fundamentals/CRM')).body as Fundamentals).simulated, true);
    });
  });
}
