const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;
const TICKER_FIELD = 'ticker';

/**
 * Read from the error's fields rather than `instanceof ApiError`: the host's API client throws its own
 * copy of the class, not the one a remote would bundle.
 */
function errorStatus(error: unknown): number | null {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : null;
}

function tickerFieldError(error: unknown): string | null {
  const body = typeof error === 'object' && error !== null ? (error as { body?: { error?: unknown } }).body : undefined;
  const fields = body?.error;
  if (typeof fields !== 'object' || fields === null) return null;
  const message = (fields as Record<string, unknown>)[TICKER_FIELD];
  return typeof message === 'string' ? message : null;
}

export interface TickerProblem {
  /** The API's explanation for a malformed ticker; null for one that is well formed but unknown. */
  detail: string | null;
}

/**
 * Whether a failed market call was about the ticker itself: 404 (no such symbol) or 400 on the
 * `ticker` field (not a ticker at all). Anything else is a load error with Retry.
 */
export function tickerProblem(error: unknown): TickerProblem | null {
  const status = errorStatus(error);
  if (status === HTTP_NOT_FOUND) return { detail: null };
  if (status === HTTP_BAD_REQUEST) {
    const detail = tickerFieldError(error);
    if (detail) return { detail };
  }
  return null;
}
