'use server';

import { recordRevisionRestoreSchema } from '@/lib/validation/revisions';
import { adminAction } from '../actions/admin-action';
import { TRASH_CONFIG } from '../trash/kinds';
import { restoreRecordRevision } from './records';

// Restoring a revision of a resource, banner, video or media item (a post's History loads the
// revision into the editor instead). The History panel's reads are GET /api/admin/revisions….

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
