'use server';

import {
  libraryMediaSchema,
  libraryMediaUpdateSchema,
  mediaActiveSchema,
  mediaIdSchema,
  slotAssignSchema,
  slotEditSchema,
  slotReplaceSchema,
  slotUploadSchema,
} from '@/lib/validation/media';
import { adminAction } from '../actions/admin-action';
import { createLibraryMedia, duplicateMedia, updateLibraryMedia } from './library';
import {
  assignMediaToSlot,
  createSlotMedia,
  deleteMedia,
  replaceMediaFile,
  setMediaActive,
  updateMediaDetails,
} from './service';

// Page Slot Media Management (back-office.md §2, §4, §5, §7). Every write refreshes the public
// pages that show the slot: all slot media is read under the `media` tag; `media-slot:{id}`
// names the slot for caches that track single slots.

/** The tags of a write that touched these slots (null: an item in no slot). */
function slotTags(...slots: (string | null | undefined)[]): string[] {
  return ['media', ...slots.filter(Boolean).map((s) => `media-slot:${s}`)];
}

/** Uploads media into a slot (the file was stored by POST /api/admin/uploads first). */
export const uploadSlotMediaAction = adminAction(
  'media.slot_upload',
  slotUploadSchema,
  async (data, admin, db) => ({ id: (await createSlotMedia(db, data, admin.id)).id }),
  { invalidates: (data) => slotTags(data.slot_id) },
);

/** Assigns an unassigned item to a slot. */
export const assignMediaToSlotAction = adminAction(
  'media.slot_assign',
  slotAssignSchema,
  async ({ id, slot_id }, admin, db) => {
    const { previousSlot } = await assignMediaToSlot(db, id, slot_id, admin.id);
    return { id, previousSlot };
  },
  { invalidates: (data, r) => slotTags(data.slot_id, r.previousSlot) },
);

/** Replaces the file of an item, keeping its slot. */
export const replaceSlotMediaAction = adminAction(
  'media.replace',
  slotReplaceSchema,
  async ({ id, ...file }, admin, db) => ({
    id,
    slot: await replaceMediaFile(db, id, file, admin.id),
  }),
  { invalidates: (_data, r) => slotTags(r.slot) },
);

/** Edits an item's name, alt text, link and SEO fields. */
export const updateSlotMediaAction = adminAction(
  'media.update',
  slotEditSchema,
  async ({ id, ...data }, admin, db) => ({
    id,
    slot: await updateMediaDetails(db, id, data, admin.id),
  }),
  { invalidates: (_data, r) => slotTags(r.slot) },
);

/** Turns an item on or off (the slot falls back to its default when its item is off). */
export const setMediaActiveAction = adminAction(
  'media.set_active',
  mediaActiveSchema,
  async ({ id, is_active }, admin, db) => ({
    id,
    is_active,
    slot: await setMediaActive(db, id, is_active, admin.id),
  }),
  { invalidates: (_data, r) => slotTags(r.slot) },
);

/** Deletes an item. */
export const deleteMediaAction = adminAction(
  'media.delete',
  mediaIdSchema,
  async ({ id }, admin, db) => ({
    id,
    slot: await deleteMedia(db, id, admin.id),
  }),
  { invalidates: (_data, r) => slotTags(r.slot) },
);

// Media Library (back-office.md §2 "Enhanced Media Management", §4 flow types).

/** Adds a library item: Store for Later, or Upload & Use Now with a placement. */
export const createLibraryMediaAction = adminAction(
  'media.create',
  libraryMediaSchema,
  async (data, admin, db) => {
    const { row, slotId } = await createLibraryMedia(db, data, admin.id);
    return { id: row.id, slotId };
  },
  { invalidates: (_data, r) => slotTags(r.slotId) },
);

/** Updates a library item. */
export const updateLibraryMediaAction = adminAction(
  'media.update_library',
  libraryMediaUpdateSchema,
  async ({ id, media }, admin, db) => ({
    id,
    slot: await updateLibraryMedia(db, id, media, admin.id),
  }),
  { invalidates: (_data, r) => slotTags(r.slot) },
);

/** Copies a library item (the copy is in no slot). */
export const duplicateMediaAction = adminAction(
  'media.duplicate',
  mediaIdSchema,
  async ({ id }, admin, db) => ({ id: (await duplicateMedia(db, id, admin.id)).id }),
  { invalidates: ['media'] },
);
