/**
 * The PostgreSQL error code behind a database error (e.g. "23505" for a unique violation).
 * Drizzle wraps driver errors, so the code is on `cause`; a raw driver error carries it itself.
 */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.cause?.code ?? e?.code;
}
