import 'server-only';
import { pickFields } from '@/lib/utils';
import { loadAdminVideos } from '@/server/videos/queries';
import { VideosManager } from './videos-manager';

/**
 * Server part of the Videos tab of the Media System (back-office.md §2 "Video Content
 * Management", §7 "video_content: all rows, ordered by created_at descending"): reads every
 * video, uncached, and hands the serialisable fields to {@link VideosManager}.
 */
export async function VideosPanel() {
  const rows = await loadAdminVideos();
  return (
    <VideosManager
      videos={rows.map((v) =>
        pickFields(v, [
          'id',
          'title',
          'slot_identifier',
          'video_url',
          'video_type',
          'video_id',
          'thumbnail_url',
          'seo_title',
          'seo_description',
          'is_active',
          'version',
        ]),
      )}
    />
  );
}
