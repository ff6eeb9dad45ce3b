/**
 * A streaming .xlsx writer for POST excel (issue 22 point 2: memory bounded). The sheet's XML is made a few
 * hundred rows at a time and deflated into the zip as it goes (fflate), so an export never holds the
 * sheet's whole XML: what it keeps is the compressed file, a tenth of the rows' JSON. Strings are written
 * inline (no shared-string table to hold); the header row is bold and frozen; each column type has its
 * number format. The format is ECMA-376 (SpreadsheetML), as Excel, LibreOffice and Google Sheets read it.
 */
import type { ColumnType } from '@flowdeck/endpoints/export';
import type { ExportColumn } from '@flowdeck/endpoints/export/contracts';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { ExportRequest } from './schemas.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel number formats per column type (US conventions, as the app shows them). */
export const CELL_FORMATS: Record<ColumnType, string | undefined> = {
  text: '@',
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
/** Rows turned into XML and deflated at a time. */
const ROWS_PER_CHUNK = 500;
/** Text ("@") is a built-in format; the others are declared from this id on, as the format requires. */
const TEXT_FORMAT_ID = 49;
const FIRST_CUSTOM_FORMAT_ID = 164;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A column's width: as given, else from its header (a date-time needs room for its format). */
export function columnWidth(column: ExportColumn): number {
  if (column.width !== undefined) return column.width;
  const forType = column.type === 'datetime' ? 19 : column.type === 'date' ? 11 : 0;
  return Math.min(MAX_AUTO_WIDTH, Math.max(MIN_AUTO_WIDTH, column.header.length + 2, forType));
}

// Characters XML 1.0 cannot carry at all: dropped rather than making a file Excel refuses to open.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** "A", "B", … "Z", "AA", … for a 0-based column index. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Zone-less wall-clock text → Excel's serial day number (days since 1899-12-30, the time as its fraction). */
export function excelSerial(wallClock: string): number {
  const ms = Date.parse(wallClock.length === 10 ? `${wallClock}T00:00:00Z` : `${wallClock}Z`);
  return (ms - EXCEL_EPOCH_MS) / DAY_MS;
}

/** Style ids: 0 General, 1 the bold header, then one per number format in use. */
function stylesOf(columns: readonly ExportColumn[]) {
  const formats = [...new Set(columns.map((c) => CELL_FORMATS[c.type]).filter((f): f is string => f !== undefined))];
  const formatIds = new Map<string, number>();
  let next = FIRST_CUSTOM_FORMAT_ID;
  for (const format of formats) formatIds.set(format, format === '@' ? TEXT_FORMAT_ID : next++);
  const styleOf = new Map(formats.map((format, i) => [format, i + 2]));
  const custom = formats.filter((f) => f !== '@');
  const xml =
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    (custom.length > 0
      ? `<numFmts count="${custom.length}">${custom
          .map((f) => `<numFmt numFmtId="${formatIds.get(f)}" formatCode="${escapeXml(f)}"/>`)
          .join('')}</numFmts>`
      : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${formats.length + 2}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    formats
      .map(
        (f) => `<xf numFmtId="${formatIds.get(f)}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      )
      .join('') +
    '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
  return { xml, styleOf };
}

type Cell = string | number | boolean | null | undefined;

function cellXml(ref: string, type: ColumnType, style: number | undefined, value: Cell): string {
  if (value === null || value === undefined) return '';
  const s = style === undefined ? '' : ` s="${style}"`;
  switch (type) {
    case 'text':
      return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value as string)}</t></is></c>`;
    case 'boolean':
      return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
    case 'date':
    case 'datetime':
      return `<c r="${ref}"${s}><v>${excelSerial(value as string)}</v></c>`;
    default:
      return `<c r="${ref}"${s}><v>${value as number}</v></c>`;
  }
}

/** The .xlsx file of a validated export (first row frozen so headers stay in view). */
export function writeWorkbook(request: ExportRequest): Promise<Buffer> {
  const { columns, rows } = request;
  const letters = columns.map((_, i) => columnLetters(i));
  const styles = stylesOf(columns);
  const styleIds = columns.map((c) => {
    const format = CELL_FORMATS[c.type];
    return format === undefined ? undefined : styles.styleOf.get(format);
  });

  return new Promise<Buffer>((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, data, final) => {
      if (error) return reject(error);
      parts.push(data);
      if (final) resolve(Buffer.concat(parts));
    });
    const file = (name: string, text: string) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(strToU8(text), true);
    };

    file(
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    );
    file(
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    file(
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        `<sheet name="${escapeXml(request.sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
    file(
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    );
    file('xl/styles.xml', styles.xml);

    const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    zip.add(sheet);
    const header = columns
      .map((c, i) => `<c r="${letters[i]}1" s="1" t="inlineStr"><is><t>${escapeXml(c.header)}</t></is></c>`)
      .join('');
    sheet.push(
      strToU8(
        `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
          '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
          `<cols>${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${columnWidth(c)}" customWidth="1"/>`).join('')}</cols>` +
          `<sheetData><row r="1">${header}</row>`,
      ),
    );
    for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
      let xml = '';
      for (let r = start; r < Math.min(start + ROWS_PER_CHUNK, rows.length); r++) {
        const row = rows[r] ?? {};
        const n = r + 2;
        xml += `<row r="${n}">`;
        for (let c = 0; c < columns.length; c++) {
          const column = columns[c]!;
          xml += cellXml(`${letters[c]}${n}`, column.type, styleIds[c], row[column.key]);
        }
        xml += '</row>';
      }
      sheet.push(strToU8(xml));
    }
    sheet.push(strToU8('</sheetData></worksheet>'), true);
    zip.end();
  });
}
