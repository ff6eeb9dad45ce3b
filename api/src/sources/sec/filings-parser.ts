/**
 * EDGAR's two filing lists, parsed into one row shape:
 * - the per-company submissions JSON (`data.sec.gov/submissions/CIK##########.json`): company facts plus
 *   `filings.recent`, parallel arrays (accessionNumber, filingDate, reportDate, acceptanceDateTime, form,
 *   items, primaryDocument, …), one index per filing;
 * - the full or daily index `master.idx`: a few header lines, then `CIK|Company Name|Form Type|Date Filed|Filename`,
 *   a dashed rule, and one filing per line (`Filename` is `edgar/data/<cik>/<accession>.txt`).
 */
import { isValidIsoDate } from '@flowdeck/endpoints/validation';
import { ImportRefusal } from '../import/importer.js';

export interface ParsedFiling {
  where: string;
  cik: string;
  company: string;
  /** From the submissions file's `tickers`; the index names none. */
  ticker: string | null;
  form: string;
  /** As filed ("2.02,9.01"); empty when none. */
  items: string;
  filingDate: string;
  reportDate: string | null;
  acceptedAt: string | null;
  accession: string;
  primaryDocument: string | null;
  /** The index's `Filename` (the full submission text file), when read from an index. */
  submissionPath: string | null;
}

const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;
const CIK = /^\d{1,10}$/;

/** The columns of `filings.recent` the feed needs; the others (act, size, isXBRL…) are not read. */
const SUBMISSION_COLUMNS = [
  'accessionNumber',
  'filingDate',
  'reportDate',
  'acceptanceDateTime',
  'form',
  'items',
  'primaryDocument',
] as const;

function json(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportRefusal(file, 'JSON', `not valid JSON (${(error as Error).message})`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseSubmissions(file: string, text: string): ParsedFiling[] {
  const root = json(file, text);
  if (!isRecord(root)) throw new ImportRefusal(file, 'JSON', 'expected the submissions object of one company');
  const cik = String(root['cik'] ?? '').trim();
  if (!CIK.test(cik)) throw new ImportRefusal(file, 'element cik', `"${cik}" is not a CIK`);
  const company = typeof root['name'] === 'string' ? root['name'].trim() : '';
  if (!company) throw new ImportRefusal(file, 'element name', 'the company name is missing');
  const tickers = Array.isArray(root['tickers']) ? root['tickers'].filter((t) => typeof t === 'string') : [];
  const ticker = (tickers[0] as string | undefined)?.trim().toUpperCase() || null;
  const filings = root['filings'];
  const recent = isRecord(filings) ? filings['recent'] : undefined;
  if (!isRecord(recent)) throw new ImportRefusal(file, 'element filings.recent', 'missing: not a submissions file');
  const columns = new Map<string, unknown[]>();
  for (const name of SUBMISSION_COLUMNS) {
    const column = recent[name];
    if (!Array.isArray(column))
      throw new ImportRefusal(file, `element filings.recent.${name}`, 'missing or not a list');
    columns.set(name, column);
  }
  const count = columns.get('accessionNumber')?.length ?? 0;
  for (const [name, column] of columns)
    if (column.length !== count)
      throw new ImportRefusal(
        file,
        `element filings.recent.${name}`,
        `${column.length} entries where accessionNumber has ${count} (the file is cut or altered)`,
      );
  const cell = (name: (typeof SUBMISSION_COLUMNS)[number], index: number) => {
    const value = columns.get(name)?.[index];
    return value === null || value === undefined ? '' : String(value).trim();
  };
  const rows: ParsedFiling[] = [];
  for (let i = 0; i < count; i++) {
    const where = `element filings.recent[${i}]`;
    const accession = cell('accessionNumber', i);
    if (!ACCESSION.test(accession))
      throw new ImportRefusal(file, `${where}.accessionNumber`, `"${accession}" is not an accession number`);
    const filingDate = cell('filingDate', i);
    if (!isValidIsoDate(filingDate))
      throw new ImportRefusal(file, `${where}.filingDate`, `"${filingDate}" is not a date (YYYY-MM-DD)`);
    const reportDate = cell('reportDate', i);
    if (reportDate !== '' && !isValidIsoDate(reportDate))
      throw new ImportRefusal(file, `${where}.reportDate`, `"${reportDate}" is not a date (YYYY-MM-DD)`);
    const accepted = cell('acceptanceDateTime', i);
    if (accepted !== '' && Number.isNaN(Date.parse(accepted)))
      throw new ImportRefusal(file, `${where}.acceptanceDateTime`, `"${accepted}" is not a time`);
    const form = cell('form', i);
    if (!form) throw new ImportRefusal(file, `${where}.form`, 'the form is missing');
    rows.push({
      where,
      cik: cik.padStart(10, '0'),
      company,
      ticker,
      form,
      items: cell('items', i),
      filingDate,
      reportDate: reportDate || null,
      acceptedAt: accepted ? new Date(accepted).toISOString() : null,
      accession,
      primaryDocument: cell('primaryDocument', i) || null,
      submissionPath: null,
    });
  }
  return rows;
}

const INDEX_HEADER = 'CIK|Company Name|Form Type|Date Filed|Filename';
const SUBMISSION_PATH = /^edgar\/data\/(\d{1,10})\/(\d{10}-\d{2}-\d{6})\.txt$/;

/** `2024-02-14`, or `20240214` as the daily indexes write it. */
function indexDate(value: string): string | null {
  const iso = /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
  return isValidIsoDate(iso) ? iso : null;
}

export function parseMasterIndex(file: string, text: string): ParsedFiling[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.trim() === INDEX_HEADER);
  if (headerAt < 0)
    throw new ImportRefusal(file, 'line 1', `no "${INDEX_HEADER}" header line: not an EDGAR master index`);
  const rule = lines[headerAt + 1] ?? '';
  if (!/^-{10,}$/.test(rule.trim()))
    throw new ImportRefusal(file, `line ${headerAt + 2}`, 'the dashed rule under the header is missing');
  const rows: ParsedFiling[] = [];
  for (let i = headerAt + 2; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const where = `line ${i + 1}`;
    const fields = line.split('|');
    if (fields.length !== 5)
      throw new ImportRefusal(
        file,
        where,
        `${fields.length} fields where the index has 5 (CIK|Company Name|Form Type|Date Filed|Filename)`,
      );
    const [cik = '', company = '', form = '', date = '', filename = ''] = fields.map((field) => field.trim());
    if (!CIK.test(cik)) throw new ImportRefusal(file, where, `CIK "${cik}" is not a number`);
    if (!company) throw new ImportRefusal(file, where, 'the company name is missing');
    if (!form) throw new ImportRefusal(file, where, 'the form type is missing');
    const filingDate = indexDate(date);
    if (!filingDate) throw new ImportRefusal(file, where, `date filed "${date}" is not a date`);
    const path = SUBMISSION_PATH.exec(filename);
    if (!path) throw new ImportRefusal(file, where, `filename "${filename}" is not edgar/data/<cik>/<accession>.txt`);
    rows.push({
      where,
      cik: cik.padStart(10, '0'),
      company,
      ticker: null,
      form,
      items: '',
      filingDate,
      reportDate: null,
      acceptedAt: null,
      accession: path[2] as string,
      primaryDocument: null,
      submissionPath: filename,
    });
  }
  return rows;
}
