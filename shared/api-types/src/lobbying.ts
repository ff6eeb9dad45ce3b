/** Lobbying (spec §7 `lobbying/{x}`): LDA filings, spend per company per quarter, issues and who lobbied whom. */

export interface LobbyingIssue {
  /** The LDA general issue code: "TAX", "DEF"… */
  code: string;
  name: string;
  description: string | null;
}

export interface LobbyingFiling {
  /** The LDA filing UUID (simulated rows: `sim:…`). */
  id: string;
  ticker: string | null;
  client: string;
  registrant: string;
  /** "2025-Q1". */
  quarter: string;
  filingType: string;
  /** Income (outside firm) or expenses (in-house), whichever the filing reports; null when neither. */
  amount: number | null;
  issues: LobbyingIssue[];
  lobbyists: string[];
  governmentEntities: string[];
  filingUrl: string | null;
  /** "Simulated data", or where it was imported from. */
  source: string;
}

export interface LobbyingSpend {
  ticker: string;
  company: string;
  amount: number;
  filings: number;
}

export interface LobbyingChange {
  ticker: string;
  company: string;
  previous: number;
  current: number;
  change: number;
  /** Null when the previous quarter had no spend. */
  changePct: number | null;
}

export interface LobbyingQuarterSpend {
  quarter: string;
  amount: number;
  filings: number;
}

export interface LobbyingTally {
  name: string;
  filings: number;
  amount: number;
}

export interface LobbyingReport {
  /** The ticker asked for, or `all`. */
  x: string;
  company: string | null;
  quarter: string;
  previousQuarter: string;
  /** Quarters with filings in scope, newest first. */
  quarters: string[];
  /** Spend in scope per quarter (the last eight quarters up to `quarter`), oldest first. */
  spendByQuarter: LobbyingQuarterSpend[];
  /** Companies by spend in the quarter. */
  topSpenders: LobbyingSpend[];
  /** Companies by the change of spend from the previous quarter, largest first (either way). */
  biggestChanges: LobbyingChange[];
  issues: LobbyingTally[];
  registrants: LobbyingTally[];
  lobbyists: LobbyingTally[];
  governmentEntities: LobbyingTally[];
  /** The quarter's filings in scope, largest first. */
  filings: LobbyingFiling[];
  simulated: boolean;
}
