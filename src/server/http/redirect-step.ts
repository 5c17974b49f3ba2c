import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RedirectLookup } from '../redirects/map';
import { isSitePath } from '../redirects/rules';
import type { PathKind } from './paths';

/**
 * The redirect step of the request pipeline: a GET or HEAD of a public path with a
 * rule is answered from the in-memory map before static files, the HTML cache and rendering. Rules
 * match on the normalised path alone; the request's query string is appended to a site-path
 * target (joined with "&" when the target has its own) and dropped for an absolute URL.
 */

/** How long browsers and proxies may keep a 301 or a 410 (seconds): short, rules change. */
export const REDIRECT_MAX_AGE = 300;

const GONE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>410 Gone</title>' +
  '<meta name="robots" content="noindex"></head><body><h1>Gone</h1>' +
  '<p>This page has been removed. <a href="/">Go to the home page</a>.</p></body></html>';

/** Where a rule sends a request whose target was `raw` (path + query string). */
export function redirectLocation(target: string, rawUrl: string): string {
  if (!isSitePath(target)) return target;
  const q = rawUrl.indexOf('?');
  const search = q === -1 ? '' : rawUrl.slice(q + 1);
  if (!search) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Answers the request when a rule matches it.
 * @param kind - the path's kind (paths.ts); only `page` and `public` paths are redirected
 * @returns true when the request was answered
 */
export function answerRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  kind: PathKind,
  map: RedirectLookup | null | undefined,
): boolean {
  if (!map || (kind !== 'page' && kind !== 'public')) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const rule = map.lookup(path);
  if (!rule) return false;
  map.record(rule.id);
  if (rule.status === 410 || rule.target === null) {
    res.statusCode = 410;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', `public, max-age=${REDIRECT_MAX_AGE}`);
    res.setHeader('Content-Length', Buffer.byteLength(GONE_HTML));
    res.end(req.method === 'HEAD' ? undefined : GONE_HTML);
    return true;
  }
  res.statusCode = rule.status;
  res.setHeader('Location', redirectLocation(rule.target, req.url ?? ''));
  res.setHeader(
    'Cache-Control',
    rule.status === 301 ? `public, max-age=${REDIRECT_MAX_AGE}` : 'no-store',
  );
  res.setHeader('Content-Length', '0');
  res.end();
  return true;
}
