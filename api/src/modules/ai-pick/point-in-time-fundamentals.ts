/**
 * A company's latest twelve months as its statements stood after each filing (pure): what AI Pick's value,
 * quality and growth features read from the session the filing became public. The Fundamentals page's rules
 * (../fundamentals/statements.ts), cut to the four lines read here and replayed filing by filing, so nothing
 * filed later — a restatement, next year's 10-K — reaches an earlier snapshot:
 * - for each period, the value of the first tag in the line's fallback order (../fundamentals/concepts.ts),
 *   from the latest filing so far;
 * - a quarter is a duration of 80–100 days; the one no filing reports alone (Q4, only inside the 10-K) is the
 *   fiscal year (350–380 days) minus the year's earlier quarters;
 * - the latest twelve months are the last four quarters when they follow each other; the year before, the
 *   four quarters before those; equity is the balance at the last quarter's end.
 * Building the page's whole statements once per filing would cost ~1 ms each, seconds for the universe.
 */
import { CONCEPTS, type Concept } from '../fundamentals/concepts.js';
import { type Fact, MAX_QUARTERS } from '../fundamentals/statements.js';
import type { FundamentalsFigures } from './features.js';

export interface FiledFundamentals extends FundamentalsFigures {
  /** The day the filing was made public (the fact's `filed`). */
  filed: string;
}

type Line = 'revenue' | 'netIncome' | 'epsDiluted' | 'equity';
const LINES: readonly Line[] = ['revenue', 'netIncome', 'epsDiluted', 'equity'];
const FLOWS: readonly Line[] = ['revenue', 'netIncome', 'epsDiluted'];

const DAY_MS = 86_400_000;
const QUARTER_DAYS = [80, 100] as const;
const YEAR_DAYS = [350, 380] as const;
/** Quarters follow each other when the next starts within this many days of the day after the last ends. */
const CONTIGUOUS_SLACK_DAYS = 3;
/** The page's quarterly table: the year before the latest twelve months is read from its quarters 8 to 5 back. */
const SHOWN_QUARTERS = MAX_QUARTERS;

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const within = (days: number, [low, high]: readonly [number, number]) => days >= low && days <= high;

/** As the page rounds sums and differences: EPS arithmetic carries binary noise, large figures are exact. */
const tidy = (value: number) => (Math.abs(value) >= 1e6 ? value : Math.round(value * 1e6) / 1e6);

interface Period {
  start: number;
  end: number;
}

interface Held {
  /** Position of the fact's tag in the line's fallback order: a lower one wins the period. */
  rank: number;
  value: number;
  period: Period;
}

interface Parsed {
  line: Line;
  rank: number;
  kind: 'quarter' | 'year' | 'instant';
  period: Period;
  value: number;
  filed: string;
  accn: string;
}

/** Each tag the lines read: its line, its place in the line's fallback order, its concept. */
const BY_TAG = new Map<string, { line: Line; rank: number; concept: Concept }>();
for (const concept of CONCEPTS) {
  const line = LINES.find((l) => l === concept.id);
  if (line)
    concept.tags.forEach((tag, rank) => {
      if (!BY_TAG.has(tag)) BY_TAG.set(tag, { line, rank, concept });
    });
}

/** The XBRL tags those lines read (what to load of the imported company facts). */
export const FUNDAMENTALS_TAGS: readonly string[] = [...BY_TAG.keys()];

/** The money unit the company reports in: the most used currency among these facts (as the page decides). */
function currencyOf(facts: readonly Fact[]): string {
  const counts = new Map<string, number>();
  for (const fact of facts) if (/^[A-Z]{3}$/.test(fact.unit)) counts.set(fact.unit, (counts.get(fact.unit) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';
}

function parse(all: readonly Fact[]): Parsed[] {
  const facts = all.filter((f) => BY_TAG.has(f.tag));
  const currency = currencyOf(facts);
  // A company's facts share a few dozen dates: each parsed once.
  const days = new Map<string, number>();
  const dayOf = (date: string) => {
    let n = days.get(date);
    if (n === undefined) days.set(date, (n = dayNumber(date)));
    return n;
  };
  const parsed: Parsed[] = [];
  for (const fact of facts) {
    const known = BY_TAG.get(fact.tag);
    if (!known) continue;
    const unit = known.concept.unit === 'perShare' ? `${currency}/shares` : currency;
    if (fact.unit !== unit) continue;
    const end = dayOf(fact.end);
    let kind: Parsed['kind'];
    let start = end;
    if (known.concept.kind === 'stock') {
      if (fact.start !== null) continue;
      kind = 'instant';
    } else {
      if (fact.start === null) continue;
      start = dayOf(fact.start);
      const length = end - start + 1;
      if (within(length, QUARTER_DAYS)) kind = 'quarter';
      else if (within(length, YEAR_DAYS)) kind = 'year';
      else continue; // year-to-date sums: the income lines have their quarters reported
    }
    parsed.push({
      line: known.line,
      rank: known.rank,
      kind,
      period: { start, end },
      value: fact.val,
      filed: fact.filed,
      accn: fact.accn,
    });
  }
  // Filing order, as the page picks the latest filing's value: by day, then accession number.
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return parsed.sort((a, b) => order(a.filed, b.filed) || order(a.accn, b.accn));
}

/** The state of the statements so far: per line and kind, each period's winning value. */
type State = Map<string, Map<string, Held>>;

function figuresOf(state: State): FundamentalsFigures {
  const held = (line: Line, kind: Parsed['kind']) => state.get(`${line}|${kind}`) ?? new Map<string, Held>();
  // The quarter grid: every quarter any line reports, then each fiscal year's last quarter no filing reports.
  const grid = new Map<number, Period>();
  for (const line of FLOWS) for (const q of held(line, 'quarter').values()) grid.set(q.period.end, q.period);
  const years = new Map<number, Period>();
  for (const line of FLOWS) for (const y of held(line, 'year').values()) years.set(y.period.end, y.period);
  for (const year of years.values()) {
    if (grid.has(year.end)) continue;
    let previousEnd = -Infinity;
    for (const q of grid.values())
      if (q.end < year.end && q.end >= year.start) previousEnd = Math.max(previousEnd, q.end);
    if (previousEnd === -Infinity) continue;
    const quarter = { start: previousEnd + 1, end: year.end };
    if (within(quarter.end - quarter.start + 1, QUARTER_DAYS)) grid.set(year.end, quarter);
  }
  const quarters = [...grid.values()].sort((a, b) => a.end - b.end);

  const flows = new Map<Line, Map<number, number>>();
  // The figures read the last twelve quarters; a fourth quarter also needs the three before it.
  const recent = quarters.slice(-(SHOWN_QUARTERS + 3));
  for (const line of FLOWS) {
    const direct = held(line, 'quarter');
    const yearly = held(line, 'year');
    const values = new Map<number, number>();
    for (const q of recent) {
      const reported = direct.get(`${q.start}|${q.end}`);
      if (reported) {
        values.set(q.end, reported.value);
        continue;
      }
      // Fourth quarter: the fiscal year ending with it minus the year's earlier quarters.
      const year = [...yearly.values()].find((y) => y.period.end === q.end && y.period.start <= q.start);
      if (!year) continue;
      const earlier = recent.filter((e) => e.start >= year.period.start && e.end < q.start);
      if (earlier.length === 0 || earlier.some((e) => !values.has(e.end))) continue;
      values.set(q.end, tidy(earlier.reduce((sum, e) => sum - (values.get(e.end) ?? 0), year.value)));
    }
    flows.set(line, values);
  }

  const last4 = quarters.slice(-4);
  const contiguous =
    last4.length === 4 &&
    last4.every((q, i) => i === 0 || Math.abs(q.start - (last4[i - 1]?.end ?? 0) - 1) <= CONTIGUOUS_SLACK_DAYS);
  const sum = (line: Line, span: readonly Period[], round: boolean) => {
    const values = flows.get(line);
    const parts = span.map((q) => values?.get(q.end));
    if (span.length !== 4 || parts.some((v) => v === undefined)) return null;
    const total = (parts as number[]).reduce((a, b) => a + b, 0);
    return round ? tidy(total) : total;
  };
  const lastEnd = last4.at(-1)?.end;
  const equity = lastEnd === undefined ? undefined : held('equity', 'instant').get(`${lastEnd}|${lastEnd}`);
  // The page's year before: quarters 8 to 5 back of its last twelve (which the grid's end is).
  const shown = quarters.slice(-SHOWN_QUARTERS);
  const yearAgo = shown.length >= 8 ? shown.slice(shown.length - 8, shown.length - 4) : [];
  return {
    epsTtm: contiguous ? sum('epsDiluted', last4, true) : null,
    netIncomeTtm: contiguous ? sum('netIncome', last4, true) : null,
    equity: contiguous ? (equity?.value ?? null) : null,
    revenueTtm: contiguous ? sum('revenue', last4, true) : null,
    revenueTtmYearAgo: contiguous ? sum('revenue', yearAgo, false) : null,
  };
}

/**
 * The figures after each filing day, oldest first: from the last filing on or before `from` (the one in force
 * that day; all of them when none is) to the newest. Facts of other lines are ignored.
 */
export function fundamentalsAsFiled(facts: readonly Fact[], from = ''): FiledFundamentals[] {
  const parsed = parse(facts);
  const state: State = new Map();
  const out: FiledFundamentals[] = [];
  const firstShown = parsed.reduce((last, p) => (p.filed <= from && p.filed > last ? p.filed : last), '');
  for (let i = 0; i < parsed.length;) {
    const filed = parsed[i]?.filed ?? '';
    for (; i < parsed.length && parsed[i]?.filed === filed; i++) {
      const p = parsed[i] as Parsed;
      const key = `${p.line}|${p.kind}`;
      let periods = state.get(key);
      if (!periods) state.set(key, (periods = new Map()));
      const id = `${p.period.start}|${p.period.end}`;
      const current = periods.get(id);
      if (!current || p.rank <= current.rank) periods.set(id, { rank: p.rank, value: p.value, period: p.period });
    }
    if (filed >= firstShown) out.push({ filed, ...figuresOf(state) });
  }
  return out;
}
