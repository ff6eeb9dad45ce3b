import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../errors.js';
import { MESSAGES, cellProblem, isExportDate, isExportDateTime, parseExportRequest } from './schemas.js';
import { readXlsx } from './read-xlsx.js';
import { columnLetters, columnWidth, writeWorkbook } from './workbook.js';

describe('export schemas', () => {
  it('accepts real calendar dates and zone-less date-times only', () => {
    assert.ok(isExportDate('2028-02-29'));
    assert.ok(!isExportDate('2026-02-29'));
    assert.ok(!isExportDate('2026-1-05'));
    assert.ok(isExportDateTime('2026-11-20T09:30'));
    assert.ok(isExportDateTime('2026-11-20T16:00:00.125'));
    assert.ok(!isExportDateTime('2026-11-20T16:00:00Z'), 'a zone would leave the shown time ambiguous');
    assert.ok(!isExportDateTime('2026-11-20T16:60:00'));
    assert.ok(!isExportDateTime('2026-11-20'));
  });

  it('checks a cell by its column type; empty cells always pass', () => {
    assert.equal(cellProblem('integer', 3), null);
    assert.equal(cellProblem('integer', 3.5), MESSAGES.integer);
    assert.equal(cellProblem('money', Number.POSITIVE_INFINITY), MESSAGES.number);
    assert.equal(cellProblem('percent', '5%'), MESSAGES.number);
    assert.equal(cellProblem('text', 5), MESSAGES.text);
    assert.equal(cellProblem('boolean', 0), MESSAGES.boolean);
    for (const type of ['text', 'number', 'date', 'boolean'] as const) assert.equal(cellProblem(type, null), null);
  });

  it('defaults names and types, and trims the extension off the filename', () => {
    const request = parseExportRequest({ filename: ' flow.xlsx ', columns: [{ key: 'a', header: 'A' }], rows: [{}] });
    assert.deepEqual(request, {
      filename: 'flow',
      sheet: 'Sheet1',
      columns: [{ key: 'a', header: 'A', type: 'text' }],
      rows: [{}],
    });
    assert.throws(() => parseExportRequest({ columns: [{ key: 'a b', header: 'A' }], rows: [] }), InputError);
  });

  it('lays the sheet out header first, in column order, with widths from the headers', async () => {
    const columns = [
      { key: 'b', header: 'Bee', type: 'integer' as const },
      { key: 'a', header: 'A much longer header', type: 'text' as const },
    ];
    const book = readXlsx(await writeWorkbook({ filename: 'f', sheet: 'S', columns, rows: [{ a: 'x', b: 2 }] }));
    assert.deepEqual(book.rows, [
      ['Bee', 'A much longer header'],
      [2, 'x'],
    ]);
    assert.deepEqual(columns.map(columnWidth), [8, 22]);
    assert.deepEqual(book.widths, [8, 22]);
  });

  it('writes what XML cannot carry safely: markup escaped, control characters dropped, columns past Z', async () => {
    const columns = Array.from({ length: 30 }, (_, i) => ({ key: `k${i}`, header: `H${i}`, type: 'text' as const }));
    const row = Object.fromEntries(columns.map((c, i) => [c.key, i === 0 ? 'a < b & "c" \u0007\u0000end' : `v${i}`]));
    const book = readXlsx(await writeWorkbook({ filename: 'f', sheet: 'A & B', columns, rows: [row] }));
    assert.deepEqual(book.sheetNames, ['A & B']);
    assert.equal(book.rows[1]?.[0], 'a < b & "c" end');
    assert.equal(book.rows[1]?.[29], 'v29');
    assert.deepEqual(
      [columnLetters(0), columnLetters(25), columnLetters(26), columnLetters(701)],
      ['A', 'Z', 'AA', 'ZZ'],
    );
  });
});
