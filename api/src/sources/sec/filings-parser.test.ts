import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ImportRefusal } from '../import/importer.js';
import { edgarDocumentUrl, edgarIndexUrl, filingItems, formGroup, formLabel } from './filing-forms.js';
import { parseMasterIndex, parseSubmissions } from './filings-parser.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const SUBMISSIONS = fixture('submissions-tsla.json');
const INDEX = fixture('master-sample.idx');
const refusal = (where: string | RegExp, reason: RegExp) => (error: unknown) =>
  error instanceof ImportRefusal &&
  (typeof where === 'string' ? error.where === where : where.test(error.where)) &&
  reason.test(error.reason);

describe('the EDGAR submissions JSON (Tesla, real file)', () => {
  const filings = parseSubmissions('submissions-tsla.json', SUBMISSIONS);

  it('reads every filing of filings.recent with the company’s CIK, name and first ticker', () => {
    assert.equal(filings.length, 1001);
    assert.ok(filings.every((f) => f.cik === '0001318605' && f.company === 'Tesla, Inc.' && f.ticker === 'TSLA'));
    assert.deepEqual(filings.at(-1)?.filingDate, '2013-12-11');
  });

  it('reads every field of a Form 4, an 8-K, a 10-K and a 13G amendment', () => {
    const base = { cik: '0001318605', company: 'Tesla, Inc.', ticker: 'TSLA', submissionPath: null };
    assert.deepEqual(filings[0], {
      ...base,
      where: 'element filings.recent[0]',
      form: '4',
      items: '',
      filingDate: '2022-11-30',
      reportDate: '2022-11-28',
      acceptedAt: '2022-11-30T16:42:36.000Z',
      accession: '0001790565-22-000015',
      primaryDocument: 'xslF345X03/edgardoc.xml',
    });
    assert.deepEqual(filings[7], {
      ...base,
      where: 'element filings.recent[7]',
      form: '8-K',
      items: '2.02,9.01',
      filingDate: '2022-10-19',
      reportDate: '2022-10-19',
      acceptedAt: '2022-10-19T17:15:46.000Z',
      accession: '0001564590-22-034639',
      primaryDocument: 'tsla-8k_20221019.htm',
    });
    assert.deepEqual(filings[89], {
      ...base,
      where: 'element filings.recent[89]',
      form: '10-K',
      items: '',
      filingDate: '2022-02-07',
      reportDate: '2021-12-31',
      acceptedAt: '2022-02-04T20:11:27.000Z',
      accession: '0000950170-22-000796',
      primaryDocument: 'tsla-20211231.htm',
    });
    assert.deepEqual(filings[75], {
      ...base,
      where: 'element filings.recent[75]',
      form: 'SC 13G/A',
      items: '',
      filingDate: '2022-03-11',
      reportDate: null,
      acceptedAt: '2022-03-11T14:13:51.000Z',
      accession: '0000834237-22-009097',
      primaryDocument: 'us88160r1014_031122.txt',
    });
  });

  it('refuses a cut or altered file, naming the element', () => {
    const json = JSON.parse(SUBMISSIONS) as { filings: { recent: Record<string, unknown[]> } };
    const altered = (change: (recent: Record<string, unknown[]>) => void) => {
      const copy = structuredClone(json);
      change(copy.filings.recent);
      return JSON.stringify(copy);
    };
    assert.throws(() => parseSubmissions('t.json', SUBMISSIONS.slice(0, 5000)), refusal('JSON', /not valid JSON/));
    assert.throws(
      () =>
        parseSubmissions(
          't.json',
          altered((r) => r['form']?.pop()),
        ),
      refusal('element filings.recent.form', /1000 entries where accessionNumber has 1001/),
    );
    assert.throws(
      () =>
        parseSubmissions(
          't.json',
          altered((r) => (r['filingDate']![3] = '2022-13-01')),
        ),
      refusal('element filings.recent[3].filingDate', /not a date/),
    );
    assert.throws(
      () =>
        parseSubmissions(
          't.json',
          altered((r) => (r['accessionNumber']![2] = 'x')),
        ),
      refusal('element filings.recent[2].accessionNumber', /not an accession number/),
    );
    assert.throws(
      () => parseSubmissions('t.json', '{"cik":"1318605","name":"Tesla, Inc."}'),
      refusal('element filings.recent', /missing/),
    );
  });
});

describe('EDGAR master.idx', () => {
  it('skips the header lines and reads each filing with its accession number and submission path', () => {
    const filings = parseMasterIndex('master.idx', INDEX);
    assert.equal(filings.length, 6);
    assert.deepEqual(filings[0], {
      where: 'line 12',
      cik: '0001318605',
      company: 'Tesla, Inc.',
      ticker: null,
      form: '10-K',
      items: '',
      filingDate: '2023-01-31',
      reportDate: null,
      acceptedAt: null,
      accession: '0000950170-23-001409',
      primaryDocument: null,
      submissionPath: 'edgar/data/1318605/0000950170-23-001409.txt',
    });
    assert.deepEqual(
      filings.map((f) => [f.cik, f.form, f.filingDate]),
      [
        ['0001318605', '10-K', '2023-01-31'],
        ['0001318605', '8-K', '2023-01-25'],
        ['0000320193', '10-Q', '2023-02-03'],
        ['0000936468', '4', '2023-02-24'],
        ['0001652044', 'SC 13G/A', '2023-02-14'],
        ['0001000045', '10-Q', '2023-02-14'],
      ],
    );
  });

  it('reads the daily index’s YYYYMMDD dates', () => {
    const daily = INDEX.replace('2023-01-31', '20230131');
    assert.equal(parseMasterIndex('master.20230131.idx', daily)[0]?.filingDate, '2023-01-31');
  });

  it('refuses a file without the header, a short line, a bad date or filename, with the line', () => {
    assert.throws(
      () => parseMasterIndex('x.idx', 'CIK,Company\n1,2\n'),
      refusal('line 1', /not an EDGAR master index/),
    );
    assert.throws(
      () => parseMasterIndex('x.idx', INDEX.replace('|Apple Inc.|10-Q|', '|Apple Inc.|10-Q')),
      refusal('line 14', /4 fields where the index has 5/),
    );
    assert.throws(
      () => parseMasterIndex('x.idx', INDEX.replace('2023-02-24', '2023-02-30')),
      refusal('line 15', /date filed "2023-02-30"/),
    );
    assert.throws(
      () => parseMasterIndex('x.idx', INDEX.replace('0000320193-23-000006.txt', 'readme.htm')),
      refusal('line 14', /is not edgar\/data/),
    );
    assert.throws(
      () => parseMasterIndex('x.idx', INDEX.split('\n').slice(0, 9).join('\n')),
      refusal('line 1', /header/),
    );
  });
});

describe('forms and links', () => {
  it('groups forms with their amendments and variants', () => {
    assert.deepEqual(
      [
        '8-K',
        '8-K/A',
        '10-K',
        '10-K405',
        '10-Q',
        'S-1/A',
        'SC 13D',
        'SC 13G/A',
        'SCHEDULE 13G',
        '4',
        '4/A',
        '144',
        'DEF 14A',
        'S-1MEF',
      ].map(formGroup),
      ['8-K', '8-K', '10-K', '10-K', '10-Q', 'S-1', '13D/13G', '13D/13G', '13D/13G', '4', '4', '144', 'other', 'S-1'],
    );
    assert.equal(formLabel('10-K/A'), 'Annual report (amended)');
    assert.equal(formLabel('DEF 14A'), 'Proxy statement');
    assert.equal(formLabel('SC 13G/A'), 'Beneficial ownership over 5% (amended)');
  });

  it('names 8-K items in words; other forms have none', () => {
    assert.deepEqual(filingItems('8-K', '2.02,9.01'), [
      { code: '2.02', label: 'Results of Operations and Financial Condition' },
      { code: '9.01', label: 'Financial Statements and Exhibits' },
    ]);
    assert.deepEqual(filingItems('8-K/A', '5.02'), [
      { code: '5.02', label: 'Departure or Election of Directors or Officers; Compensatory Arrangements' },
    ]);
    assert.deepEqual(filingItems('8-K', '12'), [{ code: '12', label: 'Item 12' }]);
    assert.deepEqual(filingItems('EFFECT', 'S-4,,2019-05-10 16:00:00'), []);
  });

  it('builds EDGAR’s document and index URLs from CIK and accession number', () => {
    assert.equal(
      edgarDocumentUrl('0001318605', '0001564590-22-034639', 'tsla-8k_20221019.htm'),
      'https://www.sec.gov/Archives/edgar/data/1318605/000156459022034639/tsla-8k_20221019.htm',
    );
    assert.equal(
      edgarIndexUrl('0001318605', '0001564590-22-034639'),
      'https://www.sec.gov/Archives/edgar/data/1318605/000156459022034639/0001564590-22-034639-index.htm',
    );
  });
});
