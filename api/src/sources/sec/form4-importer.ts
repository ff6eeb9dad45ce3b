/**
 * `npm run import -- form4 <file|dir>`: SEC Form 4/4A ownership XML, as downloaded from EDGAR (the bare
 * `ownershipDocument` XML, or the full submission `.txt` whose header carries the accession number and
 * the filing date), and the SEC's quarterly insider-transaction data sets (the unzipped folder's
 * `SUBMISSION.tsv`, `REPORTINGOWNER.tsv`, `NONDERIV_TRANS.tsv`, `DERIV_TRANS.tsv`, `FOOTNOTES.tsv`).
 */
import { createHash } from 'node:crypto';
import { defineImporter, ImportRefusal, type ImportFile, type ImportOptions } from '../import/importer.js';
import { parseForm4, type Form4Document } from './form4-parser.js';
import { accessionIn, edgarFilingUrl } from './insider-rules.js';
import { datasetTableOf, parseInsiderDataset, type ParsedDataset } from './insider-dataset.js';
import { writeInsiderFilings, type InsiderFilingInput } from './insider-store.js';

export const FORM4_KIND = 'form4';

export interface ParsedForm4 {
  document: Form4Document;
  filing: InsiderFilingInput;
}

const SUBMISSION_XML = /<XML>\s*([\s\S]*?)\s*<\/XML>/i;
const SUBMISSION_ACCESSION = /ACCESSION NUMBER:\s*(\d{10}-\d{2}-\d{6})/;
const SUBMISSION_FILED = /FILED AS OF DATE:\s*(\d{4})(\d{2})(\d{2})/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Pure: the document, its natural key, its filing date and its EDGAR link. */
export function parseForm4File(file: ImportFile, options: ImportOptions): ParsedForm4 {
  const submission = SUBMISSION_XML.exec(file.text);
  const xml = submission?.[1] ?? file.text;
  const document = parseForm4(file.name, xml);

  const accessionOption = typeof options.accession === 'string' ? accessionIn(options.accession) : null;
  if (options.accession !== undefined && !accessionOption) {
    throw new ImportRefusal(file.name, 'option --accession', 'not an accession number (0001234567-22-012345)');
  }
  const accession =
    accessionOption ?? (submission ? SUBMISSION_ACCESSION.exec(file.text)?.[1] : undefined) ?? accessionIn(file.name);

  const filedHeader = submission ? SUBMISSION_FILED.exec(file.text) : null;
  const filedOption = typeof options.filed === 'string' ? options.filed : undefined;
  if (options.filed !== undefined && (!filedOption || !ISO_DATE.test(filedOption))) {
    throw new ImportRefusal(file.name, 'option --filed', 'not a date (YYYY-MM-DD)');
  }
  // The XML itself carries no filing date: the header's, the option, else the signature (filed the same or next day).
  const filingDate =
    filedOption ??
    (filedHeader ? `${filedHeader[1]}-${filedHeader[2]}-${filedHeader[3]}` : undefined) ??
    document.signature?.date ??
    document.periodOfReport;

  const id = accession ?? `sha256:${createHash('sha256').update(xml).digest('hex')}`;
  return {
    document,
    filing: {
      id,
      source: 'form4',
      accession: accession ?? null,
      documentType: document.documentType,
      issuer: document.issuer,
      owners: document.owners,
      periodOfReport: document.periodOfReport,
      filingDate,
      aff10b5One: document.aff10b5One,
      remarks: document.remarks,
      filingUrl: edgarFilingUrl(document.issuer.cik, accession ?? null),
      transactions: document.transactions,
      footnotes: document.footnotes,
    },
  };
}

/** One unit of a form4 import: one XML filing, or a whole data set. */
export type Form4Unit = { kind: 'xml'; form4: ParsedForm4 } | { kind: 'dataset'; dataset: ParsedDataset };

export const form4Importer = defineImporter<Form4Unit>({
  kind: FORM4_KIND,
  summary:
    'SEC Form 4/4A ownership XML (or the full EDGAR submission .txt), or a quarter of the SEC insider data sets (its unzipped folder of .tsv tables): insider transactions with footnotes.',
  options: [
    {
      name: 'accession',
      help: "The filing's accession number when neither the file nor its name carries it (one file).",
    },
    {
      name: 'filed',
      help: 'The filing date (YYYY-MM-DD) when the file does not carry it; default: the signature date.',
    },
  ],
  accepts: (fileName) => /\.(xml|txt)$/i.test(fileName) || datasetTableOf(fileName) !== null,
  parse: (file, options) => ({ kind: 'xml', form4: parseForm4File(file, options) }),
  parseAll: (files, options) => {
    const tables = files.filter((file) => datasetTableOf(file.name) !== null);
    const units: Array<{ name: string; parsed: Form4Unit }> = files
      .filter((file) => datasetTableOf(file.name) === null)
      .map((file) => ({ name: file.name, parsed: { kind: 'xml', form4: parseForm4File(file, options) } }));
    if (tables.length > 0)
      units.push({
        name: tables.map((file) => file.name).join(' + '),
        parsed: { kind: 'dataset', dataset: parseInsiderDataset(tables) },
      });
    return units;
  },
  write: async (trx, unit) => {
    if (unit.kind === 'dataset') {
      const { filings, skipped, transactions } = unit.dataset;
      const others = Object.entries(skipped)
        .map(([form, count]) => `${count} Form ${form}`)
        .join(', ');
      return {
        ...(await writeInsiderFilings(trx, filings)),
        notes: [
          `SEC insider data set: ${filings.length} Form 4 filings, ${transactions} transactions` +
            (others ? `; left out: ${others}` : ''),
        ],
      };
    }
    const { document: d, filing } = unit.form4;
    return {
      ...(await writeInsiderFilings(trx, [filing])),
      notes: [
        `${d.issuer.ticker ?? d.issuer.name}: ${d.owners[0]?.name ?? ''}, ${d.transactions.length} transactions, filed ${filing.filingDate}${filing.accession ? '' : ' (no accession number: keyed by content hash)'}`,
      ],
    };
  },
});
