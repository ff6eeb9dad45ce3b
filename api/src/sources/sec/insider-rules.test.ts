import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  accessionIn,
  buyFlags,
  deltaOwnedPct,
  displayTitle,
  edgarFilingUrl,
  filingDelayDays,
  officerRoles,
  tradeValue,
} from './insider-rules.js';

describe('insider rules', () => {
  it('reads CEO and CFO from officer titles as filed', () => {
    assert.deepEqual(officerRoles('Chief Financial Officer'), { isCeo: false, isCfo: true });
    assert.deepEqual(officerRoles('President and CEO'), { isCeo: true, isCfo: false });
    assert.deepEqual(officerRoles('Chairman & Chief Executive Officer'), { isCeo: true, isCfo: false });
    assert.deepEqual(officerRoles('EVP, CFO & Treasurer'), { isCeo: false, isCfo: true });
    assert.deepEqual(officerRoles('Principal Financial Officer'), { isCeo: false, isCfo: true });
    assert.deepEqual(officerRoles('Chief Operating Officer'), { isCeo: false, isCfo: false });
    assert.deepEqual(officerRoles('Senior Vice President, Sales'), { isCeo: false, isCfo: false });
    assert.deepEqual(officerRoles(null), { isCeo: false, isCfo: false });
  });

  it('writes the title from the officer title and the boxes ticked', () => {
    const owner = { isDirector: true, isOfficer: true, isTenPercentOwner: false, isOther: false, otherText: null };
    assert.equal(displayTitle({ ...owner, officerTitle: 'CEO' }), 'CEO, Director');
    assert.equal(
      displayTitle({ ...owner, isOfficer: false, isDirector: false, isTenPercentOwner: true, officerTitle: null }),
      '10% Owner',
    );
  });

  it('computes the change in holdings from the shares and the holdings after (Snowflake rows)', () => {
    // Exercise of 200,000 leaving 301,097: 101,097 before, +197.83%.
    assert.equal(deltaOwnedPct(200000, 301097, 'A'), 197.83);
    // Sale of 73,170 leaving 227,927: 301,097 before, -24.30%.
    assert.equal(deltaOwnedPct(73170, 227927, 'D'), -24.3);
    assert.equal(deltaOwnedPct(5000, 5000, 'A'), null, 'nothing held before: a new position');
    assert.equal(deltaOwnedPct(100, null, 'A'), null);
  });

  it('counts calendar days from the trade to the filing, and values shares × price to the cent', () => {
    assert.equal(filingDelayDays('2022-12-13', '2022-12-15'), 2);
    assert.equal(filingDelayDays('2025-03-07', '2025-03-11'), 4);
    assert.equal(tradeValue(73170, 150.841), 11_037_035.97);
    assert.equal(tradeValue(1000, null), 0);
  });

  it('finds accession numbers with or without dashes and builds EDGAR links', () => {
    assert.equal(accessionIn('0001209191-22-064321.xml'), '0001209191-22-064321');
    assert.equal(accessionIn('dl/000120919122064321/form4.xml'), '0001209191-22-064321');
    assert.equal(accessionIn('form4-snow.xml'), null);
    assert.equal(
      edgarFilingUrl('0001640147', '0001209191-22-064321'),
      'https://www.sec.gov/Archives/edgar/data/1640147/000120919122064321/0001209191-22-064321-index.htm',
    );
  });
});

describe('the cluster and first-buy rule', () => {
  const row = (insider: string, date: string, code = 'P', ticker = 'ACME') => ({
    code,
    ticker,
    issuer_cik: `cik-${ticker}`,
    insider_cik: insider,
    trade_date: date,
  });

  it('flags purchases with another insider buying the ticker within 7 days either side', () => {
    const flags = buyFlags([
      row('a', '2025-03-03'),
      row('b', '2025-03-10'), // 7 days after a: a cluster with a
      row('c', '2025-03-18'), // 8 days after b: alone
      row('a', '2025-03-12', 'S'), // a sale never counts
      row('d', '2025-03-18', 'P', 'OTHR'), // another ticker
      row('a', '2025-03-04'), // a again, 1 day after a's first: still a cluster through b
    ]);
    assert.deepEqual(
      flags.map((f) => f.cluster),
      [true, true, false, false, false, true],
    );
  });

  it("flags each insider's first purchase of the company only", () => {
    const flags = buyFlags([
      row('a', '2025-03-05'),
      row('a', '2025-03-01'),
      row('a', '2025-03-01'),
      row('b', '2025-03-09'),
    ]);
    assert.deepEqual(
      flags.map((f) => f.first),
      [false, true, false, true],
    );
  });
});
