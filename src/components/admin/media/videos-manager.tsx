'use client';

import { Film, Pencil, Plus } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/action-result';
import { PLACEMENT_PAGES, truncateVideoId, type PlacementPage } from '@/lib/media/rules';
import {
  playingVideoIds,
  VIDEO_MESSAGES,
  VIDEO_TYPE_LABELS,
  type VideoType,
} from '@/lib/validation/videos';
import { createVideoAction, deleteVideoAction, updateVideoAction } from '@/server/videos/actions';
import { ActiveLabel, DeleteButton, EmptyState, ExternalIconLink } from '../controls';
import { restoreUndo, TRASH_NOTE } from '../trash/restore-undo';
import { useAdminAction } from '../use-admin-action';
import { useRecordEditing } from '../use-record-editing';
import { slotOf, VideoDialog } from './video-form';

/** A video_content row as the Videos tab receives it from {@link VideosPanel}. */
export type AdminVideo = {
  id: string;
  title: string;
  slot_identifier: string | null;
  video_url: string;
  video_type: VideoType;
  video_id: string | null;
  thumbnail_url: string | null;
  seo_title: string | null;
  seo_description: string | null;
  is_active: boolean;
  /** The edit version the form sends with an update. */
  version: number;
};

/** The error toast of a failed save (add or edit). */
const SAVE_ERROR = {
  errorTitle: VIDEO_MESSAGES.saveError,
  errorDescription: VIDEO_MESSAGES.errorDescription,
};

/**
 * Wraps an action call so a failure is logged to the console before `run` shows its toast
 * (back-office.md §8: "Failures are logged to the console first, then shown as toasts").
 */
function logged<T>(what: string, call: () => Promise<ActionResult<T>>) {
  return async (): Promise<ActionResult<T>> => {
    const result = await call();
    if (!result.ok) console.error(`${what}:`, result.error);
    return result;
  };
}

/** The public path of a slot's page, when the page is one of the site's named pages. */
function slotPagePath(id: string): string | null {
  const page = slotOf(id)?.page;
  return page && page in PLACEMENT_PAGES ? PLACEMENT_PAGES[page as PlacementPage].path : null;
}

const TYPE_BADGE: Record<VideoType, string> = {
  youtube: 'bg-red-50 text-red-800 ring-red-200',
  vimeo: 'bg-sky-50 text-sky-800 ring-sky-200',
  custom: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** The card's thumbnail, or a film icon when there is none or it fails to load. */
function VideoThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = React.useState(false);
  if (!src || failed) {
    return (
      <div className="flex aspect-video w-full items-center justify-center bg-slate-100">
        <Film aria-hidden="true" className="size-10 text-slate-400" />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- thumbnail served by the video host
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className="aspect-video w-full bg-slate-100 object-cover"
    />
  );
}

/**
 * The Videos tab of the Media System (back-office.md §2 "Video Content Management", §5 "Video",
 * §8 "Video"): a card grid (thumbnail, title, type badge, id truncated to 8 characters, assigned
 * slot and whether it plays there, Active/Inactive, edit, open video, delete with confirmation),
 * an "Add New Video" button, the Add New Video / Edit Video dialog, and the empty state
 * "No videos found".
 * @param videos - every video, newest first (as `listVideos` returns them)
 */
export function VideosManager({ videos }: { videos: AdminVideo[] }) {
  const { run, pending } = useAdminAction();
  const editing = useRecordEditing<AdminVideo>();
  const playing = React.useMemo(() => playingVideoIds(videos), [videos]);

  return (
    <div className="space-y-6" aria-busy={pending}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          YouTube, Vimeo or video-file links. A video assigned to a slot plays there instead of the
          slot&apos;s media or default.
        </p>
        <Button onClick={() => editing.edit('new')}>
          <Plus aria-hidden="true" /> Add New Video
        </Button>
      </div>

      {videos.length === 0 ? (
        <EmptyState icon={Film} title="No videos found">
          <p className="mt-1 text-sm text-slate-600">
            Add a video to embed it on the site, for example as the product demo.
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Videos">
          {videos.map((v) => {
            const slot = slotOf(v.slot_identifier);
            const shortId = truncateVideoId(v.video_id);
            const path = v.slot_identifier ? slotPagePath(v.slot_identifier) : null;
            return (
              <li
                key={v.id}
                data-testid="video-card"
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
              >
                <VideoThumbnail key={v.thumbnail_url ?? ''} src={v.thumbnail_url} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h3 className="font-semibold break-words text-navy-900">{v.title}</h3>
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <span
                      className={`rounded-full px-2 py-0.5 font-medium ring-1 ${TYPE_BADGE[v.video_type]}`}
                    >
                      {VIDEO_TYPE_LABELS[v.video_type]}
                    </span>
                    {shortId ? (
                      <span className="font-mono text-slate-600">
                        <span className="sr-only">Video id </span>
                        {shortId}
                      </span>
                    ) : null}
                    <ActiveLabel active={v.is_active} className="font-medium" />
                  </div>
                  <p className="text-xs text-slate-600">
                    {v.slot_identifier ? (
                      <>
                        Slot: {slot?.name ?? v.slot_identifier}
                        {!v.is_active ? null : playing.has(v.id) ? (
                          <span className="text-green-700">
                            {' '}
                            · plays{path ? ` on ${path}` : ' on the site'}
                          </span>
                        ) : (
                          <span className="text-amber-700"> · a newer video plays there</span>
                        )}
                      </>
                    ) : (
                      'Not assigned to a slot'
                    )}
                  </p>
                  <div className="mt-auto flex justify-end gap-1 pt-2">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit "${v.title}"`}
                      onClick={() => editing.edit(v)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <ExternalIconLink
                      href={v.video_url}
                      label={`Open the video "${v.title}" in a new tab`}
                    />
                    <DeleteButton
                      label={`Delete "${v.title}"`}
                      title={`Delete "${v.title}"?`}
                      description={
                        playing.has(v.id)
                          ? `It stops playing on the site at once; the slot falls back to its media or default. ${TRASH_NOTE}`
                          : TRASH_NOTE
                      }
                      onConfirm={() =>
                        run(
                          logged(VIDEO_MESSAGES.deleteError, () => deleteVideoAction({ id: v.id })),
                          {
                            success: VIDEO_MESSAGES.deleted,
                            errorTitle: VIDEO_MESSAGES.deleteError,
                            errorDescription: VIDEO_MESSAGES.errorDescription,
                            undo: restoreUndo(run, 'video', [v.id]),
                          },
                        )
                      }
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <VideoDialog
        video={editing.record}
        {...editing.dialogProps}
        onSubmit={(values, editVersion) =>
          editing.save(
            (video) =>
              run(
                logged(VIDEO_MESSAGES.saveError, () =>
                  updateVideoAction({ ...values, id: video.id, version: editVersion }),
                ),
                { success: VIDEO_MESSAGES.updated, ...SAVE_ERROR },
              ),
            () =>
              run(
                logged(VIDEO_MESSAGES.saveError, () => createVideoAction(values)),
                {
                  success: VIDEO_MESSAGES.added,
                  ...SAVE_ERROR,
                },
              ),
          )
        }
      />
    </div>
  );
}
