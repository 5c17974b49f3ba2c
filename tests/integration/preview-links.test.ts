/**
 * Shared preview links (issue #22 §6) on PGlite and PostgreSQL: a link shows the post's latest
 * saved version until it expires or is revoked, redirects once the post is public, and stores only
 * the hash of its token.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { audit_log, blog_posts, post_preview_links } from '@/db/schema';
import { createConfirmedUser } from '@/server/admin/users';
import {
  createPreviewLink,
  listPreviewLinks,
  resolvePreviewLink,
  revokePreviewLink,
} from '@/server/posts/preview-links';
import { dbTargets, type TestDatabase } from './helpers/db';

process.env.SITE_URL = 'https://www.example.test';

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const DAY = 24 * 60 * 60 * 1000;

describe.each(dbTargets())('shared preview links on $name', ({ create }) => {
  let t: TestDatabase;
  let editor: string;
  let postId: number;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    editor = await createConfirmedUser(t.db, 'sharer@lizit.com', 'Share-pass-2026', {
      name: 'Sharer',
      admin: true,
      role: 'editor',
    });
    const [post] = await t.db
      .insert(blog_posts)
      .values({ title: 'Draft to share', slug: 'draft-to-share', content: '<p>v1</p>' })
      .returning({ id: blog_posts.id });
    postId = post!.id;
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('shows the latest saved draft to anyone with the link until it expires', async () => {
    const link = await createPreviewLink(t.db, editor, postId, 2);
    expect(link.url).toMatch(/^https:\/\/www\.example\.test\/preview\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link.url);
    const [row] = await t.db
      .select()
      .from(post_preview_links)
      .where(eq(post_preview_links.id, link.id));
    expect(row!.token_hash).not.toContain(token);
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan(2 * DAY - 60_000);

    const first = await resolvePreviewLink(t.db, token);
    expect(first).toMatchObject({ state: 'valid', post: { content: '<p>v1</p>' } });
    await t.db.update(blog_posts).set({ content: '<p>v2</p>' }).where(eq(blog_posts.id, postId));
    expect(await resolvePreviewLink(t.db, token)).toMatchObject({
      state: 'valid',
      post: { content: '<p>v2</p>' },
    });
    const later = new Date(Date.now() + 2 * DAY + 60_000);
    expect(await resolvePreviewLink(t.db, token, later)).toMatchObject({ state: 'expired' });
    expect(
      (await listPreviewLinks(t.db, postId, later)).find((l) => l.id === link.id),
    ).toMatchObject({
      expired: true,
      createdBy: 'sharer@lizit.com',
    });
  });

  it('a revoked link says so; unknown and malformed tokens are invalid', async () => {
    const link = await createPreviewLink(t.db, editor, postId);
    await revokePreviewLink(t.db, editor, link.id);
    expect(await resolvePreviewLink(t.db, tokenOf(link.url))).toMatchObject({ state: 'revoked' });
    expect((await listPreviewLinks(t.db, postId)).map((l) => l.id)).not.toContain(link.id);
    await expect(revokePreviewLink(t.db, editor, link.id)).rejects.toMatchObject({ status: 404 });
    expect(await resolvePreviewLink(t.db, 'A'.repeat(43))).toEqual({ state: 'invalid' });
    expect(await resolvePreviewLink(t.db, "x' or 1=1 --")).toEqual({ state: 'invalid' });
    await expect(createPreviewLink(t.db, editor, 999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('redirects once the post is public, not while it is scheduled', async () => {
    const link = await createPreviewLink(t.db, editor, postId);
    const token = tokenOf(link.url);
    const tomorrow = new Date(Date.now() + DAY);
    await t.db
      .update(blog_posts)
      .set({ status: 'published', published_at: tomorrow })
      .where(eq(blog_posts.id, postId));
    expect(await resolvePreviewLink(t.db, token)).toMatchObject({ state: 'valid' });
    expect(await resolvePreviewLink(t.db, token, new Date(tomorrow.getTime() + 1000))).toEqual({
      state: 'published',
      slug: 'draft-to-share',
    });
    const actions = (await t.db.select({ a: audit_log.action }).from(audit_log)).map((r) => r.a);
    expect(actions).toEqual(
      expect.arrayContaining(['post.preview_link_create', 'post.preview_link_revoke']),
    );
    // Deleting the post deletes its links.
    await t.db.delete(blog_posts).where(eq(blog_posts.id, postId));
    expect(await resolvePreviewLink(t.db, token)).toEqual({ state: 'invalid' });
  });
});
