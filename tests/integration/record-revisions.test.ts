/**
 * History and edit versions of resources, banners, videos and media items (issue #22 §3, §4) on
 * PGlite and PostgreSQL: a revision per save that changes a kept field, word diffs, restore as a
 * new revision, a stale edit version refused with the record as it is now, the retention, and
 * revisions purged with their record.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { record_revisions, site_media } from '@/db/schema';
import { bannerSchema } from '@/lib/validation/banners';
import { libraryMediaSchema } from '@/lib/validation/media';
import { resourceSchema } from '@/lib/validation/resources';
import { videoSchema } from '@/lib/validation/videos';
import { EditConflictError } from '@/server/actions/errors';
import { createConfirmedUser } from '@/server/admin/users';
import { createBanner, updateBanner } from '@/server/banners/service';
import { createLibraryMedia, updateLibraryMedia } from '@/server/media/library';
import {
  previousFiles,
  putBackPreviousFile,
  replaceMediaFile,
  updateMediaDetails,
} from '@/server/media/service';
import { createResource, getResource, updateResource } from '@/server/resources/service';
import { REVISION_KEEP_LAST } from '@/server/revisions/diff';
import {
  diffRecordRevisions,
  listRecordRevisions,
  restoreRecordRevision,
  saveRecord,
} from '@/server/revisions/records';
import { LocalStorage } from '@/server/storage';
import { moveToTrash, purgeTrashItem, restoreFromTrash } from '@/server/trash/service';
import { createVideo, updateVideo } from '@/server/videos/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const resource = (name: string, extra: Record<string, unknown> = {}) =>
  resourceSchema.parse({
    name,
    category: 'Guides',
    file_url: '/storage/resources/guide.pdf',
    ...extra,
  });

describe.each(dbTargets())('record revisions on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  let other: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'records@lizit.com', 'Records-pass-1', {
      name: 'R',
      admin: true,
    });
    other = await createConfirmedUser(t.db, 'other@lizit.com', 'Records-pass-1', {
      name: 'O',
      admin: true,
      role: 'editor',
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('keeps a revision per save of a resource, none when no kept field changed, and diffs by words', async () => {
    const row = await createResource(t.db, resource('Rental checklist'), actor);
    expect(row.version).toBe(1);
    const saved = await updateResource(t.db, row.id, resource('Rental return checklist'), other, 1);
    expect(saved.version).toBe(2);
    // Active off: not a kept field, so no revision, but the edit version still rises.
    const off = await updateResource(
      t.db,
      row.id,
      resource('Rental return checklist', { is_active: false }),
      other,
      2,
    );
    expect(off.version).toBe(3);
    const list = await listRecordRevisions(t.db, 'resource', row.id);
    expect(list.map((r) => [r.title, r.author])).toEqual([
      ['Rental return checklist', 'other@lizit.com'],
      ['Rental checklist', 'records@lizit.com'],
    ]);
    expect(await diffRecordRevisions(t.db, 'resource', list[1]!.id, list[0]!.id)).toEqual([
      {
        field: 'name',
        label: 'Name',
        parts: [
          { text: 'Rental ', op: 'same' },
          { text: 'return ', op: 'ins' },
          { text: 'checklist', op: 'same' },
        ],
      },
    ]);
  });

  it('refuses a stale edit version with the record as it is now, and writes nothing', async () => {
    const row = await createResource(t.db, resource('Deposit policy'), actor);
    await updateResource(t.db, row.id, resource('Deposit policy (tab A)'), actor, 1);
    const stale = updateResource(t.db, row.id, resource('Deposit policy (tab B)'), other, 1);
    await expect(stale).rejects.toBeInstanceOf(EditConflictError);
    const error = (await stale.catch((e: unknown) => e)) as EditConflictError;
    expect(error.status).toBe(409);
    expect(error.conflict).toMatchObject({ name: 'Deposit policy (tab A)', version: 2 });
    expect(await getResource(t.db, row.id)).toMatchObject({
      name: 'Deposit policy (tab A)',
      version: 2,
    });
    // Without a version (an older client, the CLI) the save is not checked.
    await updateResource(t.db, row.id, resource('Deposit policy (no check)'), other);
  });

  it('restores a revision as a new revision, and refuses a restore on a stale version', async () => {
    const row = await createResource(t.db, resource('Damage waiver', { description: 'v1' }), actor);
    await updateResource(
      t.db,
      row.id,
      resource('Damage waiver guide', { description: 'v2', is_active: false }),
      actor,
      1,
    );
    const [, first] = await listRecordRevisions(t.db, 'resource', row.id);
    await expect(
      restoreRecordRevision(t.db, 'resource', first!.id, other, 1),
    ).rejects.toBeInstanceOf(EditConflictError);
    const restored = await restoreRecordRevision(t.db, 'resource', first!.id, other, 2);
    expect(restored).toMatchObject({
      name: 'Damage waiver',
      description: 'v1',
      // Not a kept field: stays as it is.
      is_active: false,
      version: 3,
    });
    const list = await listRecordRevisions(t.db, 'resource', row.id);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ title: 'Damage waiver', restoredFrom: first!.id });
    // A revision of another kind is not found under this one.
    await expect(restoreRecordRevision(t.db, 'banner', first!.id, other)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('keeps banner, video and media history, and derives columns again on restore', async () => {
    const banner = await createBanner(
      t.db,
      bannerSchema.parse({
        image_url: '/defaults/hero.svg',
        redirect_url: '/product',
        headline: 'Rent more',
      }),
      actor,
    );
    await updateBanner(
      t.db,
      banner.id,
      bannerSchema.parse({
        image_url: '/defaults/hero.svg',
        redirect_url: '/pricing',
        headline: 'Rent smarter',
      }),
      actor,
      1,
    );
    expect((await listRecordRevisions(t.db, 'banner', banner.id)).map((r) => r.title)).toEqual([
      'Rent smarter',
      'Rent more',
    ]);

    const video = await createVideo(
      t.db,
      videoSchema.parse({
        title: 'Tour',
        video_url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
      }),
      actor,
    );
    await updateVideo(
      t.db,
      video.id,
      videoSchema.parse({ title: 'Tour', video_url: 'https://vimeo.com/123456' }),
      actor,
      1,
    );
    const [, firstVideo] = await listRecordRevisions(t.db, 'video', video.id);
    const back = await restoreRecordRevision(t.db, 'video', firstVideo!.id, actor, 2);
    expect(back).toMatchObject({
      video_type: 'youtube',
      video_id: 'aaaaaaaaaaa',
      video_url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
    });

    const { row: item } = await createLibraryMedia(
      t.db,
      libraryMediaSchema.parse({
        name: 'counter',
        alt_text: 'Counter',
        seo_title: 'Counter',
        file_url: '/defaults/team-1.svg',
      }),
      actor,
    );
    expect(item.seo_score).toBe(85);
    await updateMediaDetails(
      t.db,
      item.id,
      {
        name: 'counter',
        alt_text: '',
        redirect_url: null,
        seo_title: null,
        seo_description: null,
        is_clickable: false,
      },
      actor,
      1,
    );
    // Replacing the file raises the edit version without a metadata revision.
    await replaceMediaFile(
      t.db,
      item.id,
      {
        file_url: '/defaults/team-2.svg',
        file_type: 'image/svg+xml',
        size: 100,
        original_filename: 'team-2.svg',
      },
      actor,
    );
    await expect(
      updateLibraryMedia(
        t.db,
        item.id,
        libraryMediaSchema.parse({
          name: 'stale',
          alt_text: 'x',
          file_url: '/defaults/team-1.svg',
        }),
        other,
        2,
      ),
    ).rejects.toBeInstanceOf(EditConflictError);
    // The replace is a revision too: the file is part of the item's history.
    const revisions = await listRecordRevisions(t.db, 'media', item.id);
    expect(revisions).toHaveLength(3);
    expect(
      (await diffRecordRevisions(t.db, 'media', revisions[1]!.id, revisions[0]!.id)).map(
        (d) => d.label,
      ),
    ).toEqual(['File', 'File name', 'File size']);
    const restored = await restoreRecordRevision(t.db, 'media', revisions[2]!.id, actor, 3);
    expect(restored).toMatchObject({
      alt_text: 'Counter',
      seo_score: 85,
      file_url: '/defaults/team-1.svg',
      version: 4,
    });
  });

  it('keeps a replaced file in the history, puts it back, and sweeps it only when nothing names it', async () => {
    const storage = new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-putback-')));
    const put = async (key: string) => {
      await storage.put('site-media', key, Buffer.from(key), {
        contentType: 'image/png',
        overwrite: false,
      });
      return storage.publicUrl('site-media', key);
    };
    const [first, second] = [await put('first.png'), await put('second.png')];
    const { row: item } = await createLibraryMedia(
      t.db,
      libraryMediaSchema.parse({ name: 'hero', alt_text: 'Hero', file_url: first }),
      actor,
    );
    expect(await previousFiles(t.db, [item.id])).toEqual(new Map());
    await expect(putBackPreviousFile(t.db, item.id, actor)).rejects.toMatchObject({
      status: 404,
    });
    await replaceMediaFile(
      t.db,
      item.id,
      {
        file_url: second,
        file_type: 'image/png',
        size: 3000,
        original_filename: 'second.png',
        width: 640,
        height: 480,
      },
      actor,
    );
    expect((await previousFiles(t.db, [item.id])).get(item.id)).toMatchObject({
      fileUrl: first,
    });
    // An unrelated purge does not sweep the earlier file: the history names it.
    const other = await createResource(t.db, resource('Other', { file_url: first }), actor);
    await moveToTrash(t.db, 'resource', other.id, actor);
    await purgeTrashItem(t.db, 'resource', other.id, actor, storage);
    expect(await storage.exists('site-media', 'first.png')).toBe(true);

    await putBackPreviousFile(t.db, item.id, actor);
    const [now] = await t.db.select().from(site_media).where(eq(site_media.id, item.id));
    expect(now).toMatchObject({ file_url: first, width: null, height: null, alt_text: 'Hero' });
    // Putting back again swaps them once more: the file it replaced is the previous one now.
    expect((await previousFiles(t.db, [item.id])).get(item.id)?.fileUrl).toBe(second);

    // Purging the item sweeps both files: neither a row nor a revision names them any more.
    await moveToTrash(t.db, 'media', item.id, actor);
    const { filesDeleted } = await purgeTrashItem(t.db, 'media', item.id, actor, storage);
    expect(filesDeleted.sort()).toEqual([first, second].sort());
    expect(await storage.exists('site-media', 'second.png')).toBe(false);
  });

  it('starts the history of a record saved before revisions existed with what it was', async () => {
    const { row } = await createLibraryMedia(
      t.db,
      libraryMediaSchema.parse({
        name: 'legacy',
        alt_text: 'Legacy',
        file_url: '/defaults/team-1.svg',
      }),
      actor,
    );
    await t.db
      .delete(record_revisions)
      .where(
        and(
          eq(record_revisions.record_kind, 'media'),
          eq(record_revisions.record_id, String(row.id)),
        ),
      );
    await updateMediaDetails(
      t.db,
      row.id,
      {
        name: 'legacy renamed',
        alt_text: 'Legacy',
        redirect_url: null,
        seo_title: null,
        seo_description: null,
        is_clickable: false,
      },
      actor,
    );
    const list = await listRecordRevisions(t.db, 'media', row.id);
    expect(list.map((r) => [r.title, r.author])).toEqual([
      ['legacy renamed', 'records@lizit.com'],
      ['legacy', null],
    ]);
  });

  it('raises the edit version on a move to and out of the Trash, and purges revisions with the record', async () => {
    const row = await createResource(t.db, resource('Trash me'), actor);
    await moveToTrash(t.db, 'resource', row.id, actor);
    await expect(updateResource(t.db, row.id, resource('x'), actor, 1)).rejects.toMatchObject({
      status: 404,
    });
    await restoreFromTrash(t.db, 'resource', row.id, actor);
    await expect(updateResource(t.db, row.id, resource('x'), actor, 1)).rejects.toBeInstanceOf(
      EditConflictError,
    );
    expect((await getResource(t.db, row.id))?.version).toBe(3);
    await moveToTrash(t.db, 'resource', row.id, actor);
    const storage = new LocalStorage(os.tmpdir());
    await purgeTrashItem(t.db, 'resource', row.id, actor, storage);
    expect(await listRecordRevisions(t.db, 'resource', row.id)).toEqual([]);
  });

  it('keeps revisions of the last 30 days and the newest 50 of each record', async () => {
    const row = await createResource(t.db, resource('Retention'), actor);
    // 60 old revisions, 40 to 100 days ago, then a save now.
    const old = Array.from({ length: 60 }, (_, i) => ({
      record_kind: 'resource' as const,
      record_id: String(row.id),
      author_id: actor,
      fields: { name: `old ${i}` },
      created_at: new Date(Date.now() - (40 + i) * 86_400_000),
    }));
    await t.db.insert(record_revisions).values(old);
    await updateResource(t.db, row.id, resource('Retention now'), actor);
    const kept = await listRecordRevisions(t.db, 'resource', row.id);
    expect(kept).toHaveLength(REVISION_KEEP_LAST);
    expect(kept[0]!.title).toBe('Retention now');
  });

  it('records nothing and changes nothing when the set fails', async () => {
    const row = await createResource(t.db, resource('Atomic'), actor);
    await expect(
      saveRecord(
        t.db,
        'resource',
        row.id,
        { actorUserId: actor, action: 'resource.update' },
        () => {
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    expect((await getResource(t.db, row.id))?.version).toBe(1);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(record_revisions)
      .where(eq(record_revisions.record_id, String(row.id)))) as [{ n: number }];
    expect(n).toBe(1);
  });
});
