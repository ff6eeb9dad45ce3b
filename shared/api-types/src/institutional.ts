/**
 * Institutional Tracker (spec §7 `institutional-tracker/*`): 13F-HR holdings per filer and quarter, their
 * quarter-over-quarter changes, holders per stock, market-wide activity and ETF exposure.
 */

/** How a position moved against the filer's previous quarter. */
export type InstitutionalChange = 'new' | 'added' | 'reduced' | 'sold out' | 'unchanged';

/** Where a filer's quarter came from: "Simulated data", or the 13F it was imported from. */
export interface InstitutionalFilingRef {
  source: string;
  /** EDGAR's filing index (or the filer's 13F list); null for simulated data. */
  filingUrl: string | null;
  filed: string | null;
}

export interface InstitutionalPosition {
  /** Null when the holding maps to no listed symbol: shown by issuer name. */
  ticker: string | null;
  issuer: string;
  titleOfClass: string;
  cusip: string | null;
  sector: string | null;
  putCall: 'Put' | 'Call' | null;
  shares: number;
  /** Null when the filer's previous quarter is not on file. */
  previousShares: number | null;
  sharesChange: number | null;
  /** Dollars. */
  value: number;
  previousValue: number | null;
  valueChange: number | null;
  /** Percent of the filer's reported value. */
  weight: number;
  /** Null when the filer's previous quarter is not on file. */
  change: InstitutionalChange | null;
}

export interface InstitutionalChangeCounts {
  new: number;
  added: number;
  reduced: number;
  soldOut: number;
  unchanged: number;
}

export interface InstitutionalFilerSummary extends InstitutionalFilingRef {
  cik: string;
  name: string;
  /** What kind of manager (simulated filers), null for imported ones. */
  style: string | null;
  quarter: string;
  value: number;
  previousValue: number | null;
  valueChange: number | null;
  positions: number;
  /** Null when the previous quarter is not on file. */
  counts: InstitutionalChangeCounts | null;
  topHoldings: Array<{ ticker: string | null; issuer: string; weight: number }>;
}

export interface InstitutionalPositionsResponse {
  filer: InstitutionalFilerSummary;
  quarter: string;
  previousQuarter: string;
  /** The filer's quarters on file, newest first. */
  quarters: string[];
  simulated: boolean;
  /** One page of the positions of the quarter and those sold out since the previous one, largest value first. */
  positions: InstitutionalPosition[];
  /** Positions matching the change filter, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

export interface InstitutionalQuarterValue {
  quarter: string;
  value: number;
  positions: number;
}

export interface InstitutionalSectorWeight {
  sector: string;
  value: number;
  /** Percent of the reported value. */
  weight: number;
}

export interface InstitutionalSummary {
  filer: InstitutionalFilerSummary;
  quarter: string;
  previousQuarter: string;
  quarters: string[];
  simulated: boolean;
  /** Oldest first. */
  history: InstitutionalQuarterValue[];
  sectors: InstitutionalSectorWeight[];
  /** The largest increases and decreases in value from share changes (new and sold out included). */
  topBuys: InstitutionalPosition[];
  topSells: InstitutionalPosition[];
}

export interface InstitutionalSummaries {
  quarter: string;
  previousQuarter: string;
  /** Quarters with any filing, newest first. */
  quarters: string[];
  simulated: boolean;
  /** Largest reported value first. */
  filers: InstitutionalFilerSummary[];
}

export interface InstitutionalHolder extends InstitutionalFilingRef {
  cik: string;
  filer: string;
  putCall: 'Put' | 'Call' | null;
  shares: number;
  previousShares: number | null;
  sharesChange: number | null;
  value: number;
  valueChange: number | null;
  change: InstitutionalChange | null;
  /** Percent of the filer's reported value. */
  portfolioWeight: number;
}

export interface InstitutionalStockHolders {
  ticker: string;
  company: string | null;
  sector: string | null;
  quarter: string;
  previousQuarter: string;
  quarters: string[];
  simulated: boolean;
  totals: {
    holders: number;
    shares: number;
    value: number;
    /** Percent of shares outstanding held by the filers on file; null when unknown. */
    ownershipPct: number | null;
    sharesChange: number;
    counts: InstitutionalChangeCounts;
  };
  /** Oldest first: holders, shares and value per quarter. */
  history: Array<{ quarter: string; holders: number; shares: number; value: number }>;
  /** Largest value first; filers who sold out last. */
  holders: InstitutionalHolder[];
}

/** One security's activity across every filer of a quarter (share positions; options left out). */
export interface InstitutionalActivity {
  ticker: string | null;
  issuer: string;
  sector: string | null;
  /** Filers who made this move. */
  filers: number;
  sharesChange: number;
  /** The value of the shares bought (positive) or sold (negative), at this quarter's price. */
  valueChange: number;
  /** Value held by every filer at the quarter's end. */
  value: number;
}

export interface InstitutionalSegmentation {
  quarter: string;
  previousQuarter: string;
  quarters: string[];
  simulated: boolean;
  /** Filers with a filing this quarter; `compared` those also filing the quarter before. */
  filers: number;
  compared: number;
  totalValue: number;
  topBuys: InstitutionalActivity[];
  topSells: InstitutionalActivity[];
  newPositions: InstitutionalActivity[];
  soldOut: InstitutionalActivity[];
  /** Value held and net bought per sector, largest value first. */
  sectors: Array<InstitutionalSectorWeight & { valueChange: number }>;
}

export interface EtfConstituent {
  ticker: string;
  company: string;
  sector: string;
  /** Percent of the fund. */
  weight: number;
  shares: number;
  value: number;
}

export interface EtfStockExposure {
  /** The ETF asked about, or null when only a ticker was given. */
  etf: string | null;
  etfName: string | null;
  /** How the fund's basket is built (cap-weighted sector, equal weight…). */
  method: string | null;
  /** Fund assets, dollars. */
  assets: number | null;
  ticker: string | null;
  company: string | null;
  /** The ticker's place in the ETF; null when the ETF does not hold it (or no ticker was asked). */
  exposure: EtfConstituent | null;
  /** The ETF's largest constituents (empty when only a ticker was asked). */
  holdings: EtfConstituent[];
  constituents: number;
  /** Every modelled ETF that holds the ticker, largest weight first (empty when no ticker was asked). */
  etfsHolding: Array<{ etf: string; etfName: string; weight: number; shares: number; value: number }>;
  /** The ETFs whose baskets are modelled. */
  etfs: Array<{ symbol: string; name: string }>;
  simulated: boolean;
}
