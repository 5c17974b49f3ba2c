import { describe, expect, it } from 'vitest';
import { itAll } from '@/test/cases';
import {
  assertWritable,
  BUCKET_NAMES,
  cacheControlFor,
  isBucketName,
  isValidKey,
  StorageError,
} from './buckets';
import { contentDispositionFor, contentTypeForKey, isInlineContentType } from './http';

describe('buckets (back-office.md §7)', () => {
  it('has the seven buckets of the spec plus resources', () => {
    expect(BUCKET_NAMES.sort()).toEqual(
      [
        'blog-images',
        'certification-logos',
        'home-banners',
        'resources',
        'site-assets',
        'site-media',
        'team-photos',
        'video-content',
      ].sort(),
    );
    expect(isBucketName('home-banners')).toBe(true);
    expect(isBucketName('toString')).toBe(false);
    expect(isBucketName('.tmp')).toBe(false);
  });

  it('lets only the media library and slot buckets overwrite', () => {
    expect(() => assertWritable('home-banners', 'a.png', true)).toThrow(StorageError);
    expect(() => assertWritable('blog-images', 'featured/a.png', true)).toThrow(/never overwrites/);
    expect(() => assertWritable('resources', 'a.pdf', true)).toThrow(StorageError);
    for (const b of ['site-assets', 'site-media', 'team-photos', 'certification-logos'] as const) {
      expect(() => assertWritable(b, 'a.png', true)).not.toThrow();
    }
    expect(() => assertWritable('home-banners', 'a.png', false)).not.toThrow();
  });

  it('caches immutable buckets for a year and overwritable ones briefly', () => {
    expect(cacheControlFor('home-banners')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('site-assets')).toBe('public, max-age=300, must-revalidate');
  });
});

describe('key validation', () => {
  itAll('accepts %s', isValidKey, true, [
    'a.png',
    'featured/1700000000000-abc.webp',
    'content/x-y_z.1.jpg',
    'a/b/c/d.pdf',
  ]);

  itAll('refuses %j', isValidKey, false, [
    '',
    '/a.png',
    'a.png/',
    'a//b.png',
    '..',
    '../a.png',
    'a/../b.png',
    'a..b.png',
    '.hidden',
    'a/.tmp/b',
    'A.png',
    'a b.png',
    'a%2f.png',
    'a\\b.png',
    'é.png',
    'a\0.png',
    'x'.repeat(513),
  ]);

  it('refuses non-strings', () => {
    expect(isValidKey(undefined)).toBe(false);
    expect(isValidKey(['a'])).toBe(false);
  });
});

describe('content types and disposition', () => {
  it('maps extensions and falls back to octet-stream', () => {
    expect(contentTypeForKey('featured/a.JPG')).toBe('image/jpeg');
    expect(contentTypeForKey('a.pdf')).toBe('application/pdf');
    expect(contentTypeForKey('a.docx')).toMatch(/wordprocessingml/);
    expect(contentTypeForKey('a.webm')).toBe('video/webm');
    expect(contentTypeForKey('a.exe')).toBe('application/octet-stream');
    expect(contentTypeForKey('noext')).toBe('application/octet-stream');
  });

  it('shows images and videos inline, never SVG, and downloads the rest', () => {
    expect(isInlineContentType('image/png')).toBe(true);
    expect(isInlineContentType('video/mp4')).toBe(true);
    expect(isInlineContentType('image/svg+xml')).toBe(false);
    expect(contentDispositionFor('a.png', 'image/png')).toBeNull();
    expect(contentDispositionFor('x/1-a-guide.pdf', 'application/pdf')).toBe(
      'attachment; filename="1-a-guide.pdf"',
    );
    expect(contentDispositionFor('logo.svg', 'image/svg+xml')).toMatch(/^attachment/);
    expect(contentDispositionFor('a.html', 'text/html')).toMatch(/^attachment/);
  });
});
