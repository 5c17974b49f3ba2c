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
