/**
 * `npm run import -- 13f <file|dir>`: SEC 13F-HR holdings into the Institutional Tracker. A file is EDGAR's
 * full submission `.txt` (cover page and information table; the header gives the accession number and
 * filing date) or the information table alone, which names neither filer nor quarter: then `--filer`,
 * `--cik` and `--period` say them. Values are stored in dollars: filings made from 2023-01-03 report
 * dollars, older ones thousands. An amendment restates the quarter (replaces its holdings) or adds new
 * holdings to it. Holdings map to tickers by CUSIP, else by issuer name; an unmapped holding is kept.
 */
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { InstitutionalHoldingsTable } from '../../db/schema.js';
import { quarterOfDate } from '../../lib/quarters.js';
import { defineImporter, ImportRefusal, type ImportFile, type ImportOptions } from '../import/importer.js';
import { accessionIn } from '../sec/insider-rules.js';
import { shippedHoldingMapper, type HoldingMatch } from './holding-map.js';
import {
  parseCoverPage,
  parseInformationTable,
  quarterEnd,
  valueUnitFor,
  type AmendmentType,
  type ThirteenFCover,
  type ThirteenFHolding,
} from './parser.js';

export const THIRTEEN_F_KIND = '13f';
export const THIRTEEN_F_SOURCE = 'SEC 13F-HR';

const EDGAR_ARCHIVES = 'https://www.sec.gov/Archives/edgar/data';
const EDGAR_BROWSE = 'https://www.sec.gov/cgi-bin/browse-edgar';
const XML_BLOCKS = /<XML>\s*([\s\S]*?)\s*<\/XML>/gi;
const SUBMISSION_ACCESSION = /ACCESSION NUMBER:\s*(\d{10}-\d{2}-\d{6})/;
const SUBMISSION_FILED = /FILED AS OF DATE:\s*(\d{4})(\d{2})(\d{2})/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface Parsed13fFiling {
  id: string;
  cik: string;
  filer: string;
  period: string;
  quarter: string;
  filed: string | null;
  amendment: AmendmentType | null;
  valueUnit: 'dollars' | 'thousands';
  /** How the unit was decided, for the report. */
  unitBasis: string;
  accession: string | null;
  filingUrl: string;
  holdings: ThirteenFHolding[];
  tableEntryTotal: number | null;
  file: string;
}

/** EDGAR's filing index for an accession number, else the filer's list of 13F-HR filings. */
export function edgar13fUrl(cik: string, accession: string | null): string {
  if (accession) return `${EDGAR_ARCHIVES}/${cik}/${accession.replace(/-/g, '')}/${accession}-index.htm`;
  return `${EDGAR_BROWSE}?action=getcompany&CIK=${cik}&type=13F-HR&dateb=&owner=include&count=40`;
}

function stringOption(file: string, options: ImportOptions, name: string): string | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    throw new ImportRefusal(file, `option --${name}`, 'needs a value');
  return value.trim();
}

/** Pure: the filing (who, which quarter, which unit, which key) and its holdings. */
export function parse13fFile(file: ImportFile, options: ImportOptions): Parsed13fFiling {
  const blocks = [...file.text.matchAll(XML_BLOCKS)].map((match) => match[1] ?? '');
  const isSubmission = blocks.length > 0;
  const documents = isSubmission ? blocks : [file.text];
  const tableXml = documents.find((xml) => /<(\w+:)?informationTable[\s>]/.test(xml));
  const coverXml = documents.find((xml) => /<(\w+:)?edgarSubmission[\s>]/.test(xml));
  if (!tableXml) {
    // A bare file that is not XML at all is refused where it stops being XML, not as "no table".
    if (!isSubmission && !coverXml) parseInformationTable(file.name, file.text);
    throw new ImportRefusal(file.name, 'element informationTable', 'missing: the file has no 13F information table');
  }
  const cover: ThirteenFCover | null = coverXml ? parseCoverPage(file.name, coverXml) : null;
  const holdings = parseInformationTable(file.name, tableXml);

  const filerOption = stringOption(file.name, options, 'filer');
  const cikOption = stringOption(file.name, options, 'cik');
  const periodOption = stringOption(file.name, options, 'period');
  const filedOption = stringOption(file.name, options, 'filed');
  const accessionOption = stringOption(file.name, options, 'accession');
  const amendmentOption = stringOption(file.name, options, 'amendment');

  if (cikOption !== undefined && !/^\d{1,10}$/.test(cikOption))
    throw new ImportRefusal(file.name, 'option --cik', `"${cikOption}" is not a CIK (up to 10 digits)`);
  if (periodOption !== undefined && !quarterEnd(periodOption))
    throw new ImportRefusal(file.name, 'option --period', `"${periodOption}" is not a quarter's last day (YYYY-MM-DD)`);
  if (filedOption !== undefined && !ISO_DATE.test(filedOption))
    throw new ImportRefusal(file.name, 'option --filed', `"${filedOption}" is not a date (YYYY-MM-DD)`);
  if (amendmentOption !== undefined && amendmentOption !== 'restatement' && amendmentOption !== 'new-holdings')
    throw new ImportRefusal(file.name, 'option --amendment', 'is either restatement or new-holdings');
  const accessionFromOption = accessionOption === undefined ? undefined : accessionIn(accessionOption);
  if (accessionOption !== undefined && !accessionFromOption)
    throw new ImportRefusal(file.name, 'option --accession', 'not an accession number (0001234567-24-012345)');

  const filer = filerOption ?? cover?.filer;
  const cikText = cikOption ?? cover?.cik;
  const period = periodOption ?? cover?.period;
  const missing = (name: string, what: string) =>
    new ImportRefusal(
      file.name,
      `option --${name}`,
      `the file has no cover page: give the ${what} (--filer NAME --cik CIK --period YYYY-MM-DD)`,
    );
  if (!filer) throw missing('filer', "filing manager's name");
  if (!cikText) throw missing('cik', "filing manager's CIK");
  if (!period) throw missing('period', "quarter's last day");
  const cik = String(Number(cikText));

  const header = isSubmission ? file.text.slice(0, file.text.search(/<XML>/i)) : '';
  const filedHeader = SUBMISSION_FILED.exec(header);
  const filed =
    filedOption ??
    (filedHeader ? `${filedHeader[1]}-${filedHeader[2]}-${filedHeader[3]}` : null) ??
    cover?.signed ??
    null;
  const accession =
    accessionFromOption ?? SUBMISSION_ACCESSION.exec(header)?.[1] ?? (isSubmission ? accessionIn(file.name) : null);
  const amendment: AmendmentType | null =
    amendmentOption === 'restatement'
      ? 'restatement'
      : amendmentOption === 'new-holdings'
        ? 'new holdings'
        : (cover?.amendment ?? null);

  // A filing made after a quarter's 45-day deadline is not known without its date: a period from the
  // quarter before the switch was filed before it (the deadline of 2022-Q3 was 2022-11-14).
  const valueUnit = valueUnitFor(filed ?? (period >= '2022-12-31' ? '2023-01-03' : '2022-12-30'));
  const unitBasis = filed ? `filed ${filed}` : `period ${period} (no filing date: give --filed for a late amendment)`;

  const tableHash = createHash('sha256').update(tableXml).digest('hex').slice(0, 16);
  // An original without an accession number is the filer's quarter: a corrected file replaces it.
  const id =
    accession ??
    (amendment === null ? `13f:${cik}:${period}:original` : `13f:${cik}:${period}:${amendment}:${tableHash}`);
  return {
    id,
    cik,
    filer,
    period,
    quarter: quarterOfDate(period),
    filed,
    amendment,
    valueUnit,
    unitBasis,
    accession,
    filingUrl: edgar13fUrl(cik, accession),
    holdings,
    tableEntryTotal: cover?.tableEntryTotal ?? null,
    file: file.name,
  };
}

function describeMatches(matches: ReadonlyArray<{ issuer: string; match: HoldingMatch }>): string[] {
  const distinct = new Map<string, HoldingMatch>();
  for (const { issuer, match } of matches) distinct.set(issuer, match);
  const all = [...distinct.entries()];
  const count = (kind: HoldingMatch['kind']) => all.filter(([, match]) => match.kind === kind).length;
  const list = (names: string[]) => (names.length > 8 ? `${names.slice(0, 8).join('; ')}; …` : names.join('; '));
  const lines = [
    `issuers: ${count('mapped')} mapped, ${count('unmapped')} unmapped, ${count('ambiguous')} ambiguous, ${count('conflict')} conflicting`,
  ];
  const unmapped = all.filter(([, m]) => m.kind === 'unmapped' || m.kind === 'ambiguous').map(([name]) => name);
  if (unmapped.length > 0) lines.push(`unmapped (kept, shown by issuer name): ${list(unmapped)}`);
  const conflicts = all.flatMap(([name, m]) =>
    m.kind === 'conflict' ? [`${name} (CUSIP says ${m.cusipTicker}, name says ${m.nameTicker})`] : [],
  );
  if (conflicts.length > 0) lines.push(`CUSIP and name disagree (kept without a ticker): ${list(conflicts)}`);
  return lines;
}

export const thirteenFImporter = defineImporter<Parsed13fFiling>({
  kind: THIRTEEN_F_KIND,
  summary:
    '13F-HR information table XML (or the full EDGAR submission .txt with its cover page): institutional holdings.',
  options: [
    { name: 'filer', help: "the filing manager's name, when the file has no cover page" },
    { name: 'cik', help: "the filing manager's CIK, when the file has no cover page" },
    { name: 'period', help: "the quarter's last day (YYYY-MM-DD), when the file has no cover page" },
    { name: 'filed', help: 'the filing date (YYYY-MM-DD): decides dollars (from 2023-01-03) or thousands' },
    { name: 'accession', help: "the filing's accession number, when the file does not carry it" },
    { name: 'amendment', help: 'restatement or new-holdings, for an amendment without its cover page' },
  ],
  accepts: (fileName) => /\.(xml|txt)$/i.test(fileName),
  parse: parse13fFile,
  async write(trx, filing, context) {
    const mapper = shippedHoldingMapper();
    const matches = filing.holdings.map((holding) => ({
      issuer: holding.issuer,
      match: mapper.match(holding.cusip, holding.issuer),
    }));
    const scale = filing.valueUnit === 'thousands' ? 1000 : 1;
    const rows: Array<Insertable<InstitutionalHoldingsTable>> = filing.holdings.map((holding, index) => {
      const match = matches[index]?.match;
      return {
        id: `${filing.id}#${holding.row}`,
        filing_id: filing.id,
        row: holding.row,
        issuer: holding.issuer,
        title_of_class: holding.titleOfClass,
        cusip: holding.cusip,
        figi: holding.figi,
        ticker: match?.kind === 'mapped' ? match.ticker : null,
        value: holding.value * scale,
        shares: holding.shares,
        share_type: holding.shareType,
        put_call: holding.putCall,
        investment_discretion: holding.investmentDiscretion,
        other_manager: holding.otherManager,
        voting_sole: holding.votingSole,
        voting_shared: holding.votingShared,
        voting_none: holding.votingNone,
      };
    });
    const filingRow = {
      id: filing.id,
      cik: filing.cik,
      filer: filing.filer,
      period: filing.period,
      quarter: filing.quarter,
      filed: filing.filed,
      amendment: filing.amendment,
      value_unit: filing.valueUnit,
      accession: filing.accession,
      filing_url: filing.filingUrl,
      source: THIRTEEN_F_SOURCE,
      source_file: filing.file,
    };
    const contentHash = createHash('sha256')
      .update(JSON.stringify([filingRow, rows]))
      .digest('hex');
    const existing = await trx
      .selectFrom('institutional_filings')
      .select('content_hash')
      .where('id', '=', filing.id)
      .executeTakeFirst();
    const total = rows.reduce((sum, row) => sum + row.value, 0);
    const notes = [
      `${filing.filer} (CIK ${filing.cik}), ${filing.quarter}${filing.amendment ? `, amendment (${filing.amendment})` : ''}: ${rows.length} holdings, $${Math.round(total).toLocaleString('en-US')}; values in ${filing.valueUnit} (${filing.unitBasis})`,
      ...describeMatches(matches),
    ];
    if (filing.tableEntryTotal !== null && filing.tableEntryTotal !== rows.length)
      notes.push(`the cover page counts ${filing.tableEntryTotal} entries, the table holds ${rows.length}`);
    if (existing?.content_hash === contentHash) return { inserted: 0, updated: 0, unchanged: rows.length, notes };
    if (existing) await trx.deleteFrom('institutional_holdings').where('filing_id', '=', filing.id).execute();
    await trx
      .insertInto('institutional_filings')
      .values({ ...filingRow, content_hash: contentHash, imported_at: context.now })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ ...filingRow, content_hash: contentHash, imported_at: context.now }),
      )
      .execute();
    for (let start = 0; start < rows.length; start += 500)
      await trx
        .insertInto('institutional_holdings')
        .values(rows.slice(start, start + 500))
        .execute();
    return existing
      ? { inserted: 0, updated: rows.length, unchanged: 0, notes }
      : { inserted: rows.length, updated: 0, unchanged: 0, notes };
  },
});
