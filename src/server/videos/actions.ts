'use server';

import { videoIdSchema, videoSchema, videoUpdateSchema } from '@/lib/validation/videos';
import { recordActions } from '../actions/record-actions';
import { createVideo, deleteVideo, updateVideo } from './service';

// Videos tab of the Media System (back-office.md §2 "Video Content Management", §5, §7). Every
// write refreshes the video slots (`videos`) and the slot media reads (`media`), so /product
// shows the change at once.

/** Tags every video write invalidates. */
const VIDEO_TAGS = ['videos', 'media'] as const;

const actions = recordActions(
  'video',
  { create: videoSchema, update: videoUpdateSchema, id: videoIdSchema },
  { create: createVideo, update: updateVideo, remove: deleteVideo },
  VIDEO_TAGS,
);

/**
 * Adds a video (input: {@link videoSchema}); video_type, video_id and thumbnail_url are derived
 * on the server from video_url.
 * @returns `{ id }` of the new row
 */
export const createVideoAction = actions.create;

/**
 * Updates a video (input: {@link videoUpdateSchema}, the form plus its uuid `id` and the
 * `version` it was loaded with).
 * @returns `{ id, version }`; a 404 result when the video no longer exists, a 409 edit
 *   conflict carrying the video as it is now when `version` is stale
 */
export const updateVideoAction = actions.update;

/**
 * Deletes a video (input: {@link videoIdSchema}, `{ id }` a uuid).
 * @returns `{ id }`; a 404 result when the video no longer exists
 */
export const deleteVideoAction = actions.remove;
