/**
 * Spec §7 POST excel: any table the app shows, as an .xlsx download, for signed-in users. The body is
 * `{ filename?, sheet?, columns: [{ key, header, type?, width? }], rows: [{ [key]: value }] }`; the API
 * parses and checks it in a worker thread (see ./export.contracts.ts). Zod-free (see ./market.ts).
 */
import type { Route } from '@flowdeck/endpoints/route';

/** POST excel limits: what one workbook may hold. */
export const MAX_EXPORT_ROWS = 100_000;
export const MAX_EXPORT_COLUMNS = 50;
/** Excel's own limit on the characters of one cell. */
export const MAX_CELL_TEXT = 32_767;
/** Excel's own limit on a sheet name. */
export const MAX_SHEET_NAME = 31;
export const MAX_FILENAME = 100;
export const MAX_HEADER = 255;
export const MAX_COLUMN_WIDTH = 100;
/** Row problems reported in one answer; a 100,000-row body with a systematic mistake stays readable. */
export const MAX_ROW_ERRORS = 20;

export const DEFAULT_FILENAME = 'export';
export const DEFAULT_SHEET = 'Sheet1';
export const XLSX_EXTENSION = '.xlsx';

/**
 * How a column's cells are written. Dates and date-times are written as the wall-clock value the client
 * sends: a spreadsheet has no time zones, so "10:31 New York time" must arrive as `…T10:31:00`.
 */
export const COLUMN_TYPES = ['text', 'number', 'integer', 'money', 'percent', 'date', 'datetime', 'boolean'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const EXPORT_MESSAGES = {
  expectedObject: 'Send a JSON object.',
  invalidJson: 'Send the export as a JSON object.',
  unknownField: 'Unknown field.',
  filename: `Use 1–${MAX_FILENAME} letters, digits, spaces, ".", "_" or "-".`,
  sheet: `Sheet names are 1–${MAX_SHEET_NAME} characters without [ ] : * ? / \\.`,
  columns: `Send 1–${MAX_EXPORT_COLUMNS} columns.`,
  columnKey: 'Column keys are 1–64 letters, digits, "_", "-" or ".".',
  duplicateKey: 'Another column has this key.',
  header: `Headers are 1–${MAX_HEADER} characters.`,
  type: `Types are ${COLUMN_TYPES.join(', ')}.`,
  width: `Widths are whole numbers from 1 to ${MAX_COLUMN_WIDTH} (characters).`,
  rows: 'Send a list of rows.',
  tooManyRows: `Send at most ${MAX_EXPORT_ROWS.toLocaleString('en-US')} rows.`,
  row: 'Each row is an object keyed by column key.',
  text: `Send text of at most ${MAX_CELL_TEXT.toLocaleString('en-US')} characters, or null.`,
  number: 'Send a number, or null.',
  integer: 'Send a whole number, or null.',
  date: 'Send a date as YYYY-MM-DD, or null.',
  datetime: 'Send a date-time without a zone (YYYY-MM-DDTHH:MM:SS, the wall-clock time to show), or null.',
  boolean: 'Send true or false, or null.',
  moreRowErrors: (more: number) =>
    `${more.toLocaleString('en-US')} more cells have problems; fix the ones listed first.`,
} as const;

/** The answer is the workbook itself (`content-disposition` names the file), not JSON. */
export const EXPORT_EXCEL: Route<'POST', 'excel', Blob> = {
  method: 'POST',
  path: 'excel',
  requirement: 'manageOwnAccount',
  summary: `Any table the app shows as an .xlsx download (at most ${MAX_EXPORT_ROWS.toLocaleString('en-US')} rows of ${MAX_EXPORT_COLUMNS} columns; 429 when busy).`,
};
