import { describe, expect, it } from 'vitest';
import { pathKind } from './paths';
import { buildNonceCsp, hasCredentials, isCrossOriginWrite } from './request-guard';

const isPrivatePath = (path: string) => pathKind(path) === 'private';

const site = ['https://www.lizit.com'];

describe('isCrossOriginWrite', () => {
  it('refuses a POST from another site', () => {
    expect(
      isCrossOriginWrite('POST', '/api/newsletter', { origin: 'https://evil.example' }, site),
    ).toBe(true);
    expect(isCrossOriginWrite('POST', '/admin', { origin: 'null' }, site)).toBe(true);
    expect(
      isCrossOriginWrite('DELETE', '/api/admin/x', { 'sec-fetch-site': 'cross-site' }, site),
    ).toBe(true);
  });
  it('allows same-origin writes, reads, non-browser clients and the one-click unsubscribe', () => {
    expect(
      isCrossOriginWrite('POST', '/api/newsletter', { origin: 'https://www.lizit.com' }, site),
    ).toBe(false);
    expect(isCrossOriginWrite('GET', '/', { origin: 'https://evil.example' }, site)).toBe(false);
    expect(isCrossOriginWrite('POST', '/api/contact', {}, site)).toBe(false);
    expect(
      isCrossOriginWrite(
        'POST',
        '/api/unsubscribe?token=1.x',
        { origin: 'https://mail.example' },
        site,
      ),
    ).toBe(false);
  });
});

describe('hasCredentials', () => {
  it('sees a better-auth cookie, with or without a prefix, and an Authorization header', () => {
    for (const headers of [
      { cookie: 'better-auth.session_token=abc.def' },
      { cookie: 'theme=dark; __Secure-better-auth.session_token=abc' },
      { cookie: 'a=1;better-auth.session_data=x' },
      { cookie: 'better-auth.two_factor=x' },
      { authorization: 'Bearer x' },
      { authorization: '' },
    ]) {
      expect(hasCredentials(headers), JSON.stringify(headers)).toBe(true);
    }
  });
  it('ignores other cookies, so a visitor with an analytics cookie still gets cached pages', () => {
    for (const headers of [
      {},
      { cookie: '_ga=GA1.1.1' },
      { cookie: 'my-better-auth.session_token=x' },
      { cookie: 'x=better-auth.session_token' },
    ]) {
      expect(hasCredentials(headers), JSON.stringify(headers)).toBe(false);
    }
  });
});

describe('private pages', () => {
  it('covers admin, auth and preview only', () => {
    expect(
      ['/admin', '/admin/', '/auth', '/auth/reset-password', '/blog/preview/3'].map(isPrivatePath),
    ).toEqual([true, true, true, true, true]);
    expect(['/', '/authors', '/resources', '/administrator'].map(isPrivatePath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it('builds a nonce policy without unsafe-inline scripts', () => {
    const csp = buildNonceCsp('abc123');
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
