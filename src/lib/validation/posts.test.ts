import { describe, expect, it } from 'vitest';
import { itCases } from '@/test/cases';
import { isScheduled, postSchema, postUpdateSchema, slugify, splitTags } from './posts';

describe('slugify', () => {
  itCases('%s → %s', slugify, [
    ['Fleet Utilization: 5 Tips!', 'fleet-utilization-5-tips'],
    ['  Café & Crème — Rentals  ', 'cafe-and-creme-rentals'],
    ['---', ''],
    ['Équipement lourd', 'equipement-lourd'],
  ]);
  it('stays within 120 characters and never ends in a hyphen', () => {
    const s = slugify(`${'word '.repeat(40)}`);
    expect(s.length).toBeLessThanOrEqual(120);
    expect(s.endsWith('-')).toBe(false);
  });
});

describe('splitTags', () => {
  it('splits on commas, trims, drops empties and case-insensitive duplicates', () => {
    expect(splitTags(' Inventory, ,billing ,  Inventory,INVENTORY,  Party  rental ')).toEqual([
      'Inventory',
      'billing',
      'Party rental',
    ]);
    expect(splitTags('')).toEqual([]);
  });
});

describe('isScheduled', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('is published with a future time only', () => {
    expect(isScheduled({ status: 'published', published_at: '2026-05-02T00:00:00Z' }, now)).toBe(
      true,
    );
    expect(isScheduled({ status: 'published', published_at: '2026-04-30T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isScheduled({ status: 'draft', published_at: '2026-05-02T00:00:00Z' }, now)).toBe(false);
    expect(isScheduled({ status: 'published', published_at: null }, now)).toBe(false);
  });
});

describe('postSchema', () => {
  const base = { title: 'Hello', slug: 'hello' };
  it('requires title and slug', () => {
    const r = postSchema.safeParse({ title: ' ', slug: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Slug is required',
    ]);
  });
  it('rejects a malformed slug', () => {
    expect(postSchema.safeParse({ ...base, slug: 'Hello World' }).success).toBe(false);
    expect(postSchema.safeParse({ ...base, slug: 'a--b' }).success).toBe(false);
  });
  it('defaults to a draft with no tags and stores tags as a list', () => {
    expect(postSchema.parse(base)).toMatchObject({ status: 'draft', tags: [], published_at: null });
    expect(postSchema.parse({ ...base, tags: 'a, b' }).tags).toEqual(['a', 'b']);
  });
  it('keeps the offset of published_at and refuses a time without one', () => {
    expect(
      postSchema.parse({ ...base, published_at: '2026-05-01T09:30:00+02:00' }).published_at,
    ).toBe('2026-05-01T09:30:00+02:00');
    expect(postSchema.safeParse({ ...base, published_at: '2026-05-01 09:30' }).success).toBe(false);
  });
  it('lets the override URL replace the image URL, and refuses unsafe image URLs', () => {
    expect(
      postSchema.parse({
        ...base,
        featured_image_url: '/storage/blog-images/featured/1-a.png',
        featured_image_override: 'https://cdn.example/x.webp',
      }),
    ).toMatchObject({ featured_image_url: 'https://cdn.example/x.webp' });
    expect(postSchema.parse(base)).not.toHaveProperty('featured_image_override');
    expect(
      postSchema.safeParse({ ...base, featured_image_url: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
  it('validates the post inside an update', () => {
    expect(postUpdateSchema.safeParse({ id: 3, post: { title: '', slug: 'x' } }).success).toBe(
      false,
    );
    expect(postUpdateSchema.parse({ id: 3, post: base })).toMatchObject({
      id: 3,
      post: { slug: 'hello' },
    });
  });
});
