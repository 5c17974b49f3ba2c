import 'server-only';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/action-result';
import { stripNul } from '@/lib/strip-nul';
import { AppError } from '../errors';

/** Options of {@link readJsonObject} and {@link parseJsonBody}. */
export type JsonBodyOptions = {
  /** Largest body read, in bytes: past it the answer is 413 and the rest is never buffered. */
  maxBytes: number;
  /** Status of a body that is not a JSON object (default 400). */
  malformedStatus?: 400 | 422;
};

/**
 * The request body as bytes, or null when it is larger than `max` bytes (by its Content-Length or
 * by what arrives: the stream is cancelled once past the limit, so a huge body is never buffered).
 * For a body that must be read exactly as sent (a signed webhook).
 */
export async function readBody(request: Request, max: number): Promise<Buffer | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= max)) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The request body as text; see {@link readBody}. */
async function readText(request: Request, max: number): Promise<string | null> {
  return (await readBody(request, max))?.toString('utf8') ?? null;
}

/**
 * Reads a request body that must be one JSON object (the one body reader of the
 * public forms, admin route handlers and the bulk endpoint), with NUL characters removed from
 * every string (PostgreSQL text cannot hold them).
 * @returns the object
 * @throws AppError 413 "Request too large." past `maxBytes`; 400 (or `malformedStatus`)
 *   "Invalid request." when the body is not a JSON object
 */
export async function readJsonObject(
  request: Request,
  opts: JsonBodyOptions,
): Promise<Record<string, unknown>> {
  const text = await readText(request, opts.maxBytes);
  if (text === null) throw new AppError(413, 'Request too large.');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return stripNul(parsed as Record<string, unknown>);
  } catch {
    // answered below
  }
  throw new AppError(opts.malformedStatus ?? 400, 'Invalid request.');
}

/**
 * Validates a value with a form's own zod schema (the same schema the client uses).
 * @returns the parsed data
 * @throws AppError 422 whose message joins the field messages with commas and whose fieldErrors
 *   map each field to its first message
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  throw new AppError(422, Object.values(fieldErrors).join(', '), fieldErrors);
}

/**
 * Reads and validates a JSON request body: {@link readJsonObject}, then {@link validateInput}.
 * @throws AppError 413, 400 (or `malformedStatus`) or 422, as those two do
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  opts: JsonBodyOptions,
): Promise<z.output<S>> {
  return validateInput(schema, await readJsonObject(request, opts));
}
