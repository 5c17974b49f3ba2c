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
 * The values a form of a record that can be switched off (banner, video, resource) starts with:
 * its text fields as {@link textDefaults} gives them, then `more`, then active (a new record: on).
 */
export function activeRecordDefaults<const K extends string, M extends object>(
  row: (Partial<Record<NoInfer<K>, string | null>> & { is_active?: boolean }) | null,
  keys: readonly K[],
  more: M,
): Record<K, string> & M & { is_active: boolean } {
  return { ...textDefaults(row, keys), ...more, is_active: row?.is_active ?? true };
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
