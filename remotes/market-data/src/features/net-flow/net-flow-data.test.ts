import {
  DTE_BUCKETS,
  LIVE_REFETCH_MIN_MS,
  bucketOption,
  bucketTotalsRows,
  dteFromParams,
  intervalFromParams,
  liveRefetchDue,
  netFlowChartRows,
  priceMove,
  sessionAxis,
  tickerFromParams,
  tideTilt,
  volumeSplit,
} from './net-flow-data';
import { SESSION_OPEN, makeNetFlow, makeTotals } from './net-flow-fixtures';
import { formatHourTick } from './net-flow-format';

describe('URL parameters', () => {
  it('is market tide unless a ticker is named', () => {
    expect(tickerFromParams(new URLSearchParams())).toBeNull();
    expect(tickerFromParams(new URLSearchParams('symbol=all'))).toBeNull();
    expect(tickerFromParams(new URLSearchParams('symbol=ALL'))).toBeNull();
    expect(tickerFromParams(new URLSearchParams('symbol=%20nvda'))).toBe('NVDA');
  });

  it('reads the DTE bucket, every expiry by default or when unreadable', () => {
    expect(dteFromParams(new URLSearchParams())).toBe('all');
    expect(dteFromParams(new URLSearchParams('dte=0'))).toBe('0');
    expect(dteFromParams(new URLSearchParams('dte=7'))).toBe('7');
    expect(dteFromParams(new URLSearchParams('dte=30'))).toBe('30');
    expect(dteFromParams(new URLSearchParams('dte=14'))).toBe('all');
  });

  it('reads the interval, five minutes by default', () => {
    expect(intervalFromParams(new URLSearchParams())).toBe(5);
    expect(intervalFromParams(new URLSearchParams('interval=1'))).toBe(1);
    expect(intervalFromParams(new URLSearchParams('interval=15'))).toBe(15);
    expect(intervalFromParams(new URLSearchParams('interval=7'))).toBe(5);
  });
});

describe('DTE buckets', () => {
  it('offers the four buckets narrowest first, as the API names them', () => {
    expect(DTE_BUCKETS.map((b) => [b.value, b.label])).toEqual([
      ['0', '0DTE'],
      ['7', '≤7 DTE'],
      ['30', '≤30 DTE'],
      ['all', 'All'],
    ]);
    expect(bucketOption('30').description).toBe('Expiring within 30 days');
  });

  it('lays out the totals per bucket with calls minus puts', () => {
    const rows = bucketTotalsRows({
      '0': makeTotals(100, 300),
      '7': makeTotals(200, 100),
      '30': makeTotals(0, 0),
      all: makeTotals(-50, 25),
    });
    expect(rows.map((r) => [r.label, r.netCallPremium, r.netPutPremium, r.tide])).toEqual([
      ['0DTE', 100, 300, -200],
      ['≤7 DTE', 200, 100, 100],
      ['≤30 DTE', 0, 0, 0],
      ['All', -50, 25, -75],
    ]);
  });

  it('reads a positive tide as bullish', () => {
    expect(tideTilt(1)).toBe('bullish');
    expect(tideTilt(-1)).toBe('bearish');
    expect(tideTilt(0)).toBe('neutral');
  });
});

describe('chart data', () => {
  const flow = makeNetFlow(null, { count: 3, interval: 5 });

  it('turns points into running totals, interval figures and the tide on a time axis', () => {
    expect(netFlowChartRows(flow.points)).toEqual([
      {
        time: Date.parse(SESSION_OPEN),
        netCall: 1e6,
        netPut: 6e5,
        intervalCall: 1e6,
        intervalPut: 6e5,
        tide: 4e5,
        price: 690,
      },
      {
        time: Date.parse(SESSION_OPEN) + 300_000,
        netCall: 3e6,
        netPut: 1.8e6,
        intervalCall: 2e6,
        intervalPut: 1.2e6,
        tide: 1.2e6,
        price: 690.1,
      },
      {
        time: Date.parse(SESSION_OPEN) + 600_000,
        netCall: 6e6,
        netPut: 2.4e6,
        intervalCall: 3e6,
        intervalPut: 6e5,
        tide: 3.6e6,
        price: 690.2,
      },
    ]);
  });

  it('spans the whole session from the open with a tick on each hour', () => {
    const axis = sessionAxis(netFlowChartRows(flow.points), '2026-11-20');
    const open = Date.parse(SESSION_OPEN);
    expect(axis?.domain).toEqual([open, open + 390 * 60_000]);
    expect(axis?.ticks.map(formatHourTick)).toEqual(['10 AM', '11 AM', '12 PM', '1 PM', '2 PM', '3 PM', '4 PM']);
    expect(sessionAxis(netFlowChartRows(flow.points), '2026-11-20', 2)?.ticks.map(formatHourTick)).toEqual([
      '10 AM',
      '12 PM',
      '2 PM',
      '4 PM',
    ]);
    expect(sessionAxis([], '2026-11-20')).toBeNull();
  });

  it('ends at 1 PM on an early close (the day after Thanksgiving)', () => {
    const open = Date.parse('2026-11-27T14:30:00.000Z');
    const rows = netFlowChartRows(flow.points).map((row, i) => ({ ...row, time: open + i * 300_000 }));
    const axis = sessionAxis(rows, '2026-11-27');
    expect(axis?.domain).toEqual([open, open + 210 * 60_000]);
    expect(axis?.ticks.map(formatHourTick)).toEqual(['10 AM', '11 AM', '12 PM', '1 PM']);
  });

  it('measures the price move and volume split across the points', () => {
    expect(priceMove(flow.points)).toEqual({
      first: 690,
      last: 690.2,
      change: expect.closeTo(0.2),
      changePercent: expect.closeTo(0.029, 3),
    });
    expect(priceMove([{ ...flow.points[0]!, price: null }])).toBeNull();
    expect(volumeSplit(flow.points)).toEqual({ calls: 3000, puts: 2400, putCallRatio: 0.8 });
    expect(volumeSplit([]).putCallRatio).toBeNull();
  });
});

describe('live refetch throttle', () => {
  it('refetches on the first trade, then not again until the gap has passed', () => {
    expect(liveRefetchDue(null, 1000)).toBe(true);
    expect(liveRefetchDue(1000, 1000 + LIVE_REFETCH_MIN_MS - 1)).toBe(false);
    expect(liveRefetchDue(1000, 1000 + LIVE_REFETCH_MIN_MS)).toBe(true);
  });
});
