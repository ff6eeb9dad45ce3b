import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { earningsDay, fiscalYearEndMonth, quarterEnds } from '../market/earnings-days.js';
import { simulatedFilings } from './filings.js';

const COMPANIES = ['AAPL', 'MSFT', 'WMT', 'XOM', 'NVDA', 'KO'].map((symbol) => ({ symbol, name: `${symbol} Inc.` }));

describe('simulated filings', () => {
  it('files each fiscal quarter’s earnings 8-K on the day the earnings calendar reports it, the 10-Q or 10-K after', () => {
    const seed = 42;
    const filings = simulatedFilings(COMPANIES, '2024-01-01', '2025-12-31', seed);
    for (const { symbol } of COMPANIES) {
      const fiscalEndMonth = fiscalYearEndMonth(symbol, seed);
      const reports = quarterEnds(fiscalEndMonth, '2023-09-01', '2025-12-31')
        .map((end) => earningsDay(symbol, fiscalEndMonth, end, seed))
        .filter((day) => day.date >= '2024-01-01' && day.date <= '2025-12-31');
      const eightKs = filings
        .filter((f) => f.symbol === symbol && f.form === '8-K' && f.items.startsWith('2.02'))
        .map((f) => f.filingDate)
        .sort();
      assert.deepEqual(eightKs, reports.map((day) => day.date).sort(), symbol);
      const tenKs = filings.filter((f) => f.symbol === symbol && f.form === '10-K').map((f) => f.reportDate);
      const annual = reports.filter((day) => day.annual).map((day) => day.quarterEnd);
      assert.ok(tenKs.length > 0 && tenKs.every((end) => annual.includes(end as string)), `${symbol}: ${tenKs}`);
    }
  });
});
