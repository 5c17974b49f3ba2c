import 'server-only';
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { homepage_banners, site_media, user } from '@/db/schema';
import { ActionError, notFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import { deleteRecordRevisions } from '../revisions/records';
import type { StorageDriver } from '../storage/types';
import { sweepOrphanFiles } from './files';
import { TRASH_CONFIG, TRASH_KINDS, type TrashKind, type TrashKindConfig } from './kinds';

// The Trash: a delete in the back office sets `deleted_at`/`deleted_by`; every
// read of the site and the back office leaves such rows out; Restore clears them; a purge (30 days
// later, or "Delete forever" / "Empty trash") deletes the rows and then the stored files nothing
// else names (the orphan sweep).

/** Days an item stays in the Trash before the periodic purge deletes it (TRASH_RETENTION_DAYS). */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;

/** What a trash, restore or purge of one record changed. */
export type TrashChange = {
  kind: TrashKind;
  id: number | string;
  name: string;
  /** The cache tags to refresh. */
  tags: string[];
  /** The kind's extra columns of the record (a post's slug, a media item's slot). */
  extra: Record<string, unknown>;
};

/** One row of the Trash view. */
export type TrashItem = {
  kind: TrashKind;
  /** The kind's label, e.g. "Blog post". */
  label: string;
  id: number | string;
  name: string;
  deletedAt: Date;
  /** The name (or e-mail) of who moved it to the Trash; null when that account is gone. */
  deletedBy: string | null;
  /** The user id of who moved it to the Trash; null when that account is gone. */
  deletedById: string | null;
  /** It was live on the site (a published post): restoring asks whether it goes live again. */
  live: boolean;
};

/** Why an Editor may not delete forever what someone else moved to the Trash. */
export const OTHERS_TRASH_MESSAGE =
  'Only an admin can delete forever what someone else moved to the Trash. You can restore it.';

/** A numeric id for every kind but videos (uuid); a mismatch is simply not found. */
function checkId(kind: TrashKind, id: number | string, cfg: TrashKindConfig): void {
  if ((kind === 'video') !== (typeof id === 'string')) throw notFound(cfg.what);
}

function returning(cfg: TrashKindConfig) {
  return { id: cfg.id, name: cfg.name, ...cfg.extra };
}

type Written = Record<string, unknown> & { id: number | string; name: string };

function change(kind: TrashKind, row: Written): TrashChange {
  const cfg = TRASH_CONFIG[kind];
  const extra = Object.fromEntries(Object.keys(cfg.extra).map((k) => [k, row[k]]));
  return { kind, id: row.id, name: row.name, tags: cfg.tags(row), extra };
}

/**
 * Moves a record to the Trash (what the back office's delete does): it leaves
 * every public page, count, list, the sitemap and the feed at once, and can be restored until it
 * is purged. A post's version rises (a write). Audited as `{kind}.trash`.
 * @param db - database handle
 * @param kind - post, resource, banner, video or media
 * @param id - the record's id (a video's uuid)
 * @param actorUserId - who deletes it (shown in the Trash view)
 * @param now - the moment recorded as deleted_at (tests move it)
 * @returns the record's name and the cache tags to refresh
 * @throws ActionError(404) when there is no such record outside the Trash
 */
export async function moveToTrash(
  db: Db,
  kind: TrashKind,
  id: number | string,
  actorUserId: string,
  now: Date = new Date(),
): Promise<TrashChange> {
  const cfg = TRASH_CONFIG[kind];
  checkId(kind, id, cfg);
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .update(cfg.table)
      .set({ deleted_at: now, deleted_by: actorUserId, ...cfg.onWrite } as never)
      .where(and(eq(cfg.id, id), isNull(cfg.deletedAt)))
      .returning(returning(cfg))) as Written[];
    if (!row) throw notFound(cfg.what);
    await auditChange(tx, actorUserId, `${kind}.trash`, id, { name: row.name });
    return change(kind, row);
  });
}

/** The extra `set` of a restore: a banner goes last; a media item yields a slot now taken. */
async function restoreSet(tx: Db, kind: TrashKind, id: number | string) {
  if (kind === 'banner') {
    const [last] = await tx
      .select({ n: max(homepage_banners.order_index) })
      .from(homepage_banners)
      .where(isNull(homepage_banners.deleted_at));
    return { order_index: last?.n === null || last?.n === undefined ? 0 : last.n + 1 };
  }
  if (kind === 'media') {
    const [item] = await tx
      .select({ slot_id: site_media.slot_id, is_active: site_media.is_active })
      .from(site_media)
      .where(eq(site_media.id, id as number));
    if (item?.slot_id && item.is_active) {
      const [taken] = await tx
        .select({ n: count() })
        .from(site_media)
        .where(
          and(
            eq(site_media.slot_id, item.slot_id),
            eq(site_media.is_active, true),
            isNull(site_media.deleted_at),
          ),
        );
      // Another item shows in the slot now: this one comes back switched off.
      if (taken && taken.n > 0) return { is_active: false };
    }
  }
  return {};
}

/** Takes one record out of the Trash inside the caller's transaction; null when it is not there. */
async function restoreIn(
  tx: Db,
  kind: TrashKind,
  id: number | string,
  actorUserId: string,
  asDraft = false,
): Promise<TrashChange | null> {
  const cfg = TRASH_CONFIG[kind];
  const extra = { ...(await restoreSet(tx, kind, id)), ...(asDraft ? cfg.asDraft : {}) };
  const [row] = (await tx
    .update(cfg.table)
    .set({ deleted_at: null, deleted_by: null, ...extra, ...cfg.onWrite } as never)
    .where(and(eq(cfg.id, id), isNotNull(cfg.deletedAt)))
    .returning(returning(cfg))) as Written[];
  if (!row) return null;
  await auditChange(tx, actorUserId, `${kind}.restore`, id, { name: row.name, ...extra });
  return change(kind, row);
}

/**
 * Takes a record out of the Trash (Restore, and the delete toast's Undo); it is
 * back everywhere it was. A banner comes back last in the order; a media item whose slot another
 * item now fills comes back switched off. Its version rises. Audited as `{kind}.restore`.
 * @param opts.asDraft - a published post comes back as a draft, not live (other kinds: no effect)
 * @returns the record's name and the cache tags to refresh
 * @throws ActionError(404) when the record is not in the Trash (restored or purged meanwhile)
 */
export async function restoreFromTrash(
  db: Db,
  kind: TrashKind,
  id: number | string,
  actorUserId: string,
  opts: { asDraft?: boolean } = {},
): Promise<TrashChange> {
  const cfg = TRASH_CONFIG[kind];
  checkId(kind, id, cfg);
  const restored = await db.transaction((tx) => restoreIn(tx, kind, id, actorUserId, opts.asDraft));
  if (!restored) throw new ActionError(`${cfg.what} is no longer in the Trash.`, 404);
  return restored;
}

/** One record of the Trash named by its kind and id. */
export type TrashRef = { kind: TrashKind; id: number | string };

/**
 * Restores several records at once, in one transaction (the Trash view's "Restore selected", and
 * the Undo of a bulk delete): each as {@link restoreFromTrash} does; one that is no longer in the
 * Trash (restored or purged by someone else meanwhile) is skipped and counted.
 * @param opts.asDraft - published posts among them come back as drafts
 * @returns what was restored, how many were no longer there, and the cache tags to refresh
 * @throws ActionError(404) when none of them was in the Trash
 */
export async function restoreTrashItems(
  db: Db,
  items: readonly TrashRef[],
  actorUserId: string,
  opts: { asDraft?: boolean } = {},
): Promise<{ restored: TrashChange[]; missing: number; tags: string[] }> {
  const restored = await db.transaction(async (tx) => {
    const out: TrashChange[] = [];
    for (const { kind, id } of items) {
      if ((kind === 'video') !== (typeof id === 'string')) continue;
      const row = await restoreIn(tx, kind, id, actorUserId, opts.asDraft);
      if (row) out.push(row);
    }
    return out;
  });
  if (restored.length === 0)
    throw new ActionError('Nothing to restore: those items are no longer in the Trash.', 404);
  const tags = [...new Set(restored.flatMap((r) => r.tags))];
  return { restored, missing: items.length - restored.length, tags };
}

/**
 * Every record in the Trash, most recently deleted first, with who deleted it.
 * @param db - database handle
 */
export async function listTrash(db: Db): Promise<TrashItem[]> {
  const lists = await Promise.all(
    TRASH_KINDS.map(async (kind) => {
      const cfg = TRASH_CONFIG[kind];
      const rows = (await db
        .select({
          id: cfg.id,
          name: cfg.name,
          deletedAt: cfg.deletedAt,
          deletedBy: sql<string | null>`coalesce(nullif(${user.name}, ''), ${user.email})`,
          deletedById: cfg.deletedBy,
          live: cfg.live ?? sql<boolean>`false`,
        })
        .from(cfg.table)
        .leftJoin(user, eq(user.id, cfg.deletedBy))
        .where(isNotNull(cfg.deletedAt))
        .orderBy(desc(cfg.deletedAt))) as Omit<TrashItem, 'kind' | 'label'>[];
      return rows.map((r) => ({ ...r, kind, label: cfg.label }));
    }),
  );
  return lists.flat().sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
}

/** What a purge deleted: the records, and the stored files the orphan sweep removed. */
export type PurgeResult = { purged: TrashChange[]; filesDeleted: string[] };

/**
 * How many records and stored files a purge deleted, as the Trash's actions and the purger
 * report them.
 * @returns `{ records, files }`
 */
export function purgeCounts(result: PurgeResult): { records: number; files: number } {
  return { records: result.purged.length, files: result.filesDeleted.length };
}

/**
 * Deletes records of the Trash for good, then the stored files nothing names any more.
 * @param where - which trashed rows of a kind: all, one id, or those deleted at or before a time;
 *   `trashedBy`, only those this person moved there
 */
async function purge(
  db: Db,
  where: { items?: readonly TrashRef[]; before?: Date; trashedBy?: string },
  actorUserId: string | null,
  storage: StorageDriver,
): Promise<PurgeResult> {
  const files: (string | null)[] = [];
  const purged = await db.transaction(async (tx) => {
    const out: TrashChange[] = [];
    for (const kind of TRASH_KINDS) {
      const cfg = TRASH_CONFIG[kind];
      const conditions = [isNotNull(cfg.deletedAt)];
      if (where.items) {
        const ids = where.items.filter((r) => r.kind === kind).map((r) => r.id);
        if (ids.length === 0) continue;
        conditions.push(inArray(cfg.id, ids));
      }
      if (where.before) conditions.push(lte(cfg.deletedAt, where.before));
      if (where.trashedBy) conditions.push(eq(cfg.deletedBy, where.trashedBy));
      const fileColumns = Object.fromEntries(cfg.files.map((c, i) => [`file${i}`, c]));
      const rows = (await tx
        .delete(cfg.table)
        .where(and(...conditions))
        .returning({ ...returning(cfg), ...fileColumns })) as Written[];
      // Its history goes with it.
      files.push(
        ...(await deleteRecordRevisions(
          tx,
          kind,
          rows.map((r) => r.id),
        )),
      );
      for (const row of rows.sort((a, b) => String(a.id).localeCompare(String(b.id)))) {
        for (const key of Object.keys(fileColumns)) files.push(row[key] as string | null);
        await auditChange(tx, actorUserId, `${kind}.purge`, row.id, {
          name: row.name,
          ...(where.before ? { expired: true } : {}),
        });
        out.push(change(kind, row));
      }
    }
    return out;
  });
  const filesDeleted = await sweepOrphanFiles(db, files, storage);
  return { purged, filesDeleted };
}

/** Who may delete forever: everything (an admin), or only what they moved there themselves. */
export type PurgeScope = { onlyTrashedBy?: string };

/**
 * "Delete forever" of one record in the Trash, after the view's confirmation;
 * its stored files go too when nothing else names them. Audited as `{kind}.purge`.
 * @param scope.onlyTrashedBy - an Editor's id: only what they moved to the Trash
 * @throws ActionError(404) when the record is not in the Trash, 409
 *   ({@link OTHERS_TRASH_MESSAGE}) when someone else moved it there and the scope says so
 */
export async function purgeTrashItem(
  db: Db,
  kind: TrashKind,
  id: number | string,
  actorUserId: string,
  storage: StorageDriver,
  scope: PurgeScope = {},
): Promise<PurgeResult> {
  const cfg = TRASH_CONFIG[kind];
  checkId(kind, id, cfg);
  const result = await purge(
    db,
    { items: [{ kind, id }], trashedBy: scope.onlyTrashedBy },
    actorUserId,
    storage,
  );
  if (result.purged.length === 0) {
    const [still] = await db
      .select({ id: cfg.id })
      .from(cfg.table)
      .where(and(eq(cfg.id, id), isNotNull(cfg.deletedAt)));
    if (still && scope.onlyTrashedBy) throw new ActionError(OTHERS_TRASH_MESSAGE, 409);
    throw new ActionError(`${cfg.what} is no longer in the Trash.`, 404);
  }
  return result;
}

/**
 * "Delete selected forever" in the Trash view (after its confirmation): purges the named records
 * that are still in the Trash in one transaction, then their orphaned files.
 * @returns what was purged
 * @throws ActionError(404) when none of them was in the Trash
 */
export async function purgeTrashItems(
  db: Db,
  items: readonly TrashRef[],
  actorUserId: string,
  storage: StorageDriver,
  scope: PurgeScope = {},
): Promise<PurgeResult> {
  const valid = items.filter((r) => (r.kind === 'video') === (typeof r.id === 'string'));
  const result =
    valid.length > 0
      ? await purge(db, { items: valid, trashedBy: scope.onlyTrashedBy }, actorUserId, storage)
      : { purged: [], filesDeleted: [] };
  if (result.purged.length === 0)
    throw new ActionError(
      scope.onlyTrashedBy
        ? `Nothing deleted. ${OTHERS_TRASH_MESSAGE}`
        : 'Nothing to delete: those items are no longer in the Trash.',
      scope.onlyTrashedBy ? 409 : 404,
    );
  return result;
}

/**
 * "Empty trash": purges every record in the Trash at once, after the view's
 * confirmation, and sweeps their orphaned files.
 * @returns what was purged (possibly nothing)
 */
export function emptyTrash(
  db: Db,
  actorUserId: string,
  storage: StorageDriver,
  scope: PurgeScope = {},
): Promise<PurgeResult> {
  return purge(db, { trashedBy: scope.onlyTrashedBy }, actorUserId, storage);
}

/**
 * The periodic purge: records that have been in the Trash for `retentionDays`
 * days or more at `now` are deleted for good (audited by the system, `{kind}.purge` with
 * `expired`), then their orphaned files.
 * @param opts.now - the clock (tests and `npm run admin -- purge-trash --now` move it)
 * @param opts.retentionDays - TRASH_RETENTION_DAYS (default 30)
 */
export function purgeExpiredTrash(
  db: Db,
  opts: { now?: Date; retentionDays?: number; storage: StorageDriver },
): Promise<PurgeResult> {
  const now = opts.now ?? new Date();
  const days = opts.retentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return purge(db, { before }, null, opts.storage);
}
