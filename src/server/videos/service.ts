import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { video_content, type VideoContent } from '@/db/schema';
import { deriveVideoFields, type VideoData } from '@/lib/validation/videos';
import { notFound } from '../actions/errors';
import { auditChange } from '../audit/log';

/**
 * Every video for the Videos tab, newest first (back-office.md §7 "Table reads": video_content,
 * all rows, ordered by created_at descending; ties broken by id so the order is stable).
 * @param db - database handle
 * @returns all rows, active and inactive
 */
export function listVideos(db: Db): Promise<VideoContent[]> {
  return db
    .select()
    .from(video_content)
    .orderBy(desc(video_content.created_at), desc(video_content.id));
}

/**
 * Inserts a video (back-office.md §7 "video_content: insert ... with the form fields plus
 * video_type, video_id and thumbnail_url"). The three derived columns are computed here from
 * video_url ({@link deriveVideoFields}); the audit entry commits in the same transaction.
 * @param db - database handle
 * @param data - the validated form ({@link VideoData})
 * @param actorUserId - the admin's user id, for the audit log
 * @returns the new row
 */
export async function createVideo(
  db: Db,
  data: VideoData,
  actorUserId: string,
): Promise<VideoContent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(video_content)
      .values({ ...data, ...deriveVideoFields(data.video_url) })
      .returning();
    await auditChange(tx, actorUserId, 'video.create', row!.id, {
      video_type: row!.video_type,
      slot_identifier: row!.slot_identifier,
    });
    return row!;
  });
}

/**
 * Updates a video by id (back-office.md §7 "video_content: ... update"), re-deriving video_type,
 * video_id and thumbnail_url from the new video_url and stamping updated_at.
 * @param db - database handle
 * @param id - the video's uuid
 * @param data - the validated form
 * @param actorUserId - the admin's user id, for the audit log
 * @returns the updated row
 * @throws ActionError(404) when the video no longer exists
 */
export async function updateVideo(
  db: Db,
  id: string,
  data: VideoData,
  actorUserId: string,
): Promise<VideoContent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(video_content)
      .set({ ...data, ...deriveVideoFields(data.video_url), updated_at: sql`now()` })
      .where(eq(video_content.id, id))
      .returning();
    if (!row) throw notFound('Video');
    await auditChange(tx, actorUserId, 'video.update', id, {
      video_type: row.video_type,
      slot_identifier: row.slot_identifier,
    });
    return row;
  });
}

/**
 * Deletes a video by id (back-office.md §7 "video_content: ... delete by id").
 * @param db - database handle
 * @param id - the video's uuid
 * @param actorUserId - the admin's user id, for the audit log
 * @returns the deleted row
 * @throws ActionError(404) when the video no longer exists
 */
export async function deleteVideo(db: Db, id: string, actorUserId: string): Promise<VideoContent> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(video_content).where(eq(video_content.id, id)).returning();
    if (!row) throw notFound('Video');
    const { title, video_url, slot_identifier } = row;
    await auditChange(tx, actorUserId, 'video.delete', id, { title, video_url, slot_identifier });
    return row;
  });
}
