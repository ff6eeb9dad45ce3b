/**
 * `npm run import -- edgar-submissions <file|dir>` (per-company submissions JSON) and
 * `npm run import -- edgar-index <file|dir>` (`master.idx`): SEC filings into the Filings feed.
 * A filing is keyed by filer CIK and accession number, so a re-import (or the same filing from both lists)
 * is one row. The submissions file is the richer source: the index never overwrites what it imported.
 * The index names no ticker: a CIK already known from a submissions file gives it, else the company name
 * through the reviewed name table.
 */
import { SIMULATED_SOURCE } from '@flowdeck/endpoints/filings';
import type { Insertable, Transaction } from 'kysely';
import type { Database, SecFilingsTable } from '../../db/schema.js';
import { upsertRows } from '../../db/upsert-rows.js';
import { mappingReport, shippedNameMapper, type NameMatch } from '../entity-names/name-map.js';
import { defineImporter, ImportRefusal, type WriteContext } from '../import/importer.js';
import { edgarDocumentUrl, edgarIndexUrl, formGroup } from './filing-forms.js';
import { parseMasterIndex, parseSubmissions, type ParsedFiling } from './filings-parser.js';

export const EDGAR_SUBMISSIONS_SOURCE = 'SEC EDGAR submissions';
export const EDGAR_INDEX_SOURCE = 'SEC EDGAR full index';
const EDGAR_HOME = 'https://www.sec.gov/Archives/';

const COMPARED = [
  'cik',
  'company',
  'ticker',
  'form',
  'form_group',
  'items',
  'filing_date',
  'report_date',
  'accepted_at',
  'accession',
  'document_url',
  'index_url',
  'source',
] as const;

function row(
  filing: ParsedFiling,
  ticker: string | null,
  source: string,
  file: string,
  now: Date,
): Insertable<SecFilingsTable> & { id: string } {
  const documentUrl = filing.primaryDocument
    ? edgarDocumentUrl(filing.cik, filing.accession, filing.primaryDocument)
    : filing.submissionPath
      ? `${EDGAR_HOME}${filing.submissionPath}`
      : null;
  return {
    id: `${filing.cik}:${filing.accession}`,
    cik: filing.cik,
    company: filing.company,
    ticker,
    form: filing.form,
    form_group: formGroup(filing.form),
    items: filing.items,
    filing_date: filing.filingDate,
    report_date: filing.reportDate,
    accepted_at: filing.acceptedAt,
    accession: filing.accession,
    document_url: documentUrl,
    index_url: edgarIndexUrl(filing.cik, filing.accession),
    source,
    source_file: file,
    imported_at: now,
  };
}

const refuseEmpty = (file: string, filings: ParsedFiling[]) => {
  if (filings.length === 0) throw new ImportRefusal(file, 'end of file', 'no filing in the file');
  return { filings, file };
};

interface Parsed {
  filings: ParsedFiling[];
  file: string;
}

async function write(trx: Transaction<Database>, parsed: Parsed, context: WriteContext, source: string) {
  if (source === SIMULATED_SOURCE) throw new Error('imported filings never carry the simulated label');
  const notes: string[] = [];
  let tickerOf: (filing: ParsedFiling) => string | null = (filing) => filing.ticker;
  if (source === EDGAR_INDEX_SOURCE) {
    const ciks = [...new Set(parsed.filings.map((filing) => filing.cik))];
    const known = new Map<string, string>();
    for (let i = 0; i < ciks.length; i += 1000) {
      const rows = await trx
        .selectFrom('sec_filings')
        .select(['cik', 'ticker'])
        .distinct()
        .where('cik', 'in', ciks.slice(i, i + 1000))
        .where('ticker', 'is not', null)
        .execute();
      for (const found of rows) if (found.ticker) known.set(found.cik, found.ticker);
    }
    const mapper = shippedNameMapper();
    const matches = new Map<string, NameMatch>();
    for (const filing of parsed.filings) {
      if (known.has(filing.cik) || matches.has(filing.company)) continue;
      matches.set(filing.company, mapper.match(filing.company));
    }
    tickerOf = (filing) => {
      const match = matches.get(filing.company);
      return known.get(filing.cik) ?? (match?.kind === 'mapped' ? match.ticker : null);
    };
    notes.push(`${known.size} filers known by CIK from submissions files`);
    notes.push(
      ...mappingReport(
        'filer names',
        [...matches].map(([name, match]) => ({ name, match })),
      ),
    );
  }
  const rows = parsed.filings.map((filing) => row(filing, tickerOf(filing), source, parsed.file, context.now));
  const counts = await upsertRows(trx, 'sec_filings', rows, {
    compared: COMPARED,
    onConflict: source === EDGAR_INDEX_SOURCE ? 'keep' : 'update',
  });
  return { ...counts, notes };
}

export const edgarSubmissionsImporter = defineImporter<Parsed>({
  kind: 'edgar-submissions',
  summary: 'SEC EDGAR per-company submissions JSON (data.sec.gov/submissions/CIK##########.json), into Filings',
  accepts: (fileName) => /\.json$/i.test(fileName),
  parse: (file) => refuseEmpty(file.name, parseSubmissions(file.name, file.text)),
  write: (trx, parsed, context) => write(trx, parsed, context, EDGAR_SUBMISSIONS_SOURCE),
});

export const edgarIndexImporter = defineImporter<Parsed>({
  kind: 'edgar-index',
  summary: 'SEC EDGAR full or daily index master.idx (CIK|Company Name|Form Type|Date Filed|Filename), into Filings',
  accepts: (fileName) => /\.idx$/i.test(fileName),
  parse: (file) => refuseEmpty(file.name, parseMasterIndex(file.name, file.text)),
  write: (trx, parsed, context) => write(trx, parsed, context, EDGAR_INDEX_SOURCE),
});
