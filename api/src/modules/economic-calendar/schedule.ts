/**
 * The simulated calendar: the US release schedule as the agencies keep it (jobs report on the first Friday,
 * CPI mid-month, claims every Thursday, GDP and PCE at the month's end, the FOMC's published meeting
 * dates…), with figures drawn deterministically from the seed. Computed for any window on demand, so it
 * never runs out and costs no storage; imported calendars replace it release by release.
 */
import type { EconomicEvent, ReleaseKind } from '@flowdeck/api-types';
import {
  addDays,
  dayOfWeek,
  holidayName,
  isEarlyClose,
  isTradingDay,
  marketInstant,
  type IsoDate,
} from '@flowdeck/market-calendar';
import { Rng, rngFor } from '../../sources/simulator/market/rng.js';
import { releaseSpec, surpriseOf } from './releases.js';

export const SIMULATED_SOURCE = 'Simulated data';

/** FOMC meetings as the Federal Reserve published them; `true` marks a Summary of Economic Projections. */
export const FOMC_MEETINGS: ReadonlyArray<readonly [day1: IsoDate, day2: IsoDate, projections: boolean]> = [
  ['2025-01-28', '2025-01-29', false],
  ['2025-03-18', '2025-03-19', true],
  ['2025-05-06', '2025-05-07', false],
  ['2025-06-17', '2025-06-18', true],
  ['2025-07-29', '2025-07-30', false],
  ['2025-09-16', '2025-09-17', true],
  ['2025-10-28', '2025-10-29', false],
  ['2025-12-09', '2025-12-10', true],
  ['2026-01-27', '2026-01-28', false],
  ['2026-03-17', '2026-03-18', true],
  ['2026-04-28', '2026-04-29', false],
  ['2026-06-16', '2026-06-17', true],
  ['2026-07-28', '2026-07-29', false],
  ['2026-09-15', '2026-09-16', true],
  ['2026-10-27', '2026-10-28', false],
  ['2026-12-08', '2026-12-09', true],
];

/** Release times, minutes after midnight New York time. */
const AT_0830 = 8 * 60 + 30;
const AT_1000 = 10 * 60;
const AT_1400 = 14 * 60;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const FRIDAY = 5;
const THURSDAY = 4;
const WEDNESDAY = 3;
const TUESDAY = 2;

function parts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function isoOf(year: number, month: number, day: number): IsoDate {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Agencies publish on federal business days; NYSE's holidays stand in for the federal ones. */
function isBusinessDay(date: IsoDate): boolean {
  return isTradingDay(date);
}

function nextBusinessDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

function previousBusinessDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

function firstWeekday(year: number, month: number, weekday: number, fromDay = 1): IsoDate {
  let date = isoOf(year, month, fromDay);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

function lastWeekday(year: number, month: number, weekday: number): IsoDate {
  let date = isoOf(year, month, daysInMonth(year, month));
  while (dayOfWeek(date) !== weekday) date = addDays(date, -1);
  return date;
}

/** The month `back` months before (year, month), as [year, month]. */
function monthBefore(year: number, month: number, back: number): [number, number] {
  const index = year * 12 + (month - 1) - back;
  return [Math.floor(index / 12), (index % 12) + 1];
}

function monthName(year: number, month: number): string {
  return `${MONTHS[month - 1]} ${year}`;
}

interface Scheduled {
  kind: ReleaseKind;
  minutes: number | null;
  title: string;
  period: string | null;
  /** Which reading of the series this is (month, week or quarter number), for its figures. */
  index: number | null;
  fomc?: { day: 1 | 2; projections: boolean };
}

/** A date's releases never change: each date is worked out once (a calendar request walks up to 62 of them). */
const releasesByDate = new Map<IsoDate, readonly Scheduled[]>();
const RELEASE_DATES_KEPT = 5_000;

/** The releases the schedule puts on one date. */
export function releasesOn(date: IsoDate): readonly Scheduled[] {
  let releases = releasesByDate.get(date);
  if (!releases) {
    if (releasesByDate.size >= RELEASE_DATES_KEPT) releasesByDate.clear();
    releases = scheduleOf(date);
    releasesByDate.set(date, releases);
  }
  return releases;
}

function scheduleOf(date: IsoDate): Scheduled[] {
  const { year, month } = parts(date);
  const out: Scheduled[] = [];
  const monthly = (kind: ReleaseKind, minutes: number, name: string, back = 1) => {
    const [y, m] = monthBefore(year, month, back);
    out.push({ kind, minutes, title: `${name} for ${monthName(y, m)}`, period: monthName(y, m), index: y * 12 + m });
  };

  const firstFriday = firstWeekday(year, month, FRIDAY);
  if (date === previousBusinessDay(firstFriday)) monthly('employment', AT_0830, 'Employment Situation');
  const cpiDay = nextBusinessDay(firstWeekday(year, month, WEDNESDAY, 10));
  if (date === cpiDay) monthly('cpi', AT_0830, 'Consumer Price Index');
  if (date === nextBusinessDay(addDays(cpiDay, 1))) monthly('ppi', AT_0830, 'Producer Price Index');
  if (date === nextBusinessDay(isoOf(year, month, 15)))
    monthly('retail-sales', AT_0830, 'Advance Monthly Retail Sales');
  if (date === nextBusinessDay(firstWeekday(year, month, TUESDAY)))
    monthly('jolts', AT_1000, 'Job Openings and Labor Turnover Survey', 2);
  if (date === previousBusinessDay(lastWeekday(year, month, FRIDAY)))
    monthly('pce', AT_0830, 'Personal Income and Outlays');
  if (date === previousBusinessDay(lastWeekday(year, month, THURSDAY))) {
    // Advance estimate in the month after the quarter, second and third in the two months after that.
    const estimate = ['third', 'advance', 'second'][month % 3] as string;
    const [qYear, qMonth] = monthBefore(year, month, estimate === 'advance' ? 1 : estimate === 'second' ? 2 : 3);
    const quarter = Math.ceil(qMonth / 3);
    out.push({
      kind: 'gdp',
      minutes: AT_0830,
      title: `Gross Domestic Product, Q${quarter} ${qYear} (${estimate} estimate)`,
      period: `Q${quarter} ${qYear}`,
      index: qYear * 4 + quarter,
    });
  }
  // Weekly claims on Thursday, a day early when Thursday is a holiday (as before Thanksgiving).
  const thursday = dayOfWeek(date) === THURSDAY ? date : dayOfWeek(date) === WEDNESDAY ? addDays(date, 1) : null;
  if (thursday && date === previousBusinessDay(thursday)) {
    const weekEnding = addDays(thursday, -5);
    out.push({
      kind: 'jobless-claims',
      minutes: AT_0830,
      title: 'Unemployment Insurance Weekly Claims',
      period: `week ending ${weekEnding}`,
      index: Math.floor(Date.parse(`${weekEnding}T00:00:00Z`) / (7 * 86_400_000)),
    });
  }
  for (const [index, [day1, day2, projections]] of FOMC_MEETINGS.entries()) {
    if (date === day1)
      out.push({
        kind: 'fomc',
        minutes: null,
        title: 'FOMC meeting begins (day 1 of 2)',
        period: null,
        index: null,
        fomc: { day: 1, projections },
      });
    if (date === day2)
      out.push({
        kind: 'fomc',
        minutes: AT_1400,
        title: projections
          ? 'FOMC rate decision, statement and economic projections'
          : 'FOMC rate decision and statement',
        period: null,
        index,
        fomc: { day: 2, projections },
      });
  }
  const holiday = holidayName(date);
  if (holiday)
    out.push({ kind: 'holiday', minutes: null, title: `US markets closed: ${holiday}`, period: null, index: null });
  else if (isEarlyClose(date))
    out.push({
      kind: 'holiday',
      minutes: null,
      title: 'US markets close early (1:00 PM ET)',
      period: null,
      index: null,
    });
  return out;
}

function rounded(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** One reading of a series: smooth from one reading to the next (each shares a shock with the one before). */
function reading(seed: number, kind: ReleaseKind, index: number): number {
  const typical = releaseSpec(kind).typical;
  if (!typical) return 0;
  const shock = (i: number) => rngFor(seed, 'economic', kind, i).normal();
  return typical.mean + typical.spread * (0.6 * shock(index - 1) + 0.8 * shock(index));
}

/** The policy rate's upper bound after each meeting: from 4.50% in January 2025, a cut or a hold each time. */
function policyRates(seed: number): number[] {
  const rates: number[] = [];
  let rate = 4.5;
  for (let i = 0; i < FOMC_MEETINGS.length; i++) {
    const rng = new Rng(seed ^ (0x5eed0000 + i));
    if (rate > 3 && rng.chance(0.4)) rate -= 0.25;
    rates.push(rate);
  }
  return rates;
}

function figures(
  seed: number,
  scheduled: Scheduled,
  released: boolean,
): Pick<EconomicEvent, 'actual' | 'forecast' | 'previous'> {
  const spec = releaseSpec(scheduled.kind);
  if (scheduled.index === null) return { actual: null, forecast: null, previous: null };
  if (scheduled.kind === 'fomc') {
    const rates = policyRates(seed);
    const actual = rates[scheduled.index] ?? null;
    const previous = scheduled.index > 0 ? (rates[scheduled.index - 1] ?? null) : 4.5;
    // Markets price most decisions correctly; now and then the committee surprises.
    const surprised = new Rng(seed ^ (0x0f0c0000 + scheduled.index)).chance(0.15);
    const forecast =
      surprised && actual !== null && previous !== null ? (actual === previous ? actual - 0.25 : previous) : actual;
    return { actual: released ? actual : null, forecast, previous };
  }
  const actual = rounded(reading(seed, scheduled.kind, scheduled.index), spec.decimals);
  const previous = rounded(reading(seed, scheduled.kind, scheduled.index - 1), spec.decimals);
  const typical = spec.typical as { mean: number; spread: number };
  const consensus =
    typical.mean +
    0.6 * (previous - typical.mean) +
    0.25 * typical.spread * rngFor(seed, 'consensus', scheduled.kind, scheduled.index).normal();
  return { actual: released ? actual : null, forecast: rounded(consensus, spec.decimals), previous };
}

/** Every simulated event from `from` to `to` (New York dates, inclusive), figures released by `now`. */
export function simulatedEvents(from: IsoDate, to: IsoDate, now: Date, seed: number): EconomicEvent[] {
  const events: EconomicEvent[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const scheduled of releasesOn(date)) {
      const spec = releaseSpec(scheduled.kind);
      const time = marketInstant(date, scheduled.minutes ?? 0);
      const released = scheduled.minutes !== null && time <= now.getTime();
      const values = figures(seed, scheduled, released);
      const importance = scheduled.fomc?.day === 1 ? 2 : spec.importance;
      events.push({
        id: `sim:${scheduled.kind}:${date}${scheduled.fomc ? `:${scheduled.fomc.day}` : ''}`,
        kind: scheduled.kind,
        title: scheduled.title,
        period: scheduled.period,
        time: new Date(time).toISOString(),
        allDay: scheduled.minutes === null,
        date,
        importance,
        ...values,
        unit: spec.unit,
        decimals: spec.decimals,
        better: spec.better,
        surprise: surpriseOf(values.actual, values.forecast, spec.better, spec.decimals),
        fomc: scheduled.fomc ?? null,
        source: SIMULATED_SOURCE,
        sourceUrl: null,
      });
    }
  }
  return events;
}
