/**
 * The PostgreSQL error code behind a database error (e.g. "23505" for a unique violation).
 * Drizzle wraps driver errors, so the code is on `cause`; a raw driver error carries it itself.
 */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.cause?.code ?? e?.code;
}

/**
 * Socket errors and SQLSTATEs meaning the database cannot be reached right now: connection
 * refused or dropped, class 08 (connection exception), 57P01-57P03 (shutting down, crashed,
 * starting up), 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres reports a dropped connection or a pool timeout with a message and no code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/**
 * True when `error` (or an error it wraps, as Drizzle does) means the database is unreachable or
 * restarting, a temporary condition: callers answer "try again later" (HTTP 503) instead of a
 * plain failure.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // Connecting to a host name with several addresses fails with an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
