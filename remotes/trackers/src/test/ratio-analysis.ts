import type { RatioAnalysis } from '@flowdeck/api-types';

/** A company's ratios with one ratio, P/E: a fiscal year at 99× and its TTM value (`pe`). */
export function ratioAnalysisWithPe(
  symbol: string,
  pe: number | null,
  sectorMedian: number | null = 20,
): RatioAnalysis {
  return {
    symbol,
    company: symbol,
    sector: 'Tech',
    source: 'simulated',
    simulated: true,
    price: 100,
    periods: [
      { label: 'FY2025', start: '2025-01-01', end: '2025-12-31' },
      { label: 'TTM', start: '2025-10-01', end: '2026-09-30' },
    ],
    definitions: [{ id: 'pe', label: 'P/E', group: 'valuation', format: 'times', formula: 'Price ÷ EPS' }],
    ratios: [{ id: 'pe', values: [99, pe], sectorMedian }],
    costOfCapital: null,
    forwardEps: null,
  };
}
