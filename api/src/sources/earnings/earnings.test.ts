import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { parseAmount, parseEarningsCsv } from './importer.js';

const CSV = readFileSync(new URL('./fixtures/earnings-calendar.csv', import.meta.url), 'utf8');
const refusal = (where: string, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal && error.where === where && reason.test(error.reason);

describe('earnings calendar CSV', () => {
  it('reads every row: times, fiscal quarters, amounts with $, B suffix and blanks', () => {
    const reports = parseEarningsCsv('cal.csv', CSV);
    assert.deepEqual(
      reports.map((r) => [r.symbol, r.date, r.time, r.fiscalQuarter, r.epsEstimate, r.epsActual]),
      [
        ['AAPL', '2025-05-01', 'after-close', 'Q2 FY2025', 1.62, 1.65],
        ['NVDA', '2025-05-28', 'after-close', 'Q1 FY2026', 0.73, 0.81],
        ['TSLA', '2025-04-22', 'after-close', 'Q1 FY2025', 0.41, 0.27],
        ['ORCL', '2025-06-12', 'before-open', 'Q4 FY2025', 1.64, 1.7],
        ['MSFT', '2025-07-30', 'unknown', 'Q4 FY2025', 3.37, null],
      ],
    );
    assert.deepEqual(
      reports.map((r) => [r.revenueEstimate, r.revenueActual]),
      [
        [94.53e9, 95.36e9],
        [43.28e9, 44.062e9],
        [21.11e9, 19.34e9],
        [15.59e9, 15.9e9],
        [73.81e9, null],
      ],
    );
  });

  it('reads amounts as calendars write them', () => {
    assert.equal(parseAmount('f', 'l', 'x', '(0.12)'), -0.12);
    assert.equal(parseAmount('f', 'l', 'x', '-$0.12'), -0.12);
    assert.equal(parseAmount('f', 'l', 'x', '1,234,000'), 1234000);
    assert.equal(parseAmount('f', 'l', 'x', '450M'), 450e6);
    assert.equal(parseAmount('f', 'l', 'x', 'N/A'), null);
    assert.equal(parseAmount('f', 'l', 'x', '--'), null);
    assert.throws(() => parseAmount('f', 'line 3', 'EPS actual', 'twelve'), refusal('line 3', /EPS actual "twelve"/));
    assert.throws(() => parseAmount('f', 'line 3', 'EPS actual', '(0.12'), refusal('line 3', /not a number/));
  });

  it('refuses a malformed file with the line and the reason', () => {
    const header = 'Date,Symbol,Time,Fiscal Quarter,EPS Estimate,EPS Actual,Revenue Estimate,Revenue Actual\n';
    assert.throws(
      () => parseEarningsCsv('cal.csv', 'Symbol,EPS\nAAPL,1\n'),
      refusal('line 1', /needs date, symbol and fiscal quarter/),
    );
    assert.throws(
      () => parseEarningsCsv('cal.csv', `${header}2025-02-30,AAPL,BMO,Q1 2025,1,1,1,1\n`),
      refusal('line 2', /date "2025-02-30" is not a date/),
    );
    assert.throws(
      () => parseEarningsCsv('cal.csv', `${header}2025-02-03,AAPL,noon,Q1 2025,1,1,1,1\n`),
      refusal('line 2', /time "noon"/),
    );
    assert.throws(
      () => parseEarningsCsv('cal.csv', `${header}2025-02-03,AAPL,BMO,first,1,1,1,1\n`),
      refusal('line 2', /fiscal quarter "first"/),
    );
    assert.throws(
      () => parseEarningsCsv('cal.csv', `${header}2025-02-03,AAPL,BMO,Q1 2025,1,1,1\n`),
      refusal('line 2', /7 fields where the header has 8/),
    );
    assert.throws(
      () =>
        parseEarningsCsv(
          'cal.csv',
          `${header}2025-02-03,AAPL,BMO,Q1 2025,1,1,1,1\n2025-02-04,AAPL,AMC,2025Q1,1,1,1,1\n`,
        ),
      refusal('line 3', /AAPL Q1 FY2025 is already at line 2/),
    );
    assert.throws(
      () => parseEarningsCsv('cal.csv', `${header}2025-02-03,AAPL,BMO,Q1 2025,1,1,-5B,1\n`),
      refusal('line 2', /revenue estimate is negative/),
    );
  });
});
