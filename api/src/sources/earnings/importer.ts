/**
 * `npm run import -- earnings <file|dir> [--source NAME]`: an earnings calendar as CSV (or tab-separated):
 * date, symbol, time (before-open / after-close / unknown; BMO, AMC, "Before Market Open", "--"), fiscal
 * quarter ("Q3 FY2025", "Q3 2025", "2025Q3"), EPS estimate and actual, revenue estimate and actual ("$1.23",
 * "(0.12)", "1,234,000", "12.5B", "N/A"). A row is one company's report of one fiscal quarter; a re-import
 * of the same quarter updates it (a later file with the actuals fills them in).
 */
import path from 'node:path';
import type { EarningsTime } from '@flowdeck/api-types';
import { fiscalQuarterLabel, parseFiscalQuarter } from '../../modules/earnings/fiscal-quarter.js';
import { upsertEarningsReports, type NewEarningsReport } from '../../modules/earnings/repository.js';
import { normaliseHeader, parseCsv } from '../import/csv.js';
import { defineImporter, ImportRefusal } from '../import/importer.js';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export interface ParsedEarnings {
  where: string;
  symbol: string;
  date: string;
  time: EarningsTime;
  fiscalQuarter: string;
  epsEstimate: number | null;
  epsActual: number | null;
  revenueEstimate: number | null;
  revenueActual: number | null;
}

/** Accepted names of each column, normalised (see normaliseHeader). */
const FIELDS = {
  date: ['date', 'reportdate', 'earningsdate', 'announcementdate'],
  symbol: ['symbol', 'ticker'],
  time: ['time', 'timing', 'when', 'reporttime', 'hour'],
  fiscalQuarter: ['fiscalquarter', 'quarter', 'fiscalperiod', 'fiscalquarterending', 'period'],
  epsEstimate: ['epsestimate', 'epsforecast', 'consensuseps', 'estimatedeps', 'epsest'],
  epsActual: ['epsactual', 'eps', 'reportedeps', 'actualeps'],
  revenueEstimate: ['revenueestimate', 'revenueforecast', 'estimatedrevenue', 'revenueest', 'salesestimate'],
  revenueActual: ['revenueactual', 'revenue', 'reportedrevenue', 'actualrevenue', 'sales'],
} as const;
type Field = keyof typeof FIELDS;
const REQUIRED: readonly Field[] = ['date', 'symbol', 'fiscalQuarter'];

const TIMES: Record<string, EarningsTime> = {
  beforeopen: 'before-open',
  bmo: 'before-open',
  beforemarketopen: 'before-open',
  premarket: 'before-open',
  timepremarket: 'before-open',
  afterclose: 'after-close',
  amc: 'after-close',
  aftermarketclose: 'after-close',
  afterhours: 'after-close',
  timeafterhours: 'after-close',
  unknown: 'unknown',
  '': 'unknown',
  tns: 'unknown',
  timenotsupplied: 'unknown',
  '--': 'unknown',
};

const EMPTY = /^(|n\/?a|--|-|null)$/i;
const MULTIPLIERS: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** "$1.23", "(0.12)", "-0.12", "1,234,000", "12.5B"; null for empty, "N/A" or "--". */
export function parseAmount(file: string, where: string, field: string, value: string | undefined): number | null {
  const text = (value ?? '').trim();
  if (EMPTY.test(text)) return null;
  const m = /^(\()?\s*(-)?\s*\$?\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s*([KMBT])?\s*(\))?$/i.exec(text);
  if (!m || Boolean(m[1]) !== Boolean(m[5]))
    throw new ImportRefusal(file, where, `${field} "${text}" is not a number (such as 1.23, (0.12), $12.5B)`);
  const magnitude = Number((m[3] as string).replace(/,/g, '')) * (m[4] ? (MULTIPLIERS[m[4].toUpperCase()] ?? 1) : 1);
  return m[1] || m[2] ? -magnitude : magnitude;
}

/** YYYY-MM-DD or MM/DD/YYYY. */
function parseDate(file: string, where: string, value: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : value;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso)
    throw new ImportRefusal(file, where, `date "${value}" is not a date (YYYY-MM-DD or MM/DD/YYYY)`);
  return iso;
}

export function parseEarningsCsv(file: string, text: string): ParsedEarnings[] {
  const [header, ...rows] = parseCsv(file, text);
  if (!header) throw new ImportRefusal(file, 'line 1', 'the file is empty');
  const columns = header.cells.map((name) => {
    const normal = normaliseHeader(name);
    return (Object.keys(FIELDS) as Field[]).find((f) => (FIELDS[f] as readonly string[]).includes(normal)) ?? null;
  });
  const missing = REQUIRED.filter((f) => !columns.includes(f));
  if (missing.length > 0)
    throw new ImportRefusal(
      file,
      'line 1',
      `the header needs date, symbol and fiscal quarter columns (missing ${missing.join(', ')}); it has ${header.cells.join(', ')}`,
    );
  const seen = new Map<string, string>();
  const parsed = rows.map((row): ParsedEarnings => {
    const where = `line ${row.line}`;
    if (row.cells.length !== header.cells.length)
      throw new ImportRefusal(file, where, `${row.cells.length} fields where the header has ${header.cells.length}`);
    const cell = (field: Field) => {
      const index = columns.indexOf(field);
      return index < 0 ? undefined : (row.cells[index] ?? '').trim();
    };
    const symbol = (cell('symbol') ?? '').toUpperCase();
    if (!TICKER_PATTERN.test(symbol))
      throw new ImportRefusal(file, where, symbol ? `"${cell('symbol')}" is not a ticker` : 'symbol is missing');
    const dateText = cell('date') ?? '';
    if (!dateText) throw new ImportRefusal(file, where, 'date is missing');
    const timeText = (cell('time') ?? '').toLowerCase().replace(/[\s_\-:.]+/g, '');
    const time = TIMES[timeText];
    if (!time)
      throw new ImportRefusal(
        file,
        where,
        `time "${cell('time')}" is not before-open, after-close or unknown (BMO, AMC)`,
      );
    const quarter = parseFiscalQuarter(cell('fiscalQuarter') ?? '');
    if (!quarter)
      throw new ImportRefusal(
        file,
        where,
        `fiscal quarter "${cell('fiscalQuarter') ?? ''}" is not a quarter such as Q3 FY2025, Q3 2025 or 2025Q3`,
      );
    const amount = (field: Field, label: string) => parseAmount(file, where, label, cell(field));
    const report: ParsedEarnings = {
      where,
      symbol,
      date: parseDate(file, where, dateText),
      time,
      fiscalQuarter: fiscalQuarterLabel(quarter),
      epsEstimate: amount('epsEstimate', 'EPS estimate'),
      epsActual: amount('epsActual', 'EPS actual'),
      revenueEstimate: amount('revenueEstimate', 'revenue estimate'),
      revenueActual: amount('revenueActual', 'revenue actual'),
    };
    for (const [label, value] of [
      ['revenue estimate', report.revenueEstimate],
      ['revenue actual', report.revenueActual],
    ] as const)
      if (value !== null && value < 0) throw new ImportRefusal(file, where, `${label} is negative`);
    const key = `${symbol} ${report.fiscalQuarter}`;
    const first = seen.get(key);
    if (first) throw new ImportRefusal(file, where, `${key} is already at ${first}`);
    seen.set(key, where);
    return report;
  });
  return parsed;
}

export const earningsImporter = defineImporter<{ reports: ParsedEarnings[]; file: string }>({
  kind: 'earnings',
  summary:
    'an earnings calendar CSV (date, symbol, time, fiscal quarter, EPS and revenue estimate and actual), into the Earnings page',
  options: [{ name: 'source', help: 'where the calendar comes from, shown on each row, e.g. Nasdaq' }],
  accepts: (fileName) => /\.(csv|tsv|txt)$/i.test(fileName),
  parse(file) {
    const reports = parseEarningsCsv(file.name, file.text);
    if (reports.length === 0) throw new ImportRefusal(file.name, 'end of file', 'no report in the file');
    return { reports, file: file.name };
  },
  async write(trx, { reports, file }, context) {
    const option = context.options['source'];
    const source = typeof option === 'string' ? option : `Imported (${path.basename(file)})`;
    const sourceKey = source
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const rows: NewEarningsReport[] = reports.map((r) => ({
      id: `${sourceKey}:${r.symbol}:${r.fiscalQuarter.replace(' ', '-')}`,
      symbol: r.symbol,
      report_date: r.date,
      report_time: r.time,
      fiscal_quarter: r.fiscalQuarter,
      eps_estimate: r.epsEstimate,
      eps_actual: r.epsActual,
      revenue_estimate: r.revenueEstimate,
      revenue_actual: r.revenueActual,
      source,
      source_file: file,
      imported_at: context.now,
    }));
    const known = await trx
      .selectFrom('symbols')
      .select('symbol')
      .where(
        'symbol',
        'in',
        reports.map((r) => r.symbol),
      )
      .execute();
    const unknown = [...new Set(reports.map((r) => r.symbol))].filter((s) => !known.some((k) => k.symbol === s));
    const withActuals = reports.filter((r) => r.epsActual !== null).length;
    const notes = [`${source}: ${reports.length} reports, ${withActuals} with actuals`];
    if (unknown.length > 0) notes.push(`not in the universe (kept, shown without market data): ${unknown.join(', ')}`);
    return { ...(await upsertEarningsReports(trx, rows)), notes };
  },
});
