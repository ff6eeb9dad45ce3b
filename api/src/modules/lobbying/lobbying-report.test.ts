import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { latestReports, lobbyingReport, type LobbyingRecord } from './lobbying-report.js';

const record = (over: Partial<LobbyingRecord> & Pick<LobbyingRecord, 'id'>): LobbyingRecord => ({
  ticker: 'AAA',
  client: 'AAA Corp',
  registrant: 'AAA Corp',
  quarter: '2025-Q1',
  filingType: 'Q1',
  amount: 100,
  issues: [{ code: 'TAX', name: 'Taxation', description: null }],
  lobbyists: ['Ann'],
  governmentEntities: ['SENATE'],
  filingUrl: null,
  source: 'test',
  postedAt: '2025-04-10T00:00:00.000Z',
  ...over,
});

describe('the lobbying report', () => {
  it('counts the latest report of a client by a registrant for a quarter, once', () => {
    const original = record({ id: 'a', registrant: 'Firm', amount: 120 });
    const amendment = record({ id: 'b', registrant: 'FIRM', amount: 130, postedAt: '2025-05-02T00:00:00.000Z' });
    assert.deepEqual(
      latestReports([amendment, original]).map((r) => r.id),
      ['b'],
    );
  });

  it('sums spend per quarter, ranks spenders and changes, tallies the quarter (worked by hand)', () => {
    const records = [
      record({ id: '1', amount: 300 }),
      record({
        id: '2',
        registrant: 'Firm',
        amount: 100,
        lobbyists: ['Bob', 'Ann'],
        issues: [{ code: 'DEF', name: 'Defense', description: null }],
      }),
      record({ id: '3', quarter: '2024-Q4', amount: 250 }),
      record({
        id: '4',
        ticker: 'BBB',
        client: 'BBB Inc',
        registrant: 'BBB Inc',
        amount: 50,
        governmentEntities: ['SENATE', 'Treasury'],
      }),
      record({ id: '5', ticker: 'BBB', client: 'BBB Inc', registrant: 'BBB Inc', quarter: '2024-Q4', amount: 400 }),
      record({ id: '6', ticker: null, client: 'Coalition', registrant: 'Firm', amount: null }),
    ];
    const report = lobbyingReport({
      x: 'all',
      ticker: null,
      companies: new Map([
        ['AAA', 'AAA Corp'],
        ['BBB', 'BBB Inc'],
      ]),
      records,
      quarter: null,
      fallbackQuarter: '2025-Q2',
      simulated: false,
    });
    assert.equal(report.quarter, '2025-Q1');
    assert.equal(report.previousQuarter, '2024-Q4');
    assert.deepEqual(report.quarters, ['2025-Q1', '2024-Q4']);
    assert.deepEqual(report.spendByQuarter.slice(-2), [
      { quarter: '2024-Q4', amount: 650, filings: 2 },
      { quarter: '2025-Q1', amount: 450, filings: 4 },
    ]);
    assert.equal(report.spendByQuarter.length, 8);
    assert.deepEqual(report.topSpenders, [
      { ticker: 'AAA', company: 'AAA Corp', amount: 400, filings: 2 },
      { ticker: 'BBB', company: 'BBB Inc', amount: 50, filings: 1 },
    ]);
    assert.deepEqual(report.biggestChanges, [
      { ticker: 'BBB', company: 'BBB Inc', previous: 400, current: 50, change: -350, changePct: -87.5 },
      { ticker: 'AAA', company: 'AAA Corp', previous: 250, current: 400, change: 150, changePct: 60 },
    ]);
    assert.deepEqual(report.issues, [
      { name: 'Taxation', filings: 3, amount: 350 },
      { name: 'Defense', filings: 1, amount: 100 },
    ]);
    assert.deepEqual(report.registrants, [
      { name: 'AAA Corp', filings: 1, amount: 300 },
      { name: 'Firm', filings: 2, amount: 100 },
      { name: 'BBB Inc', filings: 1, amount: 50 },
    ]);
    assert.deepEqual(
      report.lobbyists.map((l) => [l.name, l.filings]),
      [
        ['Ann', 4],
        ['Bob', 1],
      ],
    );
    assert.deepEqual(
      report.governmentEntities.map((e) => [e.name, e.filings]),
      [
        ['SENATE', 4],
        ['Treasury', 1],
      ],
    );
    assert.deepEqual(
      report.filings.map((f) => f.id),
      ['1', '2', '4', '6'],
    );
    assert.ok(!('postedAt' in (report.filings[0] as object)));
  });

  it('for one ticker: its quarters and filings, the market’s spenders', () => {
    const report = lobbyingReport({
      x: 'BBB',
      ticker: 'BBB',
      companies: new Map([['BBB', 'BBB Inc']]),
      records: [record({ id: '1', amount: 300 }), record({ id: '5', ticker: 'BBB', quarter: '2024-Q4', amount: 400 })],
      quarter: null,
      fallbackQuarter: '2025-Q2',
      simulated: false,
    });
    assert.deepEqual([report.quarter, report.company, report.filings.length], ['2024-Q4', 'BBB Inc', 1]);
    assert.deepEqual(
      report.topSpenders.map((s) => s.ticker),
      ['BBB'],
    );
  });
});
