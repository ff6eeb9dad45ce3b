import type { JournalStats, TradeView } from '@flowdeck/endpoints/journal';
import { monthGrid, monthsWithTrades } from './calendar';
import { statsCsv, tradesCsv } from './csv-export';
import { formatHolding, formatPl } from './journal-format';

describe('calendar heat map grid', () => {
  it('pads June 2025 (starts on a Sunday) to whole weeks and colours days by result', () => {
    const weeks = monthGrid('2025-06', [
      { date: '2025-06-02', trades: 2, net: 200 },
      { date: '2025-06-03', trades: 1, net: -50 },
      { date: '2025-06-04', trades: 1, net: 0 },
    ]);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]?.date).toBe('2025-06-01');
    expect(weeks[0]?.[1]).toMatchObject({ date: '2025-06-02', tone: 'win', trades: 2 });
    expect(weeks[0]?.[2]?.tone).toBe('loss');
    expect(weeks[0]?.[3]?.tone).toBe('flat');
    expect(weeks[0]?.[4]?.tone).toBe('none');
    expect(weeks[4]?.[1]?.date).toBe('2025-06-30');
    expect(weeks[4]?.[2]?.date).toBeNull();
  });
  it('starts a month beginning on a Saturday with six blanks', () => {
    const weeks = monthGrid('2025-11', []);
    expect(weeks[0]?.slice(0, 6).every((c) => c.date === null)).toBe(true);
    expect(weeks[0]?.[6]?.date).toBe('2025-11-01');
    expect(
      monthsWithTrades([
        { date: '2025-07-01', trades: 1, net: 1 },
        { date: '2025-06-30', trades: 1, net: 1 },
      ]),
    ).toEqual(['2025-06', '2025-07']);
  });
});

describe('journal figures', () => {
  it('writes P/L with its sign and holding times in words', () => {
    expect(formatPl(1234.5)).toBe('+$1,234.50');
    expect(formatPl(-80)).toBe('-$80.00');
    expect(formatPl(0)).toBe('$0.00');
    expect(formatHolding(45)).toBe('45 s');
    expect(formatHolding(3_900)).toBe('1 h 05 min');
    expect(formatHolding(187_200)).toBe('2 d 4 h');
    expect(formatHolding(null)).toBe('Open');
  });
});

describe('CSV export', () => {
  it('quotes cells holding commas, quotes or line breaks', () => {
    const trade = {
      account: 'Main',
      underlying: 'SPY',
      strategy: 'Long',
      openedAt: '2025-06-02T13:30:00.000Z',
      closedAt: '2025-06-02T14:00:00.000Z',
      maxQuantity: 100,
      entryPrice: 500,
      exitPrice: 501,
      gross: 100,
      fees: 2,
      net: 98,
      r: 0.98,
      mae: null,
      mfe: null,
      setup: 'ORB',
      mistake: null,
      tags: ['a', 'b'],
      notes: 'Held "too long", then\nexited',
    } as TradeView;
    const lines = tradesCsv([trade]).split('\r\n');
    expect(lines[1]).toBe(
      'Main,SPY,Long,2025-06-02T13:30:00.000Z,2025-06-02T14:00:00.000Z,100,500,501,100,2,98,0.98,,,ORB,,a b,"Held ""too long"", then\nexited"',
    );
  });
  it('lists headline figures then every breakdown row', () => {
    const stats = {
      trades: 1,
      wins: 1,
      losses: 0,
      scratches: 0,
      winRate: 1,
      gross: 10,
      fees: 1,
      net: 9,
      profitFactor: null,
      expectancy: 9,
      averageWin: 9,
      averageLoss: 0,
      largestWin: 9,
      largestLoss: 0,
      averageR: null,
      maxDrawdown: 0,
      averageHoldingSeconds: 60,
      equityCurve: [],
      calendar: [],
      by: {
        tag: [{ key: 'orb, morning', trades: 1, wins: 1, net: 9, winRate: 1, expectancy: 9 }],
        setup: [],
        mistake: [],
        symbol: [],
        weekday: [],
        hour: [],
        holding: [],
      },
    } as JournalStats;
    const csv = statsCsv(stats);
    expect(csv).toContain('Profit factor,\r\n');
    expect(csv).toContain('tag,"orb, morning",1,1,1,9,9\r\n');
  });
});
