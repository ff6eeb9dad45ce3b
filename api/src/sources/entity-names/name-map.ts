/**
 * Names in public records → tickers, one module for every source that names companies rather than
 * listing tickers (LDA clients, USAspending recipients, EDGAR's master index). A name is normalised
 * (case, punctuation, "&", corporate suffixes, share classes), then looked up in the reviewed table
 * (reviewed-names.ts), then in the universe's own names. Two tickers for one name is "ambiguous" and maps
 * to none: a wrong ticker is worse than none. The importers report the three outcomes.
 */
import { universe } from '../simulator/universe/universe.js';
import { REVIEWED_NAMES } from './reviewed-names.js';

const SUFFIXES = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'plc',
  'nv',
  'sa',
  'ag',
  'se',
]);

/** "The Boeing Co." → "boeing"; "Alphabet Inc. Class A" → "alphabet"; "Johnson & Johnson" → "johnson and johnson". */
export function normaliseEntityName(name: string): string {
  let words = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b(class|series) [a-c]\b/g, ' ')
    .replace(/[.,'’"()]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words[0] === 'the') words = words.slice(1);
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1] ?? '')) words = words.slice(0, -1);
  return words.join(' ');
}

export type NameMatch =
  { kind: 'mapped'; ticker: string } | { kind: 'unmapped' } | { kind: 'ambiguous'; tickers: string[] };

export interface NameTable {
  reviewed: ReadonlyArray<readonly [string, string | null]>;
  /** Listed companies: ticker and name. */
  listed: ReadonlyArray<{ symbol: string; name: string }>;
}

export interface NameMapper {
  match(name: string): NameMatch;
}

export function createNameMapper(table: NameTable): NameMapper {
  const reviewed = new Map<string, string | null>();
  for (const [name, ticker] of table.reviewed) reviewed.set(normaliseEntityName(name), ticker);
  const listed = new Map<string, string[]>();
  for (const { symbol, name } of table.listed) {
    const key = normaliseEntityName(name);
    listed.set(key, [...(listed.get(key) ?? []), symbol]);
  }
  return {
    match(name) {
      const key = normaliseEntityName(name);
      if (key === '') return { kind: 'unmapped' };
      if (reviewed.has(key)) {
        const ticker = reviewed.get(key);
        return ticker ? { kind: 'mapped', ticker } : { kind: 'unmapped' };
      }
      const tickers = listed.get(key) ?? [];
      if (tickers.length === 1) return { kind: 'mapped', ticker: tickers[0] as string };
      if (tickers.length > 1) return { kind: 'ambiguous', tickers };
      return { kind: 'unmapped' };
    },
  };
}

let shipped: NameMapper | null = null;

/** The mapper of the product: the reviewed table and the universe's stocks. */
export function shippedNameMapper(): NameMapper {
  shipped ??= createNameMapper({
    reviewed: REVIEWED_NAMES,
    listed: universe()
      .filter((entry) => entry.assetType === 'stock')
      .map(({ symbol, name }) => ({ symbol, name })),
  });
  return shipped;
}

/** How many names the table mapped, with the unmapped and ambiguous ones named (for the import report). */
export function mappingReport(what: string, names: ReadonlyArray<{ name: string; match: NameMatch }>): string[] {
  const distinct = new Map<string, NameMatch>();
  for (const { name, match } of names) distinct.set(name, match);
  const all = [...distinct.entries()];
  const mapped = all.filter(([, m]) => m.kind === 'mapped');
  const unmapped = all.filter(([, m]) => m.kind === 'unmapped').map(([name]) => name);
  const ambiguous = all.flatMap(([name, m]) => (m.kind === 'ambiguous' ? [`${name} (${m.tickers.join(' or ')})`] : []));
  const list = (names: string[]) => (names.length > 10 ? `${names.slice(0, 10).join('; ')}; …` : names.join('; '));
  const lines = [`${what}: ${mapped.length} mapped, ${unmapped.length} unmapped, ${ambiguous.length} ambiguous`];
  if (unmapped.length > 0) lines.push(`unmapped (kept without a ticker): ${list(unmapped)}`);
  if (ambiguous.length > 0) lines.push(`ambiguous (kept without a ticker): ${list(ambiguous)}`);
  return lines;
}
