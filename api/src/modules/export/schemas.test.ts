import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../errors.js';
import { MESSAGES, cellProblem, isExportDate, isExportDateTime, parseExportRequest } from './schemas.js';
import { columnWidth, sheetData } from './workbook.js';

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

  it('lays the sheet out header first, in column order, with widths from the headers', () => {
    const columns = [
      { key: 'b', header: 'Bee', type: 'integer' as const },
      { key: 'a', header: 'A much longer header', type: 'text' as const },
    ];
    const data = sheetData({ columns, rows: [{ a: 'x', b: 2 }] });
    assert.deepEqual(
      data.map((row) => row.map((cell) => (cell && typeof cell === 'object' && 'value' in cell ? cell.value : cell))),
      [
        ['Bee', 'A much longer header'],
        [2, 'x'],
      ],
    );
    assert.deepEqual(columns.map(columnWidth), [8, 22]);
  });
});
