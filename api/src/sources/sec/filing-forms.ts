/**
 * What an EDGAR form is, one place for the importers, the simulated feed and the Filings endpoint: the
 * feed's form group, the form in words, 8-K item codes in words (Form 8-K General Instructions B), and
 * EDGAR's URL pattern for a filing's primary document.
 */
import type { FilingFormGroup, FilingItem } from '@flowdeck/api-types';
import { EDGAR_ARCHIVES, EDGAR_BROWSE } from '@flowdeck/endpoints/insiders';

/** Form 8-K items, by code, as the form names them. */
export const FORM_8K_ITEMS: Readonly<Record<string, string>> = {
  '1.01': 'Entry into a Material Definitive Agreement',
  '1.02': 'Termination of a Material Definitive Agreement',
  '1.03': 'Bankruptcy or Receivership',
  '1.04': 'Mine Safety — Reporting of Shutdowns and Patterns of Violations',
  '1.05': 'Material Cybersecurity Incidents',
  '2.01': 'Completion of Acquisition or Disposition of Assets',
  '2.02': 'Results of Operations and Financial Condition',
  '2.03': 'Creation of a Direct Financial Obligation',
  '2.04': 'Triggering Events That Accelerate or Increase a Direct Financial Obligation',
  '2.05': 'Costs Associated with Exit or Disposal Activities',
  '2.06': 'Material Impairments',
  '3.01': 'Notice of Delisting or Failure to Satisfy a Continued Listing Rule; Transfer of Listing',
  '3.02': 'Unregistered Sales of Equity Securities',
  '3.03': 'Material Modification to Rights of Security Holders',
  '4.01': "Changes in Registrant's Certifying Accountant",
  '4.02': 'Non-Reliance on Previously Issued Financial Statements',
  '5.01': 'Changes in Control of Registrant',
  '5.02': 'Departure or Election of Directors or Officers; Compensatory Arrangements',
  '5.03': 'Amendments to Articles of Incorporation or Bylaws; Change in Fiscal Year',
  '5.04': "Temporary Suspension of Trading Under Registrant's Employee Benefit Plans",
  '5.05': 'Amendments to the Code of Ethics, or Waiver of a Provision of the Code of Ethics',
  '5.06': 'Change in Shell Company Status',
  '5.07': 'Submission of Matters to a Vote of Security Holders',
  '5.08': 'Shareholder Director Nominations',
  '6.01': 'ABS Informational and Computational Material',
  '6.02': 'Change of Servicer or Trustee',
  '6.03': 'Change in Credit Enhancement or Other External Support',
  '6.04': 'Failure to Make a Required Distribution',
  '6.05': 'Securities Act Updating Disclosure',
  '7.01': 'Regulation FD Disclosure',
  '8.01': 'Other Events',
  '9.01': 'Financial Statements and Exhibits',
};

/** The feed's groups: a form, its amendment ("/A") and its older or renamed variants. */
const GROUP_FORMS: ReadonlyArray<readonly [FilingFormGroup, RegExp]> = [
  ['8-K', /^8-K(12B|12G3|15D5)?(\/A)?$/],
  ['10-K', /^10-K(405|T)?(\/A)?$/],
  ['10-Q', /^10-Q(T)?(\/A)?$/],
  ['S-1', /^S-1(MEF)?(\/A)?$/],
  ['13D/13G', /^(SC 13[DG]|SCHEDULE 13[DG])(\/A)?$/],
  ['4', /^4(\/A)?$/],
  ['144', /^144(\/A)?$/],
];

export function formGroup(form: string): FilingFormGroup {
  const upper = form.trim().toUpperCase();
  return GROUP_FORMS.find(([, pattern]) => pattern.test(upper))?.[0] ?? 'other';
}

const FORM_LABELS: Readonly<Record<FilingFormGroup, string>> = {
  '8-K': 'Current report',
  '10-K': 'Annual report',
  '10-Q': 'Quarterly report',
  'S-1': 'Registration statement',
  '13D/13G': 'Beneficial ownership over 5%',
  '4': 'Insider transaction',
  '144': 'Notice of proposed sale',
  other: 'Other filing',
};

/** Forms outside the groups that are common enough to name. */
const OTHER_LABELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^3(\/A)?$/, 'Initial insider holdings'],
  [/^5(\/A)?$/, 'Annual insider holdings'],
  [/^DEF 14A$|^DEFA14A$|^PRE 14A$/, 'Proxy statement'],
  [/^424B\d$/, 'Prospectus'],
  [/^S-3/, 'Shelf registration'],
  [/^S-4/, 'Merger registration'],
  [/^S-8/, 'Employee plan registration'],
  [/^SD$/, 'Specialized disclosure'],
  [/^CORRESP$|^UPLOAD$/, 'SEC correspondence'],
  [/^13F-HR/, 'Institutional holdings'],
];

export function formLabel(form: string): string {
  const upper = form.trim().toUpperCase();
  const group = formGroup(upper);
  const amended = /\/A$/.test(upper) ? ' (amended)' : '';
  if (group !== 'other') return `${FORM_LABELS[group]}${amended}`;
  return OTHER_LABELS.find(([pattern]) => pattern.test(upper))?.[1] ?? FORM_LABELS.other;
}

/**
 * An 8-K's items ("2.02,9.01") in words. Other forms reuse the field for other things (an EFFECT notice
 * names the form it makes effective): they have no items. An item code the table lacks keeps its code.
 */
export function filingItems(form: string, items: string): FilingItem[] {
  if (formGroup(form) !== '8-K') return [];
  return items
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '')
    .map((code) => ({ code, label: FORM_8K_ITEMS[code] ?? `Item ${code}` }));
}

/** A CIK as EDGAR's paths write it: without leading zeros. */
export const cikInPath = (cik: string): string => String(Number(cik));

/** EDGAR's URL pattern: `Archives/edgar/data/<cik>/<accession without dashes>/<document>`. */
export function edgarDocumentUrl(cik: string, accession: string, document: string): string {
  return `${EDGAR_ARCHIVES}/${cikInPath(cik)}/${accession.replace(/-/g, '')}/${document}`;
}

/** The filing's index page (every document of the submission). */
export function edgarIndexUrl(cik: string, accession: string): string {
  return `${EDGAR_ARCHIVES}/${cikInPath(cik)}/${accession.replace(/-/g, '')}/${accession}-index.htm`;
}

/** EDGAR's list of a company's filings of one form (a ticker works where a CIK is asked for). */
export function edgarCompanyFormsUrl(cikOrTicker: string, form: string): string {
  return `${EDGAR_BROWSE}?action=getcompany&CIK=${encodeURIComponent(cikOrTicker)}&type=${encodeURIComponent(form)}&dateb=&owner=include&count=40`;
}
