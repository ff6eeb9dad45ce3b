/**
 * Execution files → executions. Two formats:
 * - `tradervue`: Tradervue's generic import format exactly as it documents it (columns Date, Time, Symbol,
 *   Quantity, Price, Side, optional Commission, TransFee, ECNFee; the header optional when the columns are
 *   in that order);
 * - `generic`: the same, plus the column names brokers' exports use (Trade Date, Qty, Action, Fill Price…)
 *   and an optional Account column, so one file can hold several accounts.
 * Both: dates mm/dd/yyyy, mm-dd-yyyy, yyyy/mm/dd, yyyy-mm-dd or yyyymmdd (never day-first); times HH:MM[:SS]
 * in 24-hour form in the import's time zone (12:00:00 when the column is absent); a side starting with B or
 * S, or no side and a negative quantity for a sell; commas or tabs; fees positive for a charge.
 */
import { ACCOUNT_NAME_MAX, type ExecutionSide, type JournalFormat } from '@flowdeck/endpoints/journal';
import { ImportRefusal } from '../../sources/import/importer.js';
import { parseInstrument } from './instruments.js';
import { zonedToInstant } from './local-time.js';

/** Rows one file may hold (a very active year of fills). */
export const MAX_IMPORT_ROWS = 50_000;

export type Side = ExecutionSide;

/** One fill as read from a file or typed by hand; `executedAt` is an ISO instant. */
export interface ParsedExecution {
  account: string;
  executedAt: string;
  /** Canonical symbol (see instruments.ts). */
  symbol: string;
  side: Side;
  quantity: number;
  price: number;
  commission: number;
  /** Transaction + ECN fees (a credit is negative). */
  fees: number;
  /** 1-based line in the file, for messages. */
  line: number;
}

export interface ParseOptions {
  format: JournalFormat;
  /** The account for rows without an Account column. */
  account: string;
  timeZone: string;
}

type Column =
  'date' | 'time' | 'symbol' | 'quantity' | 'price' | 'side' | 'commission' | 'transFee' | 'ecnFee' | 'account';

/** The order the header-less form must follow (Tradervue's). */
const POSITIONAL: readonly Column[] = [
  'date',
  'time',
  'symbol',
  'quantity',
  'price',
  'side',
  'commission',
  'transFee',
  'ecnFee',
];

const TRADERVUE_NAMES: Record<string, Column> = {
  date: 'date',
  time: 'time',
  symbol: 'symbol',
  quantity: 'quantity',
  price: 'price',
  side: 'side',
  commission: 'commission',
  transfee: 'transFee',
  ecnfee: 'ecnFee',
};

const GENERIC_NAMES: Record<string, Column> = {
  ...TRADERVUE_NAMES,
  tradedate: 'date',
  execdate: 'date',
  executiondate: 'date',
  exectime: 'time',
  executiontime: 'time',
  tradetime: 'time',
  ticker: 'symbol',
  instrument: 'symbol',
  security: 'symbol',
  qty: 'quantity',
  shares: 'quantity',
  contracts: 'quantity',
  size: 'quantity',
  fillprice: 'price',
  execprice: 'price',
  tradeprice: 'price',
  action: 'side',
  buysell: 'side',
  bs: 'side',
  commissions: 'commission',
  comm: 'commission',
  secfee: 'transFee',
  fees: 'transFee',
  account: 'account',
  accountname: 'account',
  acct: 'account',
};

const headerKey = (cell: string): string => cell.toLowerCase().replace(/[^a-z]/g, '');

/** Splits one delimited line; double quotes wrap a cell that holds the delimiter ("1,250.00"). */
export function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** A calendar date in one of the accepted forms (month first), or null. */
export function parseDate(text: string): { year: number; month: number; day: number } | null {
  const t = text.trim();
  let m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(t);
  let parts: [number, number, number] | null = null;
  if (m) parts = [Number(m[3]), Number(m[1]), Number(m[2])];
  m = parts ? null : /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(t);
  if (m) parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  m = parts ? null : /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (m) parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!parts) return null;
  const [year, month, day] = parts;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** HH:MM or HH:MM:SS, 24-hour; or null. */
export function parseTime(text: string): { hour: number; minute: number; second: number } | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

/** A number as brokers write it: `1,250.50`, `$3.10`, `(12.00)` for a negative. */
export function parseNumber(text: string): number | null {
  let t = text.trim().replace(/[$,\s]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  const value = Number(t);
  return negative ? -value : value;
}

/** The side of a fill from a Side cell: anything starting with B buys, S sells (BOT, SLD, Short…). */
export function parseSide(text: string): Side | null {
  const first = text.trim().charAt(0).toUpperCase();
  if (first === 'B') return 'buy';
  if (first === 'S') return 'sell';
  return null;
}

const round = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Reads one file. Every row must be whole: the first bad row refuses the file with its line and reason
 * (nothing of it is kept), so a fix-and-retry never leaves half an import.
 */
export function parseExecutionsText(fileName: string, text: string, options: ParseOptions): ParsedExecution[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const firstIndex = lines.findIndex((l) => l.trim() !== '');
  if (firstIndex < 0) throw new ImportRefusal(fileName, 'file', 'The file holds no executions.');
  const firstLine = lines[firstIndex] ?? '';
  const delimiter = firstLine.includes('\t') ? '\t' : ',';
  const firstCells = splitLine(firstLine, delimiter);
  const hasHeader = parseDate(firstCells[0] ?? '') === null;
  const names = options.format === 'tradervue' ? TRADERVUE_NAMES : GENERIC_NAMES;

  let columns: (Column | null)[];
  if (hasHeader) {
    columns = firstCells.map((cell) => names[headerKey(cell)] ?? null);
    for (const required of ['symbol', 'quantity', 'price'] as const) {
      if (!columns.includes(required)) {
        const known =
          options.format === 'tradervue'
            ? 'Date,Time,Symbol,Quantity,Price,Side'
            : 'Date,Time,Symbol,Quantity,Price,Side (or their usual synonyms)';
        throw new ImportRefusal(
          fileName,
          `line ${firstIndex + 1}`,
          `The header has no ${required} column (expected ${known}).`,
        );
      }
    }
    if (!columns.includes('date'))
      throw new ImportRefusal(fileName, `line ${firstIndex + 1}`, 'The header has no Date column.');
    const seen = new Set<Column>();
    for (const column of columns) {
      if (column && seen.has(column))
        throw new ImportRefusal(fileName, `line ${firstIndex + 1}`, `Two columns mean ${column}.`);
      if (column) seen.add(column);
    }
  } else {
    columns = POSITIONAL.slice(0, Math.max(firstCells.length, 5));
  }

  const executions: ParsedExecution[] = [];
  for (let index = hasHeader ? firstIndex + 1 : firstIndex; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    const lineNo = index + 1;
    const where = `line ${lineNo}`;
    const cells = splitLine(raw, delimiter);
    const cell = (column: Column): string | undefined => {
      const at = columns.indexOf(column);
      return at < 0 ? undefined : cells[at];
    };
    if (executions.length >= MAX_IMPORT_ROWS)
      throw new ImportRefusal(fileName, where, `A file may hold at most ${MAX_IMPORT_ROWS} executions; split it.`);

    const date = parseDate(cell('date') ?? '');
    if (!date)
      throw new ImportRefusal(
        fileName,
        where,
        `"${cell('date') ?? ''}" is not a date (use mm/dd/yyyy, yyyy-mm-dd or yyyymmdd).`,
      );
    const timeText = cell('time');
    const time = timeText === undefined || timeText === '' ? { hour: 12, minute: 0, second: 0 } : parseTime(timeText);
    if (!time) throw new ImportRefusal(fileName, where, `"${timeText ?? ''}" is not a time (use HH:MM:SS, 24-hour).`);
    const symbolText = cell('symbol') ?? '';
    const instrument = parseInstrument(symbolText);
    if (!instrument) throw new ImportRefusal(fileName, where, `"${symbolText}" is not a stock or option symbol.`);
    const quantity = parseNumber(cell('quantity') ?? '');
    if (quantity === null || quantity === 0)
      throw new ImportRefusal(fileName, where, `"${cell('quantity') ?? ''}" is not a quantity.`);
    const price = parseNumber(cell('price') ?? '');
    if (price === null || price < 0)
      throw new ImportRefusal(fileName, where, `"${cell('price') ?? ''}" is not a price.`);
    const sideText = cell('side');
    let side: Side | null;
    if (sideText === undefined || sideText === '') side = quantity < 0 ? 'sell' : 'buy';
    else {
      side = parseSide(sideText);
      if (!side) throw new ImportRefusal(fileName, where, `"${sideText}" is not a side (it must start with B or S).`);
    }
    const fee = (column: Column): number => {
      const text = cell(column);
      if (text === undefined || text === '') return 0;
      const value = parseNumber(text);
      if (value === null) throw new ImportRefusal(fileName, where, `"${text}" is not an amount for ${column}.`);
      return value;
    };
    const accountText = cell('account')?.trim();
    const account = accountText ? accountText : options.account;
    if (account.length > ACCOUNT_NAME_MAX)
      throw new ImportRefusal(fileName, where, `Account names are at most ${ACCOUNT_NAME_MAX} characters.`);

    executions.push({
      account,
      executedAt: zonedToInstant(date, time, options.timeZone).toISOString(),
      symbol: instrument.symbol,
      side,
      quantity: round(Math.abs(quantity), 6),
      price: round(price, 6),
      commission: round(fee('commission'), 4),
      fees: round(fee('transFee') + fee('ecnFee'), 4),
      line: lineNo,
    });
  }
  if (executions.length === 0) throw new ImportRefusal(fileName, 'file', 'The file holds no executions.');
  return executions;
}

/** The identity of an execution: the same fill imported twice is one fill. */
export function executionKey(
  e: Pick<ParsedExecution, 'account' | 'executedAt' | 'symbol' | 'side' | 'quantity' | 'price'>,
): string {
  return [e.account, new Date(e.executedAt).toISOString(), e.symbol, e.side, e.quantity, e.price].join('|');
}
