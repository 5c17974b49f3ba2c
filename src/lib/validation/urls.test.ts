import { describe, expect, it } from 'vitest';
import { isSafeImageSource, isSafeLinkTarget } from './urls';

describe('isSafeLinkTarget', () => {
  it.each(['/product', '/resources?category=Guides', 'https://lizit.com/demo', 'http://a.example'])(
    'accepts %s',
    (v) => expect(isSafeLinkTarget(v)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    'product',
    '',
    'ftp://x.example',
    '/a b',
  ])('refuses %s', (v) => expect(isSafeLinkTarget(v)).toBe(false));
});

describe('isSafeImageSource', () => {
  it.each(['/storage/home-banners/1-2.png', 'https://cdn.example/a.webp'])('accepts %s', (v) =>
    expect(isSafeImageSource(v)).toBe(true),
  );
  it.each(['blob:http://localhost/1', 'data:image/png;base64,AA', 'http://x.example/a.png', '//x'])(
    'refuses %s',
    (v) => expect(isSafeImageSource(v)).toBe(false),
  );
});
