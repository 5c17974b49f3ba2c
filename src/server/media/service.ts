import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { record_revisions, site_media, type SiteMedia } from '@/db/schema';
import { isBrokenUrl, seoScore, slotUsageLocation } from '@/lib/media/rules';
import { getSlot } from '@/lib/media/slots';
import type { StoredFile } from '@/lib/validation/media';
import { formatFileSizeMb } from '@/lib/validation/uploads';
import { ActionError, oneOrNotFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import { getRecordRevision, recordRevision, saveRecord, updateRecord } from '../revisions/records';
import { moveToTrash } from '../trash/service';

/**
 * Slot media rows for the Assigned Slots card, ordered by slot (back-office.md §7); items in the
 * Trash are left out, here and in every read below.
 */
export function listSlotMedia(db: Db): Promise<SiteMedia[]> {
  return db
    .select()
    .from(site_media)
    .where(and(isNotNull(site_media.slot_id), isNull(site_media.deleted_at)))
    .orderBy(asc(site_media.slot_id), desc(site_media.is_active), desc(site_media.updated_at));
}

/**
 * The condition of a media item that shows in its slot (back-office.md §4): active, assigned to
 * a slot and not in the Trash.
 */
export function showingInSlot(): SQL | undefined {
  return and(
    eq(site_media.is_active, true),
    isNotNull(site_media.slot_id),
    isNull(site_media.deleted_at),
  );
}

/** Active media with no slot (back-office.md §7 "unassigned"), newest first. */
export function listUnassignedMedia(db: Db): Promise<SiteMedia[]> {
  return db
    .select()
    .from(site_media)
    .where(
      and(
        isNull(site_media.slot_id),
        eq(site_media.is_active, true),
        isNull(site_media.deleted_at),
      ),
    )
    .orderBy(desc(site_media.created_at), desc(site_media.id));
}

/** The stored-file columns of a row (file size in MB with two decimals and in rounded KB, §9). */
export function fileColumns(file: StoredFile) {
  return {
    file_url: file.file_url,
    file_type: file.file_type,
    file_size: formatFileSizeMb(file.size),
    file_size_kb: Math.round(file.size / 1024),
    original_filename: file.original_filename,
    width: file.width ?? null,
    height: file.height ?? null,
  };
}

/**
 * Deactivates whatever active item holds `slotId` except `exceptId` (one active item per slot),
 * inside the caller's transaction `tx`, before another item takes the slot. The item stays in the
 * slot, inactive, so it can be put back (Undo, or "Put back" on the slot's row).
 * @returns the id of the item that held the slot, or null when none did
 */
export async function vacateSlot(
  tx: Db,
  slotId: string,
  exceptId?: number,
): Promise<number | null> {
  const rows = await tx
    .update(site_media)
    .set({ is_active: false, updated_at: sql`now()` })
    .where(
      and(
        eq(site_media.slot_id, slotId),
        eq(site_media.is_active, true),
        isNull(site_media.deleted_at),
        exceptId === undefined ? undefined : ne(site_media.id, exceptId),
      ),
    )
    .returning({ id: site_media.id });
  return rows[0]?.id ?? null;
}

/**
 * Reads one item and locks its row until the caller's transaction ends.
 * @throws ActionError(404) when the item is gone or in the Trash
 */
export async function lockItem(tx: Db, id: number): Promise<SiteMedia> {
  return oneOrNotFound(
    tx
      .select()
      .from(site_media)
      .where(and(eq(site_media.id, id), isNull(site_media.deleted_at)))
      .for('update'),
    'Media',
  );
}

/**
 * Uploads media into a slot (back-office.md §2 "An upload form for a slot"): inserts the item with
 * slot_id, usage_locations `page:slotId`, usage_intent display and its SEO score, and deactivates
 * the item that held the slot, in one transaction.
 * @returns the new row and the id of the item it took the place of (null: none)
 */
export async function createSlotMedia(
  db: Db,
  data: StoredFile & {
    slot_id: string;
    alt_text: string;
    name: string | null;
    seo_title: string | null;
  },
  actorUserId: string,
): Promise<SiteMedia & { replacedId: number | null }> {
  const slot = getSlot(data.slot_id);
  return db.transaction(async (tx) => {
    const replacedId = await vacateSlot(tx, data.slot_id);
    const [row] = await tx
      .insert(site_media)
      .values({
        ...fileColumns(data),
        name: data.name ?? slot.name,
        alt_text: data.alt_text,
        seo_title: data.seo_title,
        slot_id: data.slot_id,
        usage_locations: [slotUsageLocation(data.slot_id)],
        usage_intent: 'display',
        is_active: true,
        seo_score: seoScore(data),
        recommended_width: slot.width,
        recommended_height: slot.height,
      })
      .returning();
    await recordRevision(tx, 'media', row!, actorUserId);
    await auditChange(tx, actorUserId, 'media.slot_upload', row!.id, {
      slot_id: data.slot_id,
      replaced_id: replacedId,
    });
    return { ...row!, replacedId };
  });
}

/**
 * Assigns an unassigned item to a slot (back-office.md §4): sets slot_id, usage_locations
 * `page:slotId` and usage_intent display, and deactivates the slot's previous item, in one
 * transaction.
 * @returns the slot the item was in before (null) and the id of the item it took the place of
 * @throws ActionError(404) when the item is gone; ActionError(422) when it is archived, already
 *   in a slot, or has a broken (blob:) URL
 */
export async function assignMediaToSlot(
  db: Db,
  id: number,
  slotId: string,
  actorUserId: string,
): Promise<{ previousSlot: string | null; replacedId: number | null }> {
  getSlot(slotId);
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    if (isBrokenUrl(item.file_url))
      throw new ActionError('This media has a broken URL. Upload the file again first.', 422);
    if (!item.is_active) throw new ActionError('Archived media cannot be assigned.', 422);
    if (item.slot_id && item.slot_id !== slotId)
      throw new ActionError('This media is already placed in another slot.', 422);
    const replacedId = await vacateSlot(tx, slotId, id);
    await tx
      .update(site_media)
      .set({
        slot_id: slotId,
        usage_locations: [slotUsageLocation(slotId)],
        usage_intent: 'display',
        updated_at: sql`now()`,
      })
      .where(eq(site_media.id, id));
    await auditChange(tx, actorUserId, 'media.slot_assign', id, {
      slot_id: slotId,
      replaced_id: replacedId,
    });
    return { previousSlot: item.slot_id, replacedId };
  });
}

/**
 * Changes one item inside a transaction: locks it (404 when gone), lets `prepare` act first (e.g.
 * free the slot), writes `set` with a new updated_at, and records the audit entry.
 * @returns the item's slot id, so the caller can refresh the page that shows it
 */
async function changeItem(
  db: Db,
  id: number,
  actorUserId: string,
  action: `media.${string}`,
  change: (item: SiteMedia) => {
    set: Partial<typeof site_media.$inferInsert>;
    details?: Record<string, unknown>;
    prepare?: (tx: Db) => Promise<unknown>;
  },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    const { set, details, prepare } = change(item);
    await prepare?.(tx);
    await tx
      .update(site_media)
      .set({ ...set, updated_at: sql`now()` })
      .where(eq(site_media.id, id));
    await auditChange(tx, actorUserId, action, id, details);
    return item.slot_id;
  });
}

/**
 * Replaces the file of an item (back-office.md §4 "Replacing slot media swaps its file, type and
 * size but keeps the slot"); its edit version rises (an open form of the item that
 * still names the old file is then refused rather than putting it back).
 * @returns the item's slot id (null when it has none)
 * @throws ActionError(404) when the item is gone
 */
export async function replaceMediaFile(
  db: Db,
  id: number,
  file: StoredFile,
  actorUserId: string,
): Promise<string | null> {
  let previousUrl: string | null = null;
  const row = await saveRecord<SiteMedia>(
    db,
    'media',
    id,
    { actorUserId, action: 'media.replace' },
    (item) => {
      previousUrl = item.file_url;
      return fileColumns(file);
    },
    () => ({ previous_url: previousUrl, file_url: file.file_url }),
  );
  return row.slot_id;
}

/** The file an item showed before its current one, as its history keeps it. */
export type PreviousFile = { revisionId: number; fileName: string | null; fileUrl: string };

/**
 * The file each item showed before its current one: the newest revision of its history whose
 * file differs from the item's file now ("Put back previous image" after "Replace").
 * @param ids - media item ids
 * @returns item id → its previous file; items never replaced are absent
 */
export async function previousFiles(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, PreviousFile>> {
  if (ids.length === 0) return new Map();
  const fileUrl = sql<string>`${record_revisions.fields}->>'file_url'`;
  const rows = await db
    .selectDistinctOn([site_media.id], {
      id: site_media.id,
      revisionId: record_revisions.id,
      fileName: sql<string | null>`${record_revisions.fields}->>'original_filename'`,
      fileUrl,
    })
    .from(site_media)
    .innerJoin(
      record_revisions,
      and(
        eq(record_revisions.record_kind, 'media'),
        eq(record_revisions.record_id, sql`${site_media.id}::text`),
      ),
    )
    .where(and(inArray(site_media.id, [...ids]), sql`${fileUrl} <> ${site_media.file_url}`))
    .orderBy(site_media.id, desc(record_revisions.created_at), desc(record_revisions.id));
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/**
 * "Put back previous image": the file the item showed before its current one (its type, size and
 * pixels with it) becomes its file again, through an ordinary save, so the file it replaces is
 * kept in the history in turn and putting back again undoes it. Its other fields stay.
 * @returns the item's slot id (null when it has none)
 * @throws ActionError(404) when the item is gone or its history holds no other file
 */
export async function putBackPreviousFile(
  db: Db,
  id: number,
  actorUserId: string,
): Promise<string | null> {
  const previous = (await previousFiles(db, [id])).get(id);
  const revision = previous && (await getRecordRevision(db, 'media', previous.revisionId));
  if (!revision) throw new ActionError('This media item has no earlier file to put back.', 404);
  const f = revision.fields;
  const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const row = await saveRecord<SiteMedia>(
    db,
    'media',
    id,
    { actorUserId, action: 'media.put_back_file', restoredFrom: revision.id },
    () => ({
      file_url: f.file_url,
      original_filename: f.original_filename ?? null,
      file_size: f.file_size ?? null,
      ...('file_type' in f ? { file_type: f.file_type } : {}),
      ...('file_size_kb' in f ? { file_size_kb: num(f.file_size_kb) } : {}),
      ...('width' in f ? { width: num(f.width), height: num(f.height) } : {}),
    }),
    (item) => ({ file_url: item.file_url }),
  );
  return row.slot_id;
}

/** The descriptive fields of a media item, as the slot's Edit dialog sends them. */
export type MediaDetails = {
  name: string;
  alt_text: string;
  redirect_url: string | null;
  seo_title: string | null;
  seo_description: string | null;
  is_clickable: boolean;
};

/**
 * Edits the descriptive fields of an item and recomputes its SEO score (back-office.md §7 "update
 * name, alt_text, redirect_url, seo_title, seo_description, seo_score and is_clickable"), raises
 * its edit version and keeps the save in its history.
 * @param expectedVersion - the edit version the form loaded; a stale one writes nothing
 * @returns the item's slot id
 * @throws ActionError(404) when the item is gone; EditConflictError(409) carrying the item as it
 *   is now when `expectedVersion` is stale
 */
export async function updateMediaDetails(
  db: Db,
  id: number,
  data: MediaDetails,
  actorUserId: string,
  expectedVersion?: number,
): Promise<string | null> {
  const row = await updateRecord<SiteMedia>(
    db,
    'media',
    id,
    { actorUserId, expectedVersion },
    () => ({
      ...data,
      seo_score: seoScore(data),
    }),
  );
  return row.slot_id;
}

/**
 * Activates or deactivates an item (back-office.md §4). Activating an item that sits in a slot
 * deactivates the slot's other active item, so at most one is active.
 * @returns the item's slot id
 * @throws ActionError(404) when the item is gone
 */
export function setMediaActive(
  db: Db,
  id: number,
  isActive: boolean,
  actorUserId: string,
): Promise<string | null> {
  return changeItem(
    db,
    id,
    actorUserId,
    isActive ? 'media.activate' : 'media.deactivate',
    (item) => ({
      set: { is_active: isActive },
      prepare: isActive && item.slot_id ? (tx) => vacateSlot(tx, item.slot_id!, id) : undefined,
    }),
  );
}

/**
 * Deletes an item (back-office.md §7 "site_media: delete by id"): moves it to the Trash
 * (audited as `media.trash`), so its slot shows its default (or nothing) at once. Restored,
 * it comes back to its slot, switched off when another item fills the slot by then. The stored
 * file stays until the item is purged, and after that while a banner or another item names it.
 * @returns the item's slot id
 * @throws ActionError(404) when the item is gone or already in the Trash
 */
export async function deleteMedia(db: Db, id: number, actorUserId: string): Promise<string | null> {
  const { extra } = await moveToTrash(db, 'media', id, actorUserId);
  return (extra.slot_id as string | null) ?? null;
}
