/** The Filings page's state in its URL: form group, ticker and page (a link shows the same feed). */
import type { FilingFormGroup } from '@flowdeck/api-types';
import { FILING_FORM_GROUPS } from '@flowdeck/endpoints/filings';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export const FILINGS_PAGE_SIZE = 50;

export interface FilingView {
  form: FilingFormGroup | undefined;
  symbol: string | undefined;
  page: number;
}

export function isTicker(value: string): boolean {
  return TICKER_PATTERN.test(value);
}

export function readFilingParams(params: URLSearchParams): FilingView {
  const form = params.get('form');
  const symbol = params.get('symbol')?.trim().toUpperCase();
  const page = Number(params.get('page'));
  return {
    form: (FILING_FORM_GROUPS as readonly string[]).includes(form ?? '') ? (form as FilingFormGroup) : undefined,
    symbol: symbol && isTicker(symbol) ? symbol : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** "Nov 30, 2022 4:42 PM" in New York for an acceptance time; null when unknown. */
export function acceptedTime(acceptedAt: string | null): string | null {
  if (!acceptedAt) return null;
  return new Date(acceptedAt).toLocaleTimeString('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** What the feed is empty of, in words, for the empty state. */
export function emptyFeedText(view: FilingView): string {
  const form = view.form ? (view.form === 'other' ? 'other ' : `${view.form} `) : '';
  return `No ${form}filings${view.symbol ? ` for ${view.symbol}` : ''} yet. Filings show here once the simulator files them or once EDGAR data is imported (npm run import -- edgar-submissions <file>).`;
}
