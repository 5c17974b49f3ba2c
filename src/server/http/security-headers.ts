/**
 * Response security headers (ARCHITECTURE.md "Security headers"). Public pages must stay
 * cacheable, so their CSP carries no per-request nonce: 'self' plus the inline bootstrap Next
 * needs, frames limited to the video hosts, and the hosts of configured tracking scripts.
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
};

/** Builds the Content-Security-Policy value for public pages. */
export function buildCsp(opts: CspOptions = {}): string {
  const scripts = ["'self'", "'unsafe-inline'", ...(opts.scriptHosts ?? [])];
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
