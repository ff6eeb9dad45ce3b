/**
 * `npm run import -- lda <file|dir>`: Senate LDA filings JSON (the LDA API's pages, saved as they come)
 * into Lobbying. Clients are mapped to tickers through the reviewed name table (entity-names), and the
 * report says how many were mapped, unmapped or ambiguous; an unmapped client is kept, without a ticker.
 */
import type { Insertable } from 'kysely';
import type { LobbyingFilingsTable } from '../../db/schema.js';
import { upsertRows } from '../../db/upsert-rows.js';
import { mappingReport, shippedNameMapper } from '../entity-names/name-map.js';
import { defineImporter, ImportRefusal } from '../import/importer.js';
import { parseLda, type ParsedLdaFile } from './parser.js';

export const LDA_SOURCE = 'Senate LDA';

const COMPARED = [
  'filing_type',
  'filing_year',
  'filing_period',
  'quarter',
  'amount',
  'registrant',
  'client',
  'ticker',
  'issues',
  'lobbyists',
  'government_entities',
  'posted_at',
  'filing_url',
  'source',
] as const;

export const ldaImporter = defineImporter<ParsedLdaFile & { file: string }>({
  kind: 'lda',
  summary: 'Senate LDA filings JSON (lda.senate.gov/api/v1/filings), into Lobbying',
  accepts: (fileName) => /\.json$/i.test(fileName),
  parse(file) {
    const parsed = parseLda(file.name, file.text);
    if (parsed.filings.length === 0)
      throw new ImportRefusal(file.name, 'results', 'no quarterly report in the file (registrations carry no spend)');
    return { ...parsed, file: file.name };
  },
  async write(trx, { filings, setAside, file }, context) {
    const mapper = shippedNameMapper();
    const matches = new Map(filings.map((filing) => [filing.client, mapper.match(filing.client)]));
    const rows: Array<Insertable<LobbyingFilingsTable> & { id: string }> = filings.map((filing) => {
      const match = matches.get(filing.client);
      return {
        id: filing.id,
        filing_type: filing.filingType,
        filing_year: filing.filingYear,
        filing_period: filing.filingPeriod,
        quarter: filing.quarter,
        amount: filing.amount,
        registrant: filing.registrant,
        client: filing.client,
        ticker: match?.kind === 'mapped' ? match.ticker : null,
        issues: JSON.stringify(filing.issues),
        lobbyists: JSON.stringify(filing.lobbyists),
        government_entities: JSON.stringify(filing.governmentEntities),
        posted_at: filing.postedAt,
        filing_url: filing.filingUrl,
        source: LDA_SOURCE,
        source_file: file,
        imported_at: context.now,
      };
    });
    const notes = mappingReport(
      'clients',
      [...matches].map(([name, match]) => ({ name, match })),
    );
    if (setAside > 0) notes.push(`${setAside} registrations without a reporting period set aside (no spend)`);
    return {
      ...(await upsertRows(trx, 'lobbying_filings', rows, { compared: COMPARED, onConflict: 'update' })),
      notes,
    };
  },
});
