/**
 * `npm run import -- analyst-ratings <file|dir>`: rating actions in the industry's record, CSV or JSON.
 * Columns (any case, spaces, dashes or underscores): date, time, ticker, firm, analyst, action, price
 * target action, rating prior, rating current, price target prior, price target current. Benzinga's
 * calendar names are read too (`action_company`, `action_pt`, `pt_prior`, `pt_current`, and `analyst` as
 * the firm when `analyst_name` names the person); JSON is a list of such records or `{ "ratings": [...] }`.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RatingAction, TargetAction } from '@flowdeck/api-types';
import { COVERAGE_ENDING_ACTIONS, RATING_ACTION_LABELS } from '@flowdeck/endpoints/analyst-ratings';
import { upsertAnalystRatings, type NewAnalystRating } from '../../modules/analyst-ratings/repository.js';
import {
  impliedTargetAction,
  readAction,
  readTargetAction,
  stanceOf,
} from '../../modules/analyst-ratings/vocabulary.js';
import { normaliseHeader, parseCsv } from '../import/csv.js';
import { defineImporter, ImportRefusal } from '../import/importer.js';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export interface ParsedRating {
  where: string;
  id: string;
  date: string;
  time: string | null;
  ticker: string;
  firm: string;
  analyst: string | null;
  action: RatingAction;
  targetAction: TargetAction | null;
  ratingPrior: string | null;
  ratingCurrent: string | null;
  targetPrior: number | null;
  targetCurrent: number | null;
}

/** Accepted names of each field, normalised (see normaliseHeader). */
const FIELDS = {
  date: ['date', 'actiondate'],
  time: ['time', 'actiontime'],
  ticker: ['ticker', 'symbol'],
  firm: ['firm', 'brokerage', 'analystfirm', 'researchfirm'],
  analyst: ['analyst', 'analystname'],
  action: ['action', 'ratingaction', 'actioncompany'],
  targetAction: ['pricetargetaction', 'targetaction', 'ptaction', 'actionpt'],
  ratingPrior: ['ratingprior', 'priorrating'],
  ratingCurrent: ['ratingcurrent', 'currentrating', 'rating'],
  targetPrior: ['pricetargetprior', 'targetprior', 'ptprior', 'priorpricetarget'],
  targetCurrent: ['pricetargetcurrent', 'targetcurrent', 'ptcurrent', 'pricetarget', 'currentpricetarget'],
} as const;

type Field = keyof typeof FIELDS;
type Record_ = Partial<Record<Field, string>>;

/** Benzinga writes the firm under `analyst` and the person under `analyst_name`. */
function fieldOf(name: string, names: readonly string[]): Field | undefined {
  const normalised = normaliseHeader(name);
  const benzinga =
    names.some((n) => normaliseHeader(n) === 'analystname') &&
    !names.some((n) => FIELDS.firm.includes(normaliseHeader(n) as never));
  if (benzinga && normalised === 'analyst') return 'firm';
  return (Object.keys(FIELDS) as Field[]).find((f) => (FIELDS[f] as readonly string[]).includes(normalised));
}

function pick(entries: Array<[string, unknown]>): Record_ {
  const names = entries.map(([key]) => key);
  const record: Record_ = {};
  for (const [key, value] of entries) {
    const field = fieldOf(key, names);
    if (field && value !== null && value !== undefined && String(value).trim() !== '')
      record[field] = String(value).trim();
  }
  return record;
}

/** YYYY-MM-DD or MM/DD/YYYY. */
function dateOf(file: string, where: string, value: string | undefined): string {
  if (value === undefined) throw new ImportRefusal(file, where, 'date is missing');
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : value.slice(0, 10);
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso)
    throw new ImportRefusal(file, where, `date "${value}" is not a date (YYYY-MM-DD or MM/DD/YYYY)`);
  return iso;
}

/** HH:MM or HH:MM:SS (24-hour, New York time), kept as HH:MM. */
function timeOf(file: string, where: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59)
    throw new ImportRefusal(file, where, `time "${value}" is not a time (HH:MM or HH:MM:SS, 24-hour)`);
  return `${match[1]?.padStart(2, '0')}:${match[2]}`;
}

/** "$120", "1,250.50", "120.00"; null when absent. */
function targetOf(file: string, where: string, field: string, value: string | undefined): number | null {
  if (value === undefined) return null;
  const amount = Number(value.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(amount) || amount <= 0)
    throw new ImportRefusal(file, where, `${field} "${value}" is not a price (a positive number of dollars)`);
  return amount;
}

function toRating(file: string, where: string, record: Record_): ParsedRating {
  const date = dateOf(file, where, record.date);
  const time = timeOf(file, where, record.time);
  const ticker = record.ticker?.toUpperCase();
  if (!ticker || !TICKER_PATTERN.test(ticker))
    throw new ImportRefusal(file, where, record.ticker ? `"${record.ticker}" is not a ticker` : 'ticker is missing');
  if (!record.firm) throw new ImportRefusal(file, where, 'firm is missing');
  if (record.firm.length > 80) throw new ImportRefusal(file, where, 'firm is longer than 80 characters');
  if (!record.action) throw new ImportRefusal(file, where, 'action is missing');
  const action = readAction(record.action);
  if (!action)
    throw new ImportRefusal(
      file,
      where,
      `action "${record.action}" is not one of ${Object.values(RATING_ACTION_LABELS).join(', ')}`,
    );
  const targetPrior = targetOf(file, where, 'price target prior', record.targetPrior);
  const targetCurrent = targetOf(file, where, 'price target current', record.targetCurrent);
  let targetAction: TargetAction | null;
  if (record.targetAction !== undefined) {
    targetAction = readTargetAction(record.targetAction);
    if (!targetAction)
      throw new ImportRefusal(
        file,
        where,
        `price target action "${record.targetAction}" is not one of Raises, Lowers, Maintains, Announces, Removes`,
      );
  } else targetAction = impliedTargetAction(targetPrior, targetCurrent);
  const ratingCurrent = record.ratingCurrent ?? null;
  if (!COVERAGE_ENDING_ACTIONS.includes(action) && ratingCurrent === null && targetCurrent === null)
    throw new ImportRefusal(
      file,
      where,
      `an action "${record.action}" needs a current rating or a current price target`,
    );
  const analyst = record.analyst ?? null;
  const id = `imp:${createHash('sha256')
    .update([date, time ?? '', ticker, record.firm.toLowerCase(), (analyst ?? '').toLowerCase(), action].join('|'))
    .digest('hex')
    .slice(0, 20)}`;
  return {
    where,
    id,
    date,
    time,
    ticker,
    firm: record.firm,
    analyst,
    action,
    targetAction,
    ratingPrior: record.ratingPrior ?? null,
    ratingCurrent,
    targetPrior,
    targetCurrent,
  };
}

function parseJson(file: string, text: string): ParsedRating[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportRefusal(file, 'JSON', `not valid JSON (${(error as Error).message})`);
  }
  const container = json as { ratings?: unknown };
  const [list, at] = Array.isArray(json)
    ? [json, '']
    : Array.isArray(container?.ratings)
      ? [container.ratings, 'ratings']
      : [null, ''];
  if (!list) throw new ImportRefusal(file, 'JSON', 'expected a list of rating actions or { "ratings": [...] }');
  return (list as unknown[]).map((item, index) => {
    const where = `element ${at}[${index}]`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw new ImportRefusal(file, where, 'not an object');
    return toRating(file, where, pick(Object.entries(item)));
  });
}

function parseDelimited(file: string, text: string): ParsedRating[] {
  const [header, ...rows] = parseCsv(file, text);
  if (!header) throw new ImportRefusal(file, 'line 1', 'the file is empty');
  const names = header.cells;
  const fields = new Set(names.map((name) => fieldOf(name, names)));
  const missing = (['date', 'ticker', 'firm', 'action'] as const).filter((f) => !fields.has(f));
  if (missing.length > 0)
    throw new ImportRefusal(
      file,
      'line 1',
      `the header needs ${missing.join(', ')} columns; it has ${names.join(', ')}`,
    );
  return rows.map((row) => {
    if (row.cells.length !== names.length)
      throw new ImportRefusal(
        file,
        `line ${row.line}`,
        `${row.cells.length} fields where the header has ${names.length}`,
      );
    return toRating(file, `line ${row.line}`, pick(names.map((name, i) => [name, row.cells[i]])));
  });
}

export function parseAnalystRatings(file: string, text: string): ParsedRating[] {
  const start = text.trimStart();
  const ratings = start.startsWith('{') || start.startsWith('[') ? parseJson(file, text) : parseDelimited(file, text);
  const seen = new Map<string, string>();
  for (const rating of ratings) {
    const first = seen.get(rating.id);
    if (first)
      throw new ImportRefusal(
        file,
        rating.where,
        `the same action (${rating.firm} on ${rating.ticker}, ${rating.date}) is already at ${first}`,
      );
    seen.set(rating.id, rating.where);
  }
  return ratings;
}

export const analystRatingsImporter = defineImporter<{ ratings: ParsedRating[]; file: string }>({
  kind: 'analyst-ratings',
  summary:
    'analyst rating actions (date, time, ticker, firm, analyst, action, rating and price target prior → current), CSV or JSON',
  accepts: (fileName) => /\.(csv|tsv|txt|json)$/i.test(fileName),
  parse(file) {
    const ratings = parseAnalystRatings(file.name, file.text);
    if (ratings.length === 0) throw new ImportRefusal(file.name, 'end of file', 'no rating action in the file');
    return { ratings, file: file.name };
  },
  async write(trx, { ratings, file }, context) {
    const source = `Imported (${path.basename(file)})`;
    const rows: NewAnalystRating[] = ratings.map((r) => ({
      id: r.id,
      date: r.date,
      time: r.time,
      ticker: r.ticker,
      firm: r.firm,
      analyst: r.analyst,
      action: r.action,
      target_action: r.targetAction,
      rating_prior: r.ratingPrior,
      rating_current: r.ratingCurrent,
      target_prior: r.targetPrior,
      target_current: r.targetCurrent,
      source,
      source_file: file,
      imported_at: context.now,
    }));
    const unmapped = [
      ...new Set(ratings.map((r) => r.ratingCurrent).filter((r): r is string => r !== null && stanceOf(r) === null)),
    ];
    const notes = [`${ratings.length} actions from ${new Set(ratings.map((r) => r.firm)).size} firms`];
    if (unmapped.length > 0)
      notes.push(`ratings not read as buy, hold or sell (kept, not judged): ${unmapped.join(', ')}`);
    return { ...(await upsertAnalystRatings(trx, rows)), notes };
  },
});
