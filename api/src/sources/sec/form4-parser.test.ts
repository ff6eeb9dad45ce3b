import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { parseForm4File } from './form4-importer.js';
import { parseForm4, type Form4Transaction } from './form4-parser.js';

const FIXTURE = new URL('./fixtures/form4-snow.xml', import.meta.url);
const SNOW = readFileSync(FIXTURE, 'utf8');

function refusal(fn: () => unknown): ImportRefusal {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof ImportRefusal, `expected an ImportRefusal, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the file to be refused');
}

const nonDerivative = (
  row: number,
  code: 'M' | 'S',
  shares: number,
  price: number,
  after: number,
  footnotes: Record<string, string[]>,
): Form4Transaction => ({
  table: 'nonDerivative',
  row,
  securityTitle: 'Class A Common Stock',
  transactionDate: '2022-12-13',
  formType: '4',
  code,
  equitySwapInvolved: false,
  shares,
  pricePerShare: price,
  acquiredDisposed: code === 'M' ? 'A' : 'D',
  sharesOwnedAfter: after,
  directOrIndirect: 'D',
  natureOfOwnership: null,
  conversionOrExercisePrice: null,
  exerciseDate: null,
  expirationDate: null,
  underlyingSecurityTitle: null,
  underlyingSecurityShares: null,
  footnotes,
});

const SALE_NOTE = { transactionCoding: ['F2'] };

describe('Form 4 parser on the real Snowflake filing (form4-snow.xml)', () => {
  const doc = parseForm4('form4-snow.xml', SNOW);

  it('reads the header, issuer and reporting owner', () => {
    assert.equal(doc.schemaVersion, 'X0306');
    assert.equal(doc.documentType, '4');
    assert.equal(doc.periodOfReport, '2022-12-13');
    assert.equal(doc.dateOfOriginalSubmission, null);
    assert.equal(doc.notSubjectToSection16, false);
    assert.equal(doc.aff10b5One, null, 'schema X0306 predates the 10b5-1 box');
    assert.deepEqual(doc.issuer, { cik: '0001640147', name: 'Snowflake Inc.', ticker: 'SNOW' });
    assert.deepEqual(doc.owners, [
      {
        cik: '0001402349',
        name: 'Scarpelli Michael',
        isDirector: false,
        isOfficer: true,
        isTenPercentOwner: false,
        isOther: false,
        officerTitle: 'Chief Financial Officer',
        otherText: null,
      },
    ]);
    assert.equal(doc.remarks, null);
    assert.deepEqual(doc.signature, { name: '/s/ Travis Shrout, Attorney-in-Fact', date: '2022-12-14' });
  });

  it('reads every field of the six non-derivative and the one derivative transaction, in form order', () => {
    assert.deepEqual(doc.transactions, [
      nonDerivative(1, 'M', 200000, 8.88, 301097, { 'postTransactionAmounts/sharesOwnedFollowingTransaction': ['F1'] }),
      nonDerivative(2, 'S', 73170, 150.841, 227927, {
        ...SALE_NOTE,
        'transactionAmounts/transactionPricePerShare': ['F3'],
      }),
      nonDerivative(3, 'S', 74907, 151.814, 153020, {
        ...SALE_NOTE,
        'transactionAmounts/transactionPricePerShare': ['F4'],
      }),
      nonDerivative(4, 'S', 41986, 152.655, 111034, {
        ...SALE_NOTE,
        'transactionAmounts/transactionPricePerShare': ['F5'],
      }),
      nonDerivative(5, 'S', 5496, 153.872, 105538, {
        ...SALE_NOTE,
        'transactionAmounts/transactionPricePerShare': ['F6'],
      }),
      nonDerivative(6, 'S', 4441, 154.76, 101097, {
        ...SALE_NOTE,
        'transactionAmounts/transactionPricePerShare': ['F7'],
      }),
      {
        table: 'derivative',
        row: 1,
        securityTitle: 'Stock Option (Right to Buy)',
        transactionDate: '2022-12-13',
        formType: '4',
        code: 'M',
        equitySwapInvolved: false,
        shares: 200000,
        pricePerShare: 0,
        acquiredDisposed: 'A',
        sharesOwnedAfter: 2219299,
        directOrIndirect: 'D',
        natureOfOwnership: null,
        conversionOrExercisePrice: 8.88,
        exerciseDate: null,
        expirationDate: '2029-08-26',
        underlyingSecurityTitle: 'Class A Common Stock',
        underlyingSecurityShares: 200000,
        footnotes: { exerciseDate: ['F16'] },
      },
    ]);
  });

  it('reads the sixteen footnotes with their text on one line', () => {
    assert.deepEqual(
      Object.keys(doc.footnotes),
      Array.from({ length: 16 }, (_, i) => `F${i + 1}`),
    );
    assert.equal(
      doc.footnotes.F1,
      'Includes shares to be issued in connection with the vesting of one or more restricted stock units.',
    );
    assert.equal(
      doc.footnotes.F2,
      'The sales reported in this Form 4 were effected for financial and tax planning purposes.',
    );
    assert.equal(
      doc.footnotes.F7,
      'The price reported in Column 4 is a weighted-average price. The shares were sold in multiple transactions ranging from $154.510 to $154.890, inclusive.',
    );
    assert.match(
      doc.footnotes.F16 ?? '',
      /^The shares subject to the option are immediately exercisable .* each such vesting date\.$/,
    );
  });

  it("keys the filing by content hash without an accession number, and links the issuer's Form 4 list", () => {
    const parsed = parseForm4File({ name: 'form4-snow.xml', text: SNOW }, {});
    assert.match(parsed.filing.id, /^sha256:[0-9a-f]{64}$/);
    assert.equal(parsed.filing.accession, null);
    assert.equal(parsed.filing.filingDate, '2022-12-14', 'the signature date');
    assert.equal(
      parsed.filing.filingUrl,
      'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001640147&type=4&dateb=&owner=include&count=40',
    );
    assert.equal(parseForm4File({ name: 'copy.xml', text: SNOW }, {}).filing.id, parsed.filing.id);
  });

  it('takes the accession number from the file name or the option and builds the EDGAR filing link', () => {
    const named = parseForm4File({ name: 'edgar/0001209191-22-064321.xml', text: SNOW }, { filed: '2022-12-15' });
    assert.equal(named.filing.id, '0001209191-22-064321');
    assert.equal(named.filing.filingDate, '2022-12-15');
    assert.equal(
      named.filing.filingUrl,
      'https://www.sec.gov/Archives/edgar/data/1640147/000120919122064321/0001209191-22-064321-index.htm',
    );
    const option = parseForm4File({ name: 'a.xml', text: SNOW }, { accession: '000120919122064321' });
    assert.equal(option.filing.accession, '0001209191-22-064321');
    const r = refusal(() => parseForm4File({ name: 'a.xml', text: SNOW }, { accession: 'abc' }));
    assert.equal(r.where, 'option --accession');
    assert.equal(
      refusal(() => parseForm4File({ name: 'a.xml', text: SNOW }, { filed: '14/12/2022' })).where,
      'option --filed',
    );
  });

  it('reads the full EDGAR submission .txt: accession number and filing date from its header', () => {
    const txt = `<SEC-DOCUMENT>0001209191-22-064321.txt : 20221215\n<SEC-HEADER>\nACCESSION NUMBER:\t\t0001209191-22-064321\nCONFORMED SUBMISSION TYPE:\t4\nFILED AS OF DATE:\t\t20221215\n</SEC-HEADER>\n<DOCUMENT>\n<TYPE>4\n<TEXT>\n<XML>\n<?xml version="1.0"?>\n${SNOW}\n</XML>\n</TEXT>\n</DOCUMENT>\n</SEC-DOCUMENT>\n`;
    const parsed = parseForm4File({ name: 'submission.txt', text: txt }, {});
    assert.equal(parsed.filing.accession, '0001209191-22-064321');
    assert.equal(parsed.filing.filingDate, '2022-12-15');
    assert.equal(parsed.document.transactions.length, 7);
  });
});

describe('Form 4 parser refusals name the place and the reason', () => {
  it('refuses a truncated file at the line where the XML stops', () => {
    const cut = SNOW.slice(0, SNOW.indexOf('<derivativeTable>') + 40);
    const r = refusal(() => parseForm4('cut.xml', cut));
    assert.equal(r.file, 'cut.xml');
    assert.match(r.where, /^line \d+, column \d+$/);
    assert.match(r.reason, /^not well-formed XML: /);
  });

  it('refuses a file that is not an ownership document', () => {
    const r = refusal(() => parseForm4('13f.xml', '<informationTable><infoTable/></informationTable>'));
    assert.equal(r.where, 'element ownershipDocument');
  });

  it('refuses booleans other than true/false and 1/0, and accepts true/false', () => {
    const yes = parseForm4('b.xml', SNOW.replace('<isOfficer>1</isOfficer>', '<isOfficer>true</isOfficer>'));
    assert.equal(yes.owners[0]?.isOfficer, true);
    const r = refusal(() => parseForm4('b.xml', SNOW.replace('<isOfficer>1</isOfficer>', '<isOfficer>Y</isOfficer>')));
    assert.equal(r.where, 'element ownershipDocument/reportingOwner[1]/reportingOwnerRelationship/isOfficer');
    assert.equal(r.reason, '"Y" is not a boolean (true/false or 1/0)');
  });

  it('reads the 10b5-1 box of newer forms', () => {
    const withBox = SNOW.replace('<notSubjectToSection16>', '<aff10b5One>1</aff10b5One>\n<notSubjectToSection16>');
    assert.equal(parseForm4('n.xml', withBox).aff10b5One, true);
  });

  it('refuses an unknown transaction code, a bad number, a bad date and a missing share count', () => {
    const code = refusal(() =>
      parseForm4('c.xml', SNOW.replace('<transactionCode>S</transactionCode>', '<transactionCode>Q</transactionCode>')),
    );
    assert.equal(
      code.where,
      'element ownershipDocument/nonDerivativeTable/nonDerivativeTransaction[2]/transactionCoding/transactionCode',
    );
    assert.equal(code.reason, '"Q" is not an SEC transaction code');

    const number = refusal(() => parseForm4('n.xml', SNOW.replace('<value>73170</value>', '<value>73,17O</value>')));
    assert.equal(
      number.where,
      'element ownershipDocument/nonDerivativeTable/nonDerivativeTransaction[2]/transactionAmounts/transactionShares/value',
    );
    assert.equal(number.reason, '"73,17O" is not a number');

    const date = refusal(() =>
      parseForm4('d.xml', SNOW.replace('<periodOfReport>2022-12-13', '<periodOfReport>2022-13-13')),
    );
    assert.equal(date.where, 'element ownershipDocument/periodOfReport');

    const missing = refusal(() => parseForm4('m.xml', SNOW.replace('<value>74907</value>', '')));
    assert.equal(
      missing.where,
      'element ownershipDocument/nonDerivativeTable/nonDerivativeTransaction[3]/transactionAmounts/transactionShares/value',
    );
    assert.equal(missing.reason, 'missing or empty');
  });

  it('refuses a footnote reference to a footnote the filing does not have', () => {
    const r = refusal(() => parseForm4('f.xml', SNOW.replace('<footnoteId id="F3"/>', '<footnoteId id="F99"/>')));
    assert.equal(
      r.where,
      'element ownershipDocument/nonDerivativeTable/nonDerivativeTransaction[2]/transactionAmounts/transactionPricePerShare',
    );
    assert.equal(r.reason, 'footnote F99 is not in the footnotes');
  });

  it('refuses a missing issuer CIK and an owner with no relationship', () => {
    const cik = refusal(() => parseForm4('i.xml', SNOW.replace('<issuerCik>0001640147</issuerCik>', '')));
    assert.equal(cik.where, 'element ownershipDocument/issuer/issuerCik');
    const rel = refusal(() =>
      parseForm4('o.xml', SNOW.replace('<isOfficer>1</isOfficer>', '<isOfficer>0</isOfficer>')),
    );
    assert.equal(rel.reason, 'no relationship to the issuer is marked');
  });
});
