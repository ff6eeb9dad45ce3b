/**
 * Senate LDA filings as the LDA API publishes them (`lda.senate.gov/api/v1/filings/`): `{ count, next,
 * previous, results: [...] }` (or a bare list of filings), each with filing_uuid, filing_type, filing_year,
 * filing_period, income, expenses, registrant{name…}, client{name…} and lobbying_activities[] (issue code
 * and display name, description, lobbyists[{lobbyist{first_name, middle_name, last_name…}}],
 * government_entities[{name}]). The amount is `income` (an outside firm's fee) or `expenses` (in-house),
 * whichever is present. Registrations (no reporting period) carry no spend and are set aside.
 */
import type { LobbyingIssue } from '@flowdeck/api-types';
import { ImportRefusal } from '../import/importer.js';

export interface ParsedLobbyingFiling {
  where: string;
  id: string;
  filingType: string;
  filingYear: number;
  filingPeriod: string;
  quarter: string;
  amount: number | null;
  registrant: string;
  client: string;
  issues: LobbyingIssue[];
  lobbyists: string[];
  governmentEntities: string[];
  postedAt: string | null;
  filingUrl: string | null;
}

export interface ParsedLdaFile {
  filings: ParsedLobbyingFiling[];
  /** Registrations and other filings without a reporting period: not spend. */
  setAside: number;
}

/** The LDA's reporting periods → the quarter they end in (mid-year and year-end reports were semiannual before 2008). */
const PERIOD_QUARTER: Readonly<Record<string, number>> = {
  first_quarter: 1,
  second_quarter: 2,
  third_quarter: 3,
  fourth_quarter: 4,
  mid_year: 2,
  year_end: 4,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** "50000.00", 50000 or null; anything else is refused. */
function money(file: string, where: string, value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/,/g, '')) : NaN;
  if (!Number.isFinite(amount) || amount < 0)
    throw new ImportRefusal(file, where, `${JSON.stringify(value)} is not an amount of dollars`);
  return amount;
}

function lobbyistName(entry: unknown): string | null {
  const person = isRecord(entry) && isRecord(entry['lobbyist']) ? entry['lobbyist'] : null;
  if (!person) return null;
  const name = [person['first_name'], person['middle_name'], person['last_name'], person['suffix']]
    .map(text)
    .filter(Boolean)
    .join(' ');
  return name || null;
}

function activities(file: string, where: string, value: unknown) {
  if (!Array.isArray(value)) throw new ImportRefusal(file, `${where}.lobbying_activities`, 'missing or not a list');
  const issues: LobbyingIssue[] = [];
  const lobbyists = new Set<string>();
  const entities = new Set<string>();
  value.forEach((activity, index) => {
    const at = `${where}.lobbying_activities[${index}]`;
    if (!isRecord(activity)) throw new ImportRefusal(file, at, 'not an object');
    const code = text(activity['general_issue_code']).toUpperCase();
    if (!/^[A-Z]{3}$/.test(code))
      throw new ImportRefusal(file, `${at}.general_issue_code`, `"${code}" is not an LDA issue code`);
    issues.push({
      code,
      name: text(activity['general_issue_code_display']) || code,
      description: text(activity['description']) || null,
    });
    for (const entry of Array.isArray(activity['lobbyists']) ? activity['lobbyists'] : []) {
      const name = lobbyistName(entry);
      if (name) lobbyists.add(name);
    }
    for (const entity of Array.isArray(activity['government_entities']) ? activity['government_entities'] : []) {
      const name = isRecord(entity) ? text(entity['name']) : '';
      if (name) entities.add(name);
    }
  });
  return { issues, lobbyists: [...lobbyists], governmentEntities: [...entities] };
}

export function parseLda(file: string, input: string): ParsedLdaFile {
  let root: unknown;
  try {
    root = JSON.parse(input);
  } catch (error) {
    throw new ImportRefusal(file, 'JSON', `not valid JSON (${(error as Error).message})`);
  }
  const [list, at] = Array.isArray(root)
    ? [root, '']
    : isRecord(root) && Array.isArray(root['results'])
      ? [root['results'], 'results']
      : [null, ''];
  if (!list) throw new ImportRefusal(file, 'JSON', 'expected the LDA API’s { results: [...] } or a list of filings');
  const filings: ParsedLobbyingFiling[] = [];
  const seen = new Map<string, string>();
  let setAside = 0;
  (list as unknown[]).forEach((item, index) => {
    const where = `element ${at}[${index}]`;
    if (!isRecord(item)) throw new ImportRefusal(file, where, 'not an object');
    const id = text(item['filing_uuid']).toLowerCase();
    if (!UUID.test(id)) throw new ImportRefusal(file, `${where}.filing_uuid`, `"${id}" is not a filing UUID`);
    const first = seen.get(id);
    if (first) throw new ImportRefusal(file, where, `filing ${id} is already at ${first}`);
    seen.set(id, where);
    const period = text(item['filing_period']);
    if (!period) {
      setAside++;
      return;
    }
    const quarter = PERIOD_QUARTER[period];
    if (!quarter) throw new ImportRefusal(file, `${where}.filing_period`, `"${period}" is not an LDA reporting period`);
    const year = Number(item['filing_year']);
    if (!Number.isInteger(year) || year < 1995 || year > 2100)
      throw new ImportRefusal(file, `${where}.filing_year`, `${JSON.stringify(item['filing_year'])} is not a year`);
    const registrant = isRecord(item['registrant']) ? text(item['registrant']['name']) : '';
    if (!registrant) throw new ImportRefusal(file, `${where}.registrant.name`, 'the registrant is missing');
    const client = isRecord(item['client']) ? text(item['client']['name']) : '';
    if (!client) throw new ImportRefusal(file, `${where}.client.name`, 'the client is missing');
    const income = money(file, `${where}.income`, item['income']);
    const expenses = money(file, `${where}.expenses`, item['expenses']);
    const posted = text(item['dt_posted']);
    filings.push({
      where,
      id,
      filingType: text(item['filing_type']) || '—',
      filingYear: year,
      filingPeriod: period,
      quarter: `${year}-Q${quarter}`,
      amount: income ?? expenses,
      registrant,
      client,
      ...activities(file, where, item['lobbying_activities']),
      postedAt: posted && !Number.isNaN(Date.parse(posted)) ? new Date(posted).toISOString() : null,
      filingUrl: text(item['filing_document_url']) || null,
    });
  });
  return { filings, setAside };
}
