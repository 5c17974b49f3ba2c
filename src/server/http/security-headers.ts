import crypto from 'node:crypto';

/**
 * Response security headers (ARCHITECTURE.md "Security headers"). No response allows inline
 * scripts with 'unsafe-inline': a page the HTML cache keeps is sent with the hashes of its own
 * inline scripts (cached pages cannot carry a per-request nonce); every other page gets a
 * per-request nonce (request-handler.ts `choosePagePolicy`); the site-wide policy below, which
 * the rest (API answers, files, redirects) carries, allows no inline script at all. Frames are
 * limited to the video hosts, scripts to the site and the hosts of configured tracking scripts.
 */

export const VIDEO_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

export type CspOptions = {
  /** Extra script hosts (tracking scripts that are configured). */
  scriptHosts?: readonly string[];
  /** Extra connect hosts (analytics beacons). */
  connectHosts?: readonly string[];
  /** Extra image hosts (object storage / CDN public base URL). */
  imageHosts?: readonly string[];
  /** Development server: allow eval for React's debugging and the HMR websocket. */
  dev?: boolean;
  /**
   * CSP hash sources ("'sha256-…'") of every inline script the page may run; absent, the policy
   * allows no inline script.
   */
  scriptHashes?: readonly string[];
};

/** The CSP hash source of a script's text: "'sha256-<base64>'" of its UTF-8 bytes. */
export function sha256Source(text: string | Buffer): string {
  return `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The hash sources of every inline script of an HTML document: the text between
 * `<script>` and `</script>` of each script element without a `src`, exactly as the browser hashes
 * it (a script's text is never entity-decoded), deduplicated.
 * @param html - the whole document, UTF-8
 */
export function inlineScriptHashes(html: Buffer | string): string[] {
  const text = typeof html === 'string' ? html : html.toString('utf8');
  const hashes = new Set<string>();
  for (const [, attrs, body] of text.matchAll(INLINE_SCRIPT)) {
    if (/(^|\s)src\s*=/i.test(attrs ?? '')) continue;
    hashes.add(sha256Source(body ?? ''));
  }
  return [...hashes];
}

/** Builds the Content-Security-Policy value for public pages. */
export function buildCsp(opts: CspOptions = {}): string {
  const scripts = ["'self'", ...(opts.scriptHashes ?? []), ...(opts.scriptHosts ?? [])];
  if (opts.dev) scripts.push("'unsafe-eval'");
  const connect = ["'self'", ...(opts.connectHosts ?? [])];
  if (opts.dev) connect.push('ws:', 'wss:');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'media-src': ["'self'", 'https:'],
    'frame-src': VIDEO_FRAME_HOSTS,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** Tracking hosts implied by the configured tracking variables. */
export function trackingHosts(env: {
  TRACKING_GA_ID?: string;
  TRACKING_META_PIXEL_ID?: string;
  TRACKING_LEAD_SCRIPT_URL?: string;
}): { scriptHosts: string[]; connectHosts: string[] } {
  const scriptHosts: string[] = [];
  const connectHosts: string[] = [];
  if (env.TRACKING_GA_ID) {
    scriptHosts.push('https://www.googletagmanager.com');
    connectHosts.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
  }
  if (env.TRACKING_META_PIXEL_ID) {
    scriptHosts.push('https://connect.facebook.net');
    connectHosts.push('https://www.facebook.com');
  }
  if (env.TRACKING_LEAD_SCRIPT_URL) {
    const origin = new URL(env.TRACKING_LEAD_SCRIPT_URL).origin;
    scriptHosts.push(origin);
    connectHosts.push(origin);
  }
  return { scriptHosts, connectHosts };
}

/**
 * The headers every response carries.
 * @param csp - from {@link buildCsp}
 * @param https - whether the site is served over HTTPS (adds HSTS)
 */
export function securityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
