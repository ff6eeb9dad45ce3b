import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable.js';

/** Field name → human-readable message, the object form of the spec's `error`. */
export type FieldErrors = Record<string, string>;

/** The spec's error body (§3): `error` is a string or a field map, plus a human-readable `message`. */
export interface ErrorBody {
  error: string | FieldErrors;
  message: string;
}

/** `message` for a body without one of its own: the error itself, or a field map's one message or its count. */
function summary(error: string | FieldErrors): string {
  if (typeof error === 'string') return error;
  const messages = Object.values(error);
  return messages.length === 1 ? (messages[0] ?? '') : `There are ${messages.length} problems to fix in the form.`;
}

/** The spec's error body; `message` defaults to a one-sentence summary of `error`. */
export function errorBody(error: string | FieldErrors, message?: string): ErrorBody {
  return { error, message: message ?? summary(error) };
}

/** Fastify's own request errors (body parsing), answered in the spec's shape and our wording. */
export const REQUEST_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: 'Malformed JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'Empty JSON body',
    message: 'The request says it carries JSON but its body is empty.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'Unsupported content type',
    message: 'Send the body as application/json or application/x-www-form-urlencoded.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'Request body too large',
    message: 'The request body is larger than the server accepts.',
  },
};

export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  /** The body sent to the client; subclasses with a different contract override it. */
  toBody(): object {
    return errorBody(this.message);
  }
}

/** Bad input. Either one message or a map of field → message (all problems found, not only the first). */
export class InputError extends AppError {
  readonly statusCode = 400;
  constructor(
    readonly errors: FieldErrors | string,
    readonly detailMessage?: string,
  ) {
    super(typeof errors === 'string' ? errors : Object.values(errors).join(' '));
    this.name = 'InputError';
  }
  override toBody(): ErrorBody {
    return errorBody(this.errors, this.detailMessage);
  }
}

export class AuthError extends AppError {
  readonly statusCode = 401;
  constructor(
    message = 'Authentication required',
    readonly detailMessage?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
  override toBody(): ErrorBody {
    return errorBody(this.message, this.detailMessage);
  }
}

/**
 * Failed login. The sign-in screen reads `detail` (spec §3 "Login response"), so this one error keeps the
 * token endpoint's historical body instead of the general shape.
 */
export class InvalidCredentialsError extends AppError {
  static readonly DETAIL = 'No active account found with the given credentials';
  readonly statusCode = 401;
  constructor() {
    super(InvalidCredentialsError.DETAIL);
    this.name = 'InvalidCredentialsError';
  }
  override toBody(): { detail: string } {
    return { detail: InvalidCredentialsError.DETAIL };
  }
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  constructor(message = 'You do not have permission to perform this action') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The subscription does not cover the request (access ended, add-on not bought). */
export class PaymentRequiredError extends AppError {
  readonly statusCode = 402;
  constructor(
    message = 'An active subscription is required',
    /** What the user can do about it, shown by the client in place of the page (spec §3 `message`). */
    readonly detailMessage?: string,
  ) {
    super(message);
    this.name = 'PaymentRequiredError';
  }
  override toBody(): ErrorBody {
    return errorBody(this.message, this.detailMessage);
  }
}

/** A request the server could take in but not handle within its memory bounds (an export too large to write). */
export class PayloadTooLargeError extends AppError {
  readonly statusCode = 413;
  constructor(message: string) {
    super(message);
    this.name = 'PayloadTooLargeError';
  }
}

/** A feature this deployment has not configured (e.g. social sign-in without a Firebase project). */
export class ServiceUnavailableError extends AppError {
  readonly statusCode = 503;
  constructor(message: string) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

/** A service this call depends on (a text-message carrier, …) refused or failed: nothing was done. */
export class UpstreamError extends AppError {
  readonly statusCode = 502;
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export class RateLimitError extends AppError {
  readonly statusCode = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, try again later',
  ) {
    super(message);
    this.name = 'RateLimitError';
  }
}

/** Zod issues → one message per field (the first issue wins); path segments joined with dots. */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

interface AjvLikeIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Fastify's own (ajv) schema validation errors → the same field map zod errors produce. */
function fieldErrorsFromFastify(issues: AjvLikeIssue[], context: string | undefined): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const missing = issue.params?.['missingProperty'];
    const pathKey = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const key = typeof missing === 'string' ? missing : pathKey || context || 'non_field_errors';
    if (!(key in fields))
      fields[key] = typeof missing === 'string' ? 'This field is required.' : (issue.message ?? 'Invalid value.');
  }
  return fields;
}

function send(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The single place where errors become HTTP responses. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, error.toBody());
    }
    if (error instanceof ZodError) {
      return send(reply, 400, errorBody(fieldErrorsFromZod(error)));
    }
    const fastifyError = error as FastifyError;
    if (Array.isArray(fastifyError.validation)) {
      return send(
        reply,
        400,
        errorBody(fieldErrorsFromFastify(fastifyError.validation, fastifyError.validationContext)),
      );
    }
    const known = fastifyError.code ? REQUEST_ERRORS[fastifyError.code] : undefined;
    if (known) return send(reply, known.status, errorBody(known.error, known.message));
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Other framework-level client errors: the status's own name, not the framework's internal wording.
      const name = STATUS_CODES[status] ?? 'Bad Request';
      return send(reply, status, errorBody(name, `The request was refused: ${name.toLowerCase()}.`));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(
        reply,
        503,
        errorBody('Database unavailable', 'The database cannot be reached right now; try again in a few seconds.'),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, errorBody('Internal server error', 'An unexpected error occurred.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return send(reply, 404, errorBody(`Not found: ${request.method} ${path}`, 'There is nothing at this address.'));
  });
}
