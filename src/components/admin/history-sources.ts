import { postState } from '@/lib/post-state';
import type { RecordRevisionKind, RevisedRecordKind } from '@/lib/revision-kinds';
import { restoreRecordRevisionAction } from '@/server/revisions/actions';
import { adminRead } from './admin-read';
import type { FieldDiffView, HistoryRevision, HistorySource } from './history-dialog';

/** The reads every History panel makes, the same for every kind of record. */
const reads = (kind: RevisedRecordKind, id: number | string) => ({
  load: <R>() => adminRead<R[]>('/api/admin/revisions', { kind, id }),
  diff: (from: number, to: number) =>
    adminRead<FieldDiffView[]>('/api/admin/revisions/diff', { kind, from, to }),
});

/** A post's revision: also its publication state and whether it was an autosave. */
type PostRevision = HistoryRevision & {
  kind: 'save' | 'autosave';
  status: 'draft' | 'published' | 'archived';
  publishedAt: Date | string | null;
};

/** What a post revision History loads into the editor (GET /api/admin/revisions/{id}). */
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
  const { load, diff } = reads('post', postId);
  return {
    load: () => load<PostRevision>(),
    diff,
    restore: (id) => adminRead<LoadedPostRevision>(`/api/admin/revisions/${id}`),
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
  const { load, diff } = reads(kind, id);
  return {
    load: () => load<HistoryRevision>(),
    diff,
    restore: (revisionId) =>
      restoreRecordRevisionAction({ kind, id: revisionId, version: editVersion }),
    ...RECORDS[kind],
  };
}
