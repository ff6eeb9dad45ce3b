import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { StatementTable } from '@flowdeck/api-types';
import { buildStatements } from '../../modules/fundamentals/statements.js';
import { ImportRefusal } from '../import/importer.js';
import { parseCompanyFacts } from './parse.js';

const FILE = 'CIK0001999999.json';
const TEXT = readFileSync(new URL(`./fixtures/${FILE}`, import.meta.url), 'utf8');
const M = 1_000_000;
const refusal = (where: string, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal && error.where === where && reason.test(error.reason);

function line(table: StatementTable, id: string) {
  const found = table.lines.find((l) => l.id === id);
  assert.ok(found, `line ${id}`);
  return found.values;
}
const values = (table: StatementTable, id: string) => line(table, id).map((f) => f?.value ?? null);

describe('companyfacts parsing', () => {
  it('reads the cik, the name and every fact of the tags a statement line uses', () => {
    const parsed = parseCompanyFacts(FILE, TEXT);
    assert.equal(parsed.cik, '0001999999');
    assert.equal(parsed.entityName, 'Example Widgets Corp');
    const restated = parsed.facts.filter(
      (f) => f.tag === 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax' && f.end === '2023-12-31',
    );
    assert.deepEqual(
      restated.map((f) => [f.start, f.val, f.accn, f.form, f.filed, f.fy, f.fp, f.frame]),
      [
        ['2023-01-01', 850 * M, '0001999999-24-000008', '10-K', '2024-02-20', 2023, 'FY', null],
        ['2023-01-01', 845 * M, '0001999999-25-000009', '10-K', '2025-02-21', 2024, 'FY', 'CY2023'],
      ],
    );
    const cover = parsed.facts.find((f) => f.tag === 'dei:EntityCommonStockSharesOutstanding');
    assert.deepEqual([cover?.unit, cover?.start, cover?.end], ['shares', null, '2025-02-14']);
  });

  it('refuses a malformed file naming the JSON path and the reason', () => {
    const doc = JSON.parse(TEXT);
    doc.facts['us-gaap'].NetIncomeLoss.units.USD[2].end = '2024-13-01';
    assert.throws(
      () => parseCompanyFacts(FILE, JSON.stringify(doc)),
      refusal('facts.us-gaap.NetIncomeLoss.units.USD[2].end', /not a date/),
    );
    doc.facts['us-gaap'].NetIncomeLoss.units.USD[2].end = '2024-03-31';
    doc.facts['us-gaap'].Assets.units.USD[0].accn = '123';
    assert.throws(
      () => parseCompanyFacts(FILE, JSON.stringify(doc)),
      refusal('facts.us-gaap.Assets.units.USD[0].accn', /accession/),
    );
    assert.throws(() => parseCompanyFacts(FILE, '{"cik":"x","facts":{}}'), refusal('cik', /not a CIK/));
    assert.throws(() => parseCompanyFacts(FILE, '{"cik":1,'), refusal('JSON', /not valid JSON/));
  });
});

describe('statements from company facts (hand-worked on the fixture)', () => {
  const statements = buildStatements(parseCompanyFacts(FILE, TEXT).facts);

  it('fiscal years from start/end; revenue through the fallback chain; the restated FY2023 with its history', () => {
    const { annual } = statements;
    assert.deepEqual(
      annual.periods.map((p) => p.label),
      ['FY2022', 'FY2023', 'FY2024'],
    );
    assert.deepEqual(values(annual, 'revenue'), [700 * M, 845 * M, 1000 * M]);
    const [fy22, fy23, fy24] = line(annual, 'revenue');
    assert.equal(fy22?.tag, 'us-gaap:SalesRevenueNet');
    assert.equal(fy24?.tag, 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax');
    assert.deepEqual([fy23?.accn, fy23?.form, fy23?.filed], ['0001999999-25-000009', '10-K', '2025-02-21']);
    assert.deepEqual(fy23?.history, [
      { value: 850 * M, accn: '0001999999-24-000008', form: '10-K', filed: '2024-02-20' },
    ]);
    // A value repeated unchanged by a later filing keeps the filing that first reported it.
    const [assets23] = line(annual, 'totalAssets').slice(1);
    assert.deepEqual([assets23?.value, assets23?.accn, assets23?.history], [2000 * M, '0001999999-24-000008', []]);
  });

  it('Q4 is the 10-K year minus three quarters; cash-flow quarters come out of year-to-date sums', () => {
    const { quarterly } = statements;
    assert.deepEqual(
      quarterly.periods.map((p) => p.label),
      ['Q1 2023', 'Q2 2023', 'Q3 2023', 'Q4 2023', 'Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025'],
    );
    assert.deepEqual(quarterly.periods[3], { label: 'Q4 2023', start: '2023-10-01', end: '2023-12-31' });
    assert.deepEqual(
      values(quarterly, 'revenue'),
      [200, 210, 215, 220, 230, 250, 260, 260, 280].map((v) => v * M),
    );
    assert.deepEqual(
      values(quarterly, 'netIncome'),
      [12, 14, 15, 19, 20, 25, 30, 25, 35].map((v) => v * M),
    );
    assert.deepEqual(values(quarterly, 'epsDiluted').slice(4), [0.2, 0.25, 0.3, 0.25, 0.35]);
    assert.deepEqual(
      values(quarterly, 'operatingCashFlow'),
      [null, null, null, null, 50, 60, 65, 65, 70].map((v) => (v === null ? null : v * M)),
    );
    const q4 = line(quarterly, 'revenue')[7];
    assert.deepEqual(
      [q4?.origin, q4?.derivation, q4?.accn, q4?.form],
      ['derived', 'FY2024 − Q1 − Q2 − Q3', '0001999999-25-000009', '10-K'],
    );
    assert.equal(line(quarterly, 'operatingCashFlow')[5]?.derivation, '6M to date − Q1');
    // Q1 2024 as the Q1 2024 10-Q filed it (the Q1 2025 10-Q repeats it unchanged).
    assert.equal(line(quarterly, 'revenue')[4]?.accn, '0001999999-24-000021');
  });

  it('TTM sums the last four quarters; the balance sheet is the last quarter’s; free cash flow is derived', () => {
    const { ttm } = statements;
    assert.deepEqual(ttm.periods, [{ label: 'TTM', start: '2024-04-01', end: '2025-03-31' }]);
    assert.deepEqual(values(ttm, 'revenue'), [1050 * M]);
    assert.deepEqual(values(ttm, 'netIncome'), [115 * M]);
    assert.deepEqual(values(ttm, 'epsDiluted'), [1.15]);
    assert.deepEqual(values(ttm, 'operatingCashFlow'), [260 * M]);
    assert.deepEqual(values(ttm, 'capex'), [54 * M]);
    assert.deepEqual(values(ttm, 'freeCashFlow'), [206 * M]);
    assert.deepEqual(values(ttm, 'totalAssets'), [2380 * M]);
    assert.equal(line(ttm, 'revenue')[0]?.derivation, 'Q2 2024 + Q3 2024 + Q4 2024 + Q1 2025');
    assert.deepEqual(statements.sharesOutstanding, { value: 100_400_000, asOf: '2025-04-25' });
    assert.deepEqual(statements.publicFloat, { value: 9_500_000_000, asOf: '2024-06-30' });
    assert.equal(statements.currency, 'USD');
  });
});

describe('the current fiscal year, before its 10-K', () => {
  it('derives its cash-flow quarters from the year-to-date sums, from the day after the last fiscal year end', () => {
    const fact = (start: string, end: string, val: number, accn: string, filed: string) => ({
      tag: 'us-gaap:NetCashProvidedByUsedInOperatingActivities',
      unit: 'USD',
      start,
      end,
      val,
      accn,
      form: start === '2023-10-01' ? '10-K' : '10-Q',
      filed,
    });
    const revenue = (start: string, end: string, val: number) => ({
      ...fact(start, end, val, '0000000001-25-000002', '2025-05-01'),
      tag: 'us-gaap:Revenues',
    });
    const { quarterly } = buildStatements([
      fact('2023-10-01', '2024-09-30', 400, '0000000001-24-000009', '2024-11-01'),
      revenue('2024-10-01', '2024-12-31', 100),
      revenue('2025-01-01', '2025-03-31', 110),
      fact('2024-10-01', '2024-12-31', 90, '0000000001-25-000001', '2025-02-01'),
      fact('2024-10-01', '2025-03-31', 200, '0000000001-25-000002', '2025-05-01'),
    ]);
    assert.deepEqual(
      quarterly.periods.map((p) => p.label),
      ['Q1 2025', 'Q2 2025'],
    );
    assert.deepEqual(values(quarterly, 'operatingCashFlow'), [90, 110]);
    assert.equal(line(quarterly, 'operatingCashFlow')[1]?.derivation, '6M to date − Q1');
  });
});
