/**
 * Where the sign-in screen sends an admin back to: the admin page they asked for while signed
 * out (an editor deep link such as `/admin/posts?edit=12`, a post preview), so a pasted link
 * or an expired session does not drop them on the dashboard's first tab.
 */

/** The request header our server sets to the path of a private page request (never the client). */
export const REQUEST_PATH_HEADER = 'x-lizit-request-path';

/** Longest return path kept; anything longer is dropped rather than trimmed. */
const MAX_RETURN_PATH = 2000;

/**
 * The path to return to after sign-in, when `value` is a path of this site's admin (`/admin`,
 * `/admin?…`, `/admin/…`) or a post preview (`/blog/preview/{id}`); Next's internal `_rsc`
 * parameter is dropped.
 * @param value - e.g. the `next` query parameter of /auth, or the request path header
 * @returns the path with its query, or null for anything else (another site, `//host`, a
 *   backslash or control character, another page, over 2,000 characters): never an open redirect
 */
export function adminReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001F\u007F]/.test(value)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, 'http://lizit.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://lizit.invalid') return null;
  const admin = url.pathname === '/admin' || url.pathname.startsWith('/admin/');
  if (!admin && !/^\/blog\/preview\/\d+$/.test(url.pathname)) return null;
  url.searchParams.delete('_rsc');
  return `${url.pathname}${url.search}`;
}

/**
 * The sign-in page's address that returns to `path` afterwards (`/auth?next=…`), or plain
 * `/auth` when `path` is not an admin path ({@link adminReturnPath}) or is the dashboard itself.
 */
export function signInPathFor(path: unknown): string {
  const next = adminReturnPath(path);
  return next && next !== '/admin' ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}
