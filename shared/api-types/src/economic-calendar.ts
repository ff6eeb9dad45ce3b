/** Economic Calendar (spec §7 `economic-calander`): scheduled US releases and FOMC meetings. */

/** The releases the calendar knows; anything else from an imported calendar is `other`. */
export type ReleaseKind =
  | 'cpi'
  | 'ppi'
  | 'employment'
  | 'jolts'
  | 'gdp'
  | 'pce'
  | 'retail-sales'
  | 'jobless-claims'
  | 'fomc'
  | 'holiday'
  | 'other';

/** 1 low, 2 medium, 3 high: how much the release usually moves the market. */
export type Importance = 1 | 2 | 3;

/** Which way a reading is good news for the economy (beat/miss colouring); null where it means nothing. */
export type BetterDirection = 'higher' | 'lower';

export type Surprise = 'beat' | 'miss' | 'inline';

export interface EconomicEvent {
  /** Stable: `sim:<kind>:<date>` for simulated rows, `<source>:<uid>` for imported ones. */
  id: string;
  kind: ReleaseKind;
  title: string;
  /** The period the figures describe ("October 2026", "Q3 2026"), when known. */
  period: string | null;
  /** The release instant (UTC ISO); for an all-day event, 00:00 New York time of its date. */
  time: string;
  allDay: boolean;
  /** The New York calendar date of the release. */
  date: string;
  importance: Importance;
  actual: number | null;
  forecast: number | null;
  previous: number | null;
  /** '%', 'K', 'M' (after the number), or null. */
  unit: string | null;
  decimals: number;
  better: BetterDirection | null;
  /** Actual against forecast, judged by `better`; null until released or without a forecast. */
  surprise: Surprise | null;
  /** FOMC meetings: which day of the two, and whether the Summary of Economic Projections comes with it. */
  fomc: { day: 1 | 2; projections: boolean } | null;
  /** "Simulated data", or the publisher of an imported calendar (BLS, BEA…). */
  source: string;
  sourceUrl: string | null;
}

export interface EconomicCalendar {
  from: string;
  to: string;
  events: EconomicEvent[];
  /** The next high-importance release after now (looked up beyond the window), for the countdown. */
  next: EconomicEvent | null;
  /** Any simulated row in the answer. */
  simulated: boolean;
}
