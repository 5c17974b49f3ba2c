/**
 * A copy of `value` with every NUL character (U+0000) removed from its strings, in plain objects
 * and arrays at any depth; other values are returned as they are. PostgreSQL text cannot hold NUL,
 * so a submitted string carrying one would fail the write (and lose the submission) instead of
 * being stored: the form and action wrappers pass their input through this before validating.
 */
export function stripNul<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\u0000/g, '') as T;
  if (Array.isArray(value)) return value.map(stripNul) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [stripNul(k), stripNul(v)]),
    ) as T;
  }
  return value;
}
