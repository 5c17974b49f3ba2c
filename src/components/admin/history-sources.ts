import { postState } from '@/lib/post-state';
import type { RecordRevisionKind } from '@/lib/revision-kinds';
import {
  diffRevisionsAction,
  loadRevisionAction,
  loadRevisionsAction,
} from '@/server/posts/actions';
import {
  diffRecordRevisionsAction,
  loadRecordRevisionsAction,
  restoreRecordRevisionAction,
} from '@/server/revisions/actions';
import type { HistoryRevision, HistorySource } from './history-dialog';

/** A post's revision: also its publication state and whether it was an autosave. */
type PostRevision = HistoryRevision & {
  kind: 'save' | 'autosave';
  status: 'draft' | 'published' | 'archived';
  publishedAt: Date | string | null;
};

/** What a post revision History loads into the editor (loadRevisionAction). */
export type LoadedPostRevision = {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  meta_description: string | null;
};

/**
 * The History panel's source for a post: Restore loads the revision into the editor as unsaved
 * changes; the person saves or publishes them.
 */
export function postHistory(postId: number): HistorySource<PostRevision> {
  return {
    load: () => loadRevisionsAction({ id: postId }),
    diff: (from, to) => diffRevisionsAction({ from, to }),
    restore: (id) => loadRevisionAction({ id }),
    intoForm: true,
    what: 'post',
    restores:
      'Its title, address, excerpt, content and meta description are put back; status and the other fields stay as they are',
    labels: (r) => [
      postState({ status: r.status, published_at: r.publishedAt }),
      ...(r.kind === 'autosave' ? ['Autosave'] : []),
    ],
  };
}

/** What a restore brings back of each kind, and what the texts call it. */
const RECORDS: Record<RecordRevisionKind, { what: string; restores: string }> = {
  resource: {
    what: 'resource',
    restores:
      "Its name, description, category, file and version become the resource's again; Active stays as it is",
  },
  banner: {
    what: 'banner',
    restores:
      "Its image, link, alt text and words become the banner's again; Active and its place stay as they are",
  },
  video: {
    what: 'video',
    restores:
      "Its title, slot, video URL and SEO fields become the video's again; Active stays as it is",
  },
  media: {
    what: 'media item',
    restores:
      "Its file, name, description, alt text, link and SEO fields become the item's again; its slot stays as it is",
  },
};

/**
 * The History panel's source for a resource, banner, video or media item.
 * @param editVersion - the edit version the form shows (a restore on a stale one is a conflict)
 */
export function recordHistory(
  kind: RecordRevisionKind,
  id: number | string,
  editVersion: number | undefined,
): HistorySource<HistoryRevision> {
  return {
    load: () => loadRecordRevisionsAction({ kind, id }),
    diff: (from, to) => diffRecordRevisionsAction({ kind, from, to }),
    restore: (revisionId) =>
      restoreRecordRevisionAction({ kind, id: revisionId, version: editVersion }),
    ...RECORDS[kind],
  };
}
