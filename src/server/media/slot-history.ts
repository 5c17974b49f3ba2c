import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { site_media } from '@/db/schema';
import { getSlot } from '@/lib/media/slots';
import { ActionError } from '../actions/errors';
import { auditChange } from '../audit/log';
import { lockItem, vacateSlot } from './service';

// Undo and "put back" of slot changes. A slot change deactivates the slot's previous
// item but keeps it in the slot (vacateSlot), so the change can be reversed: the Undo on the
// change's toast, or "Put back" on the slot's row.

/** The refusal when the slot no longer looks the way the Undo expects. */
const changedSince = () =>
  new ActionError('This slot has changed since, so nothing was undone. Refresh to see it.', 409);

/**
 * Undoes a placement (assign, quick-assign, Upload & Place or upload to a slot): the placed item
 * leaves the slot and goes back to the library (unassigned, usage_intent store), and the item it
 * took the place of, if any, is active in the slot again; in one transaction, audited as
 * `media.slot_undo`.
 * @param change.id - the item the change placed; it must still be the slot's active item
 * @param change.slot_id - the slot
 * @param change.previous_id - the item it replaced (null: the slot was empty); it must be in the slot
 * @returns the slot, so the caller can refresh the pages that show it
 * @throws ActionError(404) when an item is gone; ActionError(409) when the slot has changed since
 */
export async function undoPlacement(
  db: Db,
  change: { id: number; slot_id: string; previous_id: number | null },
  actorUserId: string,
): Promise<string> {
  getSlot(change.slot_id);
  if (change.previous_id === change.id) throw changedSince();
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, change.id);
    if (item.slot_id !== change.slot_id || !item.is_active) throw changedSince();
    if (change.previous_id !== null) {
      const previous = await lockItem(tx, change.previous_id);
      if (previous.slot_id !== change.slot_id || previous.is_active) throw changedSince();
    }
    await tx
      .update(site_media)
      .set({ slot_id: null, usage_locations: [], usage_intent: 'store', updated_at: sql`now()` })
      .where(eq(site_media.id, change.id));
    if (change.previous_id !== null) {
      await tx
        .update(site_media)
        .set({ is_active: true, updated_at: sql`now()` })
        .where(eq(site_media.id, change.previous_id));
    }
    await auditChange(tx, actorUserId, 'media.slot_undo', change.id, {
      slot_id: change.slot_id,
      restored_id: change.previous_id,
    });
    return change.slot_id;
  });
}

/**
 * Puts an earlier item of a slot back ("Put back" on the slot's row, or the Undo of that): the
 * item becomes the slot's active item and the one showing now is deactivated (kept in the slot,
 * so it can be put back in turn); in one transaction, audited as `media.slot_restore`.
 * @param id - an inactive item that is in a slot
 * @returns the slot and the id of the item it took the place of (null: the slot showed its default)
 * @throws ActionError(404) when the item is gone; ActionError(422) when it is in no slot;
 *   ActionError(409) when it is already showing
 */
export async function restoreSlotItem(
  db: Db,
  id: number,
  actorUserId: string,
): Promise<{ slot: string; replacedId: number | null }> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    if (!item.slot_id) throw new ActionError('This media is not in a page slot.', 422);
    if (item.is_active) throw new ActionError('This media is already showing in its slot.', 409);
    const replacedId = await vacateSlot(tx, item.slot_id, id);
    await tx
      .update(site_media)
      .set({ is_active: true, updated_at: sql`now()` })
      .where(eq(site_media.id, id));
    await auditChange(tx, actorUserId, 'media.slot_restore', id, {
      slot_id: item.slot_id,
      replaced_id: replacedId,
    });
    return { slot: item.slot_id, replacedId };
  });
}
