import axios, { type AxiosInstance, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import {
  ApiError,
  type ApiErrorBody,
  GENERIC_ERROR_MESSAGE,
  PAYMENT_REQUIRED_STATUS,
  SubscriptionRequiredError,
  errorMessages,
} from './api-error';
import { readErrorBody } from './error-shape';

export type NotifyVariant = 'default' | 'success' | 'warning' | 'error' | 'info';
export type Notify = (message: string, variant: NotifyVariant) => void;

export interface ApiClientOptions {
  baseURL: string;
  /** Spec §6: `Bearer <user token>`, else the guest token as-is, else nothing. */
  getAuthorization: () => string | null;
  notify: Notify;
  /**
   * Spec §4 session renewal: called once when a call answers with its session kind's renewal trigger
   * (RENEWAL_TRIGGERS), with the Authorization value that call was sent with; resolves to the new
   * Authorization value, or null when the session cannot be renewed. Calls failing meanwhile wait
   * for the same renewal and are retried with the new token.
   */
  renewSession?: (rejected: string) => Promise<string | null>;
  /** Which renewal reading the signed-in session follows (spec §4); 'password' when omitted. */
  sessionKind?: () => SessionKind;
  /** Called when renewal fails: the host clears the tokens and sends the user to /login. */
  onSessionExpired?: () => void;
  /**
   * Called when a call sent with the guest token answers 401 (the guest link has expired). The host
   * must forget that guest token before sending the visitor to /login, or the next protected page
   * would be let in with it again, and a fresh guest link would never be adopted (spec §4 keeps a
   * `token` parameter only when no guest token is stored).
   */
  onGuestTokenExpired?: () => void;
  /**
   * Called with the server's message when a call answers 402 (access ended). Such failures raise no
   * error notification, whatever the call's flag; a GET rejects with a SubscriptionRequiredError, a POST
   * hands it to its `onError` and resolves to nothing.
   */
  onSubscriptionRequired?: (message: string) => void;
}

/**
 * The two kinds of signed-in session (spec §4 session renewal): `password` sessions hold their own
 * token pair (reading A); `identity` sessions began with social sign-in and renew through the
 * identity provider (reading B).
 */
export type SessionKind = 'password' | 'identity';

/** Spec §9: the unauthorized code. */
export const UNAUTHORIZED_STATUS = 401;
/** Spec §4 reading A also renews on a 403. */
export const FORBIDDEN_STATUS = 403;
/** Spec §4 reading B also renews on this message, whatever the status. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/**
 * Spec §4: which answers start a renewal, per session kind — each reading its own trigger, and only
 * its own (the one place this is decided).
 */
export const RENEWAL_TRIGGERS: Record<SessionKind, (status: number, body: unknown) => boolean> = {
  // Reading A: "On a 401 or 403 response".
  password: (status) => status === UNAUTHORIZED_STATUS || status === FORBIDDEN_STATUS,
  // Reading B: "On status 401 or message Unauthorized".
  identity: (status, body) => status === UNAUTHORIZED_STATUS || readErrorBody(body).message === UNAUTHORIZED_MESSAGE,
};

/** A user token is sent as `Bearer …`; a guest token is sent as-is (spec §6). */
const BEARER_PREFIX = 'Bearer ';

type RetriableConfig = InternalAxiosRequestConfig & { renewed?: boolean };

export interface GetOptions {
  params?: Record<string, string | number | boolean | undefined>;
  /** Spec §7: whether a failure shows notifications (default on). */
  notifyErrors?: boolean;
  signal?: AbortSignal;
}

/** What a form passes to hear about a failed POST (spec §8: the form's error callback). */
export type OnPostError = (error: ApiError) => void;

export interface PostOptions {
  /** Spec §7: whether a failure or a success `message` shows a notification (default on). */
  notify?: boolean;
  /** Spec §7: replaces the Authorization value for this call. */
  authorization?: string;
  /** Send as an HTML form (`application/x-www-form-urlencoded`), as the auth calls do. */
  form?: boolean;
  /**
   * Spec §8 (register row: "nested data.error goes to the form's error callback"): called once when the
   * call fails, after the notifications, with what the server said — `fieldErrors` for the fields of a
   * form, `status` (0 when no answer came). The call itself resolves to nothing.
   */
  onError?: OnPostError;
}

export interface ApiClient {
  get<T>(path: string, options?: GetOptions): Promise<T>;
  /**
   * Spec §8: a failed POST shows its notifications (no fallback message), calls `onError` and resolves
   * to `undefined`; it never rejects.
   */
  post<T>(path: string, body?: unknown, options?: PostOptions): Promise<T | undefined>;
  /** The underlying instance, for the host's session-renewal interceptors. */
  readonly http: AxiosInstance;
}

function toApiError(err: unknown): ApiError {
  if (isAxiosError(err)) {
    const body = err.response?.data as ApiErrorBody | undefined;
    const status = err.response?.status ?? 0;
    if (status === PAYMENT_REQUIRED_STATUS) return new SubscriptionRequiredError(body);
    const message = errorMessages(body)[0] ?? (status === 0 ? 'The server cannot be reached' : err.message);
    return new ApiError(status, body, message);
  }
  return new ApiError(0, undefined, err instanceof Error ? err.message : String(err));
}

/**
 * The product's one HTTP client (spec §7 helpers, §8 errors). User-facing error notifications are
 * raised here and nowhere else.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL: options.baseURL,
    headers: { Accept: 'application/json' },
    adapter: 'fetch',
  });
  http.interceptors.request.use((config) => {
    if (!config.headers.has('Authorization')) {
      const authorization = options.getAuthorization();
      if (authorization) config.headers.set('Authorization', authorization);
    }
    return config;
  });

  let renewal: Promise<string | null> | null = null;
  const renewOnce = (rejected: string): Promise<string | null> => {
    renewal ??= (options.renewSession?.(rejected) ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  };

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!options.renewSession || !isAxiosError(error) || !error.config) throw error;
    const config = error.config as RetriableConfig;
    const status = error.response?.status ?? 0;
    if (config.renewed) throw error;
    const sentWith = config.headers.get('Authorization');
    // A call made without credentials (sign-in itself) has no session to renew.
    if (typeof sentWith !== 'string' || !sentWith) throw error;
    if (!sentWith.startsWith(BEARER_PREFIX)) {
      // A guest token has no refresh: a 403 is only its read-only scope (the page keeps working);
      // a 401 means the guest link itself has expired, which ends the visit.
      if (status === UNAUTHORIZED_STATUS) (options.onGuestTokenExpired ?? options.onSessionExpired)?.();
      throw error;
    }
    if (!RENEWAL_TRIGGERS[options.sessionKind?.() ?? 'password'](status, error.response?.data)) throw error;
    const current = options.getAuthorization();
    // Sent before another call renewed the session: retry with the new token, no second refresh.
    const authorization = current && current !== sentWith ? current : await renewOnce(sentWith);
    if (!authorization) {
      options.onSessionExpired?.();
      throw error;
    }
    config.renewed = true;
    config.headers.set('Authorization', authorization);
    return http.request(config);
  });

  /** A 402 is a state (the host shows a subscribe panel), not an error to notify. */
  const subscriptionRequired = (error: SubscriptionRequiredError): SubscriptionRequiredError => {
    options.onSubscriptionRequired?.(error.message);
    return error;
  };

  return {
    http,
    async get<T>(path: string, { params, notifyErrors = true, signal }: GetOptions = {}) {
      try {
        const response = await http.get<T>(path, { params, signal });
        return response.data;
      } catch (err) {
        const error = toApiError(err);
        if (error instanceof SubscriptionRequiredError) throw subscriptionRequired(error);
        if (notifyErrors && !axios.isCancel(err)) {
          const messages = errorMessages(error.body, { withDetail: false });
          for (const message of messages.length > 0 ? messages : [GENERIC_ERROR_MESSAGE])
            options.notify(message, 'error');
        }
        throw error;
      }
    },
    async post<T>(path: string, body?: unknown, { notify = true, authorization, form, onError }: PostOptions = {}) {
      try {
        const payload = form && body ? new URLSearchParams(body as Record<string, string>) : body;
        const response = await http.post<T>(path, payload, {
          headers: authorization ? { Authorization: authorization } : undefined,
        });
        const message = (response.data as { message?: unknown } | undefined)?.message;
        if (notify && typeof message === 'string') options.notify(message, 'success');
        return response.data;
      } catch (err) {
        const error = toApiError(err);
        if (error instanceof SubscriptionRequiredError) subscriptionRequired(error);
        // Spec §8: the same notifications as GET, but no fallback message, and nothing returned.
        else if (notify) for (const message of errorMessages(error.body)) options.notify(message, 'error');
        onError?.(error);
        return undefined;
      }
    },
  };
}
