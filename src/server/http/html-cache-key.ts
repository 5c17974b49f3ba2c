import type { IncomingMessage } from 'node:http';
import { pathKind } from './paths';
import { hasCredentials } from './request-guard';

/**
 * What of a request selects a cached page of the rendered-HTML cache (`html-cache.ts`):
 * whether it may be served from the cache at all and under which key
 * (only what cannot differ between visitors), which stored encoding it accepts, and whether its
 * If-None-Match already names the cached copy (a 304).
 */

/** A stored representation of a cached page. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Request headers of Next's client navigations and server actions (RSC payloads, not pages). */
const RSC_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
];

/**
 * The content encoding to send for an Accept-Encoding header (pages are
 * kept compressed): brotli, else gzip, else none; a coding with q=0 is refused.
 * @param header - the request's Accept-Encoding, e.g. "gzip, deflate, br;q=0.9"
 * @returns `'br'`, `'gzip'` or `'identity'`
 * @throws never: an unreadable header is treated as no preference (identity)
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The cache key of a request, or null when its response must not be cached: only
 * GET/HEAD without a query string, of a path the path rules allow (paths.ts `page`: deny by
 * default), without credentials (no session cookie, no Authorization) and not a client-side
 * navigation or server action request.
 * @param req - method, url and headers of the incoming request
 * @returns the path (e.g. "/resources/my-article"), or null
 * @throws never
 */
export function htmlCacheKey(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.includes('?') || url.includes('#')) return null;
  if (pathKind(url) !== 'page') return null;
  if (hasCredentials(req.headers)) return null;
  if (RSC_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  return url;
}

/**
 * Whether an If-None-Match header names the cached copy's ETag (cached copies
 * revalidate in browsers with a weak ETag, answered 304), compared weakly; "*" matches any.
 * @param header - the request's If-None-Match, if any
 * @param etag - the cached copy's ETag, e.g. `W/"abc"`
 * @returns true when the browser's copy is current
 * @throws never
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}
