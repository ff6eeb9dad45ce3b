import { readApiError } from '@flowdeck/api-client/error-shape';

const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;
const TICKER_FIELD = 'ticker';

export interface TickerProblem {
  /** The API's explanation for a malformed ticker; null for one that is well formed but unknown. */
  detail: string | null;
}

/**
 * Whether a failed market call was about the ticker itself: 404 (no such symbol) or 400 on the
 * `ticker` field (not a ticker at all). Anything else is a load error with Retry.
 */
export function tickerProblem(error: unknown): TickerProblem | null {
  const { status, fieldErrors } = readApiError(error);
  if (status === HTTP_NOT_FOUND) return { detail: null };
  const detail = fieldErrors[TICKER_FIELD];
  return status === HTTP_BAD_REQUEST && detail ? { detail } : null;
}
