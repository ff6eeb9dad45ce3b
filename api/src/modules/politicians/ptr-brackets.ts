import type { TradeTypeFilter } from '@flowdeck/endpoints/politicians';
/**
 * Value brackets of the House/Senate Periodic Transaction Report. Filers report a range, never an amount,
 * so a trade is stored as the bracket's min/max plus the label exactly as printed on the form.
 */

export interface AmountBracket {
  min: number;
  /** null for the open-ended top bracket. */
  max: number | null;
  label: string;
}

export const PTR_BRACKETS: readonly AmountBracket[] = [
  { min: 1_001, max: 15_000, label: '$1,001 - $15,000' },
  { min: 15_001, max: 50_000, label: '$15,001 - $50,000' },
  { min: 50_001, max: 100_000, label: '$50,001 - $100,000' },
  { min: 100_001, max: 250_000, label: '$100,001 - $250,000' },
  { min: 250_001, max: 500_000, label: '$250,001 - $500,000' },
  { min: 500_001, max: 1_000_000, label: '$500,001 - $1,000,000' },
  { min: 1_000_001, max: 5_000_000, label: '$1,000,001 - $5,000,000' },
  { min: 5_000_001, max: 25_000_000, label: '$5,000,001 - $25,000,000' },
  { min: 25_000_001, max: 50_000_000, label: '$25,000,001 - $50,000,000' },
  { min: 50_000_001, max: null, label: 'Over $50,000,000' },
];

/** Transactions of $1,000 or less are not reportable. */
export const PTR_REPORTING_THRESHOLD = 1_000;

/** The bracket a dollar amount falls into; undefined below the reporting threshold. */
export function bracketForAmount(amount: number): AmountBracket | undefined {
  if (!Number.isFinite(amount) || amount <= PTR_REPORTING_THRESHOLD) return undefined;
  // Amounts come in whole dollars on the form; cents between two brackets belong to the lower one.
  const dollars = Math.floor(amount);
  return (
    PTR_BRACKETS.find((b) => dollars >= b.min && (b.max === null || dollars <= b.max)) ??
    PTR_BRACKETS[PTR_BRACKETS.length - 1]
  );
}

/** The bracket printed with this label (whitespace and dash style tolerated, as scraped PTRs vary). */
export function bracketForLabel(label: string): AmountBracket | undefined {
  const normalized = normalizeLabel(label);
  return PTR_BRACKETS.find((b) => normalizeLabel(b.label) === normalized);
}

function normalizeLabel(label: string): string {
  return label
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** Legal filing deadline: 30 days after notice, at most 45 days after the transaction. */
export const PTR_FILING_DEADLINE_DAYS = 45;

export const TRANSACTION_TYPES = ['Purchase', 'Sale (Full)', 'Sale (Partial)', 'Exchange'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Owner codes: Self, SP = spouse, JT = joint, DC = dependent child. */
export const OWNER_CODES = ['Self', 'SP', 'JT', 'DC'] as const;
export type OwnerCode = (typeof OWNER_CODES)[number];

/** The filter vocabulary of the API (lower-case) → the PTR transaction types it covers. */
export const TRANSACTION_TYPE_FILTERS = {
  purchase: ['Purchase'],
  sale: ['Sale (Full)', 'Sale (Partial)'],
  exchange: ['Exchange'],
} as const satisfies Record<TradeTypeFilter, readonly TransactionType[]>;
export type TransactionTypeFilter = keyof typeof TRANSACTION_TYPE_FILTERS;
