import { isVideoSlotId } from '@/lib/media/slot-display';
import { parseVideoUrl, videoThumbnailUrl, type ParsedVideo } from '@/lib/media/video';
import { editVersionField, nullableChecked, nullableText } from './fields';
import { z } from './zod';

/** video_type of back-office.md §3: youtube, vimeo or custom. */
export type VideoType = ParsedVideo['type'];

/**
 * Toasts of the Videos tab (back-office.md §8 "Video"): success titles, and error titles with
 * their fixed description.
 */
export const VIDEO_MESSAGES = {
  added: 'Video added successfully!',
  updated: 'Video updated successfully!',
  deleted: 'Video deleted successfully!',
  saveError: 'Error saving video',
  deleteError: 'Error deleting video',
  errorDescription: 'Please try again.',
} as const;

/** Display names of the three video types (back-office.md §3 video_type), for the card badge. */
export const VIDEO_TYPE_LABELS: Readonly<Record<VideoType, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  custom: 'Custom',
};

/**
 * Whether `value` is an absolute https URL with a host and no whitespace (the only kind of video
 * URL the form accepts: a public page can embed or play it for every visitor).
 * @param value - the URL as typed
 */
export function isHttpsUrl(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && Boolean(u.hostname);
  } catch {
    return false;
  }
}

/**
 * The Add New Video / Edit Video form (back-office.md §5 "Video": title and video_url are
 * required), validated with this schema in the form and on the server. Unknown keys are dropped,
 * so a client-sent video_type, video_id or thumbnail_url never reaches the database: the server
 * derives them with {@link deriveVideoFields}.
 *
 * - title: required ("Title is required"), at most 200 characters.
 * - video_url: required ("Video URL is required"), an https URL.
 * - slot_identifier: empty or missing → null (not assigned); otherwise a video slot id of the
 *   catalogue (`VIDEO_SLOT_IDS` in `src/lib/media/slot-display.ts`).
 * - seo_title (≤ 200), seo_description (≤ 500): optional, blank → null.
 * - is_active: defaults to true.
 */
export const videoSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or less'),
  video_url: z
    .string({ error: 'Video URL is required' })
    .trim()
    .min(1, 'Video URL is required')
    .max(2000, 'Video URL must be 2000 characters or less')
    // A blank URL already has its message; only a typed one is checked further.
    .refine((v) => v === '' || isHttpsUrl(v), 'Enter a full https:// address of the video'),
  slot_identifier: nullableChecked(isVideoSlotId, 'Choose a video slot or "Not assigned"'),
  seo_title: nullableText('SEO title', 200),
  seo_description: nullableText('SEO description', 500),
  is_active: z.boolean().default(true),
});

/** What the video form sends. */
export type VideoInput = z.input<typeof videoSchema>;
/** A validated video form, as the service receives it. */
export type VideoData = z.output<typeof videoSchema>;

/** The id of a video_content row (a uuid), for update and delete. */
export const videoIdSchema = z.object({ id: z.uuid('Invalid video id') });

/** The Edit Video form: {@link videoSchema} plus the row id and the edit version it was loaded with. */
export const videoUpdateSchema = videoSchema.extend({
  ...videoIdSchema.shape,
  version: editVersionField(),
});

/** The columns the server derives from video_url (back-office.md §7 "video_content"). */
export type DerivedVideoFields = {
  video_type: VideoType;
  video_id: string | null;
  thumbnail_url: string | null;
};

/**
 * Derives video_type, video_id and thumbnail_url from a video URL (back-office.md §5 "Video",
 * §7 "File storage"): YouTube ids from youtu.be short links and watch?v= links, Vimeo ids from the
 * path, anything else custom (no id, no thumbnail). YouTube thumbnails are the max-resolution
 * image of the id, Vimeo thumbnails a thumbnail-service URL of the id. Uses
 * `parseVideoUrl` and `videoThumbnailUrl` of `src/lib/media/video.ts`.
 * @param videoUrl - the validated video_url
 * @returns the three derived columns
 */
export function deriveVideoFields(videoUrl: string): DerivedVideoFields {
  const parsed = parseVideoUrl(videoUrl);
  return {
    video_type: parsed.type,
    video_id: parsed.id,
    thumbnail_url: videoThumbnailUrl(parsed),
  };
}

/** The fields of a video row that decide which video plays in a slot. */
export type SlotCandidateVideo = {
  id: string;
  slot_identifier: string | null;
  is_active: boolean;
};

/**
 * The ids of the videos that actually play in their slot: for each slot, the first
 * active video assigned to it in `videos`. Pass the list in the admin order (created_at
 * descending, as `listVideos` returns it) so the answer matches `getActiveSlotVideo`, which picks
 * the newest active row of a slot.
 * @param videos - the video list, newest first
 * @returns the set of video ids that are shown on the site; other assigned videos are overridden
 */
export function playingVideoIds(videos: readonly SlotCandidateVideo[]): Set<string> {
  const seen = new Set<string>();
  const playing = new Set<string>();
  for (const v of videos) {
    if (!v.is_active || !v.slot_identifier || seen.has(v.slot_identifier)) continue;
    seen.add(v.slot_identifier);
    playing.add(v.id);
  }
  return playing;
}
