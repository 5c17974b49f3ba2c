import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { audit_log, user, video_content } from '@/db/schema';
import { resolveVideoSlotDisplay } from '@/lib/media/slot-display';
import { videoSchema, videoUpdateSchema } from '@/lib/validation/videos';
import { ActionError } from '@/server/actions/errors';
import { clearCache, invalidateTags } from '@/server/cache';
import { getActiveSlotVideo } from '@/server/videos/queries';
import { createVideo, deleteVideo, listVideos, updateVideo } from '@/server/videos/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';
const SLOT = 'product-demo-video';

/** The tags the video actions invalidate (src/server/videos/actions.ts). */
const ACTION_TAGS = ['videos', 'media'];

const form = (video_url: string, extra: Record<string, unknown> = {}) =>
  videoSchema.parse({ title: `Video ${video_url}`, video_url, ...extra });

const CASES = [
  {
    url: 'https://youtu.be/aqz-KE-bpKQ',
    video_type: 'youtube',
    video_id: 'aqz-KE-bpKQ',
    thumbnail_url: 'https://img.youtube.com/vi/aqz-KE-bpKQ/maxresdefault.jpg',
  },
  {
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    video_type: 'youtube',
    video_id: 'dQw4w9WgXcQ',
    thumbnail_url: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
  },
  {
    url: 'https://vimeo.com/76979871',
    video_type: 'vimeo',
    video_id: '76979871',
    thumbnail_url: 'https://vumbnail.com/76979871.jpg',
  },
  {
    url: 'https://cdn.example.com/videos/demo.mp4',
    video_type: 'custom',
    video_id: null,
    thumbnail_url: null,
  },
] as const;

describe.each(dbTargets())('videos ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
    setDbHandle(t);
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(video_content);
    clearCache();
  });

  it.each(CASES)(
    'derives type, id and thumbnail of $url on create and update',
    async ({ url, ...derived }) => {
      const created = await createVideo(t.db, form(url), ADMIN);
      expect(created).toMatchObject({ video_url: url, ...derived, is_active: true });

      // Start from another kind of URL and update to this one: the derived columns follow.
      const other = await createVideo(t.db, form('https://example.com/other.webm'), ADMIN);
      const updated = await updateVideo(t.db, other.id, form(url, { title: 'Renamed' }), ADMIN);
      expect(updated).toMatchObject({ title: 'Renamed', video_url: url, ...derived });
      expect(updated.updated_at.getTime()).toBeGreaterThanOrEqual(other.updated_at.getTime());

      // And back to a custom URL clears the id and thumbnail.
      const back = await updateVideo(t.db, created.id, form('https://example.com/a.mp4'), ADMIN);
      expect(back).toMatchObject({ video_type: 'custom', video_id: null, thumbnail_url: null });
    },
  );

  it('ignores a client-sent video_type, video_id and thumbnail_url', async () => {
    const input = {
      title: 'Sneaky',
      video_url: 'https://cdn.example.com/demo.mp4',
      video_type: 'youtube',
      video_id: 'forged',
      thumbnail_url: 'https://evil.example/t.png',
    };
    const row = await createVideo(t.db, videoSchema.parse(input), ADMIN);
    expect(row).toMatchObject({ video_type: 'custom', video_id: null, thumbnail_url: null });
    const updated = await updateVideo(
      t.db,
      row.id,
      (({ id: _id, ...rest }) => rest)(videoUpdateSchema.parse({ ...input, id: row.id })),
      ADMIN,
    );
    expect(updated).toMatchObject({ video_type: 'custom', video_id: null, thumbnail_url: null });
  });

  it('lists newest first', async () => {
    const a = await createVideo(t.db, form('https://vimeo.com/1'), ADMIN);
    const b = await createVideo(t.db, form('https://vimeo.com/2'), ADMIN);
    await t.db
      .update(video_content)
      .set({ created_at: new Date('2024-01-01T00:00:00Z') })
      .where(eq(video_content.id, b.id));
    expect((await listVideos(t.db)).map((v) => v.id)).toEqual([a.id, b.id]);
  });

  it('deletes, a second delete or an update of the deleted video is a 404, and audits', async () => {
    const row = await createVideo(t.db, form('https://youtu.be/aqz-KE-bpKQ'), ADMIN);
    await updateVideo(t.db, row.id, form('https://vimeo.com/76979871'), ADMIN);
    // A delete moves the video to the Trash (issue #22 item 5): the row stays, marked.
    await deleteVideo(t.db, row.id, ADMIN);
    const [trashed] = await t.db.select().from(video_content).where(eq(video_content.id, row.id));
    expect(trashed).toMatchObject({ deleted_by: ADMIN });
    expect(trashed!.deleted_at).toBeInstanceOf(Date);
    await expect(deleteVideo(t.db, row.id, ADMIN)).rejects.toBeInstanceOf(ActionError);
    await expect(deleteVideo(t.db, row.id, ADMIN)).rejects.toMatchObject({ status: 404 });
    await expect(
      updateVideo(t.db, row.id, form('https://vimeo.com/1'), ADMIN),
    ).rejects.toMatchObject({ status: 404 });
    const audits = await t.db
      .select({ action: audit_log.action, type: audit_log.resource_type })
      .from(audit_log)
      .where(eq(audit_log.resource_id, row.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'video.create',
      'video.trash',
      'video.update',
    ]);
    expect(new Set(audits.map((a) => a.type))).toEqual(new Set(['video_content']));
  });

  it('getActiveSlotVideo returns the newest active video of the slot, refreshed by invalidation', async () => {
    expect(await getActiveSlotVideo(SLOT)).toBeNull();

    const older = await createVideo(
      t.db,
      form('https://youtu.be/aqz-KE-bpKQ', { slot_identifier: SLOT }),
      ADMIN,
    );
    await t.db
      .update(video_content)
      .set({ created_at: new Date('2024-01-01T00:00:00Z') })
      .where(eq(video_content.id, older.id));
    // Unassigned and inactive videos never play.
    await createVideo(t.db, form('https://vimeo.com/5'), ADMIN);
    await createVideo(
      t.db,
      form('https://vimeo.com/6', { slot_identifier: SLOT, is_active: false }),
      ADMIN,
    );
    invalidateTags(ACTION_TAGS);
    expect(await getActiveSlotVideo(SLOT)).toMatchObject({ id: older.id });

    const newer = await createVideo(
      t.db,
      form('https://vimeo.com/76979871', { slot_identifier: SLOT }),
      ADMIN,
    );
    // Without invalidation the cached answer stays; the action's tags refresh it.
    expect(await getActiveSlotVideo(SLOT)).toMatchObject({ id: older.id });
    invalidateTags(ACTION_TAGS);
    const playing = await getActiveSlotVideo(SLOT);
    expect(playing).toMatchObject({ id: newer.id, video_type: 'vimeo', video_id: '76979871' });
    expect(resolveVideoSlotDisplay(playing, null, { url: null, alt: 'x' }).display).toMatchObject({
      kind: 'video',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });

    // Deactivating the newer one hands the slot back to the older one.
    await updateVideo(
      t.db,
      newer.id,
      form('https://vimeo.com/76979871', { slot_identifier: SLOT, is_active: false }),
      ADMIN,
    );
    invalidateTags(ACTION_TAGS);
    expect(await getActiveSlotVideo(SLOT)).toMatchObject({ id: older.id });

    // Unassigning it, then deleting the other: the slot has no video left.
    await updateVideo(t.db, older.id, form('https://youtu.be/aqz-KE-bpKQ'), ADMIN);
    invalidateTags(ACTION_TAGS);
    expect(await getActiveSlotVideo(SLOT)).toBeNull();
    await updateVideo(
      t.db,
      newer.id,
      form('https://vimeo.com/76979871', { slot_identifier: SLOT }),
      ADMIN,
    );
    invalidateTags(ACTION_TAGS);
    expect(await getActiveSlotVideo(SLOT)).toMatchObject({ id: newer.id });
    await deleteVideo(t.db, newer.id, ADMIN);
    invalidateTags(ACTION_TAGS);
    expect(await getActiveSlotVideo(SLOT)).toBeNull();
  });
});
