/** Filings (spec §7 `filing/{x}`): the feed of SEC filings by form, per ticker or market-wide. */

/** The forms the feed is filtered by; `other` is every form outside these. */
export type FilingFormGroup = '8-K' | '10-K' | '10-Q' | 'S-1' | '13D/13G' | '4' | '144' | 'other';

/** One 8-K item: its code and what it means, in words. */
export interface FilingItem {
  code: string;
  label: string;
}

export interface Filing {
  /** `<cik>:<accession number>` for imported rows, `sim:…` for simulated ones. */
  id: string;
  /** The filer's CIK (null for simulated rows: the simulator files nothing with the SEC). */
  cik: string | null;
  ticker: string | null;
  company: string;
  /** The form as EDGAR names it: "8-K", "SC 13G/A", "10-K/A"… */
  form: string;
  formGroup: FilingFormGroup;
  /** What the form is: "Current report", "Quarterly report"… */
  formLabel: string;
  /** 8-K item codes in words (empty for other forms). */
  items: FilingItem[];
  filingDate: string;
  reportDate: string | null;
  /** EDGAR's acceptance time (ISO 8601), when the source gives it. */
  acceptedAt: string | null;
  accessionNumber: string | null;
  /** The primary document on EDGAR, when the source names it. */
  documentUrl: string | null;
  /** The filing's index page on EDGAR (or the company's list of filings of the form). */
  indexUrl: string;
  /** "Simulated data", or the EDGAR source it was imported from. */
  source: string;
}

export interface FilingFeed {
  /** The ticker asked for, or `all`. */
  x: string;
  company: string | null;
  filings: Filing[];
  /** Filings matching the query (all pages). */
  total: number;
  page: number;
  pageSize: number;
  /** Filings per form group for the ticker (or market) and window, whatever the form filter. */
  counts: Record<FilingFormGroup, number>;
  simulated: boolean;
}
