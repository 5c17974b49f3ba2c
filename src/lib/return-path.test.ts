import { describe, expect, it } from 'vitest';
import { adminReturnPath, signInPathFor } from './return-path';

describe('adminReturnPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin?tab=blog&post=12', '/admin?tab=blog&post=12'],
    ['/admin?tab=resources&resource=new&_rsc=1x2y', '/admin?tab=resources&resource=new'],
    ['/admin/', '/admin/'],
    ['/blog/preview/42', '/blog/preview/42'],
  ])('keeps %j as %j', (value, path) => {
    expect(adminReturnPath(value)).toBe(path);
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/admin\u0000',
    'admin',
    '/',
    '/resources',
    '/administrator',
    '/blog/preview/x',
    '/auth?next=/admin',
    `/admin?q=${'a'.repeat(2000)}`,
    42,
    null,
  ])('refuses %j', (value) => {
    expect(adminReturnPath(value)).toBeNull();
  });
});

describe('signInPathFor', () => {
  it('carries an admin deep link, and nothing else', () => {
    expect(signInPathFor('/admin?tab=blog&post=12')).toBe(
      '/auth?next=%2Fadmin%3Ftab%3Dblog%26post%3D12',
    );
    expect(signInPathFor('/admin')).toBe('/auth');
    expect(signInPathFor('https://evil.example/admin')).toBe('/auth');
    expect(signInPathFor(undefined)).toBe('/auth');
  });
});
