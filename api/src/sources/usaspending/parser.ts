/**
 * USAspending contract data, two public shapes:
 * - the award data download, CSV, one contract action (transaction) a row: contract_award_unique_key,
 *   award_id_piid, action_date, federal_action_obligation, current_total_value_of_award, recipient_uei,
 *   recipient_name, awarding_agency_name, naics_code, product_or_service_code (and, when present,
 *   contract_transaction_unique_key, modification_number, the period of performance and the permalink);
 * - the award search JSON (`/api/v2/search/spending_by_award/`): `results[]` with "Award ID",
 *   "Recipient Name", "Award Amount", "Awarding Agency", "Start Date", "End Date" (and
 *   generated_internal_id), one award a row.
 */
import { USASPENDING_AWARD_URL } from '@flowdeck/endpoints/govcontracts';
import { isValidIsoDate } from '@flowdeck/endpoints/validation';
import { parseCsv } from '../import/csv.js';
import { ImportRefusal } from '../import/importer.js';

export interface ParsedAction {
  where: string;
  id: string;
  awardKey: string;
  piid: string;
  actionDate: string;
  obligation: number;
  totalValue: number | null;
  recipientUei: string | null;
  recipientName: string;
  agency: string;
  naics: string | null;
  psc: string | null;
  startDate: string | null;
  endDate: string | null;
  awardUrl: string | null;
}

const REQUIRED_COLUMNS = [
  'contract_award_unique_key',
  'award_id_piid',
  'action_date',
  'federal_action_obligation',
  'recipient_name',
  'awarding_agency_name',
] as const;

function date(file: string, where: string, field: string, value: string | undefined, required: boolean): string | null {
  const text = (value ?? '').trim().slice(0, 10);
  if (text === '') {
    if (required) throw new ImportRefusal(file, where, `${field} is missing`);
    return null;
  }
  if (!isValidIsoDate(text)) throw new ImportRefusal(file, where, `${field} "${value}" is not a date (YYYY-MM-DD)`);
  return text;
}

function dollars(file: string, where: string, field: string, value: unknown, required: boolean): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw new ImportRefusal(file, where, `${field} is missing`);
    return null;
  }
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/[$,]/g, ''));
  if (!Number.isFinite(amount))
    throw new ImportRefusal(file, where, `${field} ${JSON.stringify(value)} is not an amount`);
  return amount;
}

const awardUrl = (key: string) => `${USASPENDING_AWARD_URL}${encodeURIComponent(key)}`;

function parseCsvFile(file: string, text: string): ParsedAction[] {
  const [header, ...rows] = parseCsv(file, text, ',');
  if (!header) throw new ImportRefusal(file, 'line 1', 'the file is empty');
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0)
    throw new ImportRefusal(
      file,
      'line 1',
      `the header lacks ${missing.join(', ')}: not a USAspending contract download`,
    );
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const where = `line ${row.line}`;
    if (row.cells.length !== names.length)
      throw new ImportRefusal(file, where, `${row.cells.length} fields where the header has ${names.length}`);
    const cell = (name: string): string => row.cells[names.indexOf(name)]?.trim() ?? '';
    const awardKey = cell('contract_award_unique_key');
    if (!awardKey) throw new ImportRefusal(file, where, 'contract_award_unique_key is missing');
    const piid = cell('award_id_piid');
    if (!piid) throw new ImportRefusal(file, where, 'award_id_piid is missing');
    const recipientName = cell('recipient_name');
    if (!recipientName) throw new ImportRefusal(file, where, 'recipient_name is missing');
    const agency = cell('awarding_agency_name');
    if (!agency) throw new ImportRefusal(file, where, 'awarding_agency_name is missing');
    const actionDate = date(file, where, 'action_date', cell('action_date'), true) as string;
    const id = cell('contract_transaction_unique_key') || `${awardKey}|${cell('modification_number')}|${actionDate}`;
    const first = seen.get(id);
    if (first !== undefined)
      throw new ImportRefusal(file, where, `the same contract action is already at line ${first}`);
    seen.set(id, row.line);
    const permalink = cell('usaspending_permalink');
    return {
      where,
      id,
      awardKey,
      piid,
      actionDate,
      obligation: dollars(file, where, 'federal_action_obligation', cell('federal_action_obligation'), true) as number,
      totalValue: dollars(file, where, 'current_total_value_of_award', cell('current_total_value_of_award'), false),
      recipientUei: cell('recipient_uei') || null,
      recipientName,
      agency,
      naics: cell('naics_code') || null,
      psc: cell('product_or_service_code') || null,
      startDate: date(file, where, 'period_of_performance_start_date', cell('period_of_performance_start_date'), false),
      endDate: date(
        file,
        where,
        'period_of_performance_current_end_date',
        cell('period_of_performance_current_end_date'),
        false,
      ),
      awardUrl: permalink || awardUrl(awardKey),
    };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function parseSearchJson(file: string, input: string): ParsedAction[] {
  let root: unknown;
  try {
    root = JSON.parse(input);
  } catch (error) {
    throw new ImportRefusal(file, 'JSON', `not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(root) || !Array.isArray(root['results']))
    throw new ImportRefusal(file, 'JSON', 'expected the award search answer, { results: [...] }');
  const seen = new Map<string, string>();
  return root['results'].map((item, index) => {
    const where = `element results[${index}]`;
    if (!isRecord(item)) throw new ImportRefusal(file, where, 'not an object');
    const piid = text(item['Award ID']);
    if (!piid) throw new ImportRefusal(file, `${where}["Award ID"]`, 'the award id is missing');
    const recipientName = text(item['Recipient Name']);
    if (!recipientName) throw new ImportRefusal(file, `${where}["Recipient Name"]`, 'the recipient is missing');
    const agency = text(item['Awarding Agency']);
    if (!agency) throw new ImportRefusal(file, `${where}["Awarding Agency"]`, 'the agency is missing');
    const amount = dollars(file, `${where}["Award Amount"]`, 'Award Amount', item['Award Amount'], true) as number;
    const startDate = date(file, `${where}["Start Date"]`, 'Start Date', text(item['Start Date']), true) as string;
    const endDate = date(file, `${where}["End Date"]`, 'End Date', text(item['End Date']), false);
    const awardKey = text(item['generated_internal_id']) || `AWARD_ID_${piid}`;
    const first = seen.get(awardKey);
    if (first) throw new ImportRefusal(file, where, `award ${piid} is already at ${first}`);
    seen.set(awardKey, where);
    return {
      where,
      id: `${awardKey}|award`,
      awardKey,
      piid,
      actionDate: startDate,
      obligation: amount,
      totalValue: amount,
      recipientUei: null,
      recipientName,
      agency,
      naics: null,
      psc: null,
      startDate,
      endDate,
      awardUrl: text(item['generated_internal_id']) ? awardUrl(awardKey) : null,
    };
  });
}

export function parseUsaspending(file: string, input: string): ParsedAction[] {
  const start = input.replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{') || start.startsWith('[') ? parseSearchJson(file, input) : parseCsvFile(file, input);
}
