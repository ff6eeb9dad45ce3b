import writeExcelFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { ColumnType, ExportColumn, ExportRequest } from './schemas.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel number formats per column type (US conventions, as the app shows them). */
export const CELL_FORMATS: Record<ColumnType, string | undefined> = {
  text: undefined,
  number: '#,##0.00',
  integer: '#,##0',
  money: '[$$-409]#,##0.00',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  boolean: undefined,
};

const MIN_AUTO_WIDTH = 8;
const MAX_AUTO_WIDTH = 40;

/** Zone-less wall-clock text → the Date whose UTC fields are that wall clock (how the writer stores dates). */
function wallClock(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : `${value}Z`);
}

function cellOf(column: ExportColumn, value: string | number | boolean | null | undefined): Cell {
  if (value === null || value === undefined) return null;
  const format = CELL_FORMATS[column.type];
  switch (column.type) {
    case 'date':
    case 'datetime':
      return { value: wallClock(value as string), type: Date, format };
    case 'text':
      // '@' keeps Excel from reading "00123" or "1-2" as a number or a date.
      return { value: value as string, type: String, format: '@' };
    case 'boolean':
      return { value: value as boolean, type: Boolean };
    default:
      return { value: value as number, type: Number, format };
  }
}

/** A column's width: as given, else from its header (a date-time needs room for its format). */
export function columnWidth(column: ExportColumn): number {
  if (column.width !== undefined) return column.width;
  const forType = column.type === 'datetime' ? 19 : column.type === 'date' ? 11 : 0;
  return Math.min(MAX_AUTO_WIDTH, Math.max(MIN_AUTO_WIDTH, column.header.length + 2, forType));
}

/** The sheet: a bold header row, then one row per item in column order. */
export function sheetData({ columns, rows }: Pick<ExportRequest, 'columns' | 'rows'>): SheetData {
  const data: SheetData = [columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }))];
  for (const row of rows) data.push(columns.map((column) => cellOf(column, row[column.key])));
  return data;
}

/** The .xlsx file of a validated export (first row frozen so headers stay in view). */
export async function writeWorkbook(request: ExportRequest): Promise<Buffer> {
  return writeExcelFile(sheetData(request), {
    sheet: request.sheet,
    columns: request.columns.map((column) => ({ width: columnWidth(column) })),
    stickyRowsCount: 1,
  }).toBuffer();
}
