import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { createHoldingMapper, normaliseIssuerName, shippedHoldingMapper } from './holding-map.js';
import { parse13fFile } from './importer.js';
import { parseInformationTable, valueUnitFor } from './parser.js';
import { createNameMapper } from '../entity-names/name-map.js';

const read = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const SAMPLE = read('13f-sec-sample-infotable.xml');
const SUBMISSION = read('13f-hr-harbor-light-2024q4.txt');
const RESTATEMENT = read('13f-hr-a-harbor-light-2024q4-restatement.txt');
const NEW_HOLDINGS = read('13f-hr-a-harbor-light-2024q4-new-holdings.txt');
const OPTIONS = { filer: 'SEC Sample Filer', cik: '0000012345', period: '2019-12-31' };
const refusal = (where: RegExp | string, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal &&
  (typeof where === 'string' ? error.where === where : where.test(error.where)) &&
  reason.test(error.reason);

describe("13F information table: the SEC's own sample (13f-sec-sample-infotable.xml)", () => {
  const holdings = parseInformationTable('sample.xml', SAMPLE);

  it('reads every row: count, sum of values and sum of shares as the file writes them', () => {
    assert.equal(holdings.length, 169);
    assert.equal(
      holdings.reduce((sum, h) => sum + h.value, 0),
      7_454_702_899,
    );
    assert.equal(
      holdings.reduce((sum, h) => sum + h.shares, 0),
      2_613_383,
    );
    assert.equal(
      holdings.reduce((sum, h) => sum + h.votingNone, 0),
      2_613_383,
    );
    assert.ok(holdings.every((h) => h.shareType === 'SH' && h.investmentDiscretion === 'SOLE' && h.putCall === null));
    assert.equal(holdings.filter((h) => h.figi !== null).length, 3);
  });

  it('reads every field of a row, the namespace prefix dropped and entities decoded', () => {
    assert.deepEqual(holdings[13 - 1], {
      row: 13,
      issuer: 'APPLE INC',
      titleOfClass: 'COM',
      cusip: '037833100',
      figi: null,
      value: 10456,
      shares: 35606,
      shareType: 'SH',
      putCall: null,
      investmentDiscretion: 'SOLE',
      otherManager: null,
      votingSole: 0,
      votingShared: 0,
      votingNone: 35606,
    });
    assert.equal(holdings[0]?.issuer, 'AT&T INC');
    assert.equal(holdings[0]?.figi, '02079K107743');
    assert.equal(holdings.at(-1)?.issuer, 'CARLYLE GROUP L P LP');
  });

  it('without a cover page, the filer and period come from the options; both are required', () => {
    assert.throws(
      () => parse13fFile({ name: 'sample.xml', text: SAMPLE }, {}),
      refusal('option --filer', /no cover page/),
    );
    assert.throws(
      () => parse13fFile({ name: 'sample.xml', text: SAMPLE }, { filer: 'X', cik: '1' }),
      refusal('option --period', /no cover page/),
    );
    assert.throws(
      () => parse13fFile({ name: 'sample.xml', text: SAMPLE }, { ...OPTIONS, period: '2019-12-30' }),
      refusal('option --period', /quarter's last day/),
    );
    const filing = parse13fFile({ name: 'sample.xml', text: SAMPLE }, OPTIONS);
    assert.equal(filing.cik, '12345');
    assert.equal(filing.quarter, '2019-Q4');
    assert.equal(filing.id, '13f:12345:2019-12-31:original');
    assert.equal(filing.amendment, null);
  });
});

describe('13F value units: dollars for filings from 2023-01-03, thousands before', () => {
  it('switches on the filing date', () => {
    assert.equal(valueUnitFor('2023-01-02'), 'thousands');
    assert.equal(valueUnitFor('2023-01-03'), 'dollars');
    assert.equal(valueUnitFor('2019-02-14'), 'thousands');
  });

  it('takes the filing date from --filed, else infers it from the period (the first quarter filed after is 2022-Q4)', () => {
    const unit = (options: Record<string, string>) =>
      parse13fFile({ name: 'sample.xml', text: SAMPLE }, { ...OPTIONS, ...options }).valueUnit;
    assert.equal(unit({}), 'thousands');
    assert.equal(unit({ period: '2022-09-30' }), 'thousands');
    assert.equal(unit({ period: '2022-12-31' }), 'dollars');
    // A late amendment of an old quarter, filed after the switch, reports dollars.
    assert.equal(unit({ period: '2021-06-30', filed: '2023-03-01' }), 'dollars');
    assert.equal(unit({ period: '2023-03-31', filed: '2022-12-30' }), 'thousands');
  });

  it('the full submission dates itself from its header', () => {
    const filing = parse13fFile({ name: 'harbor.txt', text: SUBMISSION }, {});
    assert.equal(filing.filed, '2025-02-12');
    assert.equal(filing.valueUnit, 'dollars');
  });
});

describe('13F-HR full submission (cover page and information table)', () => {
  it('reads the filer, CIK, period, accession and EDGAR link from the file', () => {
    const filing = parse13fFile({ name: 'harbor.txt', text: SUBMISSION }, {});
    assert.equal(filing.filer, 'Harbor Light Asset Management LLC');
    assert.equal(filing.cik, '1999001');
    assert.equal(filing.period, '2024-12-31');
    assert.equal(filing.quarter, '2024-Q4');
    assert.equal(filing.accession, '0001999001-25-000003');
    assert.equal(filing.id, '0001999001-25-000003');
    assert.equal(
      filing.filingUrl,
      'https://www.sec.gov/Archives/edgar/data/1999001/000199900125000003/0001999001-25-000003-index.htm',
    );
    assert.equal(filing.holdings.length, 5);
    assert.equal(filing.tableEntryTotal, 5);
    assert.deepEqual(
      filing.holdings.map((h) => [h.issuer, h.putCall]),
      [
        ['APPLE INC', null],
        ['MICROSOFT CORP', null],
        ['PALANTIR TECHNOLOGIES INC', null],
        ['TEKLA HEALTHCARE INVS', null],
        ['SPDR S&P 500 ETF TR', 'Put'],
      ],
    );
  });

  it('reads the amendment type: a restatement or new holdings', () => {
    assert.equal(parse13fFile({ name: 'a.txt', text: RESTATEMENT }, {}).amendment, 'restatement');
    assert.equal(parse13fFile({ name: 'b.txt', text: NEW_HOLDINGS }, {}).amendment, 'new holdings');
    const bad = RESTATEMENT.replace('<amendmentType>RESTATEMENT', '<amendmentType>SOMETHING');
    assert.throws(
      () => parse13fFile({ name: 'a.txt', text: bad }, {}),
      refusal(/amendmentType$/, /neither RESTATEMENT nor NEW HOLDINGS/),
    );
  });
});

describe('13F refusals: a malformed or truncated file names the element or line and why', () => {
  it('a truncated table is refused at the line where the XML stops', () => {
    const truncated = SAMPLE.slice(0, Math.floor(SAMPLE.length / 2));
    assert.throws(
      () => parse13fFile({ name: 'cut.xml', text: truncated }, OPTIONS),
      refusal(/^line \d+, column \d+$/, /not well-formed XML/),
    );
  });

  it('a bad value, share type, CUSIP or discretion is refused at its element', () => {
    const cases: Array<[string, string, RegExp, RegExp]> = [
      ['<ns1:value>10456</ns1:value>', '<ns1:value>10,4a56</ns1:value>', /infoTable\[13\]\/value$/, /not a whole/],
      [
        '<ns1:sshPrnamtType>SH</ns1:sshPrnamtType>',
        '<ns1:sshPrnamtType>SHARES</ns1:sshPrnamtType>',
        /infoTable\[1\]\/shrsOrPrnAmt\/sshPrnamtType$/,
        /neither SH nor PRN/,
      ],
      ['<ns1:cusip>037833100</ns1:cusip>', '<ns1:cusip>0378</ns1:cusip>', /infoTable\[13\]\/cusip$/, /9-character/],
      [
        '<ns1:investmentDiscretion>SOLE</ns1:investmentDiscretion>',
        '<ns1:investmentDiscretion>MINE</ns1:investmentDiscretion>',
        /infoTable\[1\]\/investmentDiscretion$/,
        /SOLE, DFND or OTR/,
      ],
      [
        '<ns1:nameOfIssuer>ADOBE INC</ns1:nameOfIssuer>',
        '<ns1:nameOfIssuer></ns1:nameOfIssuer>',
        /infoTable\[2\]\/nameOfIssuer$/,
        /missing/,
      ],
    ];
    for (const [from, to, where, reason] of cases)
      assert.throws(
        () => parse13fFile({ name: 'bad.xml', text: SAMPLE.replace(from, to) }, OPTIONS),
        refusal(where, reason),
      );
  });

  it('a file without an information table, or an empty one, is refused', () => {
    assert.throws(
      () => parse13fFile({ name: 'x.xml', text: '<ownershipDocument><a>1</a></ownershipDocument>' }, OPTIONS),
      refusal('element informationTable', /not a 13F information table/),
    );
    assert.throws(
      () => parse13fFile({ name: 'x.xml', text: '<informationTable xmlns="x"></informationTable>' }, OPTIONS),
      refusal(/informationTable/, /no holding|missing/),
    );
  });
});

describe('13F holdings → tickers', () => {
  it('spells out EDGAR abbreviations and drops NEW and DEL', () => {
    assert.equal(normaliseIssuerName('CISCO SYS INC'), 'cisco systems');
    assert.equal(normaliseIssuerName('CHEVRON CORP NEW'), 'chevron');
    assert.equal(normaliseIssuerName('FORD MTR CO DEL'), 'ford motor');
  });

  it('maps by CUSIP first, by name otherwise; a disagreement maps to none', () => {
    const names = createNameMapper({
      reviewed: [],
      listed: [
        { symbol: 'T', name: 'AT&T Inc.' },
        { symbol: 'CSCO', name: 'Cisco Systems, Inc.' },
        { symbol: 'GOOG', name: 'Alphabet Inc. Class C' },
      ],
    });
    const mapper = createHoldingMapper([['02079K107', 'GOOG']], names, new Set(['T', 'CSCO', 'GOOG']));
    assert.deepEqual(mapper.match('02079K107', 'ALPHABET INC'), { kind: 'mapped', ticker: 'GOOG', by: 'cusip' });
    assert.deepEqual(mapper.match('17275R102', 'CISCO SYS INC'), { kind: 'mapped', ticker: 'CSCO', by: 'name' });
    assert.deepEqual(mapper.match('02079K107', 'AT&T INC'), { kind: 'conflict', cusipTicker: 'GOOG', nameTicker: 'T' });
    assert.deepEqual(mapper.match('87911J103', 'TEKLA HEALTHCARE INVS'), { kind: 'unmapped' });
  });

  it("maps most of the SEC sample's stocks with the shipped tables, and keeps the rest", () => {
    const mapper = shippedHoldingMapper();
    const holdings = parseInformationTable('sample.xml', SAMPLE);
    const tickers = new Map(holdings.map((h) => [h.cusip + h.issuer, mapper.match(h.cusip, h.issuer)]));
    const ticker = (cusip: string, issuer: string) => {
      const match = tickers.get(cusip + issuer);
      return match?.kind === 'mapped' ? match.ticker : match?.kind;
    };
    assert.equal(ticker('037833100', 'APPLE INC'), 'AAPL');
    assert.equal(ticker('30303M102', 'FACEBOOK INC'), 'META');
    assert.equal(ticker('084670702', 'BERKSHIRE HATHAWAY'), 'BRK.B');
    assert.equal(ticker('78462F103', 'SPDR S&P 500 ETF TR'), 'SPY');
    assert.equal(ticker('02079K107', 'AT&T INC'), 'conflict');
    assert.equal(ticker('87911J103', 'TEKLA HEALTHCARE INVS'), 'unmapped');
    const mapped = [...tickers.values()].filter((m) => m.kind === 'mapped').length;
    assert.ok(mapped >= 90, `${mapped} of ${tickers.size} mapped`);
  });
});
