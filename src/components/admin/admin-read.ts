import type { ActionResult } from '@/lib/action-result';

/**
 * Reads from one of the back office's GET routes (`adminReadRoute` on the server) in the browser:
 * their answer is already an `ActionResult`; anything else (a proxy's error page, a dropped
 * connection) becomes a failed one with its status, so callers handle every read as they handle
 * an action's result.
 * @param path - e.g. "/api/admin/revisions"
 * @param query - the query parameters
 */
export async function adminRead<T>(
  path: string,
  query: Record<string, string | number> = {},
): Promise<ActionResult<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${path}${search.size > 0 ? `?${search}` : ''}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  const body: unknown = await res.json().catch(() => null);
  if (body && typeof body === 'object' && 'ok' in body) return body as ActionResult<T>;
  return { ok: false, error: 'Something went wrong. Please try again.', status: res.status };
}
