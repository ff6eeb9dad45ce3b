/**
 * The one reader of the API's error shape (spec §3: `{ error: string | { field: message }, message? }`, plus
 * `detail` on a failed sign-in). Pure and dependency-free, so a remote imports it
 * (`@flowdeck/api-client/error-shape`) without bundling the HTTP client.
 */

/** What an error body says, each part in the form its readers need. */
export interface ErrorShape {
  /** `error` when it is one message. */
  error: string | null;
  /** `error` when it is a field → message map (a validation failure), else empty. */
  fieldErrors: Record<string, string>;
  /** The optional `message` beside `error`. */
  message: string | null;
  /** `detail`: the reason a sign-in failed. */
  detail: string | null;
  /** What to show the user: the one `error`, or one message per field; empty when `error` is absent. */
  messages: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads an API error body, of any shape (a body that is not an object, or a part of the wrong type, reads as
 * absent).
 */
export function readErrorBody(body: unknown): ErrorShape {
  if (!isRecord(body)) return { error: null, fieldErrors: {}, message: null, detail: null, messages: [] };
  const error = text(body.error);
  const fieldErrors: Record<string, string> = {};
  if (isRecord(body.error)) {
    for (const [field, message] of Object.entries(body.error))
      if (typeof message === 'string') fieldErrors[field] = message;
  }
  return {
    error,
    fieldErrors,
    message: text(body.message),
    detail: text(body.detail),
    messages: error !== null ? [error] : Object.values(fieldErrors),
  };
}

/** A failed call as the API client reports it: its HTTP status (null when no answer came) and what the body said. */
export interface ApiErrorShape extends ErrorShape {
  status: number | null;
}

/**
 * Reads a failed call: the API client's `ApiError` (`status`, `body`) or an axios error (`response.status`,
 * `response.data`). Read from the error's fields rather than by `instanceof`: a remote sees the host's copy of
 * the client's classes, not one it bundles.
 */
export function readApiError(error: unknown): ApiErrorShape {
  if (!isRecord(error)) return { status: null, ...readErrorBody(undefined) };
  if (isRecord(error.response)) {
    const { status, data } = error.response;
    return { status: typeof status === 'number' ? status : null, ...readErrorBody(data) };
  }
  const status = typeof error.status === 'number' && error.status > 0 ? error.status : null;
  return { status, ...readErrorBody(error.body) };
}
