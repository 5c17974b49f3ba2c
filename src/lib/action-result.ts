/**
 * What every server action returns (ARCHITECTURE.md "Writes"): never a raw exception.
 * `fieldErrors` maps a form field to its validation message.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      error: string;
      fieldErrors?: Record<string, string>;
      status?: number;
      /** An edit conflict (409): the record as it is now, saved by someone else. */
      conflict?: unknown;
    };

/** Field messages of a failed zod parse, first message per field. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_form');
    out[key] ??= issue.message;
  }
  return out;
}
