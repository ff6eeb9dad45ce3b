import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';

/** Field name → human-readable message, the object form of the spec's `error`. */
export type FieldErrors = Record<string, string>;

/** The spec's error body (§3): `error` is a string or a field map; `message` is optional. */
export interface ErrorBody {
  error: string | FieldErrors;
  message?: string;
}

export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  /** The body sent to the client; subclasses with a different contract override it. */
  toBody(): object {
    return { error: this.message };
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
    const body: ErrorBody = { error: this.errors };
    if (this.detailMessage !== undefined) body.message = this.detailMessage;
    return body;
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
    return this.detailMessage === undefined
      ? { error: this.message }
      : { error: this.message, message: this.detailMessage };
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
    return this.detailMessage === undefined
      ? { error: this.message }
      : { error: this.message, message: this.detailMessage };
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
      return send(reply, 400, { error: fieldErrorsFromZod(error) });
    }
    const fastifyError = error as FastifyError;
    if (Array.isArray(fastifyError.validation)) {
      return send(reply, 400, {
        error: fieldErrorsFromFastify(fastifyError.validation, fastifyError.validationContext),
      });
    }
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Framework-level client errors (malformed JSON, unsupported media type, body too large…).
      return send(reply, status, { error: fastifyError.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { error: 'Internal server error', message: 'An unexpected error occurred.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return send(reply, 404, { error: `Not found: ${request.method} ${path}` });
  });
}
