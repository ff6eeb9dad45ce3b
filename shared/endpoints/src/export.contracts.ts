/**
 * POST excel's contract (see ./export.ts). The body schema is the envelope: its rows are checked cell by
 * cell once the columns are known (the API's export/schemas.ts), since zod per cell is too slow for 10⁶
 * cells. The API applies it in the export worker, not at the edge (the body stays text on the event loop).
 */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  COLUMN_TYPES,
  DEFAULT_FILENAME,
  DEFAULT_SHEET,
  EXPORT_EXCEL,
  EXPORT_MESSAGES as MESSAGES,
  MAX_COLUMN_WIDTH,
  MAX_EXPORT_COLUMNS,
  MAX_EXPORT_ROWS,
  MAX_FILENAME,
  MAX_HEADER,
  MAX_SHEET_NAME,
  XLSX_EXTENSION,
} from '@flowdeck/endpoints/export';
import { z } from 'zod';

const FILENAME_PATTERN = /^[A-Za-z0-9 ._-]+$/;
const SHEET_FORBIDDEN = /[[\]:*?/\\]/;
const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

const columnSchema = z.strictObject(
  {
    key: z.string({ error: MESSAGES.columnKey }).regex(KEY_PATTERN, MESSAGES.columnKey),
    header: z.string({ error: MESSAGES.header }).trim().min(1, MESSAGES.header).max(MAX_HEADER, MESSAGES.header),
    type: z.enum(COLUMN_TYPES, { error: MESSAGES.type }).default('text'),
    width: z
      .number({ error: MESSAGES.width })
      .refine((w) => Number.isInteger(w) && w >= 1 && w <= MAX_COLUMN_WIDTH, MESSAGES.width)
      .optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.expectedObject : undefined) },
);
export type ExportColumn = z.output<typeof columnSchema>;

export const exportBodySchema = z.strictObject(
  {
    filename: z
      .string({ error: MESSAGES.filename })
      .trim()
      .transform((name) => (name.toLowerCase().endsWith(XLSX_EXTENSION) ? name.slice(0, -XLSX_EXTENSION.length) : name))
      .refine(
        (name) => name.length >= 1 && name.length <= MAX_FILENAME && FILENAME_PATTERN.test(name),
        MESSAGES.filename,
      )
      .default(DEFAULT_FILENAME),
    sheet: z
      .string({ error: MESSAGES.sheet })
      .trim()
      .refine(
        (name) => name.length >= 1 && name.length <= MAX_SHEET_NAME && !SHEET_FORBIDDEN.test(name),
        MESSAGES.sheet,
      )
      .default(DEFAULT_SHEET),
    columns: z
      .array(columnSchema, { error: MESSAGES.columns })
      .min(1, MESSAGES.columns)
      .max(MAX_EXPORT_COLUMNS, MESSAGES.columns)
      .superRefine(
        (columns: unknown[], ctx) => {
          const seen = new Set<string>();
          columns.forEach((column, index) => {
            const key = typeof column === 'object' && column !== null ? (column as { key?: unknown }).key : undefined;
            if (typeof key !== 'string') return;
            if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: MESSAGES.duplicateKey });
            seen.add(key);
          });
        },
        // Repeats are reported even when other columns (or other fields of these) are wrong.
        { when: (payload) => Array.isArray(payload.value) },
      ),
    rows: z.array(z.unknown(), { error: MESSAGES.rows }).max(MAX_EXPORT_ROWS, MESSAGES.tooManyRows),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.expectedObject : undefined) },
);
/** What a client sends (names, sheet and types may be left out). */
export type ExportBody = z.input<typeof exportBodySchema>;

export const exportExcelContract = defineContract(EXPORT_EXCEL, { body: exportBodySchema });
