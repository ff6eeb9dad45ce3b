/**
 * Runs one import: the rules every kind shares (see importer.ts). Used by the API's admin endpoint (when
 * the app runs, it owns the database) and by the CLI directly (when no API runs).
 */
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { IMPORTERS } from './importers.js';
import { ImportRefusal, type ImportFile, type ImportOptions, type Importer, type WriteResult } from './importer.js';

/** The command line or the request names no known kind, misses an option, or gives one that does not exist. */
export class ImportUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportUsageError';
  }
}

export interface ImportRequest {
  readonly kind: string;
  readonly files: readonly ImportFile[];
  readonly options: ImportOptions;
}

export interface FileReport extends WriteResult {
  readonly file: string;
}

export interface ImportReport {
  readonly kind: string;
  readonly files: readonly FileReport[];
  readonly inserted: number;
  readonly updated: number;
  readonly unchanged: number;
}

export function findImporter(kind: string, importers: readonly Importer[] = IMPORTERS): Importer {
  const importer = importers.find((candidate) => candidate.kind === kind);
  if (importer) return importer;
  const known = importers.map((candidate) => candidate.kind).join(', ') || 'none yet';
  throw new ImportUsageError(`Unknown import kind "${kind}". Known kinds: ${known}.`);
}

/** Every required option present, every option known, flags without values and values without flags. */
export function checkOptions(importer: Importer, options: ImportOptions): void {
  const specs = importer.options ?? [];
  for (const [name, value] of Object.entries(options)) {
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) throw new ImportUsageError(`"${importer.kind}" has no option --${name}.`);
    if (spec.flag && value !== true) throw new ImportUsageError(`--${name} takes no value.`);
    if (!spec.flag && (value === true || value === ''))
      throw new ImportUsageError(`--${name} needs a value (${spec.help}).`);
  }
  for (const spec of specs)
    if (spec.required && !(spec.name in options))
      throw new ImportUsageError(`"${importer.kind}" needs --${spec.name} (${spec.help}).`);
}

/** Every format we read is text: a NUL character means a binary (or corrupted) file, which no database text holds. */
function refuseBinary(file: ImportFile): void {
  const at = file.text.indexOf('\u0000');
  if (at < 0) return;
  const line = file.text.slice(0, at).split('\n').length;
  throw new ImportRefusal(file.name, `line ${line}`, 'contains a NUL character: not a text file of this kind.');
}

/** Every file parsed (pure): the units to write, each with the name the report gives it. */
export function parseImport(
  importer: Importer,
  files: readonly ImportFile[],
  options: ImportOptions,
): Array<{ name: string; parsed: unknown }> {
  for (const file of files) refuseBinary(file);
  if (importer.parseAll) return importer.parseAll(files, options);
  return files.map((file) => ({ name: file.name, parsed: importer.parse(file, options) }));
}

/**
 * Parses every file first (a refusal stops the import before anything is written), then writes them all
 * in one transaction: one failure rolls the whole import back.
 */
export async function runImport(
  target: { db: Kysely<Database>; databaseKind: DatabaseKind },
  request: ImportRequest,
  now: Date,
  importers: readonly Importer[] = IMPORTERS,
): Promise<ImportReport> {
  const importer = findImporter(request.kind, importers);
  checkOptions(importer, request.options);
  if (request.files.length === 0) throw new ImportUsageError(`No file to import for "${importer.kind}".`);
  const units = parseImport(importer, request.files, request.options);
  const context = { now, options: request.options, databaseKind: target.databaseKind };
  const files = await target.db.transaction().execute(async (trx) => {
    const reports: FileReport[] = [];
    for (const { name, parsed } of units) reports.push({ file: name, ...(await importer.write(trx, parsed, context)) });
    return reports;
  });
  const sum = (key: 'inserted' | 'updated' | 'unchanged') => files.reduce((total, file) => total + file[key], 0);
  return {
    kind: importer.kind,
    files,
    inserted: sum('inserted'),
    updated: sum('updated'),
    unchanged: sum('unchanged'),
  };
}

/** The report as the CLI prints it. */
export function describeReport(report: ImportReport): string {
  const lines = report.files.map(
    (file) =>
      `  ${file.file}: ${file.inserted} new, ${file.updated} updated, ${file.unchanged} unchanged` +
      (file.notes?.length ? `\n${file.notes.map((note) => `    ${note}`).join('\n')}` : ''),
  );
  const total = `${report.kind}: ${report.files.length} file${report.files.length === 1 ? '' : 's'} imported — ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged.`;
  return [total, ...lines].join('\n');
}
