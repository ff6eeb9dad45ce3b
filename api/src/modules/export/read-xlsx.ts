/**
 * Test support: reads back the first sheet of an .xlsx file with nothing but node:zlib, so the export
 * tests check the workbook a spreadsheet application would open, not the writer's inputs.
 */
import { inflateRawSync } from 'node:zlib';

export type ReadCell = string | number | boolean | null;

export interface ReadWorkbook {
  sheetNames: string[];
  /** Frozen rows at the top of the first sheet. */
  frozenRows: number;
  /** Column widths of the first sheet, in characters. */
  widths: number[];
  /** Cells of the first sheet; dates and date-times come back as the wall-clock text they show. */
  rows: ReadCell[][];
  /** Number format of each cell (same shape as rows; undefined for "General"). */
  formats: Array<Array<string | undefined>>;
  /** Whether each cell is bold. */
  bold: boolean[][];
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/** Every file in a zip archive (stored or deflated entries). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= 0; i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file');
  const entries = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw new Error('bad central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1] ?? '') : undefined;
}

const BUILT_IN_FORMATS: Record<number, string> = { 0: 'General', 14: 'mm-dd-yy', 49: '@' };
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function isDateFormat(format: string | undefined): boolean {
  return format !== undefined && /[dy]/i.test(format) && !format.includes('$');
}

/** A date serial number → the wall-clock text it shows (date, or date and time to the second). */
function serialToText(serial: number): string {
  const iso = new Date(Math.round(EXCEL_EPOCH_MS + serial * DAY_MS)).toISOString();
  return Number.isInteger(serial) ? iso.slice(0, 10) : iso.slice(0, 19);
}

function columnIndex(ref: string): number {
  let index = 0;
  for (const ch of /^[A-Z]+/.exec(ref)?.[0] ?? '') index = index * 26 + (ch.charCodeAt(0) - 64);
  return index - 1;
}

export function readXlsx(file: Buffer): ReadWorkbook {
  const files = unzip(file);
  const text = (name: string) => files.get(name)?.toString('utf8') ?? '';
  const sheetNames = [...text('xl/workbook.xml').matchAll(/<sheet\b[^>]*>/g)].map((m) => attribute(m[0], 'name') ?? '');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => decode(t[1] ?? '')).join(''),
  );
  const styles = text('xl/styles.xml');
  const numFmts = new Map<number, string>(
    [...styles.matchAll(/<numFmt\b[^>]*>/g)].map((m) => [
      Number(attribute(m[0], 'numFmtId')),
      attribute(m[0], 'formatCode') ?? '',
    ]),
  );
  const fonts = [...(/<fonts\b[\s\S]*?<\/fonts>/.exec(styles)?.[0] ?? '').matchAll(/<font>([\s\S]*?)<\/font>/g)].map(
    (m) => /<b\/>/.test(m[1] ?? ''),
  );
  const xfs = [...(/<cellXfs\b[\s\S]*?<\/cellXfs>/.exec(styles)?.[0] ?? '').matchAll(/<xf\b[^>]*>/g)].map((m) => {
    const id = Number(attribute(m[0], 'numFmtId') ?? 0);
    const format = numFmts.get(id) ?? BUILT_IN_FORMATS[id];
    return {
      format: format === 'General' ? undefined : format,
      bold: fonts[Number(attribute(m[0], 'fontId') ?? 0)] ?? false,
    };
  });

  const sheet = text('xl/worksheets/sheet1.xml');
  const frozenRows = Number(
    /<pane\b[^>]*state="frozen"[^>]*>/.exec(sheet) ? attribute(/<pane\b[^>]*>/.exec(sheet)?.[0] ?? '', 'ySplit') : 0,
  );
  const widths = [...sheet.matchAll(/<col\b[^>]*>/g)].map((m) => Number(attribute(m[0], 'width')));
  const rows: ReadCell[][] = [];
  const formats: Array<Array<string | undefined>> = [];
  const bold: boolean[][] = [];
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const r = Number(attribute(rowMatch[0], 'r')) - 1;
    const cells: ReadCell[] = [];
    const cellFormats: Array<string | undefined> = [];
    const cellBold: boolean[] = [];
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const tag = `<c${cellMatch[1] ?? ''}>`;
      const c = columnIndex(attribute(tag, 'r') ?? 'A1');
      const type = attribute(tag, 't');
      const style = xfs[Number(attribute(tag, 's') ?? 0)];
      const raw = /<v>([\s\S]*?)<\/v>/.exec(cellMatch[2] ?? '')?.[1];
      const inline = /<is>[\s\S]*?<t[^>]*>([\s\S]*?)<\/t>/.exec(cellMatch[2] ?? '')?.[1];
      let value: ReadCell = null;
      if (type === 's') value = shared[Number(raw)] ?? null;
      else if (type === 'inlineStr') value = decode(inline ?? '');
      else if (type === 'str') value = decode(raw ?? '');
      else if (type === 'b') value = raw === '1';
      else if (raw !== undefined) value = isDateFormat(style?.format) ? serialToText(Number(raw)) : Number(raw);
      cells[c] = value;
      cellFormats[c] = style?.format;
      cellBold[c] = style?.bold ?? false;
    }
    rows[r] = Array.from(cells, (v) => v ?? null);
    formats[r] = Array.from(cellFormats);
    bold[r] = Array.from(cellBold, (b) => b ?? false);
  }
  return { sheetNames, frozenRows, widths, rows: Array.from(rows, (row) => row ?? []), formats, bold };
}
