/**
 * `npm run import -- journal <file> --user <username> [--format tradervue|generic] [--account NAME]
 * [--tz America/New_York]`: a broker's execution file into one user's trade journal, with the same parse
 * and write as the page's upload. Re-importing a file adds nothing (execution identity).
 */
import { DEFAULT_ACCOUNT, JOURNAL_FORMATS, type JournalFormat } from '@flowdeck/endpoints/journal';
import { defineImporter, ImportRefusal, type ImportOptions } from '../../sources/import/importer.js';
import { parseExecutionsText, type ParsedExecution } from './csv-format.js';
import { DEFAULT_JOURNAL_TIME_ZONE, isTimeZone } from './local-time.js';
import { createJournalRepository, insertExecutions } from './repository.js';

interface ParsedJournalFile {
  file: string;
  rows: ParsedExecution[];
}

const text = (options: ImportOptions, name: string): string | undefined => {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
};

export const journalImporter = defineImporter<ParsedJournalFile>({
  kind: 'journal',
  summary: "a broker's executions (CSV or tab-separated; generic or Tradervue format) into a user's trade journal",
  options: [
    { name: 'user', help: 'the username whose journal receives the executions', required: true },
    { name: 'format', help: `${JOURNAL_FORMATS.join(' or ')} (default generic)` },
    { name: 'account', help: `the account for rows without an Account column (default ${DEFAULT_ACCOUNT})` },
    { name: 'tz', help: `the time zone of the file's times (default ${DEFAULT_JOURNAL_TIME_ZONE})` },
  ],
  accepts: (fileName) => /\.(csv|tsv|txt)$/i.test(fileName),
  parse(file, options) {
    const format = text(options, 'format') ?? 'generic';
    if (!(JOURNAL_FORMATS as readonly string[]).includes(format))
      throw new ImportRefusal(file.name, 'option --format', `must be one of ${JOURNAL_FORMATS.join(', ')}`);
    const timeZone = text(options, 'tz') ?? DEFAULT_JOURNAL_TIME_ZONE;
    if (!isTimeZone(timeZone))
      throw new ImportRefusal(file.name, 'option --tz', `"${timeZone}" is not a known time zone`);
    try {
      const rows = parseExecutionsText(file.name, file.text, {
        format: format as JournalFormat,
        account: text(options, 'account') ?? DEFAULT_ACCOUNT,
        timeZone,
      });
      return { file: file.name, rows };
    } catch (error) {
      // The runner ends the sentence itself; the page shows the same reasons with their full stop.
      if (error instanceof ImportRefusal)
        throw new ImportRefusal(error.file, error.where, error.reason.replace(/\.$/, ''));
      throw error;
    }
  },
  async write(trx, parsed, context) {
    const username = text(context.options, 'user') ?? '';
    const userId = await createJournalRepository(trx).userIdByUsername(username);
    if (userId === undefined) throw new ImportRefusal(parsed.file, 'option --user', `no user is named "${username}"`);
    const inserted = await insertExecutions(trx, userId, parsed.rows, 'import');
    const accounts = [...new Set(parsed.rows.map((r) => r.account))].sort();
    return {
      inserted: inserted.length,
      updated: 0,
      unchanged: parsed.rows.length - inserted.length,
      notes: [`${parsed.rows.length} executions read for ${username}, accounts: ${accounts.join(', ')}`],
    };
  },
});
