/**
 * The path rules of the site (ARCHITECTURE.md "Path rules"): one table that says,
 * for the normalised path a request will be routed to, whether its page may be kept in the shared
 * HTML cache, whether it is private (per person, never cached, never indexed), how large a body it
 * may carry, and whether robots may crawl it. The request guard, the HTML cache and robots.txt all
 * read this table, and all decide on the path {@link normalizeRequestTarget} returns, never on the
 * raw request target.
 */

/**
 * What a path is:
 * - `page`: a public page the HTML cache may keep (an explicit allow-list; deny by default)
 * - `public`: public, rendered per request, never kept (a 404, unsubscribe, downloads, feeds)
 * - `private`: per person (admin, auth, preview): nonce CSP, `private, no-store`, never kept
 * - `api`: route handlers: never kept, never crawled
 * - `static`: files (build assets, stored uploads), the same for everyone
 */
export type PathKind = 'page' | 'public' | 'private' | 'api' | 'static';

/** Largest body (bytes) of a public form (newsletter, demo, contact, one-click unsubscribe). */
export const FORM_BODY_BYTES = 32 * 1024;
/** Largest body (bytes) of a better-auth call (sign-in, sign-up, 2FA, password reset). */
export const AUTH_BODY_BYTES = 16 * 1024;
/** Largest body (bytes) of a server action, and of anything not listed (Next's own default). */
export const ACTION_BODY_BYTES = 1024 * 1024;
/** Largest body (bytes) of an admin JSON route (bulk articles, exports). */
export const ADMIN_JSON_BODY_BYTES = 64 * 1024;

/** One row of {@link PATH_RULES}. */
export type PathRule = {
  /** An exact path ("/", "/about"); a prefix ending in "/" ("/api/"); "/admin*" = /admin and below; or a pattern. */
  path: string | RegExp;
  kind: PathKind;
  /** Largest request body in bytes; absent = {@link ACTION_BODY_BYTES}; "upload" = the upload route's own limit. */
  maxBody?: number | 'upload';
  /** Listed as `Disallow` in robots.txt (a prefix rule is listed by its prefix). */
  disallow?: boolean;
};

/**
 * The table, first match wins; a path no rule matches is `public` (rendered per request, never
 * kept). Paths are matched on their normalised, percent-encoded form (e.g. "/resources/caf%C3%A9").
 */
export const PATH_RULES: readonly PathRule[] = [
  { path: '/admin*', kind: 'private', disallow: true },
  { path: '/auth*', kind: 'private', disallow: true },
  { path: '/blog/preview*', kind: 'private', disallow: true },
  // Shared preview links: per link, never cached, never indexed.
  { path: '/preview/', kind: 'private', disallow: true },
  { path: '/api/auth/', kind: 'api', maxBody: AUTH_BODY_BYTES },
  { path: '/api/team/', kind: 'api', maxBody: AUTH_BODY_BYTES },
  { path: '/api/newsletter', kind: 'api', maxBody: FORM_BODY_BYTES },
  { path: '/api/demo-requests', kind: 'api', maxBody: FORM_BODY_BYTES },
  { path: '/api/contact', kind: 'api', maxBody: FORM_BODY_BYTES },
  { path: '/api/forms', kind: 'api', maxBody: FORM_BODY_BYTES },
  { path: '/api/unsubscribe', kind: 'api', maxBody: FORM_BODY_BYTES },
  // Booking providers' signed webhooks: their payloads are larger than a form's.
  { path: '/api/integrations/', kind: 'api', maxBody: ADMIN_JSON_BODY_BYTES },
  { path: '/api/admin/uploads', kind: 'api', maxBody: 'upload' },
  { path: '/api/admin/', kind: 'api', maxBody: ADMIN_JSON_BODY_BYTES },
  { path: '/api/', kind: 'api', maxBody: FORM_BODY_BYTES, disallow: true },
  { path: '/_next/', kind: 'static' },
  { path: '/storage/', kind: 'static' },
  { path: '/unsubscribe*', kind: 'public', disallow: true },
  // A campaign's counted links: a redirect per click, never kept, never indexed.
  { path: '/newsletter/l/', kind: 'public', disallow: true },
  { path: '/resources/download/', kind: 'public' },
  // The public pages the HTML cache may keep: the site's routes, and one article per slug.
  ...[
    '/',
    '/product',
    '/why-lizit',
    '/solutions',
    '/testimonials',
    '/about',
    '/contact',
    '/demo',
    '/privacy-policy',
    '/resources',
    '/resources/articles',
  ].map((path): PathRule => ({ path, kind: 'page' })),
  // An article: one segment that is not a file name (feeds and the sitemap have extensions).
  { path: /^\/resources\/[^/.]+$/, kind: 'page' },
];

const DEFAULT_RULE: PathRule = { path: '', kind: 'public' };

function matches(rule: PathRule, path: string): boolean {
  const p = rule.path;
  if (typeof p !== 'string') return p.test(path);
  if (p.endsWith('*')) {
    const base = p.slice(0, -1);
    return path === base || path.startsWith(`${base}/`);
  }
  if (p.length > 1 && p.endsWith('/')) return path.startsWith(p);
  return path === p;
}

/**
 * The rule of a normalised path (from {@link normalizeRequestTarget}).
 * @param path - e.g. "/resources/my-article" (no query string)
 */
export function pathRule(path: string): PathRule {
  return PATH_RULES.find((rule) => matches(rule, path)) ?? DEFAULT_RULE;
}

/** The kind of a normalised path; see {@link PathKind}. */
export function pathKind(path: string): PathKind {
  return pathRule(path).kind;
}

/**
 * The largest request body (bytes) a request may carry.
 * @param path - the normalised path
 * @param uploadLimit - the upload route's limit (its largest file plus multipart overhead)
 */
export function maxBodyBytes(path: string, uploadLimit: number): number {
  const limit = pathRule(path).maxBody;
  if (limit === 'upload') return uploadLimit;
  return limit ?? ACTION_BODY_BYTES;
}

/**
 * Paths the site answers itself, which no redirect (and no page address) may take over: health
 * checks, the API, build assets, the back office, sign-in, previews, unsubscribe links, stored
 * files, share images, robots.txt, sitemaps, feeds and llms.txt. A prefix ending in "*" covers the
 * path and everything below it.
 */
const RESERVED_PATHS: readonly string[] = [
  '/healthz*',
  '/api*',
  '/_next*',
  '/admin*',
  '/auth*',
  '/preview*',
  '/blog/preview*',
  '/unsubscribe*',
  '/storage*',
  '/resources/download*',
  '/og*',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap*',
  '/resources/rss.xml',
  '/resources/feed',
  '/feed*',
  '/rss',
  '/rss.xml',
  '/feed.xml',
  '/llms.txt',
  '/favicon.svg',
  '/favicon.ico',
];

/**
 * Whether a normalised path is one the site answers itself ({@link RESERVED_PATHS}), compared
 * case-insensitively: "/ADMIN" and "/HealthZ" are reserved too, since a rule on them could still
 * reach a load balancer's check or an admin's bookmark on a case-insensitive proxy.
 * @param path - a normalised path (from {@link normalizeRequestTarget}), without query string
 */
export function isReservedPath(path: string): boolean {
  const p = path.toLowerCase();
  return RESERVED_PATHS.some((r) =>
    r.endsWith('*') ? p === r.slice(0, -1) || p.startsWith(`${r.slice(0, -1)}/`) : p === r,
  );
}

/** The `Disallow` lines of robots.txt: every private path, the API and per-visitor pages. */
export function robotsDisallow(): string[] {
  return PATH_RULES.filter((r) => r.disallow && typeof r.path === 'string').map((r) => {
    const p = r.path as string;
    return p.endsWith('*') ? p.slice(0, -1) : p;
  });
}

/** Result of {@link normalizeRequestTarget}. */
export type NormalizedTarget =
  | {
      ok: true;
      /** The canonical, percent-encoded path the router will route, e.g. "/resources/caf%C3%A9". */
      path: string;
      /** The query string with its "?", or "". */
      search: string;
      /** Whether the raw path differed from `path` (dot segments, "//", encoded letters, hex case). */
      changed: boolean;
    }
  | { ok: false; reason: string };

/** Characters a raw request path may not contain: controls, space, DEL, backslash, ";", non-ASCII, quotes and angle brackets. */
const FORBIDDEN_RAW = /[\u0000-\u0020\u007f-\uffff\\;"<>`{}#]/;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Normalises a request target the way the router reads it, so every decision about
 * privacy and caching is made on the path that will actually be routed:
 * percent-escapes are checked and decoded (must be valid UTF-8), escapes of unreserved characters
 * are decoded and the others upper-cased (RFC 3986 §6.2.2), dot segments are removed (§5.2.4) and
 * repeated slashes collapsed. A target that does not normalise cleanly is refused: not
 * origin-form, a bad or overlong escape, an encoded slash, backslash, NUL or control character,
 * an encoded dot segment ("/%2e%2e/admin"), a backslash, ";" (path parameters), or raw
 * characters outside printable ASCII.
 * @param raw - the request target as received, e.g. "/./admin/posts"
 */
export function normalizeRequestTarget(raw: string): NormalizedTarget {
  if (!raw.startsWith('/')) return { ok: false, reason: 'not origin-form' };
  const q = raw.indexOf('?');
  const rawPath = q === -1 ? raw : raw.slice(0, q);
  const search = q === -1 ? '' : raw.slice(q);
  if (FORBIDDEN_RAW.test(rawPath)) return { ok: false, reason: 'forbidden character' };
  if (/%(?![0-9A-Fa-f]{2})/.test(rawPath)) return { ok: false, reason: 'bad percent-escape' };

  const out: string[] = [];
  const segments = rawPath.slice(1).split('/');
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, reason: 'invalid escape (not UTF-8)' };
    }
    if (/[/\\\u0000-\u001f\u007f]/.test(decoded)) {
      return { ok: false, reason: 'encoded slash, backslash or control character' };
    }
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      // "/a/." and "/a/.." end in a directory: keep the trailing slash, as RFC 3986 does.
      if (last) out.push('');
      continue;
    }
    if (decoded === '.' || decoded === '..') return { ok: false, reason: 'encoded dot segment' };
    // Repeated slashes collapse; a single trailing slash stays (the router redirects it).
    if (segment === '' && !last) continue;
    out.push(
      segment.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
        const ch = String.fromCharCode(parseInt(hex, 16));
        return UNRESERVED.test(ch) ? ch : `%${hex.toUpperCase()}`;
      }),
    );
  }
  const path = `/${out.join('/')}`;
  return { ok: true, path, search, changed: path !== rawPath };
}
