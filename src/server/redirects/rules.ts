import { isReservedPath, normalizeRequestTarget } from '../http/paths';

/**
 * The pure rules of redirects: what a from-path and a target may be, and
 * how a new rule fits the existing ones (chains collapse, loops are refused). The service applies
 * them in a transaction; the request step reads the map they keep consistent.
 */

/** Why a rule is refused, with the form field it belongs to. */
export type RuleProblem = { field: 'from_path' | 'target'; message: string };

export const RESERVED_MESSAGE =
  'This path belongs to the site itself (admin, sign-in, API, health checks, previews, unsubscribe links, files, robots.txt, sitemaps, feeds); a redirect cannot take it over.';
export const LOOP_MESSAGE =
  'This redirect would create a loop: its target already leads back to this path.';
export const SELF_MESSAGE = 'A redirect cannot point to its own path.';

/** Longest from-path or target (characters). */
export const MAX_PATH_CHARS = 2000;

/**
 * Normalises a from-path the way requests are (`normalizeRequestTarget` of http/paths.ts): a
 * missing leading "/" is added, a trailing "/" dropped (the router drops it too), and a query
 * string or fragment is refused (rules match on the path alone).
 * @param raw - e.g. "old-page/", "/Resources/caf%c3%a9"
 * @returns the normalised path, or the problem
 */
export function normalizeFromPath(raw: string): { ok: true; path: string } | RuleProblem {
  const fail = (message: string): RuleProblem => ({ field: 'from_path', message });
  const value = raw.trim();
  if (value === '') return fail('Enter the path to redirect, e.g. /old-page.');
  if (value.length > MAX_PATH_CHARS) return fail('This path is too long.');
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//'))
    return fail('Enter a path on this site, e.g. /old-page (not a full URL).');
  if (value.includes('?') || value.includes('#'))
    return fail('Enter the path without a query string or #fragment.');
  const target = normalizeRequestTarget(value.startsWith('/') ? value : `/${value}`);
  if (!target.ok) return fail('This is not a valid path (check for spaces or odd characters).');
  const path = target.path.length > 1 ? target.path.replace(/\/+$/, '') || '/' : target.path;
  if (isReservedPath(path)) return fail(RESERVED_MESSAGE);
  return { ok: true, path };
}

/**
 * Normalises a target: an absolute http(s) URL (kept as the URL parser writes it), or a site path
 * (normalised like a from-path; a query string is allowed, a fragment is not). Anything else
 * (`javascript:`, `data:`, a protocol-relative "//host") is refused.
 * @returns the target to store, or the problem
 */
export function normalizeTarget(raw: string): { ok: true; target: string } | RuleProblem {
  const fail = (message: string): RuleProblem => ({ field: 'target', message });
  const value = raw.trim();
  if (value === '') return fail('Enter where to send visitors: a path or an http(s) URL.');
  if (value.length > MAX_PATH_CHARS) return fail('This target is too long.');
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return fail('This is not a valid URL.');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return fail('Only http(s) URLs and paths on this site are allowed.');
    if (url.username || url.password) return fail('A URL with a user name is not allowed.');
    return { ok: true, target: url.href };
  }
  if (value.startsWith('//') || value.startsWith('\\'))
    return fail('Enter a path on this site (/page) or a full http(s) URL.');
  if (value.includes('#')) return fail('Enter the target without a #fragment.');
  const withSlash = value.startsWith('/') ? value : `/${value}`;
  const q = withSlash.indexOf('?');
  const target = normalizeRequestTarget(q === -1 ? withSlash : withSlash.slice(0, q));
  if (!target.ok) return fail('This is not a valid path (check for spaces or odd characters).');
  const path = target.path.length > 1 ? target.path.replace(/\/+$/, '') || '/' : target.path;
  const search = q === -1 ? '' : withSlash.slice(q);
  if (/[\u0000-\u0020\u007f-\uffff"<>`\\]/.test(search))
    return fail('The query string has characters that must be percent-encoded.');
  return { ok: true, target: path + (search === '?' ? '' : search) };
}

/** Whether a stored target is a site path (else an absolute URL). */
export function isSitePath(target: string): boolean {
  return target.startsWith('/');
}

/** The path part of a site-path target (its query string dropped). */
export function targetPath(target: string): string {
  const q = target.indexOf('?');
  return q === -1 ? target : target.slice(0, q);
}

/** A stored rule as the planner sees it. */
export type RuleLike = { id: number; from_path: string; target: string | null; status: number };

/** Longest chain followed when resolving a target (chains are kept collapsed, so one hop). */
const MAX_HOPS = 20;

/**
 * Resolves a new rule `from → target` against the existing rules: a target that is
 * itself redirected is replaced by where that rule leads (A→B with B→C stored becomes A→C); the
 * rules pointing at `from` are to be moved to the resolved target (B→C added to A→B makes A→C);
 * a rule that would lead back to `from` is refused. A chain through a temporary (302) rule is
 * temporary as a whole: browsers and search engines must not keep a hop that may change.
 * @param lookup - the stored rule of a from-path (the rule of `from` itself is ignored)
 * @returns the target to store and whether a rule followed on the way was temporary, or the
 *   problem
 */
export function resolveTarget(
  from: string,
  target: string,
  lookup: (path: string) => RuleLike | undefined,
): { ok: true; target: string; temporary: boolean } | RuleProblem {
  let current = target;
  let temporary = false;
  for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
    if (!isSitePath(current)) return { ok: true, target: current, temporary };
    const path = targetPath(current);
    if (path === from) return { field: 'target', message: hop === 0 ? SELF_MESSAGE : LOOP_MESSAGE };
    const next = lookup(path);
    if (!next || next.status === 410 || next.target === null || next.from_path === from)
      return { ok: true, target: current, temporary };
    if (next.status === 302) temporary = true;
    current = next.target;
  }
  return { field: 'target', message: LOOP_MESSAGE };
}

/**
 * The status a collapsed chain keeps: the shortest-lived of its hops (a permanent rule that now
 * goes through a temporary one becomes temporary; 410 is never part of a chain).
 */
export function chainStatus<S extends number>(status: S, temporary: boolean): S | 302 {
  return status === 301 && temporary ? 302 : status;
}
