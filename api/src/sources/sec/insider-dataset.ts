/**
 * The SEC's quarterly Insider Transactions Data Sets (Forms 3, 4 and 5 as tab-separated tables, one zip per
 * quarter): `SUBMISSION.tsv`, `REPORTINGOWNER.tsv`, `NONDERIV_TRANS.tsv`, and when present `DERIV_TRANS.tsv`
 * and `FOOTNOTES.tsv`, joined on ACCESSION_NUMBER into the same filings a Form 4 XML gives. Dates are
 * written `31-MAR-2025`. Forms 4 and 4/A are read; the other forms of the data set (3, 5) are counted and
 * left out, as the XML importer leaves them. Pure: text in, filings out, or an `ImportRefusal` naming the
 * file, the line and the reason.
 */
import { ImportRefusal, type ImportFile } from '../import/importer.js';
import { FORM4_DOCUMENT_TYPES, type Form4Owner, type Form4Transaction } from './form4-parser.js';
import { edgarFilingUrl, INSIDER_TRANSACTION_CODES, type InsiderTransactionCode } from './insider-rules.js';
import type { InsiderFilingInput } from './insider-store.js';

export const DATASET_TABLES = ['SUBMISSION', 'REPORTINGOWNER', 'NONDERIV_TRANS', 'DERIV_TRANS', 'FOOTNOTES'] as const;
export type DatasetTable = (typeof DATASET_TABLES)[number];
/** The tables a data set cannot be read without. */
const NEEDED: readonly DatasetTable[] = ['SUBMISSION', 'REPORTINGOWNER', 'NONDERIV_TRANS'];

/** The columns read from each table (the SEC's own names; other columns are allowed and ignored). */
const COLUMNS: Record<DatasetTable, readonly string[]> = {
  SUBMISSION: [
    'ACCESSION_NUMBER',
    'FILING_DATE',
    'PERIOD_OF_REPORT',
    'DOCUMENT_TYPE',
    'ISSUERCIK',
    'ISSUERNAME',
    'ISSUERTRADINGSYMBOL',
  ],
  REPORTINGOWNER: ['ACCESSION_NUMBER', 'RPTOWNERCIK', 'RPTOWNERNAME', 'RPTOWNER_RELATIONSHIP', 'RPTOWNER_TITLE'],
  NONDERIV_TRANS: [
    'ACCESSION_NUMBER',
    'NONDERIV_TRANS_SK',
    'SECURITY_TITLE',
    'TRANS_DATE',
    'TRANS_CODE',
    'TRANS_SHARES',
    'TRANS_PRICEPERSHARE',
    'TRANS_ACQUIRED_DISP_CD',
    'DIRECT_INDIRECT_OWNERSHIP',
  ],
  DERIV_TRANS: [
    'ACCESSION_NUMBER',
    'DERIV_TRANS_SK',
    'SECURITY_TITLE',
    'TRANS_DATE',
    'TRANS_CODE',
    'TRANS_ACQUIRED_DISP_CD',
    'DIRECT_INDIRECT_OWNERSHIP',
  ],
  FOOTNOTES: ['ACCESSION_NUMBER', 'FOOTNOTE_ID', 'FOOTNOTE_TXT'],
};

/** Footnote columns of the transaction tables → the field path the XML importer records them under. */
const FOOTNOTE_FIELDS: Record<string, string> = {
  SECURITY_TITLE_FN: 'securityTitle',
  TRANS_DATE_FN: 'transactionDate',
  CONV_EXERCISE_PRICE_FN: 'conversionOrExercisePrice',
  EXCERCISE_DATE_FN: 'exerciseDate',
  EXPIRATION_DATE_FN: 'expirationDate',
  EQUITY_SWAP_TRANS_CD_FN: 'transactionCoding',
  EQUITY_SWAP_INVOLVED_FN: 'transactionCoding',
  TRANS_SHARES_FN: 'transactionAmounts/transactionShares',
  TRANS_PRICEPERSHARE_FN: 'transactionAmounts/transactionPricePerShare',
  TRANS_ACQUIRED_DISP_CD_FN: 'transactionAmounts/transactionAcquiredDisposedCode',
  SHRS_OWND_FOLWNG_TRANS_FN: 'postTransactionAmounts/sharesOwnedFollowingTransaction',
  DIRECT_INDIRECT_OWNERSHIP_FN: 'ownershipNature/directOrIndirectOwnership',
  NATURE_OF_OWNERSHIP_FN: 'ownershipNature/natureOfOwnership',
  UNDLYNG_SEC_TITLE_FN: 'underlyingSecurity/underlyingSecurityTitle',
  UNDLYNG_SEC_SHARES_FN: 'underlyingSecurity/underlyingSecurityShares',
};

const TABLE_FILE = new RegExp(`(?:^|[\\\\/])(${DATASET_TABLES.join('|')})\\.tsv$`, 'i');

/** The data-set table a file holds, by its name (`NONDERIV_TRANS.tsv`), or null. */
export function datasetTableOf(fileName: string): DatasetTable | null {
  const match = TABLE_FILE.exec(fileName);
  return match ? ((match[1] as string).toUpperCase() as DatasetTable) : null;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const SEC_DATE = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;
const TABLE_ORDER = { nonDerivative: 0, derivative: 1 } as const;
const BOOLEANS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };
const RELATIONSHIPS = {
  director: 'isDirector',
  officer: 'isOfficer',
  tenpercentowner: 'isTenPercentOwner',
  other: 'isOther',
} as const;

/** One row of a table: its cells by column name and its line in the file. */
class Row {
  constructor(
    readonly file: string,
    readonly line: number,
    private readonly cells: ReadonlyMap<string, string>,
  ) {}

  has(column: string): boolean {
    return this.cells.has(column);
  }

  refuse(column: string, reason: string): never {
    throw new ImportRefusal(this.file, `line ${this.line}, ${column}`, reason);
  }

  optional(column: string): string | null {
    const value = this.cells.get(column)?.trim() ?? '';
    return value === '' ? null : value;
  }

  text(column: string): string {
    return this.optional(column) ?? this.refuse(column, 'missing or empty');
  }

  optionalNumber(column: string): number | null {
    const text = this.optional(column);
    if (text === null) return null;
    if (!NUMBER.test(text)) this.refuse(column, `"${text}" is not a number`);
    return Number(text);
  }

  optionalDate(column: string): string | null {
    const text = this.optional(column);
    if (text === null) return null;
    const match = SEC_DATE.exec(text);
    const month = match ? MONTHS.indexOf((match[2] as string).toUpperCase()) + 1 : 0;
    const day = match ? Number(match[1]) : 0;
    if (!match || month === 0 || day < 1 || day > 31) this.refuse(column, `"${text}" is not a date like 31-MAR-2025`);
    return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }

  date(column: string): string {
    return this.optionalDate(column) ?? this.refuse(column, 'missing or empty');
  }

  optionalBoolean(column: string): boolean | null {
    const text = this.optional(column);
    if (text === null) return null;
    const value = BOOLEANS[text.toLowerCase()];
    if (value === undefined) this.refuse(column, `"${text}" is not a boolean (true/false or 1/0)`);
    return value;
  }

  cik(column: string): string {
    const text = this.text(column);
    if (!/^\d{1,10}$/.test(text)) this.refuse(column, `"${text}" is not a CIK (up to 10 digits)`);
    return text.padStart(10, '0');
  }

  /** Footnote ids of the row's `*_FN` columns, by the field they annotate. */
  footnotes(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [column, field] of Object.entries(FOOTNOTE_FIELDS)) {
      const ids =
        this.optional(column)
          ?.split(/[\s,]+/)
          .filter((id) => id !== '') ?? [];
      if (ids.length > 0) out[field] = [...(out[field] ?? []), ...ids];
    }
    return out;
  }
}

/** A tab-separated table with a header row; every row has as many cells as the header. */
function readTable(file: ImportFile, table: DatasetTable): Row[] {
  const lines = file.text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((name) => name.trim().toUpperCase());
  for (const column of COLUMNS[table])
    if (!header.includes(column))
      throw new ImportRefusal(file.name, 'line 1', `the header has no ${column} column: not the SEC's ${table} table`);
  const rows: Row[] = [];
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i] as string;
    if (text.trim() === '') continue;
    const cells = text.split('\t');
    if (cells.length !== header.length)
      throw new ImportRefusal(
        file.name,
        `line ${i + 1}`,
        `${cells.length} tab-separated fields where the header has ${header.length}`,
      );
    rows.push(new Row(file.name, i + 1, new Map(header.map((name, k) => [name, cells[k] as string]))));
  }
  return rows;
}

function readOwner(row: Row): Form4Owner {
  const owner: Form4Owner = {
    cik: row.cik('RPTOWNERCIK'),
    name: row.text('RPTOWNERNAME'),
    isDirector: false,
    isOfficer: false,
    isTenPercentOwner: false,
    isOther: false,
    officerTitle: row.optional('RPTOWNER_TITLE'),
    otherText: row.optional('RPTOWNER_TXT'),
  };
  for (const part of row.text('RPTOWNER_RELATIONSHIP').split(/[,;]/)) {
    const key = part.trim().toLowerCase().replace(/[\s%]/g, '').replace(/^10/, 'ten');
    if (key === '') continue;
    const flag = RELATIONSHIPS[key as keyof typeof RELATIONSHIPS];
    if (!flag)
      row.refuse('RPTOWNER_RELATIONSHIP', `"${part.trim()}" is not Director, Officer, TenPercentOwner or Other`);
    owner[flag] = true;
  }
  return owner;
}

function readTransaction(row: Row, table: Form4Transaction['table']): Form4Transaction {
  const code = row.text('TRANS_CODE');
  if (!(code in INSIDER_TRANSACTION_CODES)) row.refuse('TRANS_CODE', `"${code}" is not an SEC transaction code`);
  const acquiredDisposed = row.text('TRANS_ACQUIRED_DISP_CD');
  if (acquiredDisposed !== 'A' && acquiredDisposed !== 'D')
    row.refuse('TRANS_ACQUIRED_DISP_CD', `"${acquiredDisposed}" is not A or D`);
  const directOrIndirect = row.text('DIRECT_INDIRECT_OWNERSHIP');
  if (directOrIndirect !== 'D' && directOrIndirect !== 'I')
    row.refuse('DIRECT_INDIRECT_OWNERSHIP', `"${directOrIndirect}" is not D or I`);
  const shares = row.optionalNumber('TRANS_SHARES');
  // A derivative row may report a total value instead of a share count; a stock row always has shares.
  if (shares === null && table === 'nonDerivative') row.refuse('TRANS_SHARES', 'missing or empty');
  return {
    table,
    row: 0,
    securityTitle: row.text('SECURITY_TITLE'),
    transactionDate: row.date('TRANS_DATE'),
    formType: row.optional('TRANS_FORM_TYPE'),
    code: code as InsiderTransactionCode,
    equitySwapInvolved: row.optionalBoolean('EQUITY_SWAP_INVOLVED'),
    shares,
    pricePerShare: row.optionalNumber('TRANS_PRICEPERSHARE'),
    acquiredDisposed,
    sharesOwnedAfter: row.optionalNumber('SHRS_OWND_FOLWNG_TRANS'),
    directOrIndirect,
    natureOfOwnership: row.optional('NATURE_OF_OWNERSHIP'),
    conversionOrExercisePrice: row.optionalNumber('CONV_EXERCISE_PRICE'),
    exerciseDate: row.optionalDate('EXCERCISE_DATE'),
    expirationDate: row.optionalDate('EXPIRATION_DATE'),
    underlyingSecurityTitle: row.optional('UNDLYNG_SEC_TITLE'),
    underlyingSecurityShares: row.optionalNumber('UNDLYNG_SEC_SHARES'),
    footnotes: row.footnotes(),
  };
}

export interface ParsedDataset {
  filings: InsiderFilingInput[];
  /** Filings of other forms (3, 5…) left out, by form. */
  skipped: Record<string, number>;
  transactions: number;
}

/** The data set's tables (`files`, each named as its table) joined into Form 4 filings. */
export function parseInsiderDataset(files: readonly ImportFile[]): ParsedDataset {
  const byTable = new Map<DatasetTable, ImportFile>();
  for (const file of files) {
    const table = datasetTableOf(file.name);
    if (!table) throw new ImportRefusal(file.name, 'file name', 'not a table of the SEC insider data sets');
    if (byTable.has(table))
      throw new ImportRefusal(file.name, 'file name', `a second ${table}.tsv: import one quarter's data set at a time`);
    byTable.set(table, file);
  }
  const missing = NEEDED.filter((table) => !byTable.has(table));
  if (missing.length > 0) {
    const first = files[0]?.name ?? 'the data set';
    throw new ImportRefusal(
      first,
      'data set',
      `${missing.map((t) => `${t}.tsv`).join(', ')} missing: a data set is read with SUBMISSION.tsv, REPORTINGOWNER.tsv and NONDERIV_TRANS.tsv together`,
    );
  }
  const rowsOf = (table: DatasetTable): Row[] => {
    const file = byTable.get(table);
    return file ? readTable(file, table) : [];
  };

  const submissions = new Map<string, Row>();
  for (const row of rowsOf('SUBMISSION')) {
    const accession = row.text('ACCESSION_NUMBER');
    if (!ACCESSION.test(accession))
      row.refuse('ACCESSION_NUMBER', `"${accession}" is not an accession number (0001234567-25-000001)`);
    if (submissions.has(accession)) row.refuse('ACCESSION_NUMBER', `${accession} is listed twice`);
    submissions.set(accession, row);
  }
  const isForm4 = (row: Row) => (FORM4_DOCUMENT_TYPES as readonly string[]).includes(row.text('DOCUMENT_TYPE'));
  const known = (row: Row): Row | null => {
    const accession = row.text('ACCESSION_NUMBER');
    const submission = submissions.get(accession);
    if (!submission) row.refuse('ACCESSION_NUMBER', `${accession} is not in SUBMISSION.tsv`);
    return isForm4(submission) ? submission : null;
  };

  const owners = new Map<string, Form4Owner[]>();
  for (const row of rowsOf('REPORTINGOWNER')) {
    if (!known(row)) continue;
    const accession = row.text('ACCESSION_NUMBER');
    const list = owners.get(accession) ?? [];
    list.push(readOwner(row));
    owners.set(accession, list);
  }
  const notes = new Map<string, Record<string, string>>();
  for (const row of rowsOf('FOOTNOTES')) {
    if (!known(row)) continue;
    const accession = row.text('ACCESSION_NUMBER');
    notes.set(accession, { ...notes.get(accession), [row.text('FOOTNOTE_ID')]: row.optional('FOOTNOTE_TXT') ?? '' });
  }
  const trades = new Map<string, Array<{ sk: number; transaction: Form4Transaction }>>();
  const readTrades = (table: 'NONDERIV_TRANS' | 'DERIV_TRANS', kind: Form4Transaction['table']) => {
    const key = `${table}_SK`;
    for (const row of rowsOf(table)) {
      if (!known(row)) continue;
      const accession = row.text('ACCESSION_NUMBER');
      const sk = row.optionalNumber(key) ?? row.refuse(key, 'missing or empty');
      const list = trades.get(accession) ?? [];
      list.push({ sk, transaction: readTransaction(row, kind) });
      trades.set(accession, list);
    }
  };
  readTrades('NONDERIV_TRANS', 'nonDerivative');
  readTrades('DERIV_TRANS', 'derivative');

  const filings: InsiderFilingInput[] = [];
  const skipped: Record<string, number> = {};
  let transactions = 0;
  for (const [accession, row] of submissions) {
    if (!isForm4(row)) {
      const form = row.text('DOCUMENT_TYPE');
      skipped[form] = (skipped[form] ?? 0) + 1;
      continue;
    }
    const filingOwners =
      owners.get(accession) ?? row.refuse('ACCESSION_NUMBER', `${accession} has no row in REPORTINGOWNER.tsv`);
    // The form's order: the stock table first, each table in the order the SEC numbered its rows.
    const position = { nonDerivative: 0, derivative: 0 };
    const ordered = (trades.get(accession) ?? [])
      .sort((a, b) => TABLE_ORDER[a.transaction.table] - TABLE_ORDER[b.transaction.table] || a.sk - b.sk)
      .map(({ transaction }) => ({ ...transaction, row: ++position[transaction.table] }));
    transactions += ordered.length;
    const issuer = {
      cik: row.cik('ISSUERCIK'),
      name: row.text('ISSUERNAME'),
      ticker: row.optional('ISSUERTRADINGSYMBOL')?.toUpperCase() ?? null,
    };
    filings.push({
      id: accession,
      source: 'sec-dataset',
      accession,
      documentType: row.text('DOCUMENT_TYPE'),
      issuer,
      owners: filingOwners,
      periodOfReport: row.date('PERIOD_OF_REPORT'),
      filingDate: row.date('FILING_DATE'),
      aff10b5One: row.has('AFF10B5ONE') ? row.optionalBoolean('AFF10B5ONE') : null,
      remarks: row.optional('REMARKS'),
      filingUrl: edgarFilingUrl(issuer.cik, accession),
      transactions: ordered,
      footnotes: notes.get(accession) ?? {},
    });
  }
  return { filings, skipped, transactions };
}
