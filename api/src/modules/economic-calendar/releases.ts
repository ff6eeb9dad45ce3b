/**
 * The releases the Economic Calendar knows, once: how each is recognised in a publisher's calendar, how much
 * it matters, how its figure is written and which way is good news. Used by the importer (classifying an
 * .ics SUMMARY), by the simulated schedule and by the beat/miss rule.
 */
import type { BetterDirection, Importance, ReleaseKind, Surprise } from '@flowdeck/api-types';

export interface ReleaseSpec {
  kind: ReleaseKind;
  /** Recognises the publisher's title ("Consumer Price Index for July 2026"). */
  match: RegExp | null;
  importance: Importance;
  unit: string | null;
  decimals: number;
  better: BetterDirection | null;
  /** Where the simulated figures centre and how much they wander (same unit as shown). */
  typical: { mean: number; spread: number } | null;
}

/** In the order a title is tested: the first match wins (PCE's release also mentions "personal income"). */
export const RELEASES: readonly ReleaseSpec[] = [
  {
    kind: 'cpi',
    match: /consumer price index|\bcpi\b/i,
    importance: 3,
    unit: '%',
    decimals: 1,
    better: 'lower',
    typical: { mean: 0.25, spread: 0.12 },
  },
  {
    kind: 'employment',
    match: /employment situation|nonfarm payroll/i,
    importance: 3,
    unit: 'K',
    decimals: 0,
    better: 'higher',
    typical: { mean: 150, spread: 70 },
  },
  {
    kind: 'gdp',
    match: /gross domestic product|\bgdp\b/i,
    importance: 3,
    unit: '%',
    decimals: 1,
    better: 'higher',
    typical: { mean: 2.2, spread: 1.1 },
  },
  {
    kind: 'pce',
    match: /personal income and outlays|\bpce\b|personal consumption expenditures/i,
    importance: 3,
    unit: '%',
    decimals: 1,
    better: 'lower',
    typical: { mean: 0.2, spread: 0.1 },
  },
  {
    kind: 'fomc',
    match: /\bfomc\b|federal open market committee/i,
    importance: 3,
    unit: '%',
    decimals: 2,
    better: null,
    typical: null,
  },
  {
    kind: 'ppi',
    match: /producer price index|\bppi\b/i,
    importance: 2,
    unit: '%',
    decimals: 1,
    better: 'lower',
    typical: { mean: 0.2, spread: 0.25 },
  },
  {
    kind: 'jolts',
    match: /job openings and labor turnover|\bjolts\b/i,
    importance: 2,
    unit: 'M',
    decimals: 2,
    better: 'higher',
    typical: { mean: 7.4, spread: 0.35 },
  },
  {
    kind: 'retail-sales',
    match: /retail (sales|trade)/i,
    importance: 2,
    unit: '%',
    decimals: 1,
    better: 'higher',
    typical: { mean: 0.3, spread: 0.5 },
  },
  {
    kind: 'jobless-claims',
    match: /unemployment insurance weekly claims|jobless claims|initial claims/i,
    importance: 2,
    unit: 'K',
    decimals: 0,
    better: 'lower',
    typical: { mean: 225, spread: 12 },
  },
  { kind: 'holiday', match: null, importance: 1, unit: null, decimals: 0, better: null, typical: null },
  { kind: 'other', match: null, importance: 1, unit: null, decimals: 0, better: null, typical: null },
];

export function releaseSpec(kind: ReleaseKind): ReleaseSpec {
  const spec = RELEASES.find((release) => release.kind === kind);
  if (!spec) throw new Error(`No release spec for ${kind}`);
  return spec;
}

/** The kind of a publisher's event: all-day events are holidays; an unknown title is `other`. */
export function classifyRelease(title: string, allDay: boolean): ReleaseKind {
  if (allDay) return 'holiday';
  return RELEASES.find((release) => release.match?.test(title))?.kind ?? 'other';
}

/** "Consumer Price Index for July 2026" → "July 2026"; null when the title names no period. */
export function periodOf(title: string): string | null {
  const match = /\bfor\s+((?:\d(?:st|nd|rd|th)\s+quarter|q[1-4]|[a-z]+)\s+\d{4}(?:\s*\([^)]*\))?)\s*$/i.exec(
    title.trim(),
  );
  return match?.[1] ?? null;
}

/**
 * Beat, miss or in line: the actual against the forecast, in the direction that is good news for the
 * economy. Figures are compared as published, rounded to the digits shown: equal there is in line.
 */
export function surpriseOf(
  actual: number | null,
  forecast: number | null,
  better: BetterDirection | null,
  decimals: number,
): Surprise | null {
  if (actual === null || forecast === null || better === null) return null;
  const scale = 10 ** decimals;
  const difference = Math.round(actual * scale) - Math.round(forecast * scale);
  if (difference === 0) return 'inline';
  return difference > 0 === (better === 'higher') ? 'beat' : 'miss';
}
