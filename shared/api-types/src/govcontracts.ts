/** Govt. Contracts (spec §7 `govcontract/{x}`): federal contract awards per company, per quarter. */

export interface GovAward {
  /** The award's unique key (`CONT_AWD_…`), or `sim:…` for simulated awards. */
  id: string;
  /** The PIID (the award id agencies use). */
  awardId: string;
  ticker: string | null;
  recipient: string;
  recipientUei: string | null;
  agency: string;
  /** Dollars obligated by the actions in view (sum of `federal_action_obligation`, or the award amount). */
  amount: number;
  /** Current total value of the award, when the source gives it. */
  totalValue: number | null;
  /** The latest action in view (or the award's start date). */
  actionDate: string;
  startDate: string | null;
  endDate: string | null;
  naics: string | null;
  psc: string | null;
  url: string | null;
  /** "Simulated data", or where it was imported from. */
  source: string;
}

export interface GovQuarterTotal {
  quarter: string;
  amount: number;
  awards: number;
}

export interface GovRecipientTotal {
  ticker: string;
  company: string;
  amount: number;
  awards: number;
}

export interface GovAgencyTotal {
  name: string;
  amount: number;
  awards: number;
}

export interface GovContractReport {
  /** The ticker asked for, or `all`. */
  x: string;
  company: string | null;
  quarter: string;
  quarters: string[];
  /** Obligations in scope per quarter (the last eight quarters up to `quarter`), oldest first. */
  totalsByQuarter: GovQuarterTotal[];
  topRecipients: GovRecipientTotal[];
  agencies: GovAgencyTotal[];
  /** The largest awards with actions in the quarter, largest first. */
  largestAwards: GovAward[];
  /** Every award in scope with actions in the quarter, newest action first. */
  awards: GovAward[];
  simulated: boolean;
}
