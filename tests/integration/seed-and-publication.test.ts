import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDbHandle } from '@/db/client';
import {
  blog_posts,
  downloadable_resources,
  homepage_banners,
  media_categories,
} from '@/db/schema';
import { isContentEmpty, seedDemoContent } from '@/db/seed';
import { seedPosts } from '@/db/seed-data/posts';
import { getActiveBanners } from '@/server/banners/queries';
import { clearCache, invalidateTags } from '@/server/cache';
import { publishedPostFilter } from '@/server/posts/publication';
import { getRecentPostTeasers, listPublishedPosts } from '@/server/posts/queries';
import { dbTargets, type TestDatabase } from './helpers/db';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbTargets())('demo seed and the publication rule on $name', ({ create }) => {
  let t: TestDatabase;
  const seededAt = new Date();

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    clearCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCache();
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('seeds an empty database once', async () => {
    expect(await isContentEmpty(t.db)).toBe(true);
    const counts = await seedDemoContent(t.db, { now: seededAt });
    expect(counts).toEqual({ posts: seedPosts.length, resources: 6, banners: 3 });
    expect(await isContentEmpty(t.db)).toBe(false);
    // Even after an admin deletes everything, the database is not "empty" for seeding again.
    const before = await t.db.select().from(homepage_banners);
    await t.db.delete(homepage_banners);
    expect(await isContentEmpty(t.db)).toBe(false);
    await t.db.insert(homepage_banners).values(before.map(({ id: _id, ...b }) => b));
  });

  it('seeds the spec-shaped demo content', async () => {
    const posts = await t.db.select().from(blog_posts);
    const published = posts.filter(
      (p) => p.status === 'published' && p.published_at && p.published_at <= seededAt,
    );
    expect(published.length).toBeGreaterThanOrEqual(10);
    expect(new Set(published.map((p) => p.category))).toEqual(
      new Set(['Industry Reports', 'Best Practices', 'Guides', 'Tools']),
    );
    expect(posts.filter((p) => p.status === 'draft')).toHaveLength(1);
    expect(posts.filter((p) => p.status === 'archived')).toHaveLength(1);
    expect(
      posts.filter((p) => p.status === 'published' && p.published_at && p.published_at > seededAt),
    ).toHaveLength(1);

    const resources = await t.db.select().from(downloadable_resources);
    expect(resources).toHaveLength(6);
    expect(resources.filter((r) => /Guide|Checklist/.test(r.name)).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(resources.every((r) => r.is_active && r.file_url.startsWith('/downloads/'))).toBe(true);

    const categories = (await t.db.select().from(media_categories)).map((c) => c.name);
    expect(categories).toEqual(
      expect.arrayContaining(['Team Photos', 'Certification Logos', 'Video Content']),
    );
  });

  it('lists only published posts whose published_at has passed, newest first', async () => {
    const listed = await listPublishedPosts();
    const all = await t.db.select().from(blog_posts);
    const expected = all
      .filter(
        (p) => p.status === 'published' && p.published_at !== null && p.published_at <= new Date(),
      )
      .sort((a, b) => b.published_at!.getTime() - a.published_at!.getTime())
      .map((p) => p.slug);
    expect(listed.map((p) => p.slug)).toEqual(expected);
    expect(listed.some((p) => all.find((a) => a.slug === p.slug)?.status !== 'published')).toBe(
      false,
    );
  });

  it('never lists a published post without published_at', async () => {
    await t.db
      .insert(blog_posts)
      .values({ title: 'No date', slug: 'no-date', status: 'published', published_at: null });
    invalidateTags(['posts']);
    expect((await listPublishedPosts()).map((p) => p.slug)).not.toContain('no-date');
    await t.db.delete(blog_posts).where(eq(blog_posts.slug, 'no-date'));
  });

  it('shows a scheduled post by itself once its time has come, with no invalidation', async () => {
    const scheduled = (await t.db.select().from(blog_posts)).find(
      (p) => p.status === 'published' && p.published_at && p.published_at > new Date(),
    )!;
    expect((await listPublishedPosts()).map((p) => p.slug)).not.toContain(scheduled.slug);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(scheduled.published_at!.getTime() + 1000);
    // The cached list expires at the scheduled time, so the next read includes the post.
    expect((await listPublishedPosts()).map((p) => p.slug)).toContain(scheduled.slug);
  });

  it('applies the same rule in SQL for any moment', async () => {
    const far = new Date(seededAt.getTime() + 30 * DAY);
    const rows = await t.db
      .select({ slug: blog_posts.slug })
      .from(blog_posts)
      .where(publishedPostFilter(far));
    const statuses = await t.db
      .select({ slug: blog_posts.slug, status: blog_posts.status })
      .from(blog_posts);
    const nonPublished = statuses.filter((s) => s.status !== 'published').map((s) => s.slug);
    expect(rows.map((r) => r.slug)).not.toEqual(expect.arrayContaining(nonPublished.slice(0, 1)));
    expect(rows.length).toBe(statuses.filter((s) => s.status === 'published').length);
  });

  it('gives the three newest public posts as teasers', async () => {
    const teasers = await getRecentPostTeasers(3);
    const listed = await listPublishedPosts();
    expect(teasers).toEqual(
      listed.slice(0, 3).map((p) => ({ slug: p.slug, title: p.title, excerpt: p.excerpt })),
    );
  });

  it('returns active banners by order_index', async () => {
    await t.db
      .insert(homepage_banners)
      .values({ image_url: '/hidden.png', redirect_url: '/', order_index: 0, is_active: false });
    const banners = await getActiveBanners();
    expect(banners.map((b) => b.order_index)).toEqual([0, 1, 2]);
    expect(banners.map((b) => b.image_url)).not.toContain('/hidden.png');
  });
});
