'use server';

import {
  emptyTrashSchema,
  trashItemSchema,
  trashItemsSchema,
  trashRestoreSchema,
} from '@/lib/validation/trash';
import { adminAction } from '../actions/admin-action';
import type { StaffUser } from '../auth/guard';
import { getStorage } from '../storage';
import {
  emptyTrash,
  purgeCounts,
  purgeTrashItem,
  purgeTrashItems,
  restoreFromTrash,
  restoreTrashItems,
  type PurgeScope,
} from './service';

// The Trash. Deletes themselves are each domain's delete action (which now
// moves the record here); these bring records back or delete them for good. Admins and editors
// both may restore (the capability of the content the Trash holds); an Editor deletes forever
// only what they moved there.

/**
 * Restores a record from the Trash (the Trash view's Restore and every delete toast's Undo); a
 * published post as a draft when `as_draft` says so.
 */
export const restoreTrashItemAction = adminAction(
  'trash.restore',
  'content',
  trashRestoreSchema,
  ({ kind, id, as_draft }, admin, db) =>
    restoreFromTrash(db, kind, id, admin.id, { asDraft: as_draft }),
  { invalidates: (_data, r) => r.tags },
);

/**
 * Restores several records at once ("Restore selected", a bulk delete's Undo), skipping those no
 * longer in the Trash.
 * @returns `{ restored, missing }` counts
 */
export const restoreTrashItemsAction = adminAction(
  'trash.restore_many',
  'content',
  trashItemsSchema,
  async ({ items, as_draft }, admin, db) => {
    const r = await restoreTrashItems(db, items, admin.id, { asDraft: as_draft });
    return { restored: r.restored.length, missing: r.missing, tags: r.tags };
  },
  { invalidates: (_data, r) => r.tags },
);

/**
 * What a person may delete forever: an admin everything, an Editor only what they moved to the
 * Trash themselves (someone else's deletion is theirs to undo, not to make final).
 */
function scopeOf(member: StaffUser): PurgeScope {
  return member.role === 'admin' ? {} : { onlyTrashedBy: member.id };
}

/** "Delete selected forever": purges the chosen records and their orphaned files (confirmed). */
export const purgeTrashItemsAction = adminAction(
  'trash.purge_many',
  'content',
  trashItemsSchema,
  async ({ items }, admin, db) =>
    purgeCounts(await purgeTrashItems(db, items, admin.id, getStorage(), scopeOf(admin))),
);

/** "Delete forever": purges one record of the Trash and its orphaned files (after confirmation). */
export const purgeTrashItemAction = adminAction(
  'trash.purge',
  'content',
  trashItemSchema,
  async ({ kind, id }, admin, db) =>
    purgeCounts(await purgeTrashItem(db, kind, id, admin.id, getStorage(), scopeOf(admin))),
);

/** "Empty trash": purges every record of the Trash and their orphaned files (after confirmation). */
export const emptyTrashAction = adminAction(
  'trash.empty',
  'content',
  emptyTrashSchema,
  async (_data, admin, db) =>
    purgeCounts(await emptyTrash(db, admin.id, getStorage(), scopeOf(admin))),
);
