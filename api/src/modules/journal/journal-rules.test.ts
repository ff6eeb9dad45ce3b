import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../../sources/import/importer.js';
import { executionKey, parseExecutionsText } from './csv-format.js';
import { excursion } from './excursion.js';
import { groupTrades, type CostMethod, type JournalExecution } from './grouping.js';
import { describeInstrument, parseInstrument } from './instruments.js';
import { zonedToInstant } from './local-time.js';
import { computeStats, type StatsTrade } from './stats.js';
import { nameStrategy } from './strategy.js';

const NY = 'America/New_York';

describe('option symbols', () => {
  it('reads OCC, thinkorswim, Schwab and IBKR forms into one contract', () => {
    const forms = [
      'AAPL  261218C00250000',
      'AAPL261218C00250000',
      '.AAPL261218C250',
      'AAPL 12/18/2026 250.00 C',
      'AAPL 18DEC26 250 CALL',
    ];
    for (const form of forms) {
      const instrument = parseInstrument(form);
      assert.equal(instrument?.symbol, 'AAPL261218C00250000', form);
      assert.equal(instrument?.kind, 'option');
    }
    const put = parseInstrument('SPY 6/20/25 512.5 P');
    assert.deepEqual(put, {
      kind: 'option',
      symbol: 'SPY250620P00512500',
      underlying: 'SPY',
      expiry: '2025-06-20',
      right: 'P',
      strike: 512.5,
      multiplier: 100,
    });
    assert.equal(put && describeInstrument(put), 'SPY 20 Jun 2025 512.5 P');
    assert.equal(parseInstrument('brk.b')?.symbol, 'BRK.B');
    assert.equal(parseInstrument('AAPL 13/18/2026 250 C'), null);
    assert.equal(parseInstrument('12345'), null);
  });
});

describe('time zones', () => {
  it('turns New York wall clock into UTC across daylight saving', () => {
    assert.equal(
      zonedToInstant({ year: 2011, month: 1, day: 17 }, { hour: 11, minute: 35, second: 5 }, NY).toISOString(),
      '2011-01-17T16:35:05.000Z',
    );
    assert.equal(
      zonedToInstant({ year: 2025, month: 6, day: 13 }, { hour: 9, minute: 30, second: 0 }, NY).toISOString(),
      '2025-06-13T13:30:00.000Z',
    );
  });
});

describe('execution files', () => {
  it("reads Tradervue's generic format with its header and fee columns", () => {
    const text =
      'Date,Time,Symbol,Quantity,Price,Side,Commission,TransFee,ECNFee\n1/17/2011,11:35:05,SPY,100,125.52,Buy,1.00,0.02,-0.10\n01-17-2011,14:41:15,SPY,100,125.89,Sell,1,,\n';
    const rows = parseExecutionsText('a.csv', text, { format: 'tradervue', account: 'Main', timeZone: NY });
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[0], {
      account: 'Main',
      executedAt: '2011-01-17T16:35:05.000Z',
      symbol: 'SPY',
      side: 'buy',
      quantity: 100,
      price: 125.52,
      commission: 1,
      fees: -0.08,
      line: 2,
    });
    assert.equal(rows[1]?.side, 'sell');
    assert.equal(rows[1]?.fees, 0);
  });

  it('reads a header-less tab file with yyyymmdd dates and a negative quantity for a sell', () => {
    const text = '20250613\t09:30:00\tAAPL\t50\t196.25\n20250613\t09:45:10\tAAPL\t-50\t197.00\n';
    const rows = parseExecutionsText('b.tsv', text, { format: 'generic', account: 'IRA', timeZone: NY });
    assert.equal(rows[0]?.executedAt, '2025-06-13T13:30:00.000Z');
    assert.equal(rows[0]?.side, 'buy');
    assert.equal(rows[1]?.side, 'sell');
    assert.equal(rows[1]?.quantity, 50);
    assert.equal(rows[1]?.account, 'IRA');
  });

  it('reads broker column names, quoted numbers, an Account column and OCC symbols in the generic format', () => {
    const text = [
      'Trade Date,Time,Account,Ticker,Qty,Action,Fill Price,Commission',
      '2025-06-13,10:00:00,Margin,AAPL  261218C00250000,2,BTO,"1,005.50",1.30',
      '2025-06-13,10:00:00,Cash,TSLA,10,SLD,$250.00,0',
    ].join('\n');
    const rows = parseExecutionsText('c.csv', text, { format: 'generic', account: 'Main', timeZone: NY });
    assert.equal(rows[0]?.account, 'Margin');
    assert.equal(rows[0]?.symbol, 'AAPL261218C00250000');
    assert.equal(rows[0]?.price, 1005.5);
    assert.equal(rows[1]?.account, 'Cash');
    assert.equal(rows[1]?.side, 'sell');
    // Tradervue's format does not know broker names: the header has no quantity column.
    assert.throws(
      () => parseExecutionsText('c.csv', text, { format: 'tradervue', account: 'Main', timeZone: NY }),
      (e: unknown) => e instanceof ImportRefusal && e.where === 'line 1' && /no symbol column/.test(e.reason),
    );
  });

  it('refuses a file naming the line and the reason', () => {
    const text =
      'Date,Time,Symbol,Quantity,Price,Side\n06/13/2025,09:30:00,SPY,100,500,Buy\n13/06/2025,09:31:00,SPY,100,501,Sell\n';
    assert.throws(
      () => parseExecutionsText('d.csv', text, { format: 'generic', account: 'Main', timeZone: NY }),
      (e: unknown) =>
        e instanceof ImportRefusal && e.file === 'd.csv' && e.where === 'line 3' && /not a date/.test(e.reason),
    );
    assert.throws(
      () =>
        parseExecutionsText('e.csv', '06/13/2025,09:30:00,SPY,100,500,Hold\n', {
          format: 'generic',
          account: 'Main',
          timeZone: NY,
        }),
      (e: unknown) => e instanceof ImportRefusal && e.where === 'line 1' && /start with B or S/.test(e.reason),
    );
    assert.throws(
      () => parseExecutionsText('f.csv', '\n\n', { format: 'generic', account: 'Main', timeZone: NY }),
      /no executions/,
    );
  });

  it('identifies an execution by account, time, symbol, side, quantity and price', () => {
    const base = {
      account: 'A',
      executedAt: '2025-06-13T13:30:00.000Z',
      symbol: 'SPY',
      side: 'buy' as const,
      quantity: 1,
      price: 2,
    };
    assert.equal(executionKey(base), executionKey({ ...base }));
    assert.notEqual(executionKey(base), executionKey({ ...base, account: 'B' }));
    assert.notEqual(executionKey(base), executionKey({ ...base, price: 2.01 }));
  });
});

let nextId = 1;
function fill(
  at: string,
  symbol: string,
  side: 'buy' | 'sell',
  quantity: number,
  price: number,
  commission = 0,
  fees = 0,
  account = 'Main',
): JournalExecution {
  return { id: nextId++, account, executedAt: `2025-06-${at}Z`, symbol, side, quantity, price, commission, fees };
}

describe('grouping into trades', () => {
  const scaleOut = [
    fill('02T14:00:00', 'XYZ', 'buy', 100, 10, 1),
    fill('02T14:05:00', 'XYZ', 'buy', 100, 12, 1),
    fill('02T14:10:00', 'XYZ', 'sell', 100, 15, 1, 0.5),
    fill('02T14:20:00', 'XYZ', 'sell', 100, 11, 1),
  ];
  const expectedExits: Record<CostMethod, [number, number]> = {
    fifo: [500, -100],
    lifo: [300, 100],
    average: [400, 0],
  };

  for (const method of ['fifo', 'lifo', 'average'] as const) {
    it(`realises partial exits by ${method} and ends with the same total`, () => {
      const [trade, ...rest] = groupTrades(scaleOut, method);
      assert.equal(rest.length, 0);
      assert.ok(trade);
      assert.deepEqual(
        trade.exits.map((e) => e.realized),
        expectedExits[method],
      );
      assert.equal(trade.gross, 400);
      assert.equal(trade.fees, 4.5);
      assert.equal(trade.net, 395.5);
      assert.equal(trade.strategy, 'Long');
      assert.equal(trade.maxQuantity, 200);
      assert.equal(trade.entryPrice, 11);
      assert.equal(trade.exitPrice, 13);
      assert.equal(trade.closedAt, '2025-06-02T14:20:00Z');
    });
    it(`leaves a part-closed trade open with ${method}'s realised P/L`, () => {
      const [trade] = groupTrades(scaleOut.slice(0, 3), method);
      assert.equal(trade?.closedAt, null);
      assert.equal(trade?.gross, expectedExits[method][0]);
      assert.equal(trade?.legs[0]?.position, 100);
    });
  }

  it('splits a reversal into the closing trade and a new one, fees in proportion', () => {
    const trades = groupTrades(
      [
        fill('03T14:00:00', 'XYZ', 'buy', 100, 10),
        fill('03T14:01:00', 'XYZ', 'sell', 150, 11, 3),
        fill('03T14:02:00', 'XYZ', 'buy', 50, 9, 1),
      ],
      'fifo',
    );
    assert.equal(trades.length, 2);
    assert.deepEqual(
      trades.map((t) => [t.strategy, t.gross, t.fees, t.net]),
      [
        ['Long', 100, 2, 98],
        ['Short', 100, 2, 98],
      ],
    );
  });

  it('keeps accounts apart: the same symbol in two accounts is two trades', () => {
    const trades = groupTrades(
      [
        fill('04T14:00:00', 'XYZ', 'buy', 10, 10, 0, 0, 'A'),
        fill('04T14:00:00', 'XYZ', 'buy', 10, 10, 0, 0, 'B'),
        fill('04T14:10:00', 'XYZ', 'sell', 10, 12, 0, 0, 'A'),
        fill('04T14:10:00', 'XYZ', 'sell', 10, 9, 0, 0, 'B'),
      ],
      'fifo',
    );
    assert.deepEqual(
      trades.map((t) => [t.account, t.net]),
      [
        ['A', 20],
        ['B', -10],
      ],
    );
  });

  it('groups a vertical spread opened and closed leg by leg as one option trade, ×100 per contract', () => {
    const long = 'AAPL261218C00250000';
    const short = 'AAPL261218C00260000';
    const trades = groupTrades(
      [
        fill('05T14:00:00', long, 'buy', 2, 5, 1.3),
        fill('05T14:00:01', short, 'sell', 2, 2, 1.3),
        fill('09T15:00:00', 'AAPL 12/18/2026 250.00 C', 'sell', 2, 8, 1.3),
        fill('09T15:00:02', short, 'buy', 2, 3.5, 1.3),
      ],
      'fifo',
    );
    assert.equal(trades.length, 1);
    const [trade] = trades;
    assert.equal(trade?.kind, 'option');
    assert.equal(trade?.strategy, 'Bull call spread');
    assert.equal(trade?.underlying, 'AAPL');
    assert.equal(trade?.gross, 300);
    assert.equal(trade?.fees, 5.2);
    assert.equal(trade?.net, 294.8);
    assert.equal(trade?.legs.length, 2);
  });
});

describe('strategy names', () => {
  const leg = (side: 'buy' | 'sell', right: 'C' | 'P', strike: number, quantity = 1, expiry = '2026-12-18') => ({
    side,
    right,
    strike,
    quantity,
    expiry,
  });
  it('names the common structures', () => {
    assert.equal(nameStrategy([leg('sell', 'P', 90)]), 'Short put');
    assert.equal(nameStrategy([leg('buy', 'P', 100), leg('sell', 'P', 90)]), 'Bear put spread');
    assert.equal(nameStrategy([leg('sell', 'P', 100), leg('buy', 'P', 90)]), 'Bull put spread');
    assert.equal(nameStrategy([leg('buy', 'C', 100), leg('buy', 'P', 100)]), 'Long straddle');
    assert.equal(nameStrategy([leg('sell', 'C', 110), leg('sell', 'P', 90)]), 'Short strangle');
    assert.equal(nameStrategy([leg('sell', 'C', 100), leg('buy', 'C', 100, 1, '2027-01-15')]), 'Calendar spread');
    assert.equal(
      nameStrategy([leg('buy', 'P', 90), leg('sell', 'P', 95), leg('sell', 'C', 105), leg('buy', 'C', 110)]),
      'Iron condor',
    );
    assert.equal(
      nameStrategy([leg('buy', 'P', 90), leg('sell', 'P', 100), leg('sell', 'C', 100), leg('buy', 'C', 110)]),
      'Iron butterfly',
    );
    assert.equal(
      nameStrategy([leg('buy', 'C', 90), leg('sell', 'C', 100, 2), leg('buy', 'C', 110)]),
      'Long call butterfly',
    );
  });
});

describe('journal statistics', () => {
  const trade = (
    key: string,
    openedAt: string,
    closedAt: string,
    gross: number,
    fees: number,
    extra: Partial<StatsTrade> = {},
  ): StatsTrade => ({
    key,
    underlying: 'SPY',
    openedAt,
    closedAt,
    gross,
    fees,
    net: gross - fees,
    tags: [],
    setup: null,
    mistake: null,
    risk: null,
    ...extra,
  });
  // Worked by hand: nets +300, -100, +200, -150, 0.
  const journal = [
    trade('T1', '2025-06-02T13:35:00Z', '2025-06-02T13:40:00Z', 302, 2, {
      tags: ['breakout'],
      setup: 'ORB',
      risk: 100,
      underlying: 'AAPL',
    }),
    trade('T2', '2025-06-02T14:00:00Z', '2025-06-02T14:00:30Z', -98, 2, {
      tags: ['breakout', 'fade'],
      setup: 'ORB',
      mistake: 'Chased',
      risk: 100,
    }),
    trade('T3', '2025-06-03T15:00:00Z', '2025-06-03T17:00:00Z', 200, 0),
    trade('T4', '2025-06-03T19:00:00Z', '2025-06-04T14:00:00Z', -148, 2, { tags: ['fade'] }),
    trade('T5', '2025-06-04T13:31:00Z', '2025-06-04T13:32:00Z', 2, 2),
  ];
  const stats = computeStats(journal, NY);

  it('computes the headline figures', () => {
    assert.deepEqual(
      {
        trades: stats.trades,
        wins: stats.wins,
        losses: stats.losses,
        scratches: stats.scratches,
        winRate: stats.winRate,
        gross: stats.gross,
        fees: stats.fees,
        net: stats.net,
        profitFactor: stats.profitFactor,
        expectancy: stats.expectancy,
        averageWin: stats.averageWin,
        averageLoss: stats.averageLoss,
        largestWin: stats.largestWin,
        largestLoss: stats.largestLoss,
        averageR: stats.averageR,
        maxDrawdown: stats.maxDrawdown,
        averageHoldingSeconds: stats.averageHoldingSeconds,
      },
      {
        trades: 5,
        wins: 2,
        losses: 2,
        scratches: 1,
        winRate: 0.4,
        gross: 258,
        fees: 8,
        net: 250,
        profitFactor: 2,
        expectancy: 50,
        averageWin: 250,
        averageLoss: -125,
        largestWin: 300,
        largestLoss: -150,
        averageR: 1,
        maxDrawdown: 150,
        averageHoldingSeconds: 15_198,
      },
    );
  });

  it('draws the equity curve in close order and the calendar by close day in New York', () => {
    assert.deepEqual(
      stats.equityCurve.map((p) => [p.key, p.cumulative]),
      [
        ['T1', 300],
        ['T2', 200],
        ['T3', 400],
        ['T5', 400],
        ['T4', 250],
      ],
    );
    assert.deepEqual(stats.calendar, [
      { date: '2025-06-02', trades: 2, net: 200 },
      { date: '2025-06-03', trades: 1, net: 200 },
      { date: '2025-06-04', trades: 2, net: -150 },
    ]);
  });

  it('breaks results down by tag, setup, symbol, weekday, hour and holding time', () => {
    const pick = (rows: { key: string; trades: number; net: number }[]) => rows.map((r) => [r.key, r.trades, r.net]);
    assert.deepEqual(pick(stats.by.tag), [
      ['breakout', 2, 200],
      ['fade', 2, -250],
    ]);
    assert.deepEqual(pick(stats.by.setup), [['ORB', 2, 200]]);
    assert.deepEqual(pick(stats.by.mistake), [['Chased', 1, -100]]);
    assert.deepEqual(pick(stats.by.symbol), [
      ['AAPL', 1, 300],
      ['SPY', 4, -50],
    ]);
    assert.deepEqual(pick(stats.by.weekday), [
      ['Monday', 2, 200],
      ['Tuesday', 2, 50],
      ['Wednesday', 1, 0],
    ]);
    assert.deepEqual(pick(stats.by.hour), [
      ['09:00', 2, 300],
      ['10:00', 1, -100],
      ['11:00', 1, 200],
      ['15:00', 1, -150],
    ]);
    assert.deepEqual(pick(stats.by.holding), [
      ['Under 1 min', 1, -100],
      ['1–5 min', 1, 0],
      ['5–30 min', 1, 300],
      ['2 h–1 day', 2, 50],
    ]);
  });

  it('answers zeros and nulls for an empty journal', () => {
    const empty = computeStats([], NY);
    assert.equal(empty.trades, 0);
    assert.equal(empty.winRate, 0);
    assert.equal(empty.profitFactor, null);
    assert.equal(empty.averageR, null);
    assert.deepEqual(empty.equityCurve, []);
  });
});

describe('MAE and MFE from minute bars', () => {
  it('values the open position at each bar low and high while it is held', () => {
    const fills = [
      { executedAt: '2025-06-13T14:30:10Z', side: 'buy' as const, quantity: 100, price: 10 },
      { executedAt: '2025-06-13T14:32:30Z', side: 'sell' as const, quantity: 100, price: 10.5 },
    ];
    const bars = [
      { ts: '2025-06-13T14:29:00Z', high: 11, low: 9 },
      { ts: '2025-06-13T14:30:00Z', high: 10.2, low: 9.8 },
      { ts: '2025-06-13T14:31:00Z', high: 10.6, low: 9.9 },
      { ts: '2025-06-13T14:33:00Z', high: 12, low: 8 },
    ];
    assert.deepEqual(excursion(fills, bars, '2025-06-13T14:32:30Z'), { mae: -20, mfe: 60 });
    assert.equal(excursion(fills, [], '2025-06-13T14:32:30Z'), null);
  });
});
