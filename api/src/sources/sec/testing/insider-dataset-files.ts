/**
 * SEC insider data-set tables for tests: the published headers, a writer for rows, and the real Snowflake
 * Form 4 (fixtures/form4-snow.xml) written out as the data set carries it.
 */
import { readFileSync } from 'node:fs';
import type { ImportFile } from '../../import/importer.js';
import { parseForm4File } from '../form4-importer.js';

/** The tables' headers exactly as the SEC publishes them (Insider Transactions Data Sets, 2023 on). */
const HEADERS = {
  SUBMISSION:
    'ACCESSION_NUMBER FILING_DATE PERIOD_OF_REPORT DATE_OF_ORIG_SUB NO_SECURITIES_OWNED NOT_SUBJECT_SEC16 FORM3_HOLDINGS_REPORTED FORM4_TRANS_REPORTED DOCUMENT_TYPE ISSUERCIK ISSUERNAME ISSUERTRADINGSYMBOL REMARKS AFF10B5ONE',
  REPORTINGOWNER:
    'ACCESSION_NUMBER RPTOWNERCIK RPTOWNERNAME RPTOWNER_RELATIONSHIP RPTOWNER_TITLE RPTOWNER_TXT RPTOWNER_STREET1 RPTOWNER_STREET2 RPTOWNER_CITY RPTOWNER_STATE RPTOWNER_ZIPCODE RPTOWNER_STATE_DESC FILE_NUMBER',
  NONDERIV_TRANS:
    'ACCESSION_NUMBER NONDERIV_TRANS_SK SECURITY_TITLE SECURITY_TITLE_FN TRANS_DATE TRANS_DATE_FN DEEMED_EXECUTION_DATE DEEMED_EXECUTION_DATE_FN TRANS_FORM_TYPE TRANS_CODE EQUITY_SWAP_INVOLVED EQUITY_SWAP_TRANS_CD_FN TRANS_TIMELINESS TRANS_TIMELINESS_FN TRANS_SHARES TRANS_SHARES_FN TRANS_PRICEPERSHARE TRANS_PRICEPERSHARE_FN TRANS_ACQUIRED_DISP_CD TRANS_ACQUIRED_DISP_CD_FN SHRS_OWND_FOLWNG_TRANS SHRS_OWND_FOLWNG_TRANS_FN VALU_OWND_FOLWNG_TRANS VALU_OWND_FOLWNG_TRANS_FN DIRECT_INDIRECT_OWNERSHIP DIRECT_INDIRECT_OWNERSHIP_FN NATURE_OF_OWNERSHIP NATURE_OF_OWNERSHIP_FN',
  DERIV_TRANS:
    'ACCESSION_NUMBER DERIV_TRANS_SK SECURITY_TITLE SECURITY_TITLE_FN CONV_EXERCISE_PRICE CONV_EXERCISE_PRICE_FN TRANS_DATE TRANS_DATE_FN DEEMED_EXECUTION_DATE DEEMED_EXECUTION_DATE_FN TRANS_FORM_TYPE TRANS_CODE EQUITY_SWAP_INVOLVED EQUITY_SWAP_INVOLVED_FN TRANS_TIMELINESS TRANS_TIMELINESS_FN TRANS_SHARES TRANS_SHARES_FN TRANS_TOTAL_VALUE TRANS_TOTAL_VALUE_FN TRANS_PRICEPERSHARE TRANS_PRICEPERSHARE_FN TRANS_ACQUIRED_DISP_CD TRANS_ACQUIRED_DISP_CD_FN EXCERCISE_DATE EXCERCISE_DATE_FN EXPIRATION_DATE EXPIRATION_DATE_FN UNDLYNG_SEC_TITLE UNDLYNG_SEC_TITLE_FN UNDLYNG_SEC_SHARES UNDLYNG_SEC_SHARES_FN UNDLYNG_SEC_VALUE UNDLYNG_SEC_VALUE_FN SHRS_OWND_FOLWNG_TRANS SHRS_OWND_FOLWNG_TRANS_FN VALU_OWND_FOLWNG_TRANS VALU_OWND_FOLWNG_TRANS_FN DIRECT_INDIRECT_OWNERSHIP DIRECT_INDIRECT_OWNERSHIP_FN NATURE_OF_OWNERSHIP NATURE_OF_OWNERSHIP_FN',
  FOOTNOTES: 'ACCESSION_NUMBER FOOTNOTE_ID FOOTNOTE_TXT',
} as const;
export type Table = keyof typeof HEADERS;

/** A table file: the SEC header, then one line per row (cells by column; the rest empty), CRLF as published. */
export function table(name: Table, rows: ReadonlyArray<Record<string, string>>): ImportFile {
  const columns = HEADERS[name].split(' ');
  const lines = [columns.join('\t'), ...rows.map((row) => columns.map((c) => row[c] ?? '').join('\t'))];
  return { name: `2025q1_form345/${name}.tsv`, text: `${lines.join('\r\n')}\r\n` };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** 2022-12-13 → 13-DEC-2022, as the data sets write dates. */
const secDate = (iso: string | null) =>
  iso === null ? '' : `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;
const cell = (value: number | string | null | boolean) =>
  value === null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

export const SNOW_XML = readFileSync(new URL('../fixtures/form4-snow.xml', import.meta.url), 'utf8');
export const SNOW_ACCESSION = '0001209191-22-064321';

/** The real Snowflake Form 4 written out as the data set carries it (its footnotes on the SEC's *_FN columns). */
export function snowDataset(): ImportFile[] {
  const { filing, document } = parseForm4File(
    { name: `${SNOW_ACCESSION}.xml`, text: SNOW_XML },
    { filed: '2022-12-15' },
  );
  const fn = (footnotes: Record<string, string[]>, field: string) => (footnotes[field] ?? []).join(',');
  const owner = document.owners[0]!;
  const common = (t: (typeof document.transactions)[number]) => ({
    ACCESSION_NUMBER: SNOW_ACCESSION,
    SECURITY_TITLE: t.securityTitle,
    TRANS_DATE: secDate(t.transactionDate),
    TRANS_FORM_TYPE: cell(t.formType),
    TRANS_CODE: t.code,
    EQUITY_SWAP_INVOLVED: cell(t.equitySwapInvolved),
    TRANS_SHARES: cell(t.shares),
    TRANS_SHARES_FN: fn(t.footnotes, 'transactionAmounts/transactionShares'),
    TRANS_PRICEPERSHARE: cell(t.pricePerShare),
    TRANS_PRICEPERSHARE_FN: fn(t.footnotes, 'transactionAmounts/transactionPricePerShare'),
    TRANS_ACQUIRED_DISP_CD: t.acquiredDisposed,
    SHRS_OWND_FOLWNG_TRANS: cell(t.sharesOwnedAfter),
    SHRS_OWND_FOLWNG_TRANS_FN: fn(t.footnotes, 'postTransactionAmounts/sharesOwnedFollowingTransaction'),
    DIRECT_INDIRECT_OWNERSHIP: t.directOrIndirect,
    NATURE_OF_OWNERSHIP: cell(t.natureOfOwnership),
    NATURE_OF_OWNERSHIP_FN: fn(t.footnotes, 'ownershipNature/natureOfOwnership'),
  });
  const stock = document.transactions.filter((t) => t.table === 'nonDerivative');
  const derivative = document.transactions.filter((t) => t.table === 'derivative');
  return [
    table('SUBMISSION', [
      {
        ACCESSION_NUMBER: SNOW_ACCESSION,
        FILING_DATE: secDate(filing.filingDate),
        PERIOD_OF_REPORT: secDate(document.periodOfReport),
        DOCUMENT_TYPE: document.documentType,
        ISSUERCIK: '1640147',
        ISSUERNAME: document.issuer.name,
        ISSUERTRADINGSYMBOL: 'snow',
        REMARKS: cell(document.remarks),
      },
    ]),
    table('REPORTINGOWNER', [
      {
        ACCESSION_NUMBER: SNOW_ACCESSION,
        RPTOWNERCIK: '1402349',
        RPTOWNERNAME: owner.name,
        RPTOWNER_RELATIONSHIP: 'Officer',
        RPTOWNER_TITLE: cell(owner.officerTitle),
        RPTOWNER_CITY: 'BOZEMAN',
      },
    ]),
    // Written in reverse: the SEC's row keys, not the file's order, give the form's order.
    table(
      'NONDERIV_TRANS',
      stock
        .map((t, i) => ({
          ...common(t),
          NONDERIV_TRANS_SK: String(9_000_100 + i),
          SECURITY_TITLE_FN: fn(t.footnotes, 'securityTitle'),
          EQUITY_SWAP_TRANS_CD_FN: fn(t.footnotes, 'transactionCoding'),
          DIRECT_INDIRECT_OWNERSHIP_FN: fn(t.footnotes, 'ownershipNature/directOrIndirectOwnership'),
        }))
        .reverse(),
    ),
    table(
      'DERIV_TRANS',
      derivative.map((t, i) => ({
        ...common(t),
        DERIV_TRANS_SK: String(7_000_100 + i),
        CONV_EXERCISE_PRICE: cell(t.conversionOrExercisePrice),
        CONV_EXERCISE_PRICE_FN: fn(t.footnotes, 'conversionOrExercisePrice'),
        EQUITY_SWAP_INVOLVED_FN: fn(t.footnotes, 'transactionCoding'),
        EXCERCISE_DATE: secDate(t.exerciseDate),
        EXCERCISE_DATE_FN: fn(t.footnotes, 'exerciseDate'),
        EXPIRATION_DATE: secDate(t.expirationDate),
        EXPIRATION_DATE_FN: fn(t.footnotes, 'expirationDate'),
        UNDLYNG_SEC_TITLE: cell(t.underlyingSecurityTitle),
        UNDLYNG_SEC_SHARES: cell(t.underlyingSecurityShares),
      })),
    ),
    table(
      'FOOTNOTES',
      Object.entries(filing.footnotes).map(([id, text]) => ({
        ACCESSION_NUMBER: SNOW_ACCESSION,
        FOOTNOTE_ID: id,
        FOOTNOTE_TXT: text,
      })),
    ),
  ];
}
