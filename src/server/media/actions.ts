'use server';

import { getDb } from '@/db/client';
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
import { invalidateTags } from '../cache';
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

function refresh(...slots: (string | null | undefined)[]): void {
  invalidateTags(['media', ...slots.filter(Boolean).map((s) => `media-slot:${s}`)]);
}

/** Uploads media into a slot (the file was stored by POST /api/admin/uploads first). */
export const uploadSlotMediaAction = adminAction(
  'media.slot_upload',
  slotUploadSchema,
  async (data, admin) => {
    const row = await createSlotMedia(getDb(), data, admin.id);
    refresh(data.slot_id);
    return { id: row.id };
  },
);

/** Assigns an unassigned item to a slot. */
export const assignMediaToSlotAction = adminAction(
  'media.slot_assign',
  slotAssignSchema,
  async ({ id, slot_id }, admin) => {
    const { previousSlot } = await assignMediaToSlot(getDb(), id, slot_id, admin.id);
    refresh(slot_id, previousSlot);
    return { id };
  },
);

/** Replaces the file of an item, keeping its slot. */
export const replaceSlotMediaAction = adminAction(
  'media.replace',
  slotReplaceSchema,
  async ({ id, ...file }, admin) => {
    refresh(await replaceMediaFile(getDb(), id, file, admin.id));
    return { id };
  },
);

/** Edits an item's name, alt text, link and SEO fields. */
export const updateSlotMediaAction = adminAction(
  'media.update',
  slotEditSchema,
  async ({ id, ...data }, admin) => {
    refresh(await updateMediaDetails(getDb(), id, data, admin.id));
    return { id };
  },
);

/** Turns an item on or off (the slot falls back to its default when its item is off). */
export const setMediaActiveAction = adminAction(
  'media.set_active',
  mediaActiveSchema,
  async ({ id, is_active }, admin) => {
    refresh(await setMediaActive(getDb(), id, is_active, admin.id));
    return { id, is_active };
  },
);

/** Deletes an item. */
export const deleteMediaAction = adminAction(
  'media.delete',
  mediaIdSchema,
  async ({ id }, admin) => {
    refresh(await deleteMedia(getDb(), id, admin.id));
    return { id };
  },
);

// Media Library (back-office.md §2 "Enhanced Media Management", §4 flow types).

/** Adds a library item: Store for Later, or Upload & Use Now with a placement. */
export const createLibraryMediaAction = adminAction(
  'media.create',
  libraryMediaSchema,
  async (data, admin) => {
    const { row, slotId } = await createLibraryMedia(getDb(), data, admin.id);
    refresh(slotId);
    return { id: row.id, slotId };
  },
);

/** Updates a library item. */
export const updateLibraryMediaAction = adminAction(
  'media.update_library',
  libraryMediaUpdateSchema,
  async ({ id, media }, admin) => {
    refresh(await updateLibraryMedia(getDb(), id, media, admin.id));
    return { id };
  },
);

/** Copies a library item (the copy is in no slot). */
export const duplicateMediaAction = adminAction(
  'media.duplicate',
  mediaIdSchema,
  async ({ id }, admin) => {
    const copy = await duplicateMedia(getDb(), id, admin.id);
    invalidateTags(['media']);
    return { id: copy.id };
  },
);
