/**
 * The post editor's SEO panel (issue #23 §4) on PGlite and PostgreSQL: the SEO title, canonical
 * URL, noindex and focus keyphrase are saved and loaded; a noindex post leaves the sitemap and the
 * RSS feed but stays readable at its URL (and on the site's own lists); a restored revision keeps
 * the post's SEO fields.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { postSchema } from '@/lib/validation/posts';
import { createConfirmedUser } from '@/server/admin/users';
import { clearCache } from '@/server/cache';
import { getPublishedPostBySlug, listFeedPosts, listPublishedPosts } from '@/server/posts/queries';
import { createPost, getEditablePost, updatePost } from '@/server/posts/service';
import { listSitemapPosts } from '@/server/seo/queries';
import { dbTargets, type TestDatabase } from './helpers/db';

const post = (slug: string, extra: Record<string, unknown> = {}) =>
  postSchema.parse({
    title: `Post ${slug}`,
    slug,
    content: '<p>x</p>',
    status: 'published',
    published_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  });

describe('postSchema SEO fields', () => {
  it('accepts an https URL or a site path as canonical URL, nothing else', () => {
    expect(post('a', { canonical_url: 'https://example.com/x' }).canonical_url).toBe(
      'https://example.com/x',
    );
    expect(post('a', { canonical_url: '/resources/b' }).canonical_url).toBe('/resources/b');
    expect(post('a', { canonical_url: '  ' }).canonical_url).toBeNull();
    for (const bad of ['http://example.com', 'javascript:alert(1)', '//evil.com', 'resources/b'])
      expect(postSchema.safeParse({ title: 't', slug: 'a', canonical_url: bad }).success).toBe(
        false,
      );
    expect(post('a').noindex).toBe(false);
    expect(
      postSchema.safeParse({ title: 't', slug: 'a', seo_title: 'x'.repeat(201) }).success,
    ).toBe(false);
  });
});

describe.each(dbTargets())('post SEO fields on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    clearCache();
    actor = await createConfirmedUser(t.db, 'seo@lizit.com', 'Seo-pass-123', {
      name: 'Sam Seo',
      admin: true,
    });
  });
  afterEach(() => clearCache());
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('saves and loads the SEO title, canonical URL, noindex and focus keyphrase', async () => {
    const { id } = await createPost(
      t.db,
      post('seo-fields', {
        seo_title: 'Custom search title',
        canonical_url: '/resources/elsewhere',
        noindex: true,
        focus_keyphrase: 'fleet utilization',
        social_image: 'featured',
      }),
      actor,
    );
    expect(await getEditablePost(t.db, id)).toMatchObject({
      seo_title: 'Custom search title',
      canonical_url: '/resources/elsewhere',
      noindex: true,
      focus_keyphrase: 'fleet utilization',
      social_image: 'featured',
    });
    await updatePost(t.db, id, post('seo-fields', { seo_title: '', noindex: false }), actor);
    expect(await getEditablePost(t.db, id)).toMatchObject({
      seo_title: null,
      canonical_url: null,
      noindex: false,
      focus_keyphrase: null,
      social_image: 'generated',
    });
    expect(postSchema.safeParse({ title: 't', slug: 'a', social_image: 'other' }).success).toBe(
      false,
    );
  });

  it('keeps a noindex post out of the sitemap and RSS, but readable at its URL', async () => {
    const { id } = await createPost(t.db, post('seo-hidden'), actor);
    await createPost(t.db, post('seo-shown'), actor);
    expect((await listSitemapPosts()).map((p) => p.slug)).toContain('seo-hidden');
    expect((await listFeedPosts()).map((p) => p.slug)).toContain('seo-hidden');

    await updatePost(t.db, id, post('seo-hidden', { noindex: true, seo_title: 'Hidden!' }), actor);
    clearCache();
    const sitemap = (await listSitemapPosts()).map((p) => p.slug);
    expect(sitemap).not.toContain('seo-hidden');
    expect(sitemap).toContain('seo-shown');
    const feed = (await listFeedPosts()).map((p) => p.slug);
    expect(feed).not.toContain('seo-hidden');
    expect(feed).toContain('seo-shown');
    // Still public: its page and the site's own lists.
    expect(await getPublishedPostBySlug('seo-hidden')).toMatchObject({
      noindex: true,
      seo_title: 'Hidden!',
    });
    expect((await listPublishedPosts()).map((p) => p.slug)).toContain('seo-hidden');
  });
});
