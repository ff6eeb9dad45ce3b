/**
 * `npm run import -- usaspending <file|dir>`: USAspending contract actions (CSV download) or awards (award
 * search JSON) into Govt. Contracts. Recipients are mapped to tickers through the reviewed name table
 * (entity-names), the same mapping as the LDA's clients; the report says mapped, unmapped, ambiguous.
 */
import type { Insertable } from 'kysely';
import type { GovContractActionsTable } from '../../db/schema.js';
import { upsertRows } from '../../db/upsert-rows.js';
import { mappingReport, shippedNameMapper } from '../entity-names/name-map.js';
import { defineImporter, ImportRefusal } from '../import/importer.js';
import { parseUsaspending, type ParsedAction } from './parser.js';

export const USASPENDING_SOURCE = 'USAspending';

const COMPARED = [
  'award_key',
  'piid',
  'action_date',
  'obligation',
  'total_value',
  'recipient_uei',
  'recipient_name',
  'ticker',
  'agency',
  'naics',
  'psc',
  'start_date',
  'end_date',
  'award_url',
  'source',
] as const;

export const usaspendingImporter = defineImporter<{ actions: ParsedAction[]; file: string }>({
  kind: 'usaspending',
  summary: 'USAspending contract award data, CSV download or award search JSON, into Govt. Contracts',
  accepts: (fileName) => /\.(csv|json)$/i.test(fileName),
  parse(file) {
    const actions = parseUsaspending(file.name, file.text);
    if (actions.length === 0) throw new ImportRefusal(file.name, 'end of file', 'no award in the file');
    return { actions, file: file.name };
  },
  async write(trx, { actions, file }, context) {
    const mapper = shippedNameMapper();
    const matches = new Map(actions.map((action) => [action.recipientName, mapper.match(action.recipientName)]));
    const rows: Array<Insertable<GovContractActionsTable> & { id: string }> = actions.map((action) => {
      const match = matches.get(action.recipientName);
      return {
        id: action.id,
        award_key: action.awardKey,
        piid: action.piid,
        action_date: action.actionDate,
        obligation: action.obligation,
        total_value: action.totalValue,
        recipient_uei: action.recipientUei,
        recipient_name: action.recipientName,
        ticker: match?.kind === 'mapped' ? match.ticker : null,
        agency: action.agency,
        naics: action.naics,
        psc: action.psc,
        start_date: action.startDate,
        end_date: action.endDate,
        award_url: action.awardUrl,
        source: USASPENDING_SOURCE,
        source_file: file,
        imported_at: context.now,
      };
    });
    const notes = mappingReport(
      'recipients',
      [...matches].map(([name, match]) => ({ name, match })),
    );
    return {
      ...(await upsertRows(trx, 'gov_contract_actions', rows, { compared: COMPARED, onConflict: 'update' })),
      notes,
    };
  },
});
