import { describe, expect, it } from 'vitest';
import { itAll, itCases } from '@/test/cases';
import { adminReturnPath, signInPathFor } from './return-path';

describe('adminReturnPath', () => {
  itCases('keeps %j as %j', adminReturnPath, [
    ['/admin', '/admin'],
    ['/admin?tab=blog&post=12', '/admin?tab=blog&post=12'],
    ['/admin?tab=resources&resource=new&_rsc=1x2y', '/admin?tab=resources&resource=new'],
    ['/admin/', '/admin/'],
    ['/blog/preview/42', '/blog/preview/42'],
  ]);

  itAll('refuses %j', adminReturnPath, null, [
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
  ]);
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
