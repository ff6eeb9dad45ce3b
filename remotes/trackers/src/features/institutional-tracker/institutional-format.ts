import type { InstitutionalChange } from '@flowdeck/api-types';
import { formatThousands, formatUsd } from '@flowdeck/ui-kit';

/** The page's three views, as `?view=` names them. */
export const VIEWS = ['market', 'filer', 'stock'] as const;
export type View = (typeof VIEWS)[number];

export function readView(value: string | null): View {
  return VIEWS.find((view) => view === value) ?? 'market';
}

const CHANGE_LABELS: Readonly<Record<InstitutionalChange, string>> = {
  new: 'New',
  added: 'Added',
  reduced: 'Reduced',
  'sold out': 'Sold out',
  unchanged: 'Unchanged',
};

/** "Sold out"; "—" when the previous quarter is not on file. */
export function changeLabel(change: InstitutionalChange | null): string {
  return change ? CHANGE_LABELS[change] : '—';
}

export function changeTone(change: InstitutionalChange | null): 'success' | 'error' | 'default' {
  if (change === 'new' || change === 'added') return 'success';
  if (change === 'reduced' || change === 'sold out') return 'error';
  return 'default';
}

/** +1,250 / -300 / 0; "—" when unknown. */
export function signedShares(value: number | null): string {
  if (value === null) return '—';
  return `${value > 0 ? '+' : ''}${formatThousands(value)}`;
}

export function usd(value: number | null): string {
  return value === null ? '—' : formatUsd(value);
}

export function signedUsd(value: number | null): string {
  return value === null ? '—' : formatUsd(value, { signed: true });
}

/** A security as a row names it: its ticker, else the issuer; a put or call says so. */
export function securityLabel(row: { ticker: string | null; issuer: string; putCall: 'Put' | 'Call' | null }): string {
  const name = row.ticker ?? row.issuer;
  return row.putCall ? `${name} ${row.putCall}` : name;
}
