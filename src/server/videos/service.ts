import 'server-only';
import { desc } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { video_content, type VideoContent } from '@/db/schema';
import { deriveVideoFields, type VideoData } from '@/lib/validation/videos';
import { createRecord, updateRecord } from '../revisions/records';
import { listOutsideTrash } from '../trash/outside';
import { moveToTrash } from '../trash/service';

/**
 * Every video for the Videos tab, newest first (back-office.md §7 "Table reads": video_content,
 * all rows, ordered by created_at descending; ties broken by id so the order is stable).
 * @param db - database handle
 * @returns all rows, active and inactive, but not those in the Trash
 */
export function listVideos(db: Db): Promise<VideoContent[]> {
  return listOutsideTrash(
    db,
    video_content,
    desc(video_content.created_at),
    desc(video_content.id),
  );
}

/** What the audit entry of a created or updated video keeps: its type and slot. */
function slotDetails(row: VideoContent) {
  return { video_type: row.video_type, slot_identifier: row.slot_identifier };
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
  return createRecord(
    db,
    'video',
    actorUserId,
    (tx) =>
      tx
        .insert(video_content)
        .values({ ...data, ...deriveVideoFields(data.video_url) })
        .returning(),
    slotDetails,
  );
}

/**
 * Updates a video by id (back-office.md §7 "video_content: ... update"), re-deriving video_type,
 * video_id and thumbnail_url from the new video_url and stamping updated_at; raises its edit
 * version and keeps the save in its history.
 * @param db - database handle
 * @param id - the video's uuid
 * @param data - the validated form
 * @param actorUserId - the admin's user id, for the audit log
 * @param expectedVersion - the edit version the form loaded; a stale one writes nothing
 * @returns the updated row
 * @throws ActionError(404) when the video no longer exists; EditConflictError(409) carrying the
 *   video as it is now when `expectedVersion` is stale
 */
export async function updateVideo(
  db: Db,
  id: string,
  data: VideoData,
  actorUserId: string,
  expectedVersion?: number,
): Promise<VideoContent> {
  return updateRecord<VideoContent>(
    db,
    'video',
    id,
    { actorUserId, expectedVersion },
    () => ({ ...data, ...deriveVideoFields(data.video_url) }),
    slotDetails,
  );
}

/**
 * Deletes a video by id: moves it to the Trash (audited as `video.trash`), from
 * where it can be restored until it is purged.
 * @param db - database handle
 * @param id - the video's uuid
 * @param actorUserId - the admin's user id, for the audit log and the Trash view
 * @throws ActionError(404) when the video no longer exists or is already in the Trash
 */
export async function deleteVideo(db: Db, id: string, actorUserId: string): Promise<void> {
  await moveToTrash(db, 'video', id, actorUserId);
}
