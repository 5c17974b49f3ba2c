import 'server-only';
import { and, asc, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { homepage_banners, media_categories, site_media, type SiteMedia } from '@/db/schema';
import { placementUsageLocation, recommendedSize, seoScore } from '@/lib/media/rules';
import { getSlot } from '@/lib/media/slots';
import type { LibraryImage } from '@/lib/pages/fields';
import type { LibraryMediaData } from '@/lib/validation/media';
import { isSafeImageSource } from '@/lib/validation/urls';
import { ActionError, notFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import { containsPattern } from '../like-pattern';
import { recordRevision, updateRecord } from '../revisions/records';
import { fileColumns, vacateSlot } from './service';

/** A library item with its category (back-office.md §7 "site_media with joined category"). */
export type LibraryItem = SiteMedia & {
  category_name: string | null;
  category_icon: string | null;
};

/** The largest value of a PostgreSQL `integer` (serial id) column. */
const MAX_ID = 2_147_483_647;

/**
 * Library items, newest first, optionally filtered by category and by a case-insensitive partial
 * match on name, description or alt text (back-office.md §7 "site_media ... may be filtered").
 * @param filter.q - search text (trimmed, NUL characters dropped: PostgreSQL text cannot hold
 *   them; empty = no filter)
 * @param filter.categoryId - media_categories.id; an id the integer column cannot hold matches nothing
 */
export async function listLibraryMedia(
  db: Db,
  filter: { q?: string; categoryId?: number | null } = {},
): Promise<LibraryItem[]> {
  // Items in the Trash are listed in the Trash view only.
  const conditions: SQL[] = [isNull(site_media.deleted_at)];
  const { categoryId } = filter;
  if (
    categoryId != null &&
    !(Number.isInteger(categoryId) && categoryId > 0 && categoryId <= MAX_ID)
  ) {
    return [];
  }
  const q = filter.q?.replace(/\u0000/g, '').trim();
  if (q) {
    const p = containsPattern(q);
    conditions.push(
      or(
        ilike(site_media.name, p),
        ilike(site_media.description, p),
        ilike(site_media.alt_text, p),
      )!,
    );
  }
  if (categoryId) conditions.push(eq(site_media.category_id, categoryId));
  const rows = await db
    .select({
      media: site_media,
      category_name: media_categories.name,
      category_icon: media_categories.icon,
    })
    .from(site_media)
    .leftJoin(media_categories, eq(site_media.category_id, media_categories.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(site_media.created_at), desc(site_media.id));
  return rows.map((r) => ({
    ...r.media,
    category_name: r.category_name,
    category_icon: r.category_icon,
  }));
}

/** The image types social networks show on a shared link, and mail clients show. */
const SHAREABLE = /^image\/(?:png|jpeg|webp|gif)$/;

/**
 * The library's images other content may show (PNG, JPEG, WebP or GIF at a path of the site or an
 * https address), newest first, with their alt text: what the page editor's image fields and the
 * newsletter's rich text editor offer to choose.
 */
export async function listLibraryImages(db: Db): Promise<LibraryImage[]> {
  return (await listLibraryMedia(db))
    .filter((m) => SHAREABLE.test(m.file_type ?? '') && isSafeImageSource(m.file_url))
    .map((m) => ({ name: m.name, url: m.file_url, alt: m.alt_text ?? '' }));
}

/** Media categories ordered by name (back-office.md §7). */
export function listMediaCategories(db: Db) {
  return db.select().from(media_categories).orderBy(asc(media_categories.name));
}

/** image_url of every active banner, for the usage filter (back-office.md §7). */
export async function activeBannerImageUrls(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ url: homepage_banners.image_url })
    .from(homepage_banners)
    .where(and(eq(homepage_banners.is_active, true), isNull(homepage_banners.deleted_at)));
  return new Set(rows.map((r) => r.url));
}

/** The columns a library form writes (everything but the placement). */
function formColumns(data: LibraryMediaData) {
  const file = data.file;
  return {
    name: data.name,
    description: data.description,
    category_id: data.category_id ?? null,
    alt_text: data.alt_text,
    seo_title: data.seo_title,
    seo_description: data.seo_description,
    redirect_url: data.redirect_url,
    is_clickable: data.is_clickable,
    mobile_optimized: data.mobile_optimized,
    seo_score: seoScore(data),
    ...(file ? fileColumns(file) : { file_url: data.file_url! }),
  };
}

/**
 * Adds a library item (back-office.md §4 "Media editor flow types"). Store for Later keeps it
 * unplaced (usage_intent store). Upload & Place fills the chosen page slot (one of the 28): the
 * item gets slot_id, usage_locations `page:section:slotId` and usage_intent display, and the
 * slot's previous item is deactivated (kept in the slot, so it can be put back), in one
 * transaction: the same hand-over as assigning.
 * @returns the new row, the slot it filled (null: stored) and the item it took the place of
 * @throws Error for a slot outside the catalogue (the schema refuses those first)
 */
export async function createLibraryMedia(
  db: Db,
  data: LibraryMediaData,
  actorUserId: string,
): Promise<{ row: SiteMedia; slotId: string | null; replacedId: number | null }> {
  const slotId = data.flow === 'use_now' ? data.placement : null;
  if (data.flow === 'use_now' && !slotId) throw new ActionError('Choose where to place it.', 422);
  if (slotId) getSlot(slotId);
  const size = recommendedSize(slotId);
  return db.transaction(async (tx) => {
    const replacedId = slotId ? await vacateSlot(tx, slotId) : null;
    const [row] = await tx
      .insert(site_media)
      .values({
        ...formColumns(data),
        is_active: true,
        slot_id: slotId,
        usage_intent: slotId ? 'display' : 'store',
        usage_locations: slotId ? [placementUsageLocation(slotId)] : [],
        recommended_width: size?.width ?? null,
        recommended_height: size?.height ?? null,
      })
      .returning();
    await recordRevision(tx, 'media', row!, actorUserId);
    await auditChange(tx, actorUserId, 'media.create', row!.id, {
      flow: data.flow,
      slot_id: slotId,
      replaced_id: replacedId,
    });
    return { row: row!, slotId, replacedId };
  });
}

/**
 * Updates a library item's fields (back-office.md §7 "insert or update of the media fields"),
 * raises its edit version and keeps the save in its history. The placement of
 * an existing item is not changed here (assign it from the Page Slots tab).
 * @param expectedVersion - the edit version the form loaded; a stale one writes nothing
 * @returns the item's slot id
 * @throws ActionError(404) when the item is gone; EditConflictError(409) carrying the item as it
 *   is now when `expectedVersion` is stale
 */
export async function updateLibraryMedia(
  db: Db,
  id: number,
  data: LibraryMediaData,
  actorUserId: string,
  expectedVersion?: number,
): Promise<string | null> {
  const row = await updateRecord<SiteMedia>(db, 'media', id, { actorUserId, expectedVersion }, () =>
    formColumns(data),
  );
  return row.slot_id;
}

/**
 * Duplicates a library item (back-office.md §2 "duplicate"): a copy named "{name} (copy)", kept in
 * the library (no slot, no placement) so it can be edited and placed on its own.
 * @returns the copy
 * @throws ActionError(404) when the item is gone
 */
export async function duplicateMedia(db: Db, id: number, actorUserId: string): Promise<SiteMedia> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(site_media)
      .where(and(eq(site_media.id, id), isNull(site_media.deleted_at)));
    if (!item) throw notFound('Media');
    const { id: _id, created_at: _c, updated_at: _u, ...rest } = item;
    void _id;
    void _c;
    void _u;
    const [copy] = await tx
      .insert(site_media)
      .values({
        ...rest,
        name: `${item.name} (copy)`.slice(0, 200),
        slot_id: null,
        usage_locations: [],
        usage_intent: 'store',
        is_active: true,
        version: 1,
      })
      .returning();
    await recordRevision(tx, 'media', copy!, actorUserId);
    await auditChange(tx, actorUserId, 'media.duplicate', copy!.id, { from: id });
    return copy!;
  });
}
