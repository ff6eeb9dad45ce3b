// The importer CLI (ARCHITECTURE §8): `npm run import -- <kind> <file|dir> [--option value]…` from the
// repository root. Paths are read relative to the directory the command was typed in. With the API running
// the files go through it (it owns the database); otherwise the database is opened here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { IMPORTERS } from '../sources/import/importers.js';
import { ImportRefusal, type ImportFile, type ImportOptions, type Importer } from '../sources/import/importer.js';
import { ADMIN_IMPORT_PATH } from '../sources/import/routes.js';
import {
  ImportUsageError,
  checkOptions,
  describeReport,
  findImporter,
  parseImport,
  runImport,
  type ImportReport,
  type ImportRequest,
} from '../sources/import/run-import.js';
import { CommandError, openExistingDatabase, postToRunningApi, refusalReason, type AdminApiDeps } from './admin-api.js';

/** An import may carry a quarter of SEC data sets: give the running API time to write it. */
const IMPORT_ANSWER_TIMEOUT_MS = 10 * 60_000;

export function usage(importers: readonly Importer[] = IMPORTERS): string {
  const kinds = importers.map((importer) => {
    const options = (importer.options ?? [])
      .map((option) => {
        const text = option.flag ? `--${option.name}` : `--${option.name} <${option.help}>`;
        return option.required ? text : `[${text}]`;
      })
      .join(' ');
    return `  ${importer.kind.padEnd(20)} ${importer.summary}${options ? `\n  ${''.padEnd(20)} ${options}` : ''}`;
  });
  return ['Usage: npm run import -- <kind> <file|dir> [--option value]…', 'Kinds:', ...kinds].join('\n');
}

export interface ImportArgs {
  kind: string;
  target: string;
  options: ImportOptions;
}

/** `<kind> <file|dir>` then `--name value` or `--flag` (a flag is an option the kind declares as one). */
export function parseImportArgs(args: readonly string[], importers: readonly Importer[] = IMPORTERS): ImportArgs {
  const [kind, target, ...rest] = args;
  if (!kind) throw new ImportUsageError('No kind given.');
  const importer = findImporter(kind, importers);
  if (!target || target.startsWith('--')) throw new ImportUsageError(`"${kind}" needs a file or a directory.`);
  const options: Record<string, string | true> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (!arg.startsWith('--') || arg === '--') throw new ImportUsageError(`Unexpected argument "${arg}".`);
    const name = arg.slice(2);
    const spec = importer.options?.find((option) => option.name === name);
    if (spec?.flag) options[name] = true;
    else {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) throw new ImportUsageError(`--${name} needs a value.`);
      options[name] = value;
      i++;
    }
  }
  checkOptions(importer, options);
  return { kind, target, options };
}

/** The files to import: the one given, or those of the directory (and below) that the kind reads, sorted. */
export function readImportFiles(importer: Importer, target: string, cwd: string): ImportFile[] {
  const absolute = path.resolve(cwd, target);
  let stats;
  try {
    stats = statSync(absolute);
  } catch {
    throw new CommandError(`${target}: no such file or directory.`);
  }
  const shown = (file: string) => path.relative(cwd, file) || file;
  const read = (file: string): ImportFile => ({ name: shown(file), text: readFileSync(file, 'utf8') });
  if (!stats.isDirectory()) return [read(absolute)];
  const files = (readdirSync(absolute, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && importer.accepts(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (files.length === 0)
    throw new CommandError(`${target}: no file that "${importer.kind}" reads is in this directory.`);
  return files.map(read);
}

async function importThroughApi(
  request: ImportRequest,
  config: Config,
  deps: AdminApiDeps,
): Promise<ImportReport | null> {
  const answer = await postToRunningApi(ADMIN_IMPORT_PATH, request, config, {
    apiTimeoutMs: IMPORT_ANSWER_TIMEOUT_MS,
    ...deps,
  });
  if (!answer) return null;
  if (answer.ok && answer.body && Array.isArray(answer.body.files)) return answer.body as unknown as ImportReport;
  throw new CommandError(`Refused (HTTP ${answer.status}): ${refusalReason(answer)}`);
}

async function importDirectly(
  request: ImportRequest,
  config: Config,
  now: Date,
  importers: readonly Importer[],
): Promise<ImportReport> {
  const handle = await openExistingDatabase(config);
  try {
    await migrateToLatest(handle.db);
    return await runImport({ db: handle.db, databaseKind: handle.kind }, request, now, importers);
  } finally {
    await handle.close();
  }
}

export async function runImportCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  deps: AdminApiDeps & { cwd?: string; importers?: readonly Importer[] } = {},
): Promise<string> {
  const importers = deps.importers ?? IMPORTERS;
  const parsed = parseImportArgs(args, importers);
  const importer = findImporter(parsed.kind, importers);
  // npm runs the script in the API's folder; INIT_CWD is where the command was typed.
  const cwd = deps.cwd ?? env.INIT_CWD ?? process.cwd();
  const request: ImportRequest = {
    kind: parsed.kind,
    files: readImportFiles(importer, parsed.target, cwd),
    options: parsed.options,
  };
  // Refuse a malformed file here, before sending megabytes to the API (the API parses again: it trusts no client).
  parseImport(importer, request.files, request.options);
  const config = loadConfig(env);
  const viaApi = await importThroughApi(request, config, deps);
  if (viaApi) return describeReport(viaApi);
  const report = await importDirectly(request, config, deps.now?.() ?? new Date(), importers);
  return `${describeReport(report)}\n(No API was running; the database was updated directly.)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(await runImportCommand(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof ImportUsageError) console.error(`${error.message}\n${usage()}`);
    else if (error instanceof ImportRefusal) console.error(`Refused: ${error.message}. Nothing was imported.`);
    else if (error instanceof ConfigError || error instanceof CommandError) console.error(error.message);
    else throw error;
    process.exit(1);
  }
}
