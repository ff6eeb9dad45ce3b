import type { EarningsReport } from '@flowdeck/api-types';
import { averageAbsoluteMove, beatRate, groupByDay, readEarningsParams, stepDate, windowOf } from './earnings-view';

const report = (over: Partial<EarningsReport>): EarningsReport => ({
  id: over.symbol ?? 'X',
  symbol: 'X',
  company: null,
  sector: null,
  marketCap: null,
  date: '2025-07-29',
  time: 'after-close',
  fiscalQuarter: 'Q2 FY2025',
  reported: true,
  epsEstimate: null,
  epsActual: null,
  epsSurprise: null,
  revenueEstimate: null,
  revenueActual: null,
  revenueSurprise: null,
  impliedMove: null,
  pastMoves: [],
  actualMove: null,
  source: 'Simulated data',
  ...over,
});

describe('earnings view', () => {
  it('shows Monday to Friday of a week, the next week from a weekend, and one day', () => {
    expect(windowOf('week', '2025-07-30')).toEqual({ from: '2025-07-28', to: '2025-08-01' });
    expect(windowOf('week', '2025-08-02')).toEqual({ from: '2025-08-04', to: '2025-08-08' });
    expect(windowOf('week', '2025-08-03')).toEqual({ from: '2025-08-04', to: '2025-08-08' });
    expect(windowOf('day', '2025-07-30')).toEqual({ from: '2025-07-30', to: '2025-07-30' });
  });

  it('steps a week at a time, and a day at a time over weekends', () => {
    expect(stepDate('week', '2025-07-30', 1)).toBe('2025-08-04');
    expect(stepDate('week', '2025-07-30', -1)).toBe('2025-07-21');
    expect(stepDate('day', '2025-08-01', 1)).toBe('2025-08-04');
    expect(stepDate('day', '2025-08-04', -1)).toBe('2025-08-01');
  });

  it('reads the URL, falling back to today and the week', () => {
    const params = new URLSearchParams('view=day&date=2025-02-30&cap=mega&sector=Energy&watchlist=1');
    expect(readEarningsParams(params, '2025-07-30')).toEqual({
      view: 'day',
      date: '2025-07-30',
      cap: 'mega',
      sector: 'Energy',
      watchlist: true,
    });
    expect(readEarningsParams(new URLSearchParams('cap=giant'), '2025-07-30').cap).toBeUndefined();
  });

  it('groups by day: before the open first, then after the close, biggest companies first', () => {
    const groups = groupByDay([
      report({ symbol: 'B', date: '2025-07-30', time: 'after-close', marketCap: 5e9 }),
      report({ symbol: 'A', date: '2025-07-29', time: 'unknown', marketCap: 9e9 }),
      report({ symbol: 'C', date: '2025-07-29', time: 'before-open', marketCap: 1e9 }),
      report({ symbol: 'D', date: '2025-07-29', time: 'after-close', marketCap: 2e9 }),
      report({ symbol: 'E', date: '2025-07-29', time: 'before-open', marketCap: 3e9 }),
    ]);
    expect(groups.map((g) => [g.date, g.reports.map((r) => r.symbol).join('')])).toEqual([
      ['2025-07-29', 'ECDA'],
      ['2025-07-30', 'B'],
    ]);
  });

  it('averages the size of past moves and counts beats among reports with a surprise', () => {
    expect(averageAbsoluteMove([{ move: 0.04 }, { move: -0.08 }])).toBeCloseTo(0.06, 10);
    expect(averageAbsoluteMove([])).toBeNull();
    expect(
      beatRate([report({ epsSurprise: 0.1 }), report({ epsSurprise: -0.02 }), report({ epsSurprise: null })]),
    ).toBe(0.5);
    expect(beatRate([report({})])).toBeNull();
  });
});
