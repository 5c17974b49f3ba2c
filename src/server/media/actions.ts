'use server';

import type { z } from 'zod';
import type { Db } from '@/db/client';
import {
  libraryMediaSchema,
  libraryMediaUpdateSchema,
  mediaActiveSchema,
  mediaIdSchema,
  slotAssignSchema,
  slotEditSchema,
  slotReplaceSchema,
  slotUndoSchema,
  slotUploadSchema,
} from '@/lib/validation/media';
import { adminAction } from '../actions/admin-action';
import { createLibraryMedia, duplicateMedia, updateLibraryMedia } from './library';
import {
  assignMediaToSlot,
  createSlotMedia,
  deleteMedia,
  putBackPreviousFile,
  replaceMediaFile,
  setMediaActive,
  updateMediaDetails,
} from './service';
import { restoreSlotItem, undoPlacement } from './slot-history';

// Page Slot Media Management (back-office.md §2, §4, §5, §7). Every write refreshes the public
// pages that show the slot: all slot media is read under the `media` tag; `media-slot:{id}`
// names the slot for caches that track single slots.

/** The tags of a write that touched these slots (null: an item in no slot). */
function slotTags(...slots: (string | null | undefined)[]): string[] {
  return ['media', ...slots.filter(Boolean).map((s) => `media-slot:${s}`)];
}

/**
 * An action that changes one item, answering `{ id, slot, ...extra }` and refreshing the pages of
 * the slot the item is in (`write` returns that slot, or null for an item in no slot).
 */
function itemAction<S extends z.ZodType<{ id: number }>>(
  name: string,
  schema: S,
  write: (data: z.output<S>, adminId: string, db: Db) => Promise<string | null>,
) {
  return adminAction(
    name,
    'content',
    schema,
    async (data, admin, db) => ({ id: data.id, slot: await write(data, admin.id, db) }),
    { invalidates: (_data, r) => slotTags(r.slot) },
  );
}

/**
 * Uploads media into a slot (the file was stored by POST /api/admin/uploads first); answers the
 * item it took the place of, for the toast's Undo.
 */
export const uploadSlotMediaAction = adminAction(
  'media.slot_upload',
  'content',
  slotUploadSchema,
  async (data, admin, db) => {
    const { id, replacedId } = await createSlotMedia(db, data, admin.id);
    return { id, slot_id: data.slot_id, replacedId };
  },
  { invalidates: (data) => slotTags(data.slot_id) },
);

/** Assigns an unassigned item to a slot. */
export const assignMediaToSlotAction = adminAction(
  'media.slot_assign',
  'content',
  slotAssignSchema,
  async ({ id, slot_id }, admin, db) => {
    const { previousSlot, replacedId } = await assignMediaToSlot(db, id, slot_id, admin.id);
    return { id, slot_id, previousSlot, replacedId };
  },
  { invalidates: (data, r) => slotTags(data.slot_id, r.previousSlot) },
);

/** Undoes a placement: the item goes back to the library and the slot's previous item returns. */
export const undoSlotChangeAction = adminAction(
  'media.slot_undo',
  'content',
  slotUndoSchema,
  async (data, admin, db) => ({ slot: await undoPlacement(db, data, admin.id) }),
  { invalidates: (data) => slotTags(data.slot_id) },
);

/** Puts an earlier item of a slot back in it ("Put back"); answers the item it took over from. */
export const restoreSlotItemAction = adminAction(
  'media.slot_restore',
  'content',
  mediaIdSchema,
  async ({ id }, admin, db) => ({ id, ...(await restoreSlotItem(db, id, admin.id)) }),
  { invalidates: (_data, r) => slotTags(r.slot) },
);

/** Replaces the file of an item, keeping its slot. */
export const replaceSlotMediaAction = itemAction(
  'media.replace',
  slotReplaceSchema,
  ({ id, ...file }, adminId, db) => replaceMediaFile(db, id, file, adminId),
);

/** "Put back previous image": the file the item showed before the current one comes back. */
export const putBackPreviousFileAction = itemAction(
  'media.put_back_file',
  mediaIdSchema,
  ({ id }, adminId, db) => putBackPreviousFile(db, id, adminId),
);

/** Edits an item's name, alt text, link and SEO fields (a stale `version` is a conflict). */
export const updateSlotMediaAction = itemAction(
  'media.update',
  slotEditSchema,
  ({ id, version, ...data }, adminId, db) => updateMediaDetails(db, id, data, adminId, version),
);

/** Turns an item on or off (the slot falls back to its default when its item is off). */
export const setMediaActiveAction = itemAction(
  'media.set_active',
  mediaActiveSchema,
  ({ id, is_active }, adminId, db) => setMediaActive(db, id, is_active, adminId),
);

/** Deletes an item: moves it to the Trash; Undo restores it. */
export const deleteMediaAction = itemAction('media.delete', mediaIdSchema, ({ id }, adminId, db) =>
  deleteMedia(db, id, adminId),
);

// Media Library (back-office.md §2 "Enhanced Media Management", §4 flow types).

/** Adds a library item: Store for Later, or Upload & Use Now with a placement. */
export const createLibraryMediaAction = adminAction(
  'media.create',
  'content',
  libraryMediaSchema,
  async (data, admin, db) => {
    const { row, slotId, replacedId } = await createLibraryMedia(db, data, admin.id);
    return { id: row.id, slotId, replacedId };
  },
  { invalidates: (_data, r) => slotTags(r.slotId) },
);

/** Updates a library item (a stale `version`, its edit version, is a conflict). */
export const updateLibraryMediaAction = itemAction(
  'media.update_library',
  libraryMediaUpdateSchema,
  ({ id, media, version }, adminId, db) => updateLibraryMedia(db, id, media, adminId, version),
);

/** Copies a library item (the copy is in no slot). */
export const duplicateMediaAction = adminAction(
  'media.duplicate',
  'content',
  mediaIdSchema,
  async ({ id }, admin, db) => ({ id: (await duplicateMedia(db, id, admin.id)).id }),
  { invalidates: ['media'] },
);
