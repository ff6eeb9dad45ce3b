/** CSV export of the table as shown: the ticker, the name and the view's columns, in the table's format. */
import type { ScreenerRow } from '@flowdeck/api-types';
import { SCREENER_FIELD_BY_ID } from '@flowdeck/endpoints/screener';

function cell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Raw values (not abbreviated), so a spreadsheet can compute with them; blank when unknown. */
export function screenerCsv(rows: readonly ScreenerRow[], columns: readonly string[]): string {
  const header = ['Ticker', 'Company', ...columns.map((c) => SCREENER_FIELD_BY_ID.get(c)?.label ?? c)];
  const lines = [header.map(cell).join(',')];
  for (const row of rows) {
    const values = columns.map((c) => {
      const v = row[c];
      if (v === null || v === undefined) return '';
      if (typeof v === 'boolean') return v ? 'Yes' : 'No';
      if (Array.isArray(v)) return v.join('; ');
      return String(v);
    });
    lines.push([row.symbol, row.name, ...values].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
