/**
 * SEC XBRL company facts (`https://data.sec.gov/api/xbrl/companyfacts/CIK##########.json`): pure parsing.
 * `facts[taxonomy][tag].units[unit][]` holds every value the company filed, each
 * `{ start?, end, val, accn, fy, fp, form, filed, frame? }`; duration facts have `start`, instant facts
 * (balance sheet, cover page) only `end`. Only the tags a statement line reads are kept (KEPT_TAGS).
 */
import { KEPT_TAGS } from '../../modules/fundamentals/concepts.js';
import { ImportRefusal } from '../import/importer.js';

export interface CompanyFact {
  /** `us-gaap:Revenues`. */
  tag: string;
  unit: string;
  start: string | null;
  end: string;
  val: number;
  accn: string;
  fy: number | null;
  fp: string | null;
  form: string;
  filed: string;
  frame: string | null;
}

export interface CompanyFacts {
  cik: string;
  entityName: string;
  facts: CompanyFact[];
}

const TAXONOMIES = new Set(['us-gaap', 'ifrs-full', 'dei', 'srt', 'invest']);
const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;

function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fact(file: string, where: string, tag: string, unit: string, raw: unknown): CompanyFact {
  if (!isObject(raw)) throw new ImportRefusal(file, where, 'not an object');
  const { start, end, val, accn, fy, fp, form, filed, frame } = raw;
  if (!isDate(end)) throw new ImportRefusal(file, `${where}.end`, `"${String(end)}" is not a date (YYYY-MM-DD)`);
  if (start !== undefined && !isDate(start))
    throw new ImportRefusal(file, `${where}.start`, `"${String(start)}" is not a date (YYYY-MM-DD)`);
  if (typeof start === 'string' && start > end)
    throw new ImportRefusal(file, `${where}.start`, `${start} is after the end ${end}`);
  if (typeof val !== 'number' || !Number.isFinite(val))
    throw new ImportRefusal(file, `${where}.val`, `"${String(val)}" is not a number`);
  if (typeof accn !== 'string' || !ACCESSION.test(accn))
    throw new ImportRefusal(
      file,
      `${where}.accn`,
      `"${String(accn)}" is not an accession number (0000000000-00-000000)`,
    );
  if (typeof form !== 'string' || form.trim() === '') throw new ImportRefusal(file, `${where}.form`, 'form is missing');
  if (!isDate(filed)) throw new ImportRefusal(file, `${where}.filed`, `"${String(filed)}" is not a date (YYYY-MM-DD)`);
  if (fy !== undefined && fy !== null && (typeof fy !== 'number' || !Number.isInteger(fy)))
    throw new ImportRefusal(file, `${where}.fy`, `"${String(fy)}" is not a year`);
  return {
    tag,
    unit,
    start: typeof start === 'string' ? start : null,
    end,
    val,
    accn,
    fy: typeof fy === 'number' ? fy : null,
    fp: typeof fp === 'string' ? fp : null,
    form: form.trim(),
    filed,
    frame: typeof frame === 'string' ? frame : null,
  };
}

/** Reads one companyfacts file; throws `ImportRefusal` naming the JSON path of anything malformed. */
export function parseCompanyFacts(file: string, text: string): CompanyFacts {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportRefusal(file, 'JSON', `not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(json)) throw new ImportRefusal(file, 'JSON', 'expected an object with cik, entityName and facts');
  const cik = typeof json.cik === 'number' || typeof json.cik === 'string' ? String(json.cik).trim() : '';
  if (!/^\d{1,10}$/.test(cik)) throw new ImportRefusal(file, 'cik', `"${String(json.cik)}" is not a CIK`);
  if (typeof json.entityName !== 'string' || json.entityName.trim() === '')
    throw new ImportRefusal(file, 'entityName', 'the company name is missing');
  if (!isObject(json.facts)) throw new ImportRefusal(file, 'facts', 'expected facts[taxonomy][tag]');
  const facts: CompanyFact[] = [];
  for (const [taxonomy, tags] of Object.entries(json.facts)) {
    if (!TAXONOMIES.has(taxonomy)) continue;
    if (!isObject(tags)) throw new ImportRefusal(file, `facts.${taxonomy}`, 'expected an object of tags');
    for (const [name, concept] of Object.entries(tags)) {
      const tag = `${taxonomy}:${name}`;
      if (!KEPT_TAGS.has(tag)) continue;
      const at = `facts.${taxonomy}.${name}`;
      if (!isObject(concept) || !isObject(concept.units))
        throw new ImportRefusal(file, `${at}.units`, 'expected units[unit][]');
      for (const [unit, list] of Object.entries(concept.units)) {
        if (!Array.isArray(list)) throw new ImportRefusal(file, `${at}.units.${unit}`, 'expected a list of facts');
        list.forEach((raw, index) => facts.push(fact(file, `${at}.units.${unit}[${index}]`, tag, unit, raw)));
      }
    }
  }
  return { cik: cik.padStart(10, '0'), entityName: json.entityName.trim(), facts };
}
