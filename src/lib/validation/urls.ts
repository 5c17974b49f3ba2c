/**
 * URL rules shared by admin forms: where a banner may send a visitor, and where an image may come
 * from. Pure functions, used by the forms and on the server.
 */

/**
 * Whether `value` is a destination a banner may link to (back-office.md §3 "redirect_url: external
 * URL or relative path"): an http(s) URL, or a path on this site starting with a single "/".
 * Anything else (javascript:, data:, protocol-relative "//host", bare words) is refused.
 */
export function isSafeLinkTarget(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\') && !/\s/.test(v);
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && Boolean(u.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether `value` may be used as an image source on public pages: a file of our own storage or
 * site (a path starting with a single "/"), or an https URL. blob:, data:, http: and javascript:
 * are refused.
 */
export function isSafeImageSource(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\') && !/\s/.test(v);
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && Boolean(u.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether `value` may be a post's canonical URL override: an https URL or a path on
 * this site starting with a single "/" (the same rule as an image source).
 */
export function isCanonicalTarget(value: string): boolean {
  return isSafeImageSource(value);
}
