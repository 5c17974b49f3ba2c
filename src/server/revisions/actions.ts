'use server';

import {
  recordHistorySchema,
  recordRevisionDiffSchema,
  recordRevisionRestoreSchema,
} from '@/lib/validation/revisions';
import { adminAction } from '../actions/admin-action';
import { TRASH_CONFIG } from '../trash/kinds';
import { diffRecordRevisions, listRecordRevisions, restoreRecordRevision } from './records';

// History of resources, banners, videos and media items; a post's is in
// server/posts/actions.ts.

/** The History panel's list of one record's revisions, newest first. */
export const loadRecordRevisionsAction = adminAction(
  'record.revisions',
  'content',
  recordHistorySchema,
  ({ kind, id }, _admin, db) => listRecordRevisions(db, kind, id),
);

/** The word diff between two revisions of one record. */
export const diffRecordRevisionsAction = adminAction(
  'record.revision_diff',
  'content',
  recordRevisionDiffSchema,
  ({ kind, from, to }, _admin, db) => diffRecordRevisions(db, kind, from, to),
);

/**
 * Restores a revision as a new save of its record (edit-version checked); refreshes the pages
 * that show that kind of record.
 * @returns `{ id, version }` of the saved record
 */
export const restoreRecordRevisionAction = adminAction(
  'record.revision_restore',
  'content',
  recordRevisionRestoreSchema,
  async ({ kind, id, version }, admin, db) => {
    const row = await restoreRecordRevision(db, kind, id, admin.id, version);
    return { id: row.id, version: row.version, tags: TRASH_CONFIG[kind].tags(row) };
  },
  { invalidates: (_data, r) => r.tags },
);
