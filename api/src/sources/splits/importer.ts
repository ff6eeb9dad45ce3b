/**
 * `npm run import -- splits <file|dir> [--source NAME]`: split announcements as CSV (Nasdaq's calendar
 * columns: Symbol, Ratio "4 : 1", Ex-Date / Execution Date, Payable Date, Announced Date) or JSON (a list
 * of such records, `{ results: [...] }` with Polygon's `ticker, execution_date, split_from, split_to`, or
 * Nasdaq's `{ data: { rows: [...] } }`). Reverse splits included.
 */
import path from 'node:path';
import { parseSplitRatio, type SplitRatio } from '../../modules/stock-splits/split-ratio.js';
import { upsertStockSplits, type NewStockSplit } from '../../modules/stock-splits/repository.js';
import { normaliseHeader, parseCsv } from '../import/csv.js';
import { defineImporter, ImportRefusal } from '../import/importer.js';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export interface ParsedSplit {
  where: string;
  symbol: string;
  ratio: SplitRatio;
  exDate: string;
  announcedDate: string | null;
  recordDate: string | null;
  payableDate: string | null;
}

/** Accepted names of each field, normalised (see normaliseHeader). */
const FIELDS = {
  symbol: ['symbol', 'ticker'],
  ratio: ['ratio', 'splitratio'],
  splitFrom: ['splitfrom'],
  splitTo: ['splitto'],
  exDate: ['exdate', 'executiondate', 'exdividenddate', 'effectivedate'],
  announcedDate: ['announceddate', 'announcementdate', 'announced'],
  recordDate: ['recorddate'],
  payableDate: ['payabledate', 'paydate', 'distributiondate'],
} as const;

type Field = keyof typeof FIELDS;
type Record_ = Partial<Record<Field, string>>;

function pick(entries: Array<[string, unknown]>): Record_ {
  const record: Record_ = {};
  for (const [key, value] of entries) {
    const name = normaliseHeader(key);
    const field = (Object.keys(FIELDS) as Field[]).find((f) => (FIELDS[f] as readonly string[]).includes(name));
    if (field && value !== null && value !== undefined && String(value).trim() !== '')
      record[field] = String(value).trim();
  }
  return record;
}

/** YYYY-MM-DD or MM/DD/YYYY (as Nasdaq writes it); null for "N/A" or empty. */
function date(file: string, where: string, field: string, value: string | undefined, required: boolean): string | null {
  if (value === undefined || /^n\/?a$/i.test(value)) {
    if (required) throw new ImportRefusal(file, where, `${field} is missing`);
    return null;
  }
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : value.slice(0, 10);
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso)
    throw new ImportRefusal(file, where, `${field} "${value}" is not a date (YYYY-MM-DD or MM/DD/YYYY)`);
  return iso;
}

function toSplit(file: string, where: string, record: Record_): ParsedSplit {
  const symbol = record.symbol?.toUpperCase();
  if (!symbol || !TICKER_PATTERN.test(symbol))
    throw new ImportRefusal(file, where, record.symbol ? `"${record.symbol}" is not a ticker` : 'symbol is missing');
  let ratio: SplitRatio | null;
  if (record.ratio !== undefined) {
    ratio = parseSplitRatio(record.ratio);
    if (!ratio)
      throw new ImportRefusal(file, where, `ratio "${record.ratio}" is not a split ratio such as "4 : 1" or "1 : 10"`);
  } else if (record.splitFrom !== undefined && record.splitTo !== undefined) {
    ratio = parseSplitRatio(`${record.splitTo}:${record.splitFrom}`);
    if (!ratio)
      throw new ImportRefusal(
        file,
        where,
        `split_from ${record.splitFrom} and split_to ${record.splitTo} are not a split`,
      );
  } else throw new ImportRefusal(file, where, 'no ratio (or split_from and split_to)');
  return {
    where,
    symbol,
    ratio,
    exDate: date(file, where, 'ex-date', record.exDate, true) as string,
    announcedDate: date(file, where, 'announced date', record.announcedDate, false),
    recordDate: date(file, where, 'record date', record.recordDate, false),
    payableDate: date(file, where, 'payable date', record.payableDate, false),
  };
}

function parseJson(file: string, text: string): ParsedSplit[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportRefusal(file, 'JSON', `not valid JSON (${(error as Error).message})`);
  }
  const container = json as { results?: unknown; data?: { rows?: unknown } };
  const [list, at] = Array.isArray(json)
    ? [json, '']
    : Array.isArray(container?.results)
      ? [container.results, 'results']
      : Array.isArray(container?.data?.rows)
        ? [container.data.rows, 'data.rows']
        : [null, ''];
  if (!list)
    throw new ImportRefusal(file, 'JSON', 'expected a list of splits, { results: [...] } or { data: { rows: [...] } }');
  return (list as unknown[]).map((item, index) => {
    const where = `element ${at ? `${at}` : ''}[${index}]`;
    if (!item || typeof item !== 'object') throw new ImportRefusal(file, where, 'not an object');
    return toSplit(file, where, pick(Object.entries(item)));
  });
}

function parseDelimited(file: string, text: string): ParsedSplit[] {
  const [header, ...rows] = parseCsv(file, text);
  if (!header) throw new ImportRefusal(file, 'line 1', 'the file is empty');
  const names = header.cells;
  const fields = pick(names.map((name) => [name, name]));
  if (!fields.symbol || !fields.exDate || (!fields.ratio && !(fields.splitFrom && fields.splitTo)))
    throw new ImportRefusal(
      file,
      'line 1',
      `the header needs symbol, ratio (or split_from and split_to) and ex-date columns; it has ${names.join(', ')}`,
    );
  return rows.map((row) => {
    if (row.cells.length !== names.length)
      throw new ImportRefusal(
        file,
        `line ${row.line}`,
        `${row.cells.length} fields where the header has ${names.length}`,
      );
    return toSplit(file, `line ${row.line}`, pick(names.map((name, i) => [name, row.cells[i]])));
  });
}

export function parseSplits(file: string, text: string): ParsedSplit[] {
  const splits =
    text.trimStart().startsWith('{') || text.trimStart().startsWith('[')
      ? parseJson(file, text)
      : parseDelimited(file, text);
  const seen = new Map<string, string>();
  for (const split of splits) {
    const key = `${split.symbol}|${split.exDate}`;
    const first = seen.get(key);
    if (first) throw new ImportRefusal(file, split.where, `${split.symbol} on ${split.exDate} is already at ${first}`);
    seen.set(key, split.where);
  }
  return splits;
}

export const splitsImporter = defineImporter<{ splits: ParsedSplit[]; file: string }>({
  kind: 'splits',
  summary:
    'stock split announcements, CSV or JSON (ratio "4 : 1" or split_from/split_to), into the Stock Split Calendar',
  options: [{ name: 'source', help: 'where the announcements come from, shown on each row, e.g. Nasdaq' }],
  accepts: (fileName) => /\.(csv|tsv|txt|json)$/i.test(fileName),
  parse(file) {
    const splits = parseSplits(file.name, file.text);
    if (splits.length === 0) throw new ImportRefusal(file.name, 'end of file', 'no split in the file');
    return { splits, file: file.name };
  },
  async write(trx, { splits, file }, context) {
    const option = context.options['source'];
    const source = typeof option === 'string' ? option : `Imported (${path.basename(file)})`;
    const sourceKey = source
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const rows: NewStockSplit[] = splits.map((split) => ({
      id: `${sourceKey}:${split.symbol}:${split.exDate}`,
      symbol: split.symbol,
      ratio_to: split.ratio.to,
      ratio_from: split.ratio.from,
      ex_date: split.exDate,
      announced_date: split.announcedDate,
      record_date: split.recordDate,
      payable_date: split.payableDate,
      source,
      source_url: null,
      source_file: file,
      imported_at: context.now,
    }));
    const forward = splits.filter((split) => split.ratio.to > split.ratio.from).length;
    const known = await trx
      .selectFrom('symbols')
      .select('symbol')
      .where(
        'symbol',
        'in',
        splits.map((split) => split.symbol),
      )
      .execute();
    const unknown = [...new Set(splits.map((s) => s.symbol))].filter((s) => !known.some((k) => k.symbol === s));
    const notes = [`${source}: ${forward} forward, ${splits.length - forward} reverse`];
    if (unknown.length > 0) notes.push(`not in the universe (kept, shown without price): ${unknown.join(', ')}`);
    return { ...(await upsertStockSplits(trx, rows)), notes };
  },
});
