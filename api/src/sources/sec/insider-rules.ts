/**
 * The rules that turn a reported insider transaction into the tracker's row, one place for the Form 4
 * importer, the SEC data-set importer and the simulated seed: who is a CEO or CFO, the change in holdings,
 * the filing delay, the value and the EDGAR link.
 */
import type { InsiderCode } from '@flowdeck/api-types';
import {
  CLUSTER_MIN_INSIDERS,
  CLUSTER_WINDOW_DAYS,
  EDGAR_ARCHIVES,
  EDGAR_BROWSE,
  INSIDER_CODE_LABELS,
  OPEN_MARKET_BUY,
} from '@flowdeck/endpoints/insiders';

export type InsiderTransactionCode = InsiderCode;
export const INSIDER_TRANSACTION_CODES = INSIDER_CODE_LABELS;

const CEO = /\b(chief executive|c\.?e\.?o)\b/i;
const CFO = /\b(chief financial|c\.?f\.?o|principal financial)\b/i;

/** CEO and CFO read from the officer title as filed ("President and CEO", "EVP, Chief Financial Officer"). */
export function officerRoles(title: string | null): { isCeo: boolean; isCfo: boolean } {
  if (!title) return { isCeo: false, isCfo: false };
  return { isCeo: CEO.test(title), isCfo: CFO.test(title) };
}

/** The title column: the officer title when there is one, else the boxes ticked on the form. */
export function displayTitle(owner: {
  isDirector: boolean;
  isOfficer: boolean;
  isTenPercentOwner: boolean;
  isOther: boolean;
  officerTitle: string | null;
  otherText: string | null;
}): string {
  const parts: string[] = [];
  if (owner.isOfficer) parts.push(owner.officerTitle ?? 'Officer');
  if (owner.isDirector) parts.push('Director');
  if (owner.isTenPercentOwner) parts.push('10% Owner');
  if (owner.isOther) parts.push(owner.otherText ?? 'Other');
  return parts.join(', ');
}

/**
 * Change in holdings, percent of what was held before the transaction (OpenInsider's ΔOwn). Null when
 * nothing was held before (a new position) or the form does not give the holdings after.
 */
export function deltaOwnedPct(
  shares: number | null,
  sharesAfter: number | null,
  acquiredDisposed: 'A' | 'D',
): number | null {
  if (shares === null || sharesAfter === null) return null;
  const before = acquiredDisposed === 'A' ? sharesAfter - shares : sharesAfter + shares;
  if (before <= 0) return null;
  const pct = ((sharesAfter - before) / before) * 100;
  return Math.round(pct * 100) / 100;
}

/** Calendar days from the trade to the filing (Form 4 is due within two business days). */
export function filingDelayDays(tradeDate: string, filingDate: string): number {
  const ms = Date.parse(`${filingDate}T00:00:00Z`) - Date.parse(`${tradeDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** Shares × price in dollars, to the cent; 0 without a price (grants and gifts are often priced at 0). */
export function tradeValue(shares: number | null, price: number | null): number {
  if (shares === null || price === null) return 0;
  return Math.round(shares * price * 100) / 100;
}

export const ACCESSION_NUMBER = /\b(\d{10})-?(\d{2})-?(\d{6})\b/;

/** `0001640147-22-000123` whether written with dashes or not; null when `text` holds none. */
export function accessionIn(text: string): string | null {
  const match = ACCESSION_NUMBER.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * EDGAR's URL pattern: a filing's index page lives under the filer's CIK (without leading zeros) and the
 * accession number without dashes. Without an accession number, the issuer's list of Form 4 filings.
 */
export function edgarFilingUrl(issuerCik: string, accession: string | null): string {
  const cik = String(Number(issuerCik));
  if (accession) return `${EDGAR_ARCHIVES}/${cik}/${accession.replace(/-/g, '')}/${accession}-index.htm`;
  return `${EDGAR_BROWSE}?action=getcompany&CIK=${issuerCik}&type=4&dateb=&owner=include&count=40`;
}

export interface BuyRow {
  code: string;
  ticker?: string | null;
  issuer_cik: string;
  insider_cik: string;
  trade_date: string;
}

/**
 * The preset flags of open-market purchases, for rows in id order (the seed computes them before inserting;
 * insider-store.refreshBuyFlags is the same rule in SQL for imports): a cluster buy has CLUSTER_MIN_INSIDERS
 * or more distinct insiders buying the ticker within CLUSTER_WINDOW_DAYS either side; a first buy is the
 * insider's first purchase of the company.
 */
export function buyFlags(rows: readonly BuyRow[]): { cluster: boolean; first: boolean }[] {
  const buys = rows.map((r, i) => ({ ...r, i })).filter((r) => r.code === OPEN_MARKET_BUY);
  const byTicker = new Map<string, typeof buys>();
  for (const b of buys) {
    if (!b.ticker) continue;
    byTicker.set(b.ticker, [...(byTicker.get(b.ticker) ?? []), b]);
  }
  const seen = new Map<string, { date: string; i: number }>();
  for (const b of buys) {
    const key = `${b.insider_cik}|${b.issuer_cik}`;
    const first = seen.get(key);
    if (!first || b.trade_date < first.date) seen.set(key, { date: b.trade_date, i: b.i });
  }
  const flags = rows.map(() => ({ cluster: false, first: false }));
  for (const b of buys) {
    const flag = flags[b.i];
    if (!flag) continue;
    const near = (b.ticker ? (byTicker.get(b.ticker) ?? []) : []).filter(
      (o) => Math.abs(filingDelayDays(o.trade_date, b.trade_date)) <= CLUSTER_WINDOW_DAYS,
    );
    flag.cluster = new Set(near.map((o) => o.insider_cik)).size >= CLUSTER_MIN_INSIDERS;
    flag.first = seen.get(`${b.insider_cik}|${b.issuer_cik}`)?.i === b.i;
  }
  return flags;
}
