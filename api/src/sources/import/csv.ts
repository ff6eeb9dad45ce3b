/**
 * Delimited text as public data sets publish it (RFC 4180: quoted fields, doubled quotes, line breaks
 * inside quotes), comma or tab separated. Rows keep their line number for refusals.
 */
import { ImportRefusal } from './importer.js';

export interface CsvRow {
  /** Line the row starts on (1-based). */
  line: number;
  cells: string[];
}

/** Comma unless the first line has more tabs than commas. */
export function detectDelimiter(text: string): ',' | '\t' {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return (first.match(/\t/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? '\t' : ',';
}

export function parseCsv(file: string, text: string, delimiter: ',' | '\t' = detectDelimiter(text)): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let afterQuote = false;
  const body = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (quoted) {
      if (char === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell.trim() === '' && !afterQuote) {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
      afterQuote = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRow();
      afterQuote = false;
      line++;
      rowLine = line;
    } else if (afterQuote && char.trim() !== '') {
      throw new ImportRefusal(
        file,
        `line ${line}`,
        'text after a closing quote (a quote inside a field is written "")',
      );
    } else cell += char;
  }
  if (quoted)
    throw new ImportRefusal(file, `line ${rowLine}`, 'a quoted field is never closed (the file is cut short)');
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** A header's names, lower-cased with spaces, dashes and underscores removed: "Ex-Date" → "exdate". */
export function normaliseHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');
}
