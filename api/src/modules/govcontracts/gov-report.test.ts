import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { govContractReport, type GovAction } from './gov-report.js';

const action = (over: Partial<GovAction> & Pick<GovAction, 'id' | 'awardKey'>): GovAction => ({
  piid: over.awardKey,
  ticker: 'AAA',
  recipient: 'AAA CORP',
  recipientUei: null,
  agency: 'Department of Defense',
  actionDate: '2025-02-01',
  obligation: 100,
  totalValue: null,
  startDate: null,
  endDate: null,
  naics: null,
  psc: null,
  url: null,
  source: 'test',
  wholeAward: false,
  ...over,
});

describe('the contracts report (worked by hand)', () => {
  const actions = [
    action({ id: '1', awardKey: 'A1', obligation: 400, totalValue: 1000 }),
    action({ id: '2', awardKey: 'A1', actionDate: '2025-03-01', obligation: 100, totalValue: 1200 }),
    action({ id: '3', awardKey: 'A2', actionDate: '2024-12-01', obligation: 50 }),
    action({ id: '4', awardKey: 'B1', ticker: 'BBB', agency: 'Department of Veterans Affairs', obligation: 300 }),
    action({ id: '5', awardKey: 'B1', ticker: 'BBB', obligation: 999, wholeAward: true }),
    action({ id: '6', awardKey: 'C1', ticker: null, recipient: 'NOBODY INC', obligation: 70, wholeAward: true }),
  ];
  const report = govContractReport({
    x: 'all',
    ticker: null,
    companies: new Map([
      ['AAA', 'AAA Corp'],
      ['BBB', 'BBB Inc'],
    ]),
    actions,
    quarter: null,
    fallbackQuarter: '2025-Q2',
    simulated: false,
  });

  it('counts an award once, by its actions, and sums them per award and per quarter', () => {
    assert.equal(report.quarter, '2025-Q1');
    assert.deepEqual(report.totalsByQuarter.slice(-2), [
      { quarter: '2024-Q4', amount: 50, awards: 1 },
      { quarter: '2025-Q1', amount: 870, awards: 3 },
    ]);
    const a1 = report.awards.find((a) => a.id === 'A1');
    assert.deepEqual([a1?.amount, a1?.totalValue, a1?.actionDate], [500, 1200, '2025-03-01']);
    assert.deepEqual(
      report.awards.map((a) => a.id),
      ['A1', 'B1', 'C1'],
    );
    assert.deepEqual(
      report.largestAwards.map((a) => [a.id, a.amount]),
      [
        ['A1', 500],
        ['B1', 300],
        ['C1', 70],
      ],
    );
  });

  it('ranks mapped recipients and agencies', () => {
    assert.deepEqual(report.topRecipients, [
      { ticker: 'AAA', company: 'AAA Corp', amount: 500, awards: 1 },
      { ticker: 'BBB', company: 'BBB Inc', amount: 300, awards: 1 },
    ]);
    assert.deepEqual(report.agencies, [
      { name: 'Department of Defense', amount: 570, awards: 2 },
      { name: 'Department of Veterans Affairs', amount: 300, awards: 1 },
    ]);
  });

  it('for one ticker: its awards and agencies, the market’s recipients', () => {
    const one = govContractReport({
      x: 'BBB',
      ticker: 'BBB',
      companies: new Map([['BBB', 'BBB Inc']]),
      actions,
      quarter: '2025-Q1',
      fallbackQuarter: '2025-Q2',
      simulated: false,
    });
    assert.deepEqual(
      one.awards.map((a) => a.id),
      ['B1'],
    );
    assert.deepEqual(
      one.agencies.map((a) => a.name),
      ['Department of Veterans Affairs'],
    );
    assert.equal(one.topRecipients.length, 2);
    assert.equal(one.company, 'BBB Inc');
  });
});
