import type { ActionResult } from '@/lib/action-result';

/**
 * The text fields a form starts with: each key's value in `row` (the row being edited), '' where
 * the row has none or there is no row yet (a new one).
 */
export function textDefaults<const K extends string>(
  row: Partial<Record<NoInfer<K>, string | null>> | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, row?.[key] ?? ''])) as Record<K, string>;
}

/**
 * Shows a refused save's field errors (an `ActionResult` with `fieldErrors`) under their fields;
 * with `known`, only on the fields it names. Does nothing for a success or another refusal.
 */
export function applyFieldErrors<K extends string>(
  result: ActionResult<unknown>,
  setError: (field: K, error: { message: string }) => void,
  known?: Record<string, unknown>,
): void {
  if (result.ok || !result.fieldErrors) return;
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    if (!known || field in known) setError(field as K, { message });
  }
}
