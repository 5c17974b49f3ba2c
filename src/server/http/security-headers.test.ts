import { describe, expect, it } from 'vitest';
import { buildNonceCsp } from './request-guard';
import { buildCsp, securityHeaders, trackingHosts } from './security-headers';

/** A CSP as directive name → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it.each([
    ['public pages', buildCsp()],
    ['public pages with tracking', buildCsp(trackingHosts({ TRACKING_GA_ID: 'G-TEST' }))],
    ['admin and auth pages', buildNonceCsp('bm9uY2U=')],
  ])('%s: no plugins, no <base>, no framing, forms to the site only', (_label, csp) => {
    const d = directives(csp);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).not.toContain("'unsafe-eval'");
    expect(d.get('script-src')).not.toContain('*');
    expect(d.get('script-src')).not.toContain('https:');
    expect(d.get('script-src')).not.toContain('data:');
    // Frames only from the video hosts (and, on admin pages, the site's own page preview).
    for (const host of d.get('frame-src') ?? [])
      expect(host).toMatch(/^(https:\/\/[a-z.-]+|'self')$/);
  });

  it('lets the site frame only its page preview', () => {
    expect(directives(buildNonceCsp('x', { framedBySelf: true })).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(directives(buildCsp()).get('frame-src')).not.toContain("'self'");
  });

  it('allows eval only on the development server', () => {
    expect(directives(buildCsp({ dev: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(directives(buildNonceCsp('x', { dev: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, DENY framing, a referrer policy and no HSTS over HTTP', () => {
    const h = securityHeaders(buildCsp(), false);
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Content-Security-Policy']).toBe(buildCsp());
    expect(h).not.toHaveProperty('Strict-Transport-Security');
  });

  it('adds HSTS of at least a year over HTTPS', () => {
    const hsts = securityHeaders(buildCsp(), true)['Strict-Transport-Security'];
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toContain('includeSubDomains');
  });
});
