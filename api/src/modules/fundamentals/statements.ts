/**
 * Financial statements from XBRL facts (pure). The rules, as the SEC's data needs them:
 * - a period is its `start`/`end` (a 10-K also reports last year's figures, so `fy`/`fp` describe the filing,
 *   not the period); ~3 months is a quarter, ~1 year a fiscal year, other durations are year-to-date sums;
 * - for each period the value of the latest filing wins; earlier different values are kept as its history
 *   (a restatement), and a value repeated unchanged keeps the filing that first reported it;
 * - a line reads its tags in fallback order, period by period;
 * - a quarter no filing reports alone (Q4, only in the 10-K; cash-flow quarters, only year-to-date in 10-Qs) is
 *   the year-to-date figure minus the fiscal year's earlier quarters: Q4 = FY − Q1 − Q2 − Q3;
 * - TTM is the sum of the last four quarters (the balance sheet as of the last one).
 */
import type { Figure, StatementLine, StatementPeriod, StatementTable } from '@flowdeck/api-types';
import { CONCEPTS, PUBLIC_FLOAT_TAG, SHARES_OUTSTANDING_TAG, type Concept } from './concepts.js';

/** The fields of a company fact the statements read. */
export interface Fact {
  tag: string;
  unit: string;
  start: string | null;
  end: string;
  val: number;
  accn: string;
  form: string;
  filed: string;
}

export interface Statements {
  currency: string;
  annual: StatementTable;
  quarterly: StatementTable;
  ttm: StatementTable;
  sharesOutstanding: { value: number; asOf: string } | null;
  publicFloat: { value: number; asOf: string } | null;
}

export const MAX_YEARS = 10;
export const MAX_QUARTERS = 12;

const DAY_MS = 86_400_000;
const QUARTER_DAYS = [80, 100] as const;
const YEAR_DAYS = [350, 380] as const;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Inclusive length in days of a duration. */
function lengthOf(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

const within = (days: number, [low, high]: readonly [number, number]) => days >= low && days <= high;

const periodKey = (start: string | null, end: string) => `${start ?? ''}|${end}`;

/** The value of one tag for one period: the latest filing's, with earlier different values as history. */
function figureOf(tag: string, versions: Fact[]): Figure {
  const ordered = [...versions].sort((a, b) => a.filed.localeCompare(b.filed) || a.accn.localeCompare(b.accn));
  const distinct: Fact[] = [];
  for (const version of ordered) if (distinct.at(-1)?.val !== version.val) distinct.push(version);
  const current = distinct.at(-1) as Fact;
  return {
    value: current.val,
    origin: 'reported',
    tag,
    accn: current.accn,
    form: current.form,
    filed: current.filed,
    derivation: null,
    history: distinct.slice(0, -1).map((v) => ({ value: v.val, accn: v.accn, form: v.form, filed: v.filed })),
  };
}

/** The money unit the company reports in: the most used currency of its facts. */
function currencyOf(facts: readonly Fact[]): string {
  const counts = new Map<string, number>();
  for (const fact of facts) if (/^[A-Z]{3}$/.test(fact.unit)) counts.set(fact.unit, (counts.get(fact.unit) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';
}

function unitMatches(concept: Concept, unit: string, currency: string): boolean {
  if (concept.unit === 'money') return unit === currency;
  if (concept.unit === 'perShare') return unit === `${currency}/shares`;
  return unit === 'shares';
}

/** Per line, per period key: its figure, from the first tag (in fallback order) that has the period. */
function valuesByPeriod(facts: readonly Fact[], currency: string): Map<string, Map<string, Figure>> {
  const byTag = new Map<string, Map<string, Fact[]>>();
  for (const fact of facts) {
    let periods = byTag.get(`${fact.tag}#${fact.unit}`);
    if (!periods) byTag.set(`${fact.tag}#${fact.unit}`, (periods = new Map()));
    const key = periodKey(fact.start, fact.end);
    const versions = periods.get(key);
    if (versions) versions.push(fact);
    else periods.set(key, [fact]);
  }
  const lines = new Map<string, Map<string, Figure>>();
  for (const concept of CONCEPTS) {
    const values = new Map<string, Figure>();
    for (const tag of concept.tags) {
      for (const [tagUnit, periods] of byTag) {
        const [factTag, unit] = tagUnit.split('#') as [string, string];
        if (factTag !== tag || !unitMatches(concept, unit, currency)) continue;
        for (const [key, versions] of periods) {
          const isDuration = !key.startsWith('|');
          if (isDuration !== (concept.kind === 'flow') || values.has(key)) continue;
          values.set(key, figureOf(tag, versions));
        }
      }
    }
    lines.set(concept.id, values);
  }
  return lines;
}

interface Period {
  start: string;
  end: string;
}

/**
 * Where fiscal years start: each reported year's start, and the day after each one's end (the current
 * year, whose 10-K is not out yet, starts there: its 10-Qs' year-to-date sums run from it).
 */
function yearStarts(years: readonly Period[]): string[] {
  return [...new Set(years.flatMap((y) => [y.start, addDays(y.end, 1)]))].sort();
}

/** Fiscal years (one per end date) and the quarter grid, from the durations the facts cover. */
function calendarOf(facts: readonly Fact[]): { years: Period[]; quarters: Period[] } {
  const years = new Map<string, Period>();
  const quarters = new Map<string, Period>();
  for (const fact of facts) {
    if (!fact.start) continue;
    const days = lengthOf(fact.start, fact.end);
    if (within(days, YEAR_DAYS)) years.set(fact.end, { start: fact.start, end: fact.end });
    else if (within(days, QUARTER_DAYS)) quarters.set(fact.end, { start: fact.start, end: fact.end });
  }
  // Quarters no fact covers alone: each end of a year-to-date sum (and the year's end, Q4) closes one.
  const starts = yearStarts([...years.values()]);
  for (const fact of facts) {
    if (!fact.start || !starts.includes(fact.start) || quarters.has(fact.end)) continue;
    const yearStart = fact.start;
    const before = [...quarters.values()].filter((q) => q.end < fact.end && q.end >= yearStart);
    const previousEnd = before.length > 0 ? before.reduce((a, b) => (a.end > b.end ? a : b)).end : null;
    if (!previousEnd) continue;
    const quarter = { start: addDays(previousEnd, 1), end: fact.end };
    if (within(lengthOf(quarter.start, quarter.end), QUARTER_DAYS)) quarters.set(fact.end, quarter);
  }
  const byEnd = (a: Period, b: Period) => a.end.localeCompare(b.end);
  return { years: [...years.values()].sort(byEnd), quarters: [...quarters.values()].sort(byEnd) };
}

function yearLabel(year: Period): string {
  return `FY${year.end.slice(0, 4)}`;
}

/** "Q3 2024": the quarter of the fiscal year that ends in the month of the last known fiscal year end. */
function quarterLabel(quarter: Period, fiscalEndMonth: number): string {
  const month = Number(quarter.end.slice(5, 7));
  const year = Number(quarter.end.slice(0, 4)) + (month > fiscalEndMonth ? 1 : 0);
  const monthsIntoYear = ((month - fiscalEndMonth + 11) % 12) + 1;
  return `Q${Math.ceil(monthsIntoYear / 3)} ${year}`;
}

function derived(value: number, parts: Figure[], derivation: string): Figure {
  const latest = parts.reduce((a, b) => ((a.filed ?? '') >= (b.filed ?? '') ? a : b));
  return {
    // Sums and differences of decimals (EPS) carry binary noise: 1.00 − 0.20 − 0.25 − 0.30 is not 0.25 exactly.
    // Large figures are whole currency units, exact in a double: rounding them by scaling would add noise.
    value: Math.abs(value) >= 1e6 ? value : Math.round(value * 1e6) / 1e6,
    origin: 'derived',
    tag: null,
    accn: latest.accn,
    form: latest.form,
    filed: latest.filed,
    derivation,
    history: [],
  };
}

/** A flow's figure for each quarter: reported, or year-to-date minus the year's earlier quarters. */
function quarterFlows(
  additive: boolean,
  values: Map<string, Figure>,
  years: Period[],
  quarters: Period[],
  labels: Map<string, string>,
): Map<string, Figure> {
  const result = new Map<string, Figure>();
  const starts = yearStarts(years);
  for (const quarter of quarters) {
    const direct = values.get(periodKey(quarter.start, quarter.end));
    if (direct) {
      result.set(quarter.end, direct);
      continue;
    }
    const yearStart = starts.filter((start) => start <= quarter.start).at(-1);
    // An average (share count) does not subtract: a quarter no filing reports stays empty.
    if (!yearStart || !additive) continue;
    const year = years.find((y) => y.start === yearStart && y.end === quarter.end);
    const toDate = values.get(periodKey(yearStart, quarter.end));
    const earlier = quarters.filter((q) => q.start >= yearStart && q.end < quarter.start);
    const earlierFigures = earlier.map((q) => result.get(q.end));
    if (!toDate || earlierFigures.some((f) => f === undefined)) continue;
    const parts = earlierFigures as Figure[];
    const toDateLabel = year ? yearLabel(year) : `${Math.round(lengthOf(yearStart, quarter.end) / 30.4)}M to date`;
    const value = parts.reduce((sum, f) => sum - f.value, toDate.value);
    const names = earlier.map((q) => (labels.get(q.end) ?? q.end).split(' ')[0]);
    result.set(quarter.end, derived(value, [toDate, ...parts], [toDateLabel, ...names].join(' − ')));
  }
  return result;
}

function freeCashFlow(ocf: Figure | null | undefined, capex: Figure | null | undefined): Figure | null {
  if (!ocf || !capex) return null;
  return derived(ocf.value - capex.value, [ocf, capex], 'Operating cash flow − capital expenditure');
}

function table(periods: StatementPeriod[], column: (concept: Concept, index: number) => Figure | null): StatementTable {
  const lines: StatementLine[] = CONCEPTS.map((concept) => ({
    id: concept.id,
    label: concept.label,
    statement: concept.statement,
    unit: concept.unit,
    values: periods.map((_, index) => column(concept, index)),
  }));
  const ocf = lines.find((l) => l.id === 'operatingCashFlow');
  const capex = lines.find((l) => l.id === 'capex');
  const fcf = lines.find((l) => l.id === 'freeCashFlow');
  if (ocf && capex && fcf) fcf.values = periods.map((_, i) => freeCashFlow(ocf.values[i], capex.values[i]));
  // A line without any figure in this company's data is left out rather than shown empty.
  return { periods, lines: lines.filter((line) => line.values.some((value) => value !== null)) };
}

function latestCover(facts: readonly Fact[], tag: string): { value: number; asOf: string } | null {
  const latest = facts
    .filter((f) => f.tag === tag)
    .sort((a, b) => a.end.localeCompare(b.end) || a.filed.localeCompare(b.filed))
    .at(-1);
  return latest ? { value: latest.val, asOf: latest.end } : null;
}

/** The three tables (annual, quarterly, TTM) and the cover facts from a company's facts. */
export function buildStatements(facts: readonly Fact[]): Statements {
  const currency = currencyOf(facts);
  const values = valuesByPeriod(facts, currency);
  const { years, quarters } = calendarOf(facts);
  const fiscalEndMonth = Number(years.at(-1)?.end.slice(5, 7) ?? 12);
  const labels = new Map(quarters.map((q) => [q.end, quarterLabel(q, fiscalEndMonth)]));
  const flows = new Map<string, Map<string, Figure>>();
  for (const concept of CONCEPTS)
    if (concept.kind === 'flow')
      flows.set(
        concept.id,
        quarterFlows(concept.additive !== false, values.get(concept.id) ?? new Map(), years, quarters, labels),
      );
  const stockAt = (concept: Concept, end: string) => values.get(concept.id)?.get(periodKey(null, end)) ?? null;

  const shownYears = years.slice(-MAX_YEARS);
  const annual = table(
    shownYears.map((y) => ({ label: yearLabel(y), start: y.start, end: y.end })),
    (concept, i) => {
      const year = shownYears[i] as Period;
      return concept.kind === 'stock'
        ? stockAt(concept, year.end)
        : (values.get(concept.id)?.get(periodKey(year.start, year.end)) ?? null);
    },
  );

  const shownQuarters = quarters.slice(-MAX_QUARTERS);
  const quarterly = table(
    shownQuarters.map((q) => ({ label: labels.get(q.end) as string, start: q.start, end: q.end })),
    (concept, i) => {
      const quarter = shownQuarters[i] as Period;
      return concept.kind === 'stock'
        ? stockAt(concept, quarter.end)
        : (flows.get(concept.id)?.get(quarter.end) ?? null);
    },
  );

  // The last four quarters, if they follow each other without a gap.
  const last4 = quarters.slice(-4);
  const contiguous =
    last4.length === 4 &&
    last4.every((q, i) => i === 0 || Math.abs(dayNumber(q.start) - dayNumber(last4[i - 1]!.end) - 1) <= 3);
  const ttm = contiguous
    ? table([{ label: 'TTM', start: last4[0]!.start, end: last4[3]!.end }], (concept) => {
        const end = last4[3]!.end;
        if (concept.kind === 'stock') return stockAt(concept, end);
        const figures = last4.map((q) => flows.get(concept.id)?.get(q.end));
        if (concept.additive === false) return figures.findLast((f) => f !== undefined) ?? null;
        if (figures.some((f) => !f)) return null;
        const parts = figures as Figure[];
        const names = last4.map((q) => labels.get(q.end) as string);
        return derived(
          parts.reduce((sum, f) => sum + f.value, 0),
          parts,
          names.join(' + '),
        );
      })
    : { periods: [], lines: [] };

  return {
    currency,
    annual,
    quarterly,
    ttm,
    sharesOutstanding: latestCover(facts, SHARES_OUTSTANDING_TAG),
    publicFloat: latestCover(facts, PUBLIC_FLOAT_TAG),
  };
}
