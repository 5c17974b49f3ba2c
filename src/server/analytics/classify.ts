import crypto from 'node:crypto';
import { isbot } from 'isbot';
import { parseHttpUrl } from '../http/http-url';
import type { PathKind } from '../http/paths';

/**
 * What the server counts as a page view, decided from the request and its answer
 * alone (pure, no I/O): the request path serving the page counts it, HTML-cache hits and Next
 * renders alike, so counting needs no client script, no cookie and no third party.
 *
 * Counted: a GET of a public page path (paths.ts kind `page`) answered 200, or 304 (a browser
 * revalidating a page it shows again). Not counted: HEAD (link checkers and uptime probes, no page
 * is shown), bots (the `isbot` list, and a request without a user agent), prefetches and
 * prerenders (`Purpose: prefetch`, `Sec-Purpose: prefetch` or `prerender`, `Next-Router-Prefetch`,
 * `Next-Router-Segment-Prefetch`), and a visitor sending Global Privacy Control (`Sec-GPC: 1`).
 * A client-side navigation in Next fetches the page's RSC payload (`RSC: 1`, `?_rsc=`) instead of
 * its HTML: that is a page view and is counted (only its prefetches are not).
 */

/** Longest path counted (characters); a longer one is dropped (a probe, never a real page). */
export const MAX_PATH_LENGTH = 512;
/** Longest UTM value kept (characters); longer ones are cut. */
export const MAX_UTM_LENGTH = 100;
/** Longest referrer host kept (characters); a longer one is dropped. */
export const MAX_HOST_LENGTH = 253;

/** The device class of a user agent. */
export type Device = 'mobile' | 'tablet' | 'desktop';

/** The dimensions of one counted view (no personal data: the visitor is hashed later). */
export type PageView = {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: Device;
};

type Headers = Record<string, string | string[] | undefined>;

/** What {@link classifyView} reads of a request and its response. */
export type ViewRequest = {
  method: string | undefined;
  /** The normalised path (request-handler.ts step 2), no query string. */
  path: string;
  kind: PathKind;
  /** The query string with its "?", or "". */
  search: string;
  /** The response status (known once the response finished). */
  status: number;
  /** Request headers, lower-case names (Node's IncomingMessage.headers). */
  headers: Headers;
  /** Host names of the site itself (SITE_URL's), lower case: never an external referrer. */
  siteHosts: readonly string[];
};

/** A request header's value: the first, when Node gives a repeated header as an array. */
export const headerValue = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[0] : v;

/**
 * Whether a request is a prefetch or prerender, not a view.
 * @param headers - lower-case request headers
 */
export function isPrefetch(headers: Headers): boolean {
  // Most requests send neither header: nothing is built for them.
  const purpose = headerValue(headers.purpose);
  const secPurpose = headerValue(headers['sec-purpose']);
  if (purpose !== undefined && /prefetch|prerender/i.test(purpose)) return true;
  if (secPurpose !== undefined && /prefetch|prerender/i.test(secPurpose)) return true;
  if (headerValue(headers['x-moz'])?.toLowerCase() === 'prefetch') return true;
  return (
    headerValue(headers['next-router-prefetch']) !== undefined ||
    headerValue(headers['next-router-segment-prefetch']) !== undefined
  );
}

/**
 * The device class of a user agent: tablet (iPad, Android without "Mobile", Kindle,
 * "Tablet"), mobile (phones), else desktop. An iPad sending a desktop Safari user agent (iPadOS 13+
 * default) counts as desktop: the server cannot tell it apart.
 * @param ua - the User-Agent header
 */
export function deviceClass(ua: string): Device {
  if (/iPad|Tablet|PlayBook|Kindle|Silk|Nexus (7|9|10)|Android(?!.*Mobile)/i.test(ua))
    return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(ua))
    return 'mobile';
  return 'desktop';
}

/** Referrer origins seen lately (scheme and authority only, never a path or query) → their host,
 * or null when not http(s): parsing a URL is most of what classifying a view costs, and a site's
 * referrers are few. Emptied when full. */
const originHost = new Map<string, string | null>();
const ORIGIN_CACHE_SIZE = 2_000;
const ORIGIN_CACHE_MAX_LENGTH = 300;

/** The lower-case host of an http(s) URL's origin part; null when malformed or not http(s). */
function parseHost(origin: string): string | null {
  const url = parseHttpUrl(origin);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  return host && host.length <= MAX_HOST_LENGTH ? host : null;
}

/**
 * Whether a Host header names `host` (lower case), any port. Only a header whose name is as long
 * as `host` can (what follows is its end or a port's ":"), and only such a header is lowered.
 */
function isRequestHost(header: string, host: string): boolean {
  const n = host.length;
  if (header.length < n || (header.length > n && header.charCodeAt(n) !== 58)) return false;
  const name = header.length === n ? header : header.slice(0, n);
  return name === host || name.toLowerCase() === host;
}

/** The lower-case host of a referrer URL's origin part (cached by origin); null when not http(s). */
function originHostOf(header: string): string | null {
  const start = header.indexOf('//');
  let end = header.length;
  if (start !== -1) {
    for (let i = start + 2; i < end; i++) {
      const c = header.charCodeAt(i);
      // "/", "?" or "#" ends the authority.
      if (c === 47 || c === 63 || c === 35) end = i;
    }
  }
  const origin = end === header.length ? header : header.slice(0, end);
  let host = originHost.get(origin);
  if (host === undefined) {
    host = parseHost(origin);
    if (origin.length <= ORIGIN_CACHE_MAX_LENGTH) {
      if (originHost.size >= ORIGIN_CACHE_SIZE) originHost.clear();
      originHost.set(origin, host);
    }
  }
  return host;
}

/**
 * The host of an external http(s) referrer, lower case without port; null when
 * absent, malformed, not http(s), or the site's own (an internal navigation). Only the part
 * before the path is parsed (and cached): the host is the same.
 * @param header - the Referer header
 * @param siteHosts - the site's own host names, lower case
 * @param requestHost - the request's Host header (the site's too, port ignored)
 */
export function referrerHost(
  header: string | undefined,
  siteHosts: readonly string[],
  requestHost?: string,
): string | null {
  if (!header || header.length > 4096) return null;
  const host = originHostOf(header);
  if (host === null || siteHosts.includes(host)) return null;
  if (requestHost && isRequestHost(requestHost, host)) return null;
  return host;
}

/**
 * One UTM parameter of a query string, trimmed and cut at {@link MAX_UTM_LENGTH}; null when absent
 * or empty.
 */
export function utmValue(params: URLSearchParams, name: string): string | null {
  const v = params.get(name)?.trim();
  return v ? v.slice(0, MAX_UTM_LENGTH) : null;
}

/** User agents seen lately → their device class, or null for a bot (the `isbot` regex is the
 * costliest part of counting; a site sees few distinct user agents). Emptied when full. */
const uaClass = new Map<string, Device | null>();
const UA_CACHE_SIZE = 2_000;
const UA_CACHE_MAX_LENGTH = 512;

function agentClass(ua: string): Device | null {
  const known = uaClass.get(ua);
  if (known !== undefined) return known;
  const result = isbot(ua) ? null : deviceClass(ua);
  if (ua.length <= UA_CACHE_MAX_LENGTH) {
    if (uaClass.size >= UA_CACHE_SIZE) uaClass.clear();
    uaClass.set(ua, result);
  }
  return result;
}

/**
 * The checks of {@link classifyView} that need the request itself: a GET of a
 * public page answered 200 or 304, a path of at most {@link MAX_PATH_LENGTH}, a user agent, not a
 * prefetch or prerender, no Global Privacy Control. The pipeline runs them on every request; what
 * is left ({@link viewDimensions}) the recorder runs when it takes the view.
 * @param status - the response status (final once the response finished)
 * @param path - the normalised path, no query string
 * @param headers - request headers, lower-case names
 */
export function isCountedRequest(
  method: string | undefined,
  kind: PathKind,
  status: number,
  path: string,
  headers: Headers,
): boolean {
  if (method !== 'GET' || kind !== 'page') return false;
  if (status !== 200 && status !== 304) return false;
  if (path.length > MAX_PATH_LENGTH) return false;
  if (!headerValue(headers['user-agent'])) return false;
  if (isPrefetch(headers)) return false;
  return headerValue(headers['sec-gpc'])?.trim() !== '1';
}

/**
 * The dimensions of a view that passed {@link isCountedRequest}; null when its user
 * agent is a bot (the `isbot` list).
 * @param path - the normalised path
 * @param search - the query string with its "?", or ""
 * @param ua - the User-Agent header
 * @param referer - the Referer header
 * @param host - the Host header (the site's own, as a referrer)
 * @param siteHosts - the site's own host names, lower case
 */
export function viewDimensions(
  path: string,
  search: string,
  ua: string,
  referer: string | undefined,
  host: string | undefined,
  siteHosts: readonly string[],
): PageView | null {
  const device = agentClass(ua);
  if (device === null) return null;
  let params: URLSearchParams | null = null;
  if (search.length > 1) {
    try {
      params = new URLSearchParams(search);
    } catch {
      params = null;
    }
  }
  return {
    path,
    referrerHost: referrerHost(referer, siteHosts, host),
    utmSource: params && utmValue(params, 'utm_source'),
    utmMedium: params && utmValue(params, 'utm_medium'),
    utmCampaign: params && utmValue(params, 'utm_campaign'),
    device,
  };
}

/**
 * Whether and how a request is counted (see the module comment for the rules):
 * {@link isCountedRequest}, then {@link viewDimensions}.
 * @returns the view's dimensions, or null when it is not counted
 */
export function classifyView(req: ViewRequest): PageView | null {
  const h = req.headers;
  if (!isCountedRequest(req.method, req.kind, req.status, req.path, h)) return null;
  return viewDimensions(
    req.path,
    req.search,
    headerValue(h['user-agent'])!,
    headerValue(h.referer),
    headerValue(h.host),
    req.siteHosts,
  );
}

/**
 * The visitor id of a view: HMAC-SHA256 keyed by the day's salt over the client IP,
 * the user agent and the site origin, truncated to 16 bytes (hex). The same person is one visitor
 * for one day; once the salt is deleted the id cannot be linked back to the address.
 * @param salt - the day's 32 random bytes (salt.ts)
 */
export function visitorHash(salt: Buffer, ip: string, ua: string, site: string): string {
  return crypto
    .createHmac('sha256', salt)
    .update(`${ip}\n${ua}\n${site}`)
    .digest('hex')
    .slice(0, 32);
}

/** The UTC day ("YYYY-MM-DD") of a time. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
