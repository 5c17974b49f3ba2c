import crypto from 'node:crypto';
import { VIDEO_FRAME_HOSTS } from './security-headers';

/** Better-auth's cookies (session, cached session data, two-factor), with or without a prefix. */
const CREDENTIAL_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?better-auth\.[A-Za-z0-9_.-]+=/;

/**
 * Whether a request carries credentials: a better-auth cookie or an Authorization
 * header. Responses to such requests are never stored in, nor served from, a shared cache.
 * @param headers - the request's headers (Node's lower-cased object)
 */
export function hasCredentials(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  return typeof cookie === 'string' && CREDENTIAL_COOKIE.test(cookie);
}

/** A fresh CSP nonce (128 bits, base64). */
export function createNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/**
 * The strict CSP of admin and auth pages: scripts only with this request's nonce (Next adds it to
 * its own scripts when it finds the policy on the request), no inline event handlers. Framed by
 * no page, except the page preview (`framedBySelf`), which the Pages editor frames.
 */
export function buildNonceCsp(
  nonce: string,
  opts: { dev?: boolean; framedBySelf?: boolean } = {},
): string {
  const script = [
    `'self'`,
    `'nonce-${nonce}'`,
    `'strict-dynamic'`,
    ...(opts.dev ? [`'unsafe-eval'`] : []),
  ];
  return [
    `default-src 'self'`,
    `script-src ${script.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self'`,
    `connect-src 'self'${opts.dev ? ' ws: wss:' : ''}`,
    `media-src 'self' https:`,
    // The site's own pages too: the Pages editor shows its preview in a frame.
    `frame-src 'self' ${VIDEO_FRAME_HOSTS.join(' ')}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${opts.framedBySelf ? "'self'" : "'none'"}`,
  ].join('; ');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that must work from anywhere: RFC 8058 one-click unsubscribe from mail clients. */
const CROSS_ORIGIN_ALLOWED = [/^\/api\/unsubscribe(\?|$)/];

/**
 * Whether a request is a cross-origin write to refuse (cross-origin POSTs to actions and
 * route handlers are rejected): an unsafe method whose browser-sent Origin (or Sec-Fetch-Site)
 * says it comes from another site. Requests without those headers come from non-browser clients,
 * which carry no ambient cookies to abuse.
 * @param allowedOrigins - the site's own origins (SITE_URL and the request's Host)
 */
export function isCrossOriginWrite(
  method: string,
  url: string,
  headers: { origin?: string; 'sec-fetch-site'?: string },
  allowedOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (CROSS_ORIGIN_ALLOWED.some((r) => r.test(url))) return false;
  const origin = headers.origin;
  if (origin && origin !== 'null')
    return !allowedOrigins.includes(origin.toLowerCase().replace(/\/+$/, ''));
  if (origin === 'null') return true;
  return headers['sec-fetch-site'] === 'cross-site';
}
