import { describe } from 'vitest';
import { itAll } from '@/test/cases';
import { isSafeImageSource, isSafeLinkTarget } from './urls';

describe('isSafeLinkTarget', () => {
  itAll('accepts %s', isSafeLinkTarget, true, [
    '/product',
    '/resources?category=Guides',
    'https://lizit.com/demo',
    'http://a.example',
  ]);
  itAll('refuses %s', isSafeLinkTarget, false, [
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    'product',
    '',
    'ftp://x.example',
    '/a b',
  ]);
});

describe('isSafeImageSource', () => {
  itAll('accepts %s', isSafeImageSource, true, [
    '/storage/home-banners/1-2.png',
    'https://cdn.example/a.webp',
  ]);
  itAll('refuses %s', isSafeImageSource, false, [
    'blob:http://localhost/1',
    'data:image/png;base64,AA',
    'http://x.example/a.png',
    '//x',
  ]);
});
