import { describe, expect, it } from 'vitest';
import {
  chainStatus,
  LOOP_MESSAGE,
  normalizeFromPath,
  normalizeTarget,
  RESERVED_MESSAGE,
  resolveTarget,
  SELF_MESSAGE,
  type RuleLike,
} from './rules';

describe('normalizeFromPath', () => {
  it('normalises like a request path', () => {
    expect(normalizeFromPath('old-page/')).toEqual({ ok: true, path: '/old-page' });
    expect(normalizeFromPath('/a//b/../c')).toEqual({ ok: true, path: '/a/c' });
    expect(normalizeFromPath('/caf%c3%a9')).toEqual({ ok: true, path: '/caf%C3%A9' });
    expect(normalizeFromPath('/')).toEqual({ ok: true, path: '/' });
  });
  it('refuses query strings, URLs and bad characters', () => {
    expect(normalizeFromPath('/a?b=1')).toMatchObject({ field: 'from_path' });
    expect(normalizeFromPath('https://x.com/a')).toMatchObject({ field: 'from_path' });
    expect(normalizeFromPath('/a b')).toMatchObject({ field: 'from_path' });
    expect(normalizeFromPath('')).toMatchObject({ field: 'from_path' });
  });
  it('never takes a path the site answers itself, whatever its case', () => {
    for (const p of [
      '/admin',
      '/admin/x',
      '/ADMIN',
      '/Admin/Posts',
      '/auth/sign-in',
      '/api',
      '/api/healthz',
      '/healthz',
      '/HEALTHZ',
      '/_next/x',
      '/storage/a',
      '/blog/preview/1',
      '/preview/abc',
      '/unsubscribe/12.secret',
      '/og/home.png',
      '/robots.txt',
      '/sitemap.xml',
      '/Sitemap.XML',
      '/sitemap/posts.xml',
      '/resources/rss.xml',
      '/feed',
      '/llms.txt',
      '/%61dmin',
    ])
      expect(normalizeFromPath(p)).toEqual({ field: 'from_path', message: RESERVED_MESSAGE });
    expect(normalizeFromPath('/./admin')).toMatchObject({ message: RESERVED_MESSAGE });
    expect(normalizeFromPath('/administration')).toEqual({ ok: true, path: '/administration' });
    expect(normalizeFromPath('/feedback')).toEqual({ ok: true, path: '/feedback' });
  });
});

describe('normalizeTarget', () => {
  it('takes site paths (with a query) and http(s) URLs', () => {
    expect(normalizeTarget('/new/')).toEqual({ ok: true, target: '/new' });
    expect(normalizeTarget('new?a=1')).toEqual({ ok: true, target: '/new?a=1' });
    expect(normalizeTarget('https://example.com/x')).toEqual({
      ok: true,
      target: 'https://example.com/x',
    });
  });
  it('refuses javascript:, data:, protocol-relative and fragments', () => {
    for (const t of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.com',
      '/a#b',
      'ftp://x.com',
      'https://u:p@x.com',
    ])
      expect(normalizeTarget(t)).toMatchObject({ field: 'target' });
  });
});

describe('resolveTarget (chains and loops)', () => {
  const rules = (...list: [string, string | null, number?][]) => {
    const m = new Map<string, RuleLike>(
      list.map(([from, target, status], i) => [
        from,
        { id: i + 1, from_path: from, target, status: status ?? 301 },
      ]),
    );
    return (p: string) => m.get(p);
  };
  it('collapses a target that is itself redirected', () => {
    expect(resolveTarget('/a', '/b', rules(['/b', '/c']))).toEqual({
      ok: true,
      target: '/c',
      temporary: false,
    });
    expect(resolveTarget('/a', '/b', rules(['/b', 'https://x.com/']))).toEqual({
      ok: true,
      target: 'https://x.com/',
      temporary: false,
    });
  });
  it('a chain through a temporary rule stays temporary', () => {
    const chain = rules(['/b', '/c', 302], ['/c', '/d']);
    expect(resolveTarget('/a', '/b', chain)).toEqual({ ok: true, target: '/d', temporary: true });
    expect(chainStatus(301, true)).toBe(302);
    expect(chainStatus(301, false)).toBe(301);
    expect(chainStatus(302, false)).toBe(302);
  });
  it('stops at a 410 and at absolute URLs', () => {
    expect(resolveTarget('/a', '/b', rules(['/b', null, 410]))).toEqual({
      ok: true,
      target: '/b',
      temporary: false,
    });
  });
  it('refuses a rule to itself and one that loops back', () => {
    expect(resolveTarget('/a', '/a', rules())).toEqual({ field: 'target', message: SELF_MESSAGE });
    expect(resolveTarget('/a', '/b', rules(['/b', '/a']))).toEqual({
      field: 'target',
      message: LOOP_MESSAGE,
    });
    expect(resolveTarget('/a', '/b?x=1', rules(['/b', '/a?y']))).toMatchObject({
      message: LOOP_MESSAGE,
    });
  });
});
