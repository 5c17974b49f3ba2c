import type { ActionResult } from '@/lib/action-result';
import { getLogger } from './log';

/** HTTP statuses an {@link AppError} may carry. */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 422 | 429 | 503;

/**
 * The one error type whose message is meant for the person who sent the request:
 * a refused input, a missing record, a failed authorization. Thrown anywhere on the server, it is
 * turned into an answer in one place: {@link errorResponse} for route handlers, {@link errorResult}
 * for server actions. Any other error is a failure of ours: logged, answered with a generic text,
 * never with its own message.
 *
 * The specific errors (ActionError, AdminAuthError, UploadError, AdminCommandError) extend it.
 */
export class AppError extends Error {
  constructor(
    public readonly status: AppErrorStatus,
    message: string,
    /** Messages per form field (a 422 from validation), or the one field the message is about. */
    public readonly fieldErrors?: Record<string, string>,
    /** Response headers that go with the answer (e.g. Retry-After on a 429 or 503). */
    public readonly headers?: Record<string, string>,
    /** The current record of an edit conflict, sent with the answer. */
    public readonly conflict?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The JSON body of the answer: `{ ok: false, error, fieldErrors?, status }` (an ActionResult). */
  body(): Record<string, unknown> {
    return {
      ok: false,
      error: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...(this.conflict !== undefined ? { conflict: this.conflict } : {}),
      status: this.status,
    };
  }
}

/** What {@link errorResponse} and {@link errorResult} need to know of the failure. */
export type ErrorContext = {
  /** Log message of an unexpected error, e.g. "admin route failed". */
  log: string;
  /** What the person sees for an unexpected error (default "Something went wrong. Please try again."). */
  failure?: string;
  /** More fields of the unexpected error's answer (e.g. the upload toast's description). */
  failureDetails?: Record<string, string>;
  /** Extra fields for the log line (never personal data). */
  logFields?: Record<string, unknown>;
};

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/**
 * The route handlers' answer for a thrown error: an {@link AppError} is answered with its status,
 * body and headers; anything else is logged and answered 500 with `ctx.failure`. Always
 * `Cache-Control: no-store`, never exception text.
 */
export function errorResponse(error: unknown, ctx: ErrorContext): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (error instanceof AppError) {
    return Response.json(error.body(), {
      status: error.status,
      headers: { ...headers, ...error.headers },
    });
  }
  getLogger().error({ err: error, ...ctx.logFields }, ctx.log);
  return Response.json(
    { ok: false, error: ctx.failure ?? GENERIC_FAILURE, ...ctx.failureDetails, status: 500 },
    { status: 500, headers },
  );
}

/**
 * The server actions' answer for a thrown error (an {@link ActionResult}): an {@link AppError}
 * gives its message, status and field messages; anything else is logged and answered with
 * `ctx.failure` and status 500.
 */
export function errorResult(error: unknown, ctx: ErrorContext): ActionResult<never> {
  if (error instanceof AppError) {
    return {
      ok: false,
      error: error.message,
      status: error.status,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(error.conflict !== undefined ? { conflict: error.conflict } : {}),
    };
  }
  getLogger().error({ err: error, ...ctx.logFields }, ctx.log);
  return { ok: false, error: ctx.failure ?? GENERIC_FAILURE, status: 500 };
}
