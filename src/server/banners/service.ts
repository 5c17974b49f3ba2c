import 'server-only';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { homepage_banners, type HomepageBanner } from '@/db/schema';
import type { BannerData } from '@/lib/validation/banners';
import { ActionError } from '../actions/errors';
import { auditChange } from '../audit/log';
import { moveRow, writeOrder, type OrderedTable } from '../ordered-list';
import { createRecord, updateRecord } from '../revisions/records';
import { listOutsideTrash } from '../trash/outside';
import { moveToTrash } from '../trash/service';

/** The form's data plus the image's pixel width when the server could read it (`storedImageWidth`). */
export type BannerRow = BannerData & { image_width?: number | null };

/**
 * Every banner for the admin list, ordered by order_index (back-office.md §7 "Table reads"), the
 * Trash left out.
 */
export function listBanners(db: Db): Promise<HomepageBanner[]> {
  return listOutsideTrash(
    db,
    homepage_banners,
    asc(homepage_banners.order_index),
    asc(homepage_banners.id),
  );
}

/**
 * Inserts a banner (back-office.md §7 "homepage_banners: insert"). When the form left the order
 * index at its default the caller passes `order_index: null` and the banner goes last (index = the
 * current count, §4).
 * @returns the new row
 */
export async function createBanner(
  db: Db,
  data: BannerRow,
  actorUserId: string,
): Promise<HomepageBanner> {
  return createRecord(db, 'banner', actorUserId, async (tx) => {
    const orderIndex =
      data.order_index ??
      (
        await tx
          .select({ n: count() })
          .from(homepage_banners)
          .where(isNull(homepage_banners.deleted_at))
      )[0]?.n ??
      0;
    return tx
      .insert(homepage_banners)
      .values({ ...data, order_index: orderIndex })
      .returning();
  });
}

/**
 * Updates a banner by id (back-office.md §7 "update by id"), raises its edit version
 * and keeps the save in its history.
 * @param expectedVersion - the edit version the form loaded; a stale one writes nothing
 * @throws ActionError(404) when the banner no longer exists; EditConflictError(409) carrying the
 *   banner as it is now when `expectedVersion` is stale
 */
export async function updateBanner(
  db: Db,
  id: number,
  data: BannerRow,
  actorUserId: string,
  expectedVersion?: number,
): Promise<HomepageBanner> {
  const { order_index, ...rest } = data;
  return updateRecord<HomepageBanner>(db, 'banner', id, { actorUserId, expectedVersion }, () => ({
    ...rest,
    ...(order_index === null ? {} : { order_index }),
  }));
}

/**
 * Deletes a banner by id: moves it to the Trash (audited as `banner.trash`),
 * from where it can be restored (last in the order) until it is purged.
 * @throws ActionError(404) when the banner no longer exists or is already in the Trash
 */
export async function deleteBanner(db: Db, id: number, actorUserId: string): Promise<void> {
  await moveToTrash(db, 'banner', id, actorUserId);
}

/** The homepage banners as a hand-ordered list (order_index). */
const BANNER_ORDER: OrderedTable = {
  lock: (tx) =>
    tx
      .select({ id: homepage_banners.id, position: homepage_banners.order_index })
      .from(homepage_banners)
      .where(isNull(homepage_banners.deleted_at))
      .orderBy(asc(homepage_banners.id))
      .for('update'),
  setPosition: (tx, id, position) =>
    tx
      .update(homepage_banners)
      .set({ order_index: position, updated_at: sql`now()` })
      .where(eq(homepage_banners.id, id)),
  what: 'Banner',
  moveAction: 'banner.move',
};

/**
 * Moves a banner one place up or down (back-office.md §4 "Banner ordering"). Within one
 * transaction every banner row is locked, the banner swaps places with its neighbour, and the
 * order indexes are rewritten as 0..n-1 — so two admins moving banners at once are serialised and
 * never leave two banners with one index (hand-entered gaps and ties are tidied on the way).
 * A move past either end is ignored.
 * @returns whether anything moved
 * @throws ActionError(404) when the banner no longer exists
 */
export async function moveBanner(
  db: Db,
  id: number,
  direction: 'up' | 'down',
  actorUserId: string,
): Promise<boolean> {
  return moveRow(db, BANNER_ORDER, id, direction, actorUserId);
}

/**
 * Puts the banners in the order given (back-office.md §4 "Banner ordering",
 * by drag and drop), renumbering order_index 0..n-1 inside one transaction that locks every banner
 * (in primary-key order, as {@link moveBanner} does), and audits the new order.
 * @param ids - every banner id once, first to last
 * @returns whether anything moved
 * @throws ActionError 409 when `ids` are not exactly the banners there are (one was added or
 *   deleted meanwhile)
 */
export async function reorderBanners(
  db: Db,
  ids: readonly number[],
  actorUserId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await BANNER_ORDER.lock(tx);
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || !ids.every((id) => known.has(id))) {
      throw new ActionError(
        'The banners changed meanwhile (one was added or deleted). Reload the page and try again.',
        409,
      );
    }
    const moved = await writeOrder(tx, BANNER_ORDER, rows, ids);
    if (moved) {
      await auditChange(tx, actorUserId, 'banner.reorder', null, { ids: [...ids] });
    }
    return moved;
  });
}
