import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { audit_log, blog_posts, user } from '@/db/schema';
import {
  bulkPostDeleteSchema,
  bulkPostStatusSchema,
  parsePostListQuery,
  POST_PAGE_SIZE,
} from '@/lib/validation/post-list';
import { clearCache } from '@/server/cache';
import { listAdminPostsPage } from '@/server/posts/admin-list';
import {
  bulkDeletePosts,
  bulkSetPostStatus,
  NONE_LEFT,
  SCHEDULE_IN_PAST,
} from '@/server/posts/bulk';
import { getPublishedPostBySlug, listPublishedPosts } from '@/server/posts/queries';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';
const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

describe.each(dbTargets())('admin posts list and bulk actions ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
  });
  afterAll(async () => t.dispose());

  /** 45 posts: 16 drafts (a bulk generation), 10 published, 9 scheduled, 10 archived. */
  beforeEach(async () => {
    await t.db.delete(blog_posts);
    const rows = Array.from({ length: 45 }, (_, i) => {
      const n = i + 1;
      const kind = n <= 16 ? 'draft' : n <= 26 ? 'published' : n <= 35 ? 'scheduled' : 'archived';
      return {
        title: kind === 'draft' ? `Generated draft ${n}` : `Post ${n} about ${kind}`,
        slug: `post-${n}`,
        status: (kind === 'scheduled' ? 'published' : kind) as 'draft' | 'published' | 'archived',
        category: n % 2 === 0 ? 'Guides' : n % 3 === 0 ? 'Tools' : null,
        published_at:
          kind === 'published' || kind === 'archived'
            ? at(-n)
            : kind === 'scheduled'
              ? at(n)
              : null,
        created_at: at(-100 + n),
        updated_at: at(-100 + n),
      };
    });
    await t.db.insert(blog_posts).values(rows);
  });

  const list = (params: Record<string, string | string[] | undefined>) =>
    listAdminPostsPage(t.db, parsePostListQuery(params), NOW);

  it('pages the newest first, with counts per state', async () => {
    const first = await list({});
    expect(first.total).toBe(45);
    expect(first.pageCount).toBe(3);
    expect(first.posts).toHaveLength(POST_PAGE_SIZE);
    expect(first.posts[0]!.slug).toBe('post-45');
    expect(first.statusCounts).toEqual({ draft: 16, scheduled: 9, published: 10, archived: 10 });
    const last = await list({ page: '3' });
    expect(last.posts.map((p) => p.slug)).toEqual([
      'post-5',
      'post-4',
      'post-3',
      'post-2',
      'post-1',
    ]);
  });

  it('filters by state (scheduled apart from published) and category, and searches title and slug', async () => {
    const drafts = await list({ status: 'draft' });
    expect(drafts.total).toBe(16);
    expect(drafts.posts.every((p) => p.status === 'draft')).toBe(true);
    expect((await list({ status: 'scheduled' })).posts.map((p) => p.slug).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `post-${27 + i}`).sort(),
    );
    expect((await list({ status: 'published' })).total).toBe(10);
    expect((await list({ status: 'archived' })).total).toBe(10);
    expect((await list({ category: 'Guides' })).total).toBe(22);
    expect((await list({ category: '-' })).posts.every((p) => p.category === null)).toBe(true);
    expect((await list({ status: 'draft', category: 'Guides' })).total).toBe(8);
    expect((await list({ q: 'GENERATED' })).total).toBe(16);
    expect((await list({ q: 'post-4' })).posts.map((p) => p.slug).sort()).toEqual(
      ['post-4', 'post-40', 'post-41', 'post-42', 'post-43', 'post-44', 'post-45'].sort(),
    );
    // LIKE wildcards are plain characters.
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ q: '_' })).total).toBe(0);
  });

  it('sorts by title, oldest, edits and publication date', async () => {
    expect((await list({ sort: 'created-asc' })).posts[0]!.slug).toBe('post-1');
    expect((await list({ sort: 'title-asc' })).posts[0]!.title).toBe('Generated draft 1');
    const byPublication = await list({ sort: 'published-desc', status: 'scheduled' });
    expect(byPublication.posts[0]!.slug).toBe('post-35');
    // Posts without a date come last.
    const all = await list({ sort: 'published-desc', page: '3' });
    expect(all.posts.every((p) => p.published_at === null)).toBe(true);
  });

  it('gives a clean list for hostile parameters', async () => {
    for (const params of [
      { page: '-1' },
      { page: '0' },
      { page: '1e9' },
      { page: '99999999999999' },
      { page: ['2', '3'] },
      { status: '<script>alert(1)</script>' },
      { status: "draft' OR 1=1 --" },
      { category: "Guides' OR '1'='1" },
      { category: 'x'.repeat(5000) },
      { sort: 'id; drop table blog_posts' },
      { q: 'x'.repeat(100_000) },
      { q: '\u0000\u0001' },
      { q: "' OR 1=1 --" },
    ]) {
      const page = await list(params);
      expect(page.posts.length, JSON.stringify(params).slice(0, 80)).toBeLessThanOrEqual(
        POST_PAGE_SIZE,
      );
    }
    expect(parsePostListQuery({ page: '-1', status: '<script>', q: 'x'.repeat(500) })).toEqual({
      q: 'x'.repeat(100),
      status: '',
      category: '',
      sort: 'created-desc',
      page: 1,
    });
    // Past the last page shows the last page.
    const past = await list({ page: '99' });
    expect(past.page).toBe(3);
    expect(past.posts).toHaveLength(5);
    expect((await list({ status: '<script>' })).total).toBe(45);
  });

  it('bulk-publishes 16 drafts: public at once, one audit entry each', async () => {
    const drafts = (await list({ status: 'draft' })).posts.map((p) => p.id);
    await t.db.delete(audit_log);
    const input = bulkPostStatusSchema.parse({ ids: drafts, op: 'publish' });
    const r = await bulkSetPostStatus(t.db, input.ids, { op: 'publish' }, ADMIN, NOW);
    expect(r.count).toBe(16);
    const rows = await t.db.select().from(blog_posts).where(inArray(blog_posts.id, drafts));
    expect(
      rows.every((p) => p.status === 'published' && p.published_at?.getTime() === NOW.getTime()),
    ).toBe(true);
    const audits = await t.db.select().from(audit_log);
    expect(audits).toHaveLength(16);
    expect(audits.every((a) => a.action === 'post.publish')).toBe(true);
  });

  it('publishing keeps the date of a public post and brings a future one forward', async () => {
    const [published] = await t.db.select().from(blog_posts).where(eq(blog_posts.slug, 'post-20'));
    const [scheduled] = await t.db.select().from(blog_posts).where(eq(blog_posts.slug, 'post-30'));
    await bulkSetPostStatus(t.db, [published!.id, scheduled!.id], { op: 'publish' }, ADMIN, NOW);
    const after = await t.db
      .select({ slug: blog_posts.slug, at: blog_posts.published_at })
      .from(blog_posts)
      .where(inArray(blog_posts.id, [published!.id, scheduled!.id]))
      .orderBy(asc(blog_posts.slug));
    expect(after.map((r) => r.at?.toISOString())).toEqual([
      published!.published_at!.toISOString(),
      NOW.toISOString(),
    ]);
  });

  it('schedules only in the future, archives and deletes; missing ids are skipped', async () => {
    const ids = (await list({ status: 'draft' })).posts.slice(0, 3).map((p) => p.id);
    await expect(
      bulkSetPostStatus(t.db, ids, { op: 'schedule', publishedAt: at(-1) }, ADMIN, NOW),
    ).rejects.toMatchObject({ status: 422, message: SCHEDULE_IN_PAST });
    expect(
      bulkPostStatusSchema.safeParse({ ids, op: 'schedule' }).success,
      'schedule needs a time',
    ).toBe(false);
    await bulkSetPostStatus(t.db, ids, { op: 'schedule', publishedAt: at(3) }, ADMIN, NOW);
    expect((await list({ status: 'scheduled' })).total).toBe(12);

    const r = await bulkSetPostStatus(t.db, [...ids, 2_000_000], { op: 'archive' }, ADMIN, NOW);
    expect(r.count).toBe(3);
    expect((await list({ status: 'archived' })).total).toBe(13);

    expect((await bulkDeletePosts(t.db, ids, ADMIN)).count).toBe(3);
    expect((await list({})).total).toBe(42);
    await expect(bulkDeletePosts(t.db, ids, ADMIN)).rejects.toMatchObject({
      status: 404,
      message: NONE_LEFT,
    });
    expect(bulkPostDeleteSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(
      bulkPostDeleteSchema.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }).success,
    ).toBe(false);
    expect(bulkPostDeleteSchema.safeParse({ ids: [-1] }).success).toBe(false);
  });

  it('keeps an archived post off the public list and article page', async () => {
    clearCache();
    const [post] = await t.db.select().from(blog_posts).where(eq(blog_posts.slug, 'post-20'));
    expect(await getPublishedPostBySlug('post-20')).not.toBeNull();
    await bulkSetPostStatus(t.db, [post!.id], { op: 'archive' }, ADMIN, NOW);
    clearCache();
    expect(await getPublishedPostBySlug('post-20')).toBeNull();
    expect((await listPublishedPosts()).map((p) => p.slug)).not.toContain('post-20');
  });
});
