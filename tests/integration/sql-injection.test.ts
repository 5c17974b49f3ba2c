/**
 * SQL injection strings in every query parameter that reaches SQL (issue #10 "Security review"):
 * the public resources search and category filter, and the admin media library's search and
 * category filter. Each call must answer (no database error, which a page turns into a 500),
 * return only what a literal search may return (no draft, archived or inactive row, no library
 * item that does not contain the text), and leave every table as it was.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { blog_posts, downloadable_resources, media_categories, site_media } from '@/db/schema';
import { ensureReferenceData } from '@/db/seed';
import { ARTICLE_CATEGORIES, parseResourceFilter } from '@/lib/resource-filter';
import { clearCache } from '@/server/cache';
import { listLibraryMedia } from '@/server/media/library';
import { searchPublishedPosts } from '@/server/posts/queries';
import { searchActiveResources } from '@/server/resources/queries';
import { dbTargets, type TestDatabase } from './helpers/db';

/** Classic injection strings, unbalanced quotes, backslashes, LIKE wildcards and NUL bytes. */
const HOSTILE = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "'; drop table blog_posts; --",
  '"; drop table site_media; --',
  "1'; update blog_posts set status='published'; --",
  "' union select id, title, slug, excerpt, category, tags, author_name, null, null, published_at from blog_posts --",
  "%' --",
  '%',
  '_',
  '%%',
  "'",
  '"',
  "''",
  "'unbalanced",
  '"unbalanced',
  '\\',
  "\\'",
  '\\\\',
  '\\x27',
  'a\u0000b',
  '\u0000',
  "'\u0000; drop table blog_posts; --",
  '$1',
  '?',
  ':q',
  '1; select pg_sleep(5)',
  '!!! ||| &&& <-> :*',
  'maintenance\u0000',
] as const;

const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe.each(dbTargets())('SQL injection strings on $name', ({ create }) => {
  let t: TestDatabase;
  let publishedSlugs: string[];
  let categoryId: number;

  /** Row counts of the tables the searches read: the injection strings must change none. */
  async function counts() {
    const res = await t.db.execute<Record<string, number>>(sql`select
        (select count(*) from blog_posts)::int as posts,
        (select count(*) from blog_posts where status = 'published')::int as published,
        (select count(*) from downloadable_resources)::int as resources,
        (select count(*) from site_media)::int as media,
        (select count(*) from media_categories)::int as categories`);
    return (res as unknown as { rows: Array<Record<string, number>> }).rows[0];
  }

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    await ensureReferenceData(t.db);
    await t.db.insert(blog_posts).values([
      {
        title: 'Preventive maintenance for lifts',
        slug: 'pm-lifts',
        content: '<p>Service intervals.</p>',
        category: 'Guides',
        tags: ['maintenance'],
        status: 'published',
        published_at: ago(3),
      },
      {
        title: 'Pricing party rentals',
        slug: 'party-pricing',
        content: '<p>Weekend rates.</p>',
        category: 'Tools',
        status: 'published',
        published_at: ago(2),
      },
      {
        title: 'Secret maintenance draft',
        slug: 'secret-draft',
        content: '<p>maintenance</p>',
        category: 'Guides',
        status: 'draft',
      },
      {
        title: 'Archived maintenance notes',
        slug: 'archived-notes',
        content: '<p>maintenance</p>',
        category: 'Guides',
        status: 'archived',
        published_at: ago(30),
      },
    ]);
    publishedSlugs = ['pm-lifts', 'party-pricing'];
    await t.db.insert(downloadable_resources).values([
      { name: 'Buyer Guide', category: 'Guides', file_url: '/downloads/a.pdf' },
      {
        name: 'Retired Guide',
        category: 'Guides',
        file_url: '/downloads/b.pdf',
        is_active: false,
      },
    ]);
    const [c] = await t.db
      .select()
      .from(media_categories)
      .where(eq(media_categories.name, 'Team Photos'));
    categoryId = c!.id;
    // Only the media below (not the solutions images migration 0009 places in their slots).
    await t.db.delete(site_media);
    await t.db.insert(site_media).values([
      { name: 'yard-photo', alt_text: 'Rental yard', file_url: '/defaults/team-1.svg' },
      {
        name: "o'brien-team",
        description: '50% of the fleet',
        file_url: '/defaults/team-2.svg',
        category_id: categoryId,
      },
      { name: 'back\\slash', file_url: '/defaults/team-3.svg' },
    ]);
  });
  beforeEach(() => clearCache());
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('the public search answers every string with published posts and active resources only', async () => {
    const before = await counts();
    for (const q of HOSTILE) {
      for (const category of ['', 'Guides']) {
        const posts = await searchPublishedPosts({ q, category });
        for (const p of posts) expect(publishedSlugs, JSON.stringify(q)).toContain(p.slug);
        const resources = await searchActiveResources({ q, category });
        expect(resources.map((r) => r.name).filter((n) => n !== 'Buyer Guide')).toEqual([]);
      }
    }
    // A NUL byte is no search at all, not an error: the plain listing.
    expect((await searchPublishedPosts({ q: '\u0000', category: '' })).map((p) => p.slug)).toEqual([
      'party-pricing',
      'pm-lifts',
    ]);
    expect(
      (await searchPublishedPosts({ q: 'maintenance\u0000', category: '' })).map((p) => p.slug),
    ).toEqual(['pm-lifts']);
    expect(await counts()).toEqual(before);
  });

  it('the URL filter keeps hostile text as a literal query and drops unknown categories', async () => {
    for (const raw of HOSTILE) {
      const filter = parseResourceFilter({ q: raw, category: raw }, ARTICLE_CATEGORIES);
      expect(filter.category).toBe('');
      expect(filter.q).not.toMatch(/[\u0000-\u001f\u007f]/);
      await expect(searchPublishedPosts(filter)).resolves.toBeInstanceOf(Array);
    }
    expect(
      parseResourceFilter({ q: "' OR 1=1 --", category: 'Guides' }, ARTICLE_CATEGORIES),
    ).toEqual({
      q: "' OR 1=1 --",
      category: 'Guides',
    });
    expect(
      parseResourceFilter({ q: 'a\u0000b\tc', category: "Guides' --" }, ARTICLE_CATEGORIES),
    ).toEqual({
      q: 'a b c',
      category: '',
    });
  });

  it('the media library search matches the text literally, whatever it contains', async () => {
    const before = await counts();
    for (const q of HOSTILE) {
      const rows = await listLibraryMedia(t.db, { q });
      const needle = q
        .replace(/\u0000/g, '')
        .trim()
        .toLowerCase();
      for (const r of rows) {
        const haystack = [r.name, r.description, r.alt_text].join('\n').toLowerCase();
        expect(haystack, `${JSON.stringify(q)} found ${r.name}`).toContain(needle);
      }
    }
    expect((await listLibraryMedia(t.db, { q: "' OR 1=1 --" })).length).toBe(0);
    expect((await listLibraryMedia(t.db, { q: "o'brien" })).map((r) => r.name)).toEqual([
      "o'brien-team",
    ]);
    expect((await listLibraryMedia(t.db, { q: '\\' })).map((r) => r.name)).toEqual(['back\\slash']);
    expect((await listLibraryMedia(t.db, { q: '50%' })).map((r) => r.name)).toEqual([
      "o'brien-team",
    ]);
    expect(await listLibraryMedia(t.db, { q: '\u0000' })).toHaveLength(3);
    expect(await counts()).toEqual(before);
  });

  it('the media library category filter matches nothing for ids the column cannot hold', async () => {
    expect(
      (await listLibraryMedia(t.db, { categoryId })).map((r) => r.name),
      'a real category still filters',
    ).toEqual(["o'brien-team"]);
    for (const id of [2 ** 31, 2 ** 40, 1.5, Infinity, -1, Number.NaN]) {
      expect(await listLibraryMedia(t.db, { categoryId: id }), String(id)).toEqual([]);
    }
    expect(await listLibraryMedia(t.db, { categoryId: null })).toHaveLength(3);
  });
});
