import { readErrorBody } from './error-shape';

/** Spec §3: the API's error body. `error` is a message or a field → message map. */
export interface ApiErrorBody {
  error?: string | Record<string, string>;
  message?: string;
  detail?: string;
}

/** Spec §8: the message shown when a failed GET carries no `error`. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred while processing your request';

/** A failed call, carrying what the server said in a shape a form can use. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors of a validation failure (`{ error: { field: message } }`), else empty. */
  get fieldErrors(): Record<string, string> {
    return readErrorBody(this.body).fieldErrors;
  }
}

/** HTTP 402: the caller's subscription does not cover the call (access ended). */
export const PAYMENT_REQUIRED_STATUS = 402;

/** Shown when a 402 carries no message of its own. */
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Your subscription does not include this. Subscribe to continue.';

/**
 * A 402 answer: the user's access has ended. The client raises no error notification for it; the host
 * shows a "subscribe to continue" panel instead, with `message` (the server's explanation).
 */
export class SubscriptionRequiredError extends ApiError {
  constructor(body: ApiErrorBody | undefined) {
    const said = readErrorBody(body);
    super(PAYMENT_REQUIRED_STATUS, body, said.message || said.error || SUBSCRIPTION_REQUIRED_MESSAGE);
    this.name = 'SubscriptionRequiredError';
  }
}

/**
 * Spec §8: one notification for a string `error`, one per entry for an object `error`, the `detail`
 * of a login failure (POST token/) unless `withDetail` is off, else nothing (the caller decides on a
 * fallback: a failed GET without `error` shows the generic message).
 */
export function errorMessages(body: unknown, { withDetail = true }: { withDetail?: boolean } = {}): string[] {
  const { messages, detail } = readErrorBody(body);
  if (messages.length > 0) return messages;
  return withDetail && detail !== null ? [detail] : [];
}
