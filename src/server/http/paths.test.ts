import { describe, expect, it } from 'vitest';
import { itCases } from '@/test/cases';
import {
  ACTION_BODY_BYTES,
  AUTH_BODY_BYTES,
  FORM_BODY_BYTES,
  maxBodyBytes,
  normalizeRequestTarget,
  pathKind,
  robotsDisallow,
} from './paths';

describe('normalizeRequestTarget', () => {
  it.each([
    ['/', '/', false],
    ['/about', '/about', false],
    ['/resources/my-article', '/resources/my-article', false],
    ['/about/', '/about/', false],
    ['/./admin', '/admin', true],
    ['/x/../admin', '/admin', true],
    ['/x/y/../../admin', '/admin', true],
    ['/../admin', '/admin', true],
    ['/./blog/preview/1', '/blog/preview/1', true],
    ['//admin', '/admin', true],
    ['/resources//article', '/resources/article', true],
    ['///', '/', true],
    ['/a/b/..', '/a/', true],
    ['/a/.', '/a/', true],
    ['/%61dmin', '/admin', true],
    ['/adm%69n/', '/admin/', true],
    ['/resources/caf%c3%a9', '/resources/caf%C3%A9', true],
    ['/resources/caf%C3%A9', '/resources/caf%C3%A9', false],
    ['/file%2Ejs', '/file.js', true],
    ['/%7Euser', '/~user', true],
    ['/_next/static/chunks/[root]_x.js', '/_next/static/chunks/[root]_x.js', false],
  ])('%s → %s', (raw, path, changed) => {
    expect(normalizeRequestTarget(raw)).toEqual({ ok: true, path, search: '', changed });
  });

  it('keeps the query string apart, untouched', () => {
    expect(normalizeRequestTarget('/./admin?tab=blog&x=%2e%2e/')).toEqual({
      ok: true,
      path: '/admin',
      search: '?tab=blog&x=%2e%2e/',
      changed: true,
    });
    expect(normalizeRequestTarget('/resources?q=a;b')).toMatchObject({ ok: true, changed: false });
  });

  it.each([
    ['not origin-form', 'admin'],
    ['absolute-form', 'http://evil.example/admin'],
    ['asterisk', '*'],
    ['bad escape', '/%ff'],
    ['bad escape (one digit)', '/%f'],
    ['bad escape (not hex)', '/%zz/admin'],
    ['trailing %', '/admin%'],
    ['encoded dot segment', '/%2e/admin'],
    ['encoded dot-dot segment', '/x/%2e%2e/admin'],
    ['mixed dot-dot segment', '/x/.%2e/admin'],
    ['encoded upper-case dot-dot', '/x/%2E%2E/admin'],
    ['encoded slash', '/admin%2fx'],
    ['encoded slash (upper)', '/x%2F..%2Fadmin'],
    ['encoded traversal', '/%2e%2e%2fadmin'],
    ['backslash', '/x\\..\\admin'],
    ['encoded backslash', '/x%5c..%5cadmin'],
    ['NUL', '/admin\u0000'],
    ['encoded NUL', '/admin%00'],
    ['encoded control', '/admin%0d%0aSet-Cookie:x'],
    ['overlong UTF-8 dot', '/%c0%ae%c0%ae/admin'],
    ['overlong UTF-8 slash', '/x%c0%afadmin'],
    ['lone surrogate bytes', '/%ed%a0%80'],
    ['path parameter', '/admin;jsessionid=1'],
    ['semicolon dot trick', '/.;/admin'],
    ['raw space', '/ad min'],
    ['raw non-ASCII', '/café'],
    ['raw tab', '/admin\t'],
    ['DEL', '/admin\u007f'],
    ['fragment', '/admin#x'],
  ])('refuses %s', (_name, raw) => {
    expect(normalizeRequestTarget(raw).ok).toBe(false);
  });
});

describe('path rules', () => {
  itCases('%s is %s', pathKind, [
    ['/', 'page'],
    ['/about', 'page'],
    ['/demo', 'page'],
    ['/resources', 'page'],
    ['/resources/articles', 'page'],
    ['/resources/my-article', 'page'],
    ['/resources/rss.xml', 'public'],
    ['/resources/download/3', 'public'],
    ['/resources/a/b', 'public'],
    ['/about/', 'public'],
    ['/no-such-page', 'public'],
    ['/sitemap.xml', 'public'],
    ['/unsubscribe/abc', 'public'],
    ['/admin', 'private'],
    ['/admin/x', 'private'],
    ['/auth', 'private'],
    ['/auth/reset-password', 'private'],
    ['/blog/preview/1', 'private'],
    ['/administrator', 'public'],
    ['/api/newsletter', 'api'],
    ['/api/auth/sign-in/email', 'api'],
    ['/_next/static/chunks/a.js', 'static'],
    ['/storage/site-media/a.png', 'static'],
  ]);

  it('caps bodies per route class', () => {
    expect(maxBodyBytes('/api/newsletter', 99)).toBe(FORM_BODY_BYTES);
    expect(maxBodyBytes('/api/contact', 99)).toBe(FORM_BODY_BYTES);
    expect(maxBodyBytes('/api/auth/sign-up/email', 99)).toBe(AUTH_BODY_BYTES);
    expect(maxBodyBytes('/api/team/accept-invite', 99)).toBe(AUTH_BODY_BYTES);
    expect(maxBodyBytes('/api/admin/uploads', 99)).toBe(99);
    expect(maxBodyBytes('/admin', 99)).toBe(ACTION_BODY_BYTES);
    expect(maxBodyBytes('/', 99)).toBe(ACTION_BODY_BYTES);
  });

  it("robots.txt disallows the private paths, the API, unsubscribe links and a campaign's counted links", () => {
    expect(robotsDisallow()).toEqual([
      '/admin',
      '/auth',
      '/blog/preview',
      '/preview/',
      '/api/',
      '/unsubscribe',
      '/newsletter/l/',
    ]);
  });
});
