import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { parseForm4File } from './form4-importer.js';
import { datasetTableOf, parseInsiderDataset } from './insider-dataset.js';
import { SNOW_ACCESSION, SNOW_XML, snowDataset, table, type Table } from './testing/insider-dataset-files.js';

const refusal = (fn: () => unknown): ImportRefusal => {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof ImportRefusal, String(error));
    return error;
  }
  assert.fail('not refused');
};

describe('SEC insider data sets', () => {
  it('names its tables by file name, in any folder and case', () => {
    assert.equal(datasetTableOf('2025q1_form345/NONDERIV_TRANS.tsv'), 'NONDERIV_TRANS');
    assert.equal(datasetTableOf('submission.TSV'), 'SUBMISSION');
    assert.equal(datasetTableOf('NONDERIV_HOLDING.tsv'), null);
    assert.equal(datasetTableOf('FORM345_metadata.json'), null);
  });

  it('reads the real Snowflake Form 4, written as the data set carries it, into the filing its XML gives', () => {
    const xml = parseForm4File({ name: `${SNOW_ACCESSION}.xml`, text: SNOW_XML }, { filed: '2022-12-15' }).filing;
    const { filings, skipped, transactions } = parseInsiderDataset(snowDataset());
    assert.deepEqual([filings.length, transactions, skipped], [1, 7, {}]);
    const filing = filings[0]!;
    assert.deepEqual(
      { ...filing, source: 'form4', owners: filing.owners.map((o) => ({ ...o, otherText: null })) },
      { ...xml, aff10b5One: null },
    );
    assert.equal(filing.source, 'sec-dataset');
    assert.equal(filing.issuer.cik, '0001640147');
    assert.equal(filing.issuer.ticker, 'SNOW');
  });

  it('joins owners, both tables and footnotes; orders rows by the SEC keys; leaves out other forms, saying which', () => {
    const files = [
      table('SUBMISSION', [
        {
          ACCESSION_NUMBER: '0000950170-25-040001',
          FILING_DATE: '03-MAR-2025',
          PERIOD_OF_REPORT: '28-FEB-2025',
          DOCUMENT_TYPE: '4/A',
          ISSUERCIK: '320193',
          ISSUERNAME: 'Apple Inc.',
          ISSUERTRADINGSYMBOL: 'AAPL',
          AFF10B5ONE: 'true',
        },
        {
          ACCESSION_NUMBER: '0000950170-25-040002',
          FILING_DATE: '04-MAR-2025',
          PERIOD_OF_REPORT: '04-MAR-2025',
          DOCUMENT_TYPE: '3',
          ISSUERCIK: '320193',
          ISSUERNAME: 'Apple Inc.',
        },
        {
          ACCESSION_NUMBER: '0000950170-25-040003',
          FILING_DATE: '14-FEB-2025',
          PERIOD_OF_REPORT: '31-DEC-2024',
          DOCUMENT_TYPE: '5',
          ISSUERCIK: '320193',
          ISSUERNAME: 'Apple Inc.',
        },
      ]),
      table('REPORTINGOWNER', [
        {
          ACCESSION_NUMBER: '0000950170-25-040001',
          RPTOWNERCIK: '1111',
          RPTOWNERNAME: 'Fund One LP',
          RPTOWNER_RELATIONSHIP: 'Director,TenPercentOwner',
        },
        {
          ACCESSION_NUMBER: '0000950170-25-040001',
          RPTOWNERCIK: '2222',
          RPTOWNERNAME: 'Fund One GP LLC',
          RPTOWNER_RELATIONSHIP: 'Other',
          RPTOWNER_TXT: 'General partner',
        },
        {
          ACCESSION_NUMBER: '0000950170-25-040002',
          RPTOWNERCIK: '3333',
          RPTOWNERNAME: 'New Director',
          RPTOWNER_RELATIONSHIP: 'Director',
        },
        {
          ACCESSION_NUMBER: '0000950170-25-040003',
          RPTOWNERCIK: '4444',
          RPTOWNERNAME: 'Giver',
          RPTOWNER_RELATIONSHIP: 'Officer',
        },
      ]),
      table('NONDERIV_TRANS', [
        {
          ACCESSION_NUMBER: '0000950170-25-040001',
          NONDERIV_TRANS_SK: '502',
          SECURITY_TITLE: 'Common Stock',
          TRANS_DATE: '27-FEB-2025',
          TRANS_CODE: 'P',
          TRANS_SHARES: '2500',
          TRANS_PRICEPERSHARE: '236.1',
          TRANS_PRICEPERSHARE_FN: 'F1,F2',
          TRANS_ACQUIRED_DISP_CD: 'A',
          SHRS_OWND_FOLWNG_TRANS: '12500',
          DIRECT_INDIRECT_OWNERSHIP: 'I',
          NATURE_OF_OWNERSHIP: 'By fund',
        },
        {
          ACCESSION_NUMBER: '0000950170-25-040001',
          NONDERIV_TRANS_SK: '501',
          SECURITY_TITLE: 'Common Stock',
          TRANS_DATE: '26-FEB-2025',
          TRANS_CODE: 'P',
          TRANS_SHARES: '10000',
          TRANS_PRICEPERSHARE: '',
          TRANS_ACQUIRED_DISP_CD: 'A',
          SHRS_OWND_FOLWNG_TRANS: '10000',
          DIRECT_INDIRECT_OWNERSHIP: 'I',
        },
        {
          ACCESSION_NUMBER: '0000950170-25-040003',
          NONDERIV_TRANS_SK: '503',
          SECURITY_TITLE: 'Common Stock',
          TRANS_DATE: '20-DEC-2024',
          TRANS_CODE: 'G',
          TRANS_SHARES: '100',
          TRANS_ACQUIRED_DISP_CD: 'D',
          DIRECT_INDIRECT_OWNERSHIP: 'D',
        },
      ]),
      table('FOOTNOTES', [
        { ACCESSION_NUMBER: '0000950170-25-040001', FOOTNOTE_ID: 'F1', FOOTNOTE_TXT: 'Weighted average price.' },
        { ACCESSION_NUMBER: '0000950170-25-040001', FOOTNOTE_ID: 'F2', FOOTNOTE_TXT: 'Range $235.80 to $236.40.' },
      ]),
    ];
    const { filings, skipped, transactions } = parseInsiderDataset(files);
    assert.deepEqual(skipped, { '3': 1, '5': 1 });
    assert.equal(transactions, 2);
    const [filing] = filings;
    assert.deepEqual(
      [filing?.id, filing?.documentType, filing?.filingDate, filing?.periodOfReport, filing?.aff10b5One],
      ['0000950170-25-040001', '4/A', '2025-03-03', '2025-02-28', true],
    );
    assert.deepEqual(
      filing?.owners.map((o) => [o.cik, o.isDirector, o.isTenPercentOwner, o.isOther, o.otherText]),
      [
        ['0000001111', true, true, false, null],
        ['0000002222', false, false, true, 'General partner'],
      ],
    );
    assert.deepEqual(
      filing?.transactions.map((t) => [t.row, t.transactionDate, t.shares, t.pricePerShare, t.directOrIndirect]),
      [
        [1, '2025-02-26', 10000, null, 'I'],
        [2, '2025-02-27', 2500, 236.1, 'I'],
      ],
    );
    assert.deepEqual(filing?.transactions[1]?.footnotes, {
      'transactionAmounts/transactionPricePerShare': ['F1', 'F2'],
    });
    assert.equal(filing?.footnotes.F2, 'Range $235.80 to $236.40.');
    assert.equal(
      filing?.filingUrl,
      'https://www.sec.gov/Archives/edgar/data/320193/000095017025040001/0000950170-25-040001-index.htm',
    );
  });

  it('refuses what is not the data set, naming the file, the line and the column', () => {
    const files = snowDataset();
    const replace = (name: Table, from: string, to: string) =>
      files.map((f) => (datasetTableOf(f.name) === name ? { ...f, text: f.text.replace(from, to) } : f));

    const missing = refusal(() =>
      parseInsiderDataset(files.filter((f) => datasetTableOf(f.name) !== 'REPORTINGOWNER')),
    );
    assert.match(missing.reason, /REPORTINGOWNER\.tsv missing/);

    const noColumn = refusal(() => parseInsiderDataset(replace('NONDERIV_TRANS', 'TRANS_CODE', 'TRANSACTION_CODE')));
    assert.deepEqual([noColumn.file, noColumn.where], ['2025q1_form345/NONDERIV_TRANS.tsv', 'line 1']);
    assert.match(noColumn.reason, /no TRANS_CODE column/);

    const badDate = refusal(() => parseInsiderDataset(replace('SUBMISSION', '15-DEC-2022', '2022-12-15')));
    assert.deepEqual(
      [badDate.where, badDate.reason],
      ['line 2, FILING_DATE', '"2022-12-15" is not a date like 31-MAR-2025'],
    );

    const badCode = refusal(() => parseInsiderDataset(replace('NONDERIV_TRANS', '\tS\t', '\tQ\t')));
    assert.equal(badCode.reason, '"Q" is not an SEC transaction code');
    assert.match(badCode.where, /^line \d, TRANS_CODE$/);

    const cut = refusal(() => parseInsiderDataset(replace('REPORTINGOWNER', '\tOfficer\t', '\tOfficer')));
    assert.deepEqual([cut.where, cut.reason], ['line 2', '12 tab-separated fields where the header has 13']);

    const stray = refusal(() => parseInsiderDataset(replace('DERIV_TRANS', SNOW_ACCESSION, '0001209191-22-099999')));
    assert.equal(stray.reason, '0001209191-22-099999 is not in SUBMISSION.tsv');

    const twice = refusal(() => parseInsiderDataset([...files, { ...files[0]!, name: 'other/SUBMISSION.tsv' }]));
    assert.match(twice.reason, /a second SUBMISSION\.tsv/);
  });
});
