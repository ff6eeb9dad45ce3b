import type { FlowTrade } from '@flowdeck/api-types';
import type { ExportType, ExportValue, FlowColumn } from './flow-columns';
import { marketWallClock } from './flow-format';

/** POST excel's body (api/src/modules/export/schemas.ts). */
export interface ExcelExportRequest {
  filename: string;
  sheet: string;
  columns: Array<{ key: string; header: string; type: ExportType }>;
  rows: Array<Record<string, ExportValue>>;
}

export const EXPORT_SHEET_NAME = 'Flow';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
/** Lets Excel read the file as UTF-8 (it guesses a legacy code page otherwise). */
const BYTE_ORDER_MARK = '\uFEFF';
/** Text starting with these is run as a formula by spreadsheet apps (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when needed; text that a spreadsheet would run as a formula is defused. */
export function csvField(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvValue(column: FlowColumn, trade: FlowTrade): ExportValue {
  const value = column.exportValue(trade);
  // "2026-11-20 10:31:05" is what spreadsheet apps read as a date-time from CSV.
  return column.exportType === 'datetime' && typeof value === 'string' ? value.replace('T', ' ') : value;
}

/** The rows as CSV, in the order and columns shown, with a header of full column names. */
export function buildCsv(columns: readonly FlowColumn[], rows: readonly FlowTrade[]): string {
  const lines = new Array<string>(rows.length + 1);
  lines[0] = columns.map((c) => csvField(c.title)).join(',');
  for (let i = 0; i < rows.length; i++) {
    const trade = rows[i] as FlowTrade;
    lines[i + 1] = columns.map((c) => csvField(csvValue(c, trade))).join(',');
  }
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** The POST excel body for the rows shown. */
export function buildExcelRequest(
  columns: readonly FlowColumn[],
  rows: readonly FlowTrade[],
  filename: string,
): ExcelExportRequest {
  return {
    filename,
    sheet: EXPORT_SHEET_NAME,
    columns: columns.map((c) => ({ key: c.id, header: c.title, type: c.exportType })),
    rows: rows.map((trade) => {
      const row: Record<string, ExportValue> = {};
      for (const c of columns) row[c.id] = c.exportValue(trade);
      return row;
    }),
  };
}

/** "flow-SPY-QQQ-2026-11-20-1031" (New York time): names both downloads. */
export function exportFilename(tickers: readonly string[], now: Date): string {
  const [date = '', time = ''] = marketWallClock(now.toISOString()).split('T');
  const scope = tickers.length === 0 ? 'all' : tickers.slice(0, 3).join('-') + (tickers.length > 3 ? '-more' : '');
  return `flow-${scope}-${date}-${time.slice(0, 5).replace(':', '')}`;
}

/** Hands a file to the browser as a download. */
export function downloadFile(content: Blob, filename: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
