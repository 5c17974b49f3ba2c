/**
 * The Trash (issue #22 item 5) on PGlite and PostgreSQL: a delete moves a post, resource, banner,
 * video or media item to the Trash, where no public read, admin list or count sees it; Restore brings it
 * back; the purge deletes what has been there for the retention period (the clock moved), "Empty
 * trash" everything, and the orphan sweep deletes the stored files no row names any more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { audit_log, blog_posts, homepage_banners } from '@/db/schema';
import { bannerSchema } from '@/lib/validation/banners';
import { slotUploadSchema } from '@/lib/validation/media';
import { postSchema } from '@/lib/validation/posts';
import { resourceSchema } from '@/lib/validation/resources';
import { videoSchema } from '@/lib/validation/videos';
import { getDashboardCounts } from '@/server/admin/queries';
import { createConfirmedUser } from '@/server/admin/users';
import { createBanner, deleteBanner, listBanners } from '@/server/banners/service';
import {
  createSlotMedia,
  deleteMedia,
  listSlotMedia,
  setMediaActive,
} from '@/server/media/service';
import { listAdminPostsPage } from '@/server/posts/admin-list';
import { bulkDeletePosts } from '@/server/posts/bulk';
import { publishedPostFilter } from '@/server/posts/publication';
import {
  createPost,
  deletePost,
  getEditablePost,
  SLUG_IN_TRASH,
  updatePost,
} from '@/server/posts/service';
import { createResource, deleteResource, listAllResources } from '@/server/resources/service';
import { LocalStorage } from '@/server/storage';
import {
  emptyTrash,
  listTrash,
  moveToTrash,
  OTHERS_TRASH_MESSAGE,
  purgeExpiredTrash,
  purgeTrashItem,
  purgeTrashItems,
  restoreFromTrash,
  restoreTrashItems,
} from '@/server/trash/service';
import { createVideo, deleteVideo, listVideos } from '@/server/videos/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const DAY = 24 * 60 * 60 * 1000;
const resourceForm = (name: string) =>
  resourceSchema.parse({ name, category: 'Guides', file_url: '/d/bulk.pdf' });
const post = (slug: string, extra: Record<string, unknown> = {}) =>
  postSchema.parse({
    title: `Post ${slug}`,
    slug,
    content: '<p>x</p>',
    status: 'published',
    published_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  });

describe.each(dbTargets())('trash on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'trash@lizit.com', 'Trash-pass-1', {
      name: 'Tess Trash',
      admin: true,
    });
    storage = new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-trash-')));
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  const publicSlugs = async () =>
    (
      await t.db.select({ slug: blog_posts.slug }).from(blog_posts).where(publishedPostFilter())
    ).map((r) => r.slug);
  const adminSlugs = async () =>
    (
      await listAdminPostsPage(t.db, {
        q: '',
        status: null,
        category: null,
        sort: 'created-desc',
        page: 1,
      } as never)
    ).posts.map((p) => p.slug);

  it('moves a post to the Trash, out of every list and count, and restores it', async () => {
    const { id } = await createPost(t.db, post('trashed-post'), actor);
    const before = await getDashboardCounts();
    expect(await publicSlugs()).toContain('trashed-post');

    expect(await deletePost(t.db, id, actor)).toBe('trashed-post');
    expect(await publicSlugs()).not.toContain('trashed-post');
    expect(await adminSlugs()).not.toContain('trashed-post');
    expect((await getDashboardCounts()).posts).toBe(before.posts - 1);
    expect(await getEditablePost(t.db, id)).toBeNull();
    // A second delete, or a save of the trashed post, finds nothing.
    await expect(deletePost(t.db, id, actor)).rejects.toMatchObject({ status: 404 });
    await expect(updatePost(t.db, id, post('trashed-post'), actor)).rejects.toMatchObject({
      status: 404,
    });
    // The slug stays the trashed post's until it is purged, and the message says so.
    await expect(createPost(t.db, post('trashed-post'), actor)).rejects.toMatchObject({
      status: 409,
      field: 'slug',
      message: SLUG_IN_TRASH,
    });

    const [item] = (await listTrash(t.db)).filter((i) => i.kind === 'post' && i.id === id);
    expect(item).toMatchObject({ label: 'Blog post', name: 'Post trashed-post', live: true });
    expect(item!.deletedBy).toBe('Tess Trash');

    await restoreFromTrash(t.db, 'post', id, actor);
    expect(await publicSlugs()).toContain('trashed-post');
    expect((await getEditablePost(t.db, id))!.version).toBe(3); // trash and restore are writes
    await expect(restoreFromTrash(t.db, 'post', id, actor)).rejects.toMatchObject({ status: 404 });

    const actions = await t.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.resource_type, 'blog_posts'), eq(audit_log.resource_id, String(id))));
    expect(actions.map((a) => a.action)).toEqual(['post.create', 'post.trash', 'post.restore']);
  });

  it('a published post comes back as a draft when asked, not live', async () => {
    const { id } = await createPost(t.db, post('back-as-draft'), actor);
    await deletePost(t.db, id, actor);
    await restoreFromTrash(t.db, 'post', id, actor, { asDraft: true });
    expect(await publicSlugs()).not.toContain('back-as-draft');
    expect((await getEditablePost(t.db, id))!.status).toBe('draft');
    // A draft in the Trash is not live: nothing to ask.
    await deletePost(t.db, id, actor);
    const [item] = (await listTrash(t.db)).filter((i) => i.kind === 'post' && i.id === id);
    expect(item!.live).toBe(false);
    await restoreTrashItems(t.db, [{ kind: 'post', id }], actor);
  });

  it('bulk delete moves the selected posts to the Trash', async () => {
    const a = await createPost(t.db, post('bulk-a'), actor);
    const b = await createPost(t.db, post('bulk-b'), actor);
    const r = await bulkDeletePosts(t.db, [a.id, b.id], actor);
    expect(r).toMatchObject({ count: 2, ids: [a.id, b.id] });
    expect(await publicSlugs()).not.toContain('bulk-a');
    const trashed = (await listTrash(t.db)).filter((i) => i.kind === 'post').map((i) => i.id);
    expect(trashed).toEqual(expect.arrayContaining([a.id, b.id]));
    await emptyTrash(t.db, actor, storage);
  });

  it('moves resources, banners and videos to the Trash and back', async () => {
    const resource = await createResource(
      t.db,
      resourceSchema.parse({ name: 'Checklist', category: 'Guides', file_url: '/d/x.pdf' }),
      actor,
    );
    const b1 = await createBanner(
      t.db,
      bannerSchema.parse({ image_url: '/defaults/banners/banner-1.svg', redirect_url: '/a' }),
      actor,
    );
    const b2 = await createBanner(
      t.db,
      bannerSchema.parse({ image_url: '/defaults/banners/banner-2.svg', redirect_url: '/b' }),
      actor,
    );
    const video = await createVideo(
      t.db,
      videoSchema.parse({ title: 'Demo', video_url: 'https://youtu.be/aqz-KE-bpKQ' }),
      actor,
    );
    const counts = await getDashboardCounts();

    await deleteResource(t.db, resource.id, actor);
    await deleteBanner(t.db, b1.id, actor);
    await deleteVideo(t.db, video.id, actor);
    expect((await listAllResources(t.db)).map((r) => r.id)).not.toContain(resource.id);
    expect((await listBanners(t.db)).map((b) => b.id)).toEqual([b2.id]);
    expect((await listVideos(t.db)).map((v) => v.id)).not.toContain(video.id);
    expect((await getDashboardCounts()).resources).toBe(counts.resources - 1);
    expect((await listTrash(t.db)).map((i) => i.kind)).toEqual(['video', 'banner', 'resource']);

    await restoreFromTrash(t.db, 'resource', resource.id, actor);
    await restoreFromTrash(t.db, 'banner', b1.id, actor);
    await restoreFromTrash(t.db, 'video', video.id, actor);
    expect((await listAllResources(t.db)).map((r) => r.id)).toContain(resource.id);
    // A restored banner comes back last.
    expect((await listBanners(t.db)).map((b) => b.id)).toEqual([b2.id, b1.id]);
    expect((await listVideos(t.db)).map((v) => v.id)).toContain(video.id);
    expect(await listTrash(t.db)).toEqual([]);
    // An id of the wrong shape is simply not found.
    await expect(moveToTrash(t.db, 'video', 1, actor)).rejects.toMatchObject({ status: 404 });
  });

  it('a media item leaves its slot; restored into a slot filled since, it comes back off', async () => {
    const slot = (n: number) =>
      createSlotMedia(
        t.db,
        slotUploadSchema.parse({
          file_url: `/storage/site-media/trash-${n}.png`,
          file_type: 'image/png',
          size: 1024,
          original_filename: `trash-${n}.png`,
          slot_id: 'global-header-logo',
          alt_text: `Logo ${n}`,
        }),
        actor,
      );
    const first = await slot(1);
    const counts = await getDashboardCounts();
    expect(await deleteMedia(t.db, first.id, actor)).toBe('global-header-logo');
    expect((await listSlotMedia(t.db)).map((m) => m.id)).not.toContain(first.id);
    expect((await getDashboardCounts()).media).toBe(counts.media - 1);
    // A trashed item takes no part in slot changes.
    await expect(setMediaActive(t.db, first.id, true, actor)).rejects.toMatchObject({
      status: 404,
    });
    // Another item fills the slot meanwhile (the one-active-per-slot index ignores the Trash).
    const second = await slot(2);
    await restoreFromTrash(t.db, 'media', first.id, actor);
    const rows = await listSlotMedia(t.db);
    expect(rows.find((m) => m.id === second.id)).toMatchObject({ is_active: true });
    expect(rows.find((m) => m.id === first.id)).toMatchObject({ is_active: false });
    // With its slot free, a restored item shows again.
    await deleteMedia(t.db, second.id, actor);
    await restoreFromTrash(t.db, 'media', second.id, actor);
    expect((await listSlotMedia(t.db)).find((m) => m.id === second.id)).toMatchObject({
      is_active: true,
    });
    await emptyTrash(t.db, actor, storage);
  });

  it('purges after the retention period, sweeping only files nothing else uses', async () => {
    const put = async (key: string) =>
      (await storage.put('home-banners', key, Buffer.from('img'), {
        contentType: 'image/png',
        overwrite: false,
      })) && storage.publicUrl('home-banners', key);
    const own = await put('own.png');
    await storage.put('home-banners', 'own.w480.webp', Buffer.from('v'), {
      contentType: 'image/webp',
      overwrite: false,
    });
    const shared = await put('shared.png');
    const banner = (url: string) =>
      createBanner(t.db, bannerSchema.parse({ image_url: url, redirect_url: '/x' }), actor);
    const gone = await banner(own);
    const sharing = await banner(shared);
    const keeper = await banner(shared);
    const deletedAt = new Date('2026-03-01T12:00:00Z');
    await moveToTrash(t.db, 'banner', gone.id, actor, deletedAt);
    await moveToTrash(t.db, 'banner', sharing.id, actor, deletedAt);

    // 29 days later nothing is due.
    const early = await purgeExpiredTrash(t.db, {
      now: new Date(deletedAt.getTime() + 29 * DAY),
      storage,
    });
    expect(early.purged).toEqual([]);
    expect(await storage.exists('home-banners', 'own.png')).toBe(true);

    // 30 days later both go; the file only they used goes with its variant, the shared one stays.
    const due = await purgeExpiredTrash(t.db, {
      now: new Date(deletedAt.getTime() + 30 * DAY),
      storage,
    });
    expect(due.purged.map((p) => p.id).sort()).toEqual([gone.id, sharing.id].sort());
    expect(due.filesDeleted).toEqual([own]);
    expect(await storage.exists('home-banners', 'own.png')).toBe(false);
    expect(await storage.exists('home-banners', 'own.w480.webp')).toBe(false);
    expect(await storage.exists('home-banners', 'shared.png')).toBe(true);
    const left = await t.db
      .select({ id: homepage_banners.id })
      .from(homepage_banners)
      .where(eq(homepage_banners.id, keeper.id));
    expect(left).toHaveLength(1);
    const purgeAudit = await t.db
      .select({ actor: audit_log.actor_user_id })
      .from(audit_log)
      .where(and(eq(audit_log.action, 'banner.purge'), eq(audit_log.resource_id, String(gone.id))));
    expect(purgeAudit).toEqual([{ actor: null }]);

    // A retention setting of its own, and "Delete forever" of one item.
    await moveToTrash(t.db, 'banner', keeper.id, actor, deletedAt);
    expect(
      (await purgeExpiredTrash(t.db, { now: deletedAt, retentionDays: 1, storage })).purged,
    ).toEqual([]);
    const one = await purgeTrashItem(t.db, 'banner', keeper.id, actor, storage);
    expect(one.filesDeleted).toEqual([shared]);
    await expect(purgeTrashItem(t.db, 'banner', keeper.id, actor, storage)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('an Editor deletes forever only what they moved to the Trash; an admin anything', async () => {
    const editor = await createConfirmedUser(t.db, 'trash.editor@lizit.com', 'Trash-pass-1', {
      name: 'Eddie Editor',
      admin: true,
      role: 'editor',
    });
    const theirs = await createPost(t.db, post(`admins-${Date.now()}`), actor);
    const mine = await createPost(t.db, post(`editors-${Date.now()}`), editor);
    await deletePost(t.db, theirs.id, actor);
    await deletePost(t.db, mine.id, editor);
    const scope = { onlyTrashedBy: editor };
    await expect(
      purgeTrashItem(t.db, 'post', theirs.id, editor, storage, scope),
    ).rejects.toMatchObject({ status: 409, message: OTHERS_TRASH_MESSAGE });
    await expect(
      purgeTrashItems(t.db, [{ kind: 'post', id: theirs.id }], editor, storage, scope),
    ).rejects.toMatchObject({ status: 409 });
    // Emptying the Trash as an Editor takes only their own.
    const emptied = await emptyTrash(t.db, editor, storage, scope);
    expect(emptied.purged.map((p) => p.id)).toEqual([mine.id]);
    const left = await listTrash(t.db);
    expect(left.find((i) => i.id === theirs.id)).toMatchObject({ deletedById: actor });
    // An admin may.
    await purgeTrashItem(t.db, 'post', theirs.id, actor, storage);
    expect((await listTrash(t.db)).find((i) => i.id === theirs.id)).toBeUndefined();
  });

  it('empties the Trash at once; a purged post frees its slug', async () => {
    const { id } = await createPost(t.db, post('free-me'), actor);
    await deletePost(t.db, id, actor);
    const r = await emptyTrash(t.db, actor, storage);
    expect(r.purged.map((p) => p.id)).toContain(id);
    expect(await listTrash(t.db)).toEqual([]);
    await expect(createPost(t.db, post('free-me'), actor)).resolves.toMatchObject({
      slug: 'free-me',
    });
  });

  it('restores and purges several at once, skipping what is no longer in the Trash', async () => {
    const a = await createResource(t.db, resourceForm('Bulk A'), actor);
    const b = await createResource(t.db, resourceForm('Bulk B'), actor);
    const v = await createVideo(
      t.db,
      videoSchema.parse({ title: 'Bulk video', video_url: 'https://vimeo.com/1234567' }),
      actor,
    );
    await deleteResource(t.db, a.id, actor);
    await deleteResource(t.db, b.id, actor);
    await deleteVideo(t.db, v.id, actor);
    // b is restored by someone else first: skipped and counted; a video id of the wrong shape too.
    await restoreFromTrash(t.db, 'resource', b.id, actor);
    const r = await restoreTrashItems(
      t.db,
      [
        { kind: 'resource', id: a.id },
        { kind: 'resource', id: b.id },
        { kind: 'video', id: v.id },
        { kind: 'video', id: 12 },
      ],
      actor,
    );
    expect(r.restored.map((c) => c.id).sort()).toEqual([a.id, v.id].sort());
    expect(r.missing).toBe(2);
    expect(r.tags).toEqual(expect.arrayContaining(['resources', 'videos', 'media']));
    await expect(
      restoreTrashItems(t.db, [{ kind: 'resource', id: a.id }], actor),
    ).rejects.toMatchObject({ status: 404 });

    await deleteResource(t.db, a.id, actor);
    await deleteVideo(t.db, v.id, actor);
    const purged = await purgeTrashItems(
      t.db,
      [
        { kind: 'resource', id: a.id },
        { kind: 'video', id: v.id },
        { kind: 'resource', id: b.id },
      ],
      actor,
      storage,
    );
    expect(purged.purged.map((c) => c.id).sort()).toEqual([a.id, v.id].sort());
    expect((await listTrash(t.db)).map((i) => i.id)).not.toContain(a.id);
    await expect(
      purgeTrashItems(t.db, [{ kind: 'resource', id: a.id }], actor, storage),
    ).rejects.toMatchObject({ status: 404 });
  });
});
