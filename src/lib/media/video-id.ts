/**
 * Video ids as the video cards show them (back-office.md §2 "Video Content
 * Management", §7 "File storage"). Pure: the admin screens read it.
 */
import { trimmed } from './text';

/** How many characters of a video id the video cards show (back-office.md §2). */
export const VIDEO_ID_DISPLAY_LENGTH = 8;

/**
 * A video id as the video cards display it (back-office.md §2 "Video ids are displayed truncated
 * to 8 characters"): its first 8 characters, no ellipsis; '' for null.
 * @param id - video_id
 * @returns at most 8 characters (never throws)
 */
export function truncateVideoId(id: string | null | undefined): string {
  return trimmed(id).slice(0, VIDEO_ID_DISPLAY_LENGTH);
}
