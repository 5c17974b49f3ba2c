import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { audit_log, blog_posts, homepage_banners, user } from '@/db/schema';
import { bannerSchema } from '@/lib/validation/banners';
import { postSchema } from '@/lib/validation/posts';
import { resourceSchema } from '@/lib/validation/resources';
import { ActionError } from '@/server/actions/errors';
import { createBanner, deleteBanner, moveBanner, updateBanner } from '@/server/banners/service';
import { clearCache } from '@/server/cache';
import { getPublishedPostBySlug } from '@/server/posts/queries';
import {
  createPost,
  deletePost,
  getEditablePost,
  SLUG_TAKEN,
  updatePost,
} from '@/server/posts/service';
import { createResource, deleteResource, updateResource } from '@/server/resources/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';

describe.each(dbTargets())('admin content services ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
  });
  afterAll(async () => t.dispose());

  describe('banners', () => {
    beforeEach(async () => {
      await t.db.delete(homepage_banners);
    });
    const banner = (n: number, order_index?: number) =>
      bannerSchema.parse({
        image_url: `/storage/home-banners/${n}.png`,
        redirect_url: `/b${n}`,
        ...(order_index === undefined ? {} : { order_index }),
      });
    const order = async () =>
      (
        await t.db
          .select({ url: homepage_banners.redirect_url, i: homepage_banners.order_index })
          .from(homepage_banners)
          .orderBy(asc(homepage_banners.order_index), asc(homepage_banners.id))
      ).map((r) => `${r.url}@${r.i}`);

    it('appends a new banner at the current count unless an index is given', async () => {
      await createBanner(t.db, banner(1), ADMIN);
      await createBanner(t.db, banner(2), ADMIN);
      await createBanner(t.db, banner(3, 0), ADMIN);
      expect(await order()).toEqual(['/b1@0', '/b3@0', '/b2@1']);
    });

    it('moves by swapping with the neighbour and ignores moves past either end', async () => {
      const a = await createBanner(t.db, banner(1), ADMIN);
      const b = await createBanner(t.db, banner(2), ADMIN);
      const c = await createBanner(t.db, banner(3), ADMIN);
      expect(await moveBanner(t.db, a.id, 'up', ADMIN)).toBe(false);
      expect(await moveBanner(t.db, c.id, 'down', ADMIN)).toBe(false);
      expect(await order()).toEqual(['/b1@0', '/b2@1', '/b3@2']);
      expect(await moveBanner(t.db, c.id, 'up', ADMIN)).toBe(true);
      expect(await order()).toEqual(['/b1@0', '/b3@1', '/b2@2']);
      expect(await moveBanner(t.db, a.id, 'down', ADMIN)).toBe(true);
      expect(await order()).toEqual(['/b3@0', '/b1@1', '/b2@2']);
      void b;
    });

    it('tidies ties and gaps into 0..n-1 when it moves', async () => {
      await createBanner(t.db, banner(1, 5), ADMIN);
      const b = await createBanner(t.db, banner(2, 5), ADMIN);
      await createBanner(t.db, banner(3, 9), ADMIN);
      await moveBanner(t.db, b.id, 'up', ADMIN);
      expect(await order()).toEqual(['/b2@0', '/b1@1', '/b3@2']);
    });

    it('never leaves two banners with one index when moves run at once', async () => {
      const rows = [];
      for (let i = 1; i <= 5; i++) rows.push(await createBanner(t.db, banner(i), ADMIN));
      await Promise.all([
        moveBanner(t.db, rows[1]!.id, 'up', ADMIN),
        moveBanner(t.db, rows[2]!.id, 'up', ADMIN),
        moveBanner(t.db, rows[3]!.id, 'down', ADMIN),
        moveBanner(t.db, rows[4]!.id, 'up', ADMIN),
      ]);
      const indexes = (await order()).map((s) => Number(s.split('@')[1]));
      expect(indexes).toEqual([0, 1, 2, 3, 4]);
    });

    it('refuses to update, move or delete a banner that is gone (404), and audits writes', async () => {
      const a = await createBanner(t.db, banner(1), ADMIN);
      await updateBanner(t.db, a.id, { ...banner(1), is_active: false }, ADMIN);
      await deleteBanner(t.db, a.id, ADMIN);
      for (const call of [
        () => updateBanner(t.db, a.id, banner(1), ADMIN),
        () => moveBanner(t.db, a.id, 'up', ADMIN),
        () => deleteBanner(t.db, a.id, ADMIN),
      ]) {
        await expect(call()).rejects.toMatchObject({ status: 404 });
      }
      const audits = await t.db
        .select({ action: audit_log.action })
        .from(audit_log)
        .where(eq(audit_log.resource_id, String(a.id)));
      expect(audits.map((r) => r.action)).toEqual(
        // A delete moves the banner to the Trash (issue #22 item 5).
        expect.arrayContaining(['banner.create', 'banner.update', 'banner.trash']),
      );
    });
  });

  describe('resources', () => {
    it('creates with the defaults, updates and deletes', async () => {
      const r = await createResource(
        t.db,
        resourceSchema.parse({
          name: 'Guide',
          category: 'Guides',
          file_url: '/storage/resources/a.pdf',
        }),
        ADMIN,
      );
      expect(r).toMatchObject({ document_version: '1.0', is_active: true, download_count: 0 });
      const u = await updateResource(
        t.db,
        r.id,
        resourceSchema.parse({
          name: 'Guide 2',
          category: 'Tools',
          file_url: '/storage/resources/a.pdf',
          document_version: '2.0',
        }),
        ADMIN,
      );
      expect(u).toMatchObject({ name: 'Guide 2', document_version: '2.0' });
      expect(u.updated_at.getTime()).toBeGreaterThanOrEqual(r.updated_at.getTime());
      await deleteResource(t.db, r.id, ADMIN);
      await expect(deleteResource(t.db, r.id, ADMIN)).rejects.toBeInstanceOf(ActionError);
    });

    it('refuses categories outside the four and missing required fields', () => {
      expect(
        resourceSchema.safeParse({ name: 'x', category: 'Misc', file_url: '/a' }).success,
      ).toBe(false);
      expect(
        resourceSchema.safeParse({ name: '', category: 'Guides', file_url: '/a' }).success,
      ).toBe(false);
      expect(
        resourceSchema.safeParse({ name: 'x', category: 'Guides', file_url: '' }).success,
      ).toBe(false);
    });
  });

  describe('blog posts', () => {
    beforeAll(() => setDbHandle(t));
    afterAll(() => setDbHandle(undefined));
    beforeEach(() => clearCache());

    it('refuses a taken slug with a clear message on create and update', async () => {
      const a = await createPost(t.db, postSchema.parse({ title: 'A', slug: 'same-slug' }), ADMIN);
      await expect(
        createPost(t.db, postSchema.parse({ title: 'B', slug: 'same-slug' }), ADMIN),
      ).rejects.toMatchObject({ message: SLUG_TAKEN, status: 409, field: 'slug' });
      const b = await createPost(t.db, postSchema.parse({ title: 'B', slug: 'other-slug' }), ADMIN);
      await expect(
        updatePost(t.db, b.id, postSchema.parse({ title: 'B', slug: 'same-slug' }), ADMIN),
      ).rejects.toMatchObject({ status: 409 });
      // Keeping its own slug is fine.
      await updatePost(t.db, a.id, postSchema.parse({ title: 'A2', slug: 'same-slug' }), ADMIN);
    });

    it('publishing without a date publishes now; content is sanitised on write', async () => {
      const before = Date.now();
      const p = await createPost(
        t.db,
        postSchema.parse({
          title: 'Now',
          slug: 'published-now',
          status: 'published',
          content: '<h2>Hi</h2><img src="x" onerror="alert(1)"><script>alert(1)</script><p>ok</p>',
          tags: 'A, b, a',
        }),
        ADMIN,
      );
      const row = (await getEditablePost(t.db, p.id))!;
      expect(row.published_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.content).not.toMatch(/onerror|script/i);
      expect(row.content).toContain('<h2>Hi</h2>');
      expect(row.tags).toEqual(['A', 'b']);
      expect(await getPublishedPostBySlug('published-now')).not.toBeNull();
    });

    it('stores a scheduled time as the instant the admin meant, and keeps it private until then', async () => {
      const at = new Date(Date.now() + 60 * 60 * 1000);
      const local = at.toISOString().replace('Z', '+00:00');
      const p = await createPost(
        t.db,
        postSchema.parse({
          title: 'Later',
          slug: 'later',
          status: 'published',
          published_at: local,
        }),
        ADMIN,
      );
      const row = (await getEditablePost(t.db, p.id))!;
      expect(row.published_at!.getTime()).toBe(
        Math.floor(at.getTime() / 1000) * 1000 + (at.getTime() % 1000),
      );
      expect(await getPublishedPostBySlug('later')).toBeNull();
    });

    it('deletes (to the Trash, issue #22 item 5), and a second delete is a 404', async () => {
      const p = await createPost(t.db, postSchema.parse({ title: 'Gone', slug: 'gone' }), ADMIN);
      expect(await deletePost(t.db, p.id, ADMIN)).toBe('gone');
      await expect(deletePost(t.db, p.id, ADMIN)).rejects.toMatchObject({ status: 404 });
      const [row] = await t.db.select().from(blog_posts).where(eq(blog_posts.id, p.id));
      expect(row).toMatchObject({ deleted_by: ADMIN });
      expect(row!.deleted_at).toBeInstanceOf(Date);
    });
  });
});
