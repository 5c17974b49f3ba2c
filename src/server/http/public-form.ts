import type { z } from 'zod';
import { fieldErrorsOf, type ActionResult } from '@/lib/action-result';
import { isDatabaseUnavailable } from '@/db/errors';
import { getEnv } from '@/lib/env';
import { stripNul } from '@/lib/strip-nul';
import { consumeRateLimit, type RateLimitedForm } from '../leads/rate-limit';
import { isLikelyBot } from '../leads/spam';
import { getLogger } from '../log';
import { clientIpFromHeaders } from './client-ip';

/** The §5 message a rate-limited visitor sees. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** What a visitor sees while the database is unreachable (HTTP 503): nothing was stored. */
export const TEMPORARILY_UNAVAILABLE =
  'We could not save your submission because our service is briefly unavailable. Please try again in a minute.';

/** Seconds a client is asked to wait before retrying after a 503. */
const RETRY_AFTER_SEC = 30;

/** A JSON response carrying an {@link ActionResult}. */
export function jsonResult(
  result: ActionResult<unknown>,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return Response.json(result, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export type PublicFormOptions<S extends z.ZodType> = {
  form: RateLimitedForm;
  schema: S;
  /** Normalises the raw body before validation (e.g. the newsletter's text sanitiser). */
  prepare?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Stores the submission; returns the response for the visitor. */
  run: (data: z.output<S>) => Promise<Response>;
  /** What the visitor sees when storing fails (never the raw error). */
  failure: string;
};

/**
 * The server side of every public form (ARCHITECTURE.md "publicAction" as a route handler, so the
 * rate limit can answer HTTP 429): per-IP rate limit, honeypot and minimum fill time (a bot gets a
 * success answer and nothing is stored), validation of the body (NUL characters removed: PostgreSQL
 * text cannot hold them) with the form's own zod schema (422 with
 * messages per field and joined with commas), then `run`. A thrown error is logged and answered
 * with `failure` (500), or, when the database is unreachable or restarting, with a retry-later
 * message (503 with Retry-After): nothing was stored, and the visitor may simply send it again.
 */
export async function handlePublicForm<S extends z.ZodType>(
  request: Request,
  opts: PublicFormOptions<S>,
): Promise<Response> {
  const log = getLogger();
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await request.json();
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object');
    body = stripNul(parsed as Record<string, unknown>);
  } catch {
    return jsonResult({ ok: false, error: 'Invalid request.' }, 400);
  }
  try {
    const ip = clientIpFromHeaders(request.headers);
    const limit = await consumeRateLimit(opts.form, ip);
    if (!limit.allowed) {
      log.warn({ form: opts.form }, 'rate limit exceeded');
      return jsonResult({ ok: false, error: TOO_MANY_REQUESTS, status: 429 }, 429, {
        'Retry-After': String(limit.retryAfterSec),
      });
    }
    if (isLikelyBot(body, getEnv().FORM_MIN_FILL_MS)) {
      log.info({ form: opts.form }, 'spam submission dropped');
      return jsonResult({ ok: true, data: undefined }, 201);
    }
    const parsed = opts.schema.safeParse(opts.prepare ? opts.prepare(body) : body);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error.issues);
      return jsonResult(
        { ok: false, error: Object.values(fieldErrors).join(', '), fieldErrors, status: 422 },
        422,
      );
    }
    return await opts.run(parsed.data);
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.error({ err: error, form: opts.form }, 'public form failed: database unavailable');
      return jsonResult({ ok: false, error: TEMPORARILY_UNAVAILABLE, status: 503 }, 503, {
        'Retry-After': String(RETRY_AFTER_SEC),
      });
    }
    log.error({ err: error, form: opts.form }, 'public form failed');
    return jsonResult({ ok: false, error: opts.failure, status: 500 }, 500);
  }
}
