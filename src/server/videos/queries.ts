import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { video_content, type VideoContent } from '@/db/schema';
import { cached } from '../cache';
import { listVideos } from './service';

/** The fields of a video_content row a public video slot reads. */
export type SlotVideo = Pick<
  VideoContent,
  'id' | 'title' | 'video_url' | 'video_type' | 'video_id' | 'thumbnail_url' | 'seo_title'
>;

/**
 * The video that plays in a slot: the newest (created_at descending, then id) active
 * video_content row whose slot_identifier is `slotId`. Cached per slot under the `videos` tag,
 * which every video write invalidates.
 * @param slotId - a video slot id of the catalogue, e.g. "product-demo-video"
 * @returns the row, or null when no active video is assigned to the slot
 * @throws the database error when the read fails (callers fall back, public-site.md §8)
 */
export function getActiveSlotVideo(slotId: string): Promise<SlotVideo | null> {
  return cached(`videos:slot:${slotId}`, ['videos'], async () => {
    const [row] = await getDb()
      .select({
        id: video_content.id,
        title: video_content.title,
        video_url: video_content.video_url,
        video_type: video_content.video_type,
        video_id: video_content.video_id,
        thumbnail_url: video_content.thumbnail_url,
        seo_title: video_content.seo_title,
      })
      .from(video_content)
      .where(
        and(
          eq(video_content.is_active, true),
          eq(video_content.slot_identifier, slotId),
          isNull(video_content.deleted_at),
        ),
      )
      .orderBy(desc(video_content.created_at), desc(video_content.id))
      .limit(1);
    return row ?? null;
  });
}

/** The Videos sub-tab's list (back-office.md §2 "Video Management"), every video; uncached. */
export function loadAdminVideos(): Promise<VideoContent[]> {
  return listVideos(getDb());
}
