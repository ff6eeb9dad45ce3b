/** Earnings calendar (spec §7 `earnings/{x}`): reports, estimate vs actual, implied and actual moves. */

/** When a company reports relative to the session: before the open, after the close, or not said. */
export type EarningsTime = 'before-open' | 'after-close' | 'unknown';

/** The options market's expected move for a report: the at-the-money straddle of the first expiry after it. */
export interface ImpliedMove {
  /** The close the straddle is priced at (the last close before the report). */
  asOf: string;
  spot: number;
  expiry: string;
  strike: number;
  /** Call + put mid at the strike, per share. */
  straddle: number;
  /** Straddle ÷ spot (0.062 = ±6.2 %). */
  move: number;
}

/** What the stock did on a past report: the close before it to the close of the first session after it. */
export interface PastMove {
  date: string;
  fiscalQuarter: string;
  /** Signed fraction (−0.081 = −8.1 %). */
  move: number;
}

export interface EarningsReport {
  /** `sim:<symbol>:<fiscalQuarter>` or `<source>:<symbol>:<fiscalQuarter>`. */
  id: string;
  symbol: string;
  company: string | null;
  sector: string | null;
  marketCap: number | null;
  date: string;
  time: EarningsTime;
  /** "Q3 FY2025". */
  fiscalQuarter: string;
  /** Whether the report is out (its date is past, or it is today and before the open). */
  reported: boolean;
  epsEstimate: number | null;
  epsActual: number | null;
  /** (actual − estimate) ÷ |estimate|, a fraction; null without both. */
  epsSurprise: number | null;
  revenueEstimate: number | null;
  revenueActual: number | null;
  revenueSurprise: number | null;
  impliedMove: ImpliedMove | null;
  /** The stock's moves on its previous reports (up to 8), newest first. */
  pastMoves: PastMove[];
  /** The move after this report, once it is known. */
  actualMove: number | null;
  /** "Simulated data", or where an imported row came from. */
  source: string;
}

export interface EarningsCalendar {
  from: string;
  to: string;
  /** New York's date the answer was made on. */
  today: string;
  reports: EarningsReport[];
  simulated: boolean;
  /** Sectors of the universe (for the filter). */
  sectors: string[];
}
