/**
 * The importer contract (ARCHITECTURE §8): one CLI, `npm run import -- <kind> <file|dir> [--option value]…`,
 * reads real public formats into the database, while the app runs or not. Each kind is one `Importer`,
 * listed once in `importers.ts`. The runner (`run-import.ts`) owns the rules every kind shares:
 * - all-or-nothing: every file is parsed before anything is written, then all rows are written in one
 *   transaction; one refused file means nothing from the whole import is written;
 * - a refusal names the file, the place (line, element or field) and the reason (`ImportRefusal`);
 * - idempotent: `write` must leave the database unchanged when the same file is imported again
 *   (natural keys + `on conflict do nothing`, or update-if-different), and report what it did.
 */
import type { Transaction } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** One input file: `name` is the path as the user gave it (shown in refusals), `text` its content. */
export interface ImportFile {
  readonly name: string;
  readonly text: string;
}

/** A file the importer will not take: where exactly and why. Nothing from the import is written. */
export class ImportRefusal extends Error {
  constructor(
    readonly file: string,
    /** 'line 12', 'element ownershipDocument/issuer/issuerCik', 'field results[3].income'… */
    readonly where: string,
    readonly reason: string,
  ) {
    super(`${file}: ${where}: ${reason}`);
    this.name = 'ImportRefusal';
  }
}

/** `--name value` options after the path (`--flag` alone is `true`). */
export type ImportOptions = Readonly<Record<string, string | true>>;

export interface ImportOptionSpec {
  readonly name: string;
  readonly help: string;
  readonly required?: boolean;
  /** Takes no value. */
  readonly flag?: boolean;
}

export interface WriteContext {
  readonly now: Date;
  readonly options: ImportOptions;
  /** For `bulkInsert` (COPY on PGlite), the fast path for large files. */
  readonly databaseKind: DatabaseKind;
}

/** What one file changed: rows written, rows changed in place, rows already there as they are. */
export interface WriteResult {
  readonly inserted: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Lines for the report: mapping coverage ("412 mapped, 3 unmapped: …"), units used… */
  readonly notes?: readonly string[];
}

export interface Importer<Parsed = unknown> {
  /** The `<kind>` on the command line. */
  readonly kind: string;
  /** One line for the usage text: what it reads. */
  readonly summary: string;
  readonly options?: readonly ImportOptionSpec[];
  /** Which files of a directory this kind reads (by name); files given one by one are always read. */
  accepts(fileName: string): boolean;
  /** Pure: text in, rows out. Throws `ImportRefusal` for anything malformed. */
  parse(file: ImportFile, options: ImportOptions): Parsed;
  /**
   * For a format spread over several files (the SEC insider data sets' tables, joined on a key): parses all
   * the import's files together into the units written one by one, each named for the report. Without it,
   * every file is parsed alone and is one unit.
   */
  parseAll?(files: readonly ImportFile[], options: ImportOptions): Array<{ name: string; parsed: Parsed }>;
  /** Writes one parsed file inside the import's transaction; idempotent. May throw `ImportRefusal` too. */
  write(trx: Transaction<Database>, parsed: Parsed, context: WriteContext): Promise<WriteResult>;
}

/** Keeps the `Parsed` type between `parse` and `write` while listing importers of different kinds together. */
export function defineImporter<Parsed>(importer: Importer<Parsed>): Importer {
  return importer as unknown as Importer;
}
