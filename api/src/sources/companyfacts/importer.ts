/**
 * `npm run import -- companyfacts <file|dir> [--symbol TICKER_PATTERN]`: SEC XBRL company facts JSON
 * (`https://data.sec.gov/api/xbrl/companyfacts/CIK##########.json`, or the bulk `companyfacts.zip` unpacked).
 * The files carry a CIK, not a ticker: it comes from `--symbol` (one company) or from the file's name when
 * it is one (`AAPL.json`). Facts are stored as filed; the statements are built from them when read.
 */
import path from 'node:path';
import { COMPANY_FACTS_SOURCE } from '@flowdeck/endpoints/fundamentals';
import { writeCompanyFacts, type NewCompanyFact } from '../../modules/fundamentals/repository.js';
import { defineImporter, ImportRefusal } from '../import/importer.js';
import { parseCompanyFacts, type CompanyFacts } from './parse.js';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

/** The ticker of a file: `--symbol`, else its name when that is a ticker (AAPL.json), never a CIK file name. */
export function tickerFor(fileName: string, option: string | true | undefined): string | null {
  if (typeof option === 'string')
    return TICKER_PATTERN.test(option.trim().toUpperCase()) ? option.trim().toUpperCase() : null;
  const base = path
    .basename(fileName)
    .replace(/\.json$/i, '')
    .toUpperCase();
  return TICKER_PATTERN.test(base) && !/^CIK\d+$/.test(base) ? base : null;
}

export const companyFactsImporter = defineImporter<{ company: CompanyFacts; symbol: string; file: string }>({
  kind: 'companyfacts',
  summary: 'SEC XBRL company facts JSON (data.sec.gov/api/xbrl/companyfacts), into Fundamentals and Ratio Analysis',
  options: [{ name: 'symbol', help: 'the ticker of the company (else the file name, e.g. AAPL.json)' }],
  accepts: (fileName) => /\.json$/i.test(fileName),
  parse(file, options) {
    const symbol = tickerFor(file.name, options['symbol']);
    if (!symbol)
      throw new ImportRefusal(
        file.name,
        'file name',
        typeof options['symbol'] === 'string'
          ? `--symbol "${options['symbol']}" is not a ticker`
          : 'a companyfacts file names no ticker: name the file after it (AAPL.json) or pass --symbol',
      );
    const company = parseCompanyFacts(file.name, file.text);
    if (company.facts.length === 0)
      throw new ImportRefusal(file.name, 'facts', 'no fact of a statement line (us-gaap, ifrs-full or dei)');
    return { company, symbol, file: file.name };
  },
  async write(trx, { company, symbol, file }, context) {
    const rows = new Map<string, NewCompanyFact>();
    for (const fact of company.facts) {
      const id = `sec:${company.cik}:${fact.tag}:${fact.unit}:${fact.start ?? ''}:${fact.end}:${fact.accn}`;
      // The same fact is sometimes listed twice for one filing (two frames): one row.
      if (rows.has(id)) continue;
      rows.set(id, {
        id,
        symbol,
        cik: company.cik,
        entity_name: company.entityName,
        tag: fact.tag,
        unit: fact.unit,
        period_start: fact.start,
        period_end: fact.end,
        val: fact.val,
        accn: fact.accn,
        fy: fact.fy,
        fp: fact.fp,
        form: fact.form,
        filed: fact.filed,
        frame: fact.frame,
        source_file: path.basename(file),
        imported_at: context.now,
      });
    }
    const known = await trx.selectFrom('symbols').select('symbol').where('symbol', '=', symbol).executeTakeFirst();
    const filings = new Set(company.facts.map((fact) => fact.accn)).size;
    const notes = [
      `${COMPANY_FACTS_SOURCE}: ${company.entityName} (CIK ${company.cik}) as ${symbol}, ${filings} filings`,
    ];
    if (!known) notes.push(`${symbol} is not in the universe: kept, shown once it is`);
    return { ...(await writeCompanyFacts(trx, company.cik, symbol, [...rows.values()])), notes };
  },
});
