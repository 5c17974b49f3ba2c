import { describe, expect, it } from 'vitest';
import { isValidKey } from './buckets';
import {
  bannerKey,
  baseNameOf,
  blogFeaturedKey,
  blogInlineKey,
  mediaLibraryKey,
  randomToken,
  resourceKey,
  slotMediaKey,
  slugifyName,
} from './naming';

const seed = { now: 1_700_000_000_000, random: 'k3x9q2' };

describe('object key naming (back-office.md §7)', () => {
  it('names banners {timestamp}-{random}.{ext}', () => {
    expect(bannerKey('png', seed)).toBe('1700000000000-k3x9q2.png');
  });

  it('puts blog featured images under featured/ and inline images under content/', () => {
    expect(blogFeaturedKey('webp', seed)).toBe('featured/1700000000000-k3x9q2.webp');
    expect(blogInlineKey('jpg', seed)).toBe('content/1700000000000-k3x9q2.jpg');
  });

  it('keeps a slug of the original name for resources', () => {
    expect(resourceKey('Équipement Rental   Checklist (2025).PDF', 'pdf', seed)).toBe(
      '1700000000000-k3x9q2-equipement-rental-checklist-2025.pdf',
    );
    expect(resourceKey('C:\\fakepath\\Price List.v2.docx', 'docx', seed)).toBe(
      '1700000000000-k3x9q2-price-list-v2.docx',
    );
    expect(resourceKey('日本語.pdf', 'pdf', seed)).toBe('1700000000000-k3x9q2-file.pdf');
  });

  it('names slot media slot-{slotId}-{timestamp}-{random} and library files after the name', () => {
    expect(slotMediaKey('homepage-hero-dashboard', 'webp', seed)).toBe(
      'slot-homepage-hero-dashboard-1700000000000-k3x9q2.webp',
    );
    expect(mediaLibraryKey('Team Photo_2025.JPG', 'jpg')).toBe('team-photo-2025.jpg');
  });

  it('uses the clock and a fresh random part by default', () => {
    const before = Date.now();
    const a = bannerKey('png');
    const b = bannerKey('png');
    expect(a).not.toBe(b);
    const ts = Number(a.split('-')[0]);
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Date.now());
    expect(randomToken()).toMatch(/^[a-z0-9]{10}$/);
  });

  it('refuses extensions and seeds that would make an unsafe key', () => {
    expect(() => bannerKey('../png', seed)).toThrow(/extension/);
    expect(() => bannerKey('PNG', seed)).toThrow(/extension/);
    expect(() => bannerKey('', seed)).toThrow(/extension/);
    expect(() => bannerKey('png', { now: 1, random: 'a/b' })).toThrow(/seed/);
    expect(() => slotMediaKey('***', 'png', seed)).toThrow(/slot/);
  });

  it('always produces valid keys, whatever the original name', () => {
    for (const name of ['../../etc/passwd', '.hidden', '..', 'a/b\\c.pdf', ' ', '—.pdf']) {
      expect(isValidKey(resourceKey(name, 'pdf'))).toBe(true);
      expect(isValidKey(mediaLibraryKey(name, 'png'))).toBe(true);
    }
  });

  it('slugifies and strips paths and extensions', () => {
    expect(slugifyName('  Hello, World!! ')).toBe('hello-world');
    expect(slugifyName('x'.repeat(100))).toHaveLength(60);
    expect(baseNameOf('/tmp/a.b.c')).toBe('a.b');
    expect(baseNameOf('.env')).toBe('.env');
  });
});
