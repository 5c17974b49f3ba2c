import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { isDatabaseUnavailable } from '@/db/errors';
import type { SpamReason } from '@/db/schema';
import type { ActionResult } from '@/lib/action-result';
import { parseAttribution, type Attribution } from '@/lib/attribution';
import { getEnv } from '@/lib/env';
import { errorResponse } from '../errors';
import { clientIpFromHeaders } from '../http/client-ip';
import { readJsonObject, validateInput } from '../http/json-body';
import { getLogger } from '../log';
import { consumeRateLimit, type RateLimitedForm } from './rate-limit';
import { classifySubmission } from './spam';

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

/** Largest public form body read, in bytes (a contact message of 5,000 characters fits). */
export const PUBLIC_FORM_MAX_BODY_BYTES = 64 * 1024;

/** What `run` learns besides the validated data. */
export type PublicFormContext = {
  /**
   * Why the submission is suspected spam (too fast, or no fill time), or null.
   * A suspected submission is stored with this reason, but not notified, counted or welcomed.
   */
  spamReason: SpamReason | null;
  /**
   * Where the person came from: the body's `attribution`, bounded and normalised;
   * malformed parts are dropped, never an error.
   */
  attribution: Attribution;
  /** The database to write to (the process-wide one). */
  db: Db;
};

export type PublicFormOptions<S extends z.ZodType> = {
  form: RateLimitedForm;
  /**
   * The form's zod schema, or how to find it from the body (a landing page's form, whose
   * definition the body names); the finder may throw an AppError (a form no longer there).
   */
  schema: S | ((body: Record<string, unknown>) => Promise<S>);
  /** Normalises the raw body before validation (e.g. the newsletter's text sanitiser). */
  prepare?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Stores the submission; returns the response for the visitor (the same for suspected spam). */
  run: (data: z.output<S>, ctx: PublicFormContext) => Promise<Response>;
  /** What the visitor sees when storing fails (never the raw error). */
  failure: string;
};

/**
 * The server side of every public form (ARCHITECTURE.md "publicAction" as a route handler, so the
 * rate limit can answer HTTP 429), in this order:
 * 1. the per-IP rate limit (429 with Retry-After), before anything of the body is read,
 *    so a client over its limit costs no body parsing;
 * 2. the body, at most {@link PUBLIC_FORM_MAX_BODY_BYTES} (413 beyond), a JSON object (400
 *    otherwise), NUL characters removed (PostgreSQL text cannot hold them);
 * 3. the spam guard (`classifySubmission`): a filled honeypot gets a success answer and nothing is
 *    stored; a too-fast submission or one without a fill time goes on as suspected spam
 *    (`ctx.spamReason`) and gets the normal answer;
 * 4. validation with the form's own zod schema, or the one its finder gives for the body (422
 *    with messages per field, joined with commas);
 * 5. `run`, with the body's attribution read by `parseAttribution`.
 * A thrown error is logged and answered with `failure` (500), or, when the database is unreachable
 * or restarting, with a retry-later message (503 with Retry-After): nothing was stored, and the
 * visitor may simply send it again.
 */
export async function handlePublicForm<S extends z.ZodType>(
  request: Request,
  opts: PublicFormOptions<S>,
): Promise<Response> {
  const log = getLogger();
  try {
    const ip = clientIpFromHeaders(request.headers);
    const limit = await consumeRateLimit(opts.form, ip);
    if (!limit.allowed) {
      log.warn({ form: opts.form }, 'rate limit exceeded');
      return jsonResult({ ok: false, error: TOO_MANY_REQUESTS, status: 429 }, 429, {
        'Retry-After': String(limit.retryAfterSec),
      });
    }
    const body = await readJsonObject(request, { maxBytes: PUBLIC_FORM_MAX_BODY_BYTES });
    const verdict = classifySubmission(body, getEnv().FORM_MIN_FILL_MS);
    if (verdict.kind === 'bot') {
      log.info({ form: opts.form }, 'honeypot submission dropped');
      return jsonResult({ ok: true, data: undefined }, 201);
    }
    const schema = typeof opts.schema === 'function' ? await opts.schema(body) : opts.schema;
    const data = validateInput(schema, opts.prepare ? opts.prepare(body) : body);
    const spamReason = verdict.kind === 'suspect' ? verdict.reason : null;
    if (spamReason) log.info({ form: opts.form, spamReason }, 'suspected spam kept');
    const attribution = parseAttribution(body.attribution);
    return await opts.run(data, { spamReason, attribution, db: getDb() });
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.error({ err: error, form: opts.form }, 'public form failed: database unavailable');
      return jsonResult({ ok: false, error: TEMPORARILY_UNAVAILABLE, status: 503 }, 503, {
        'Retry-After': String(RETRY_AFTER_SEC),
      });
    }
    return errorResponse(error, {
      log: 'public form failed',
      failure: opts.failure,
      logFields: { form: opts.form },
    });
  }
}
