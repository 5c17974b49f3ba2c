import 'server-only';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { record_revisions, user, type RevisedRecordKind } from '@/db/schema';
import { EditConflictError, notFound } from '../actions/errors';
import { auditChange, type RecordAction } from '../audit/log';
import { insertAudited } from '../audited-write';
import { getStorage } from '../storage';
import { sweepOrphanFiles } from '../trash/files';
import { fieldDiffs, type FieldDiff } from './diff';
import {
  REVISION_CONFIG,
  revisionFileUrls,
  revisionValues,
  type RecordRevisionKind,
  type RevisionValues,
} from './kinds';
import { pruneRevisions } from './retention';

// Revisions and edit versions of resources, banners, videos and media items. A post's
// revisions share the table (posts.ts): a post also has autosaves and a publication state.

/** A revision as the History panel lists it. */
export type RecordRevisionItem = {
  id: number;
  createdAt: Date;
  author: string | null;
  title: string;
  restoredFrom: number | null;
};

type Row = Record<string, unknown> & { version: number };

/** The condition that selects one record's revisions in `record_revisions`. */
export const revisionsOf = (kind: RevisedRecordKind, id: number | string) =>
  // `and` of two conditions is never undefined.
  and(eq(record_revisions.record_kind, kind), eq(record_revisions.record_id, String(id))) as SQL;

const same = (a: RevisionValues, b: RevisionValues) =>
  Object.keys(a).every((k) => (a[k] ?? null) === (b[k] ?? null));

/**
 * Records a save of a record in its history, in the save's transaction: a new
 * revision when a kept field differs from the newest revision (or a restore asks for one); then
 * the retention (30 days, and the newest 50) runs.
 * @param row - the record as saved (a full row of its table)
 * @param opts.restoredFrom - the revision a restore brought back
 * @param opts.at - when (default now; the first revision of a record made before revisions existed
 *   carries its last update)
 * @param opts.prunedFiles - receives the file URLs the revisions the retention dropped named, for
 *   the orphan sweep once the transaction is committed
 * @returns the new revision's id, or null when no kept field changed
 */
export async function recordRevision(
  tx: Db,
  kind: RecordRevisionKind,
  row: object & { id: number | string },
  authorId: string | null,
  opts: { restoredFrom?: number; at?: Date; prunedFiles?: string[] } = {},
): Promise<number | null> {
  const fields = revisionValues(kind, row);
  const [last] = await tx
    .select({ fields: record_revisions.fields })
    .from(record_revisions)
    .where(revisionsOf(kind, row.id))
    .orderBy(desc(record_revisions.created_at), desc(record_revisions.id))
    .limit(1);
  if (last && !opts.restoredFrom && same(last.fields, fields)) return null;
  const now = opts.at ?? new Date();
  const [inserted] = await tx
    .insert(record_revisions)
    .values({
      record_kind: kind,
      record_id: String(row.id),
      author_id: authorId,
      fields,
      restored_from: opts.restoredFrom ?? null,
      created_at: now,
    })
    .returning({ id: record_revisions.id });
  const pruned = await pruneRevisions(tx, record_revisions, revisionsOf(kind, row.id), now, {
    fields: record_revisions.fields,
  });
  opts.prunedFiles?.push(...revisionFileUrls(pruned as { fields: RevisionValues }[]));
  return inserted!.id;
}

/**
 * Saves the form of one record with an edit-version check and keeps the save in its
 * history, in one transaction: locks the row, refuses a stale `expectedVersion`, writes `set`
 * with the version raised and a new updated_at, records the revision (a record saved for the first
 * time since revisions exist first keeps what it was) and the audit entry. Once committed, the
 * stored files only the revisions the retention dropped named are swept.
 * @param target.expectedVersion - the edit version the form loaded; undefined skips the check
 * @param target.action - the audit action, e.g. "banner.update"
 * @param target.restoredFrom - the revision a restore brings back
 * @param set - the columns to write, from the row as it is now (may use the transaction first)
 * @param details - what the audit entry keeps of the saved row
 * @returns the saved row
 * @throws ActionError(404) when the record is gone or in the Trash; EditConflictError(409)
 *   carrying the row as it is now when `expectedVersion` is stale
 */
export async function saveRecord<TRow extends object>(
  db: Db,
  kind: RecordRevisionKind,
  id: number | string,
  target: {
    actorUserId: string;
    action: RecordAction;
    expectedVersion?: number;
    restoredFrom?: number;
  },
  set: (row: TRow, tx: Db) => Promise<Record<string, unknown>> | Record<string, unknown>,
  details?: (row: TRow) => Record<string, unknown> | undefined,
): Promise<TRow> {
  const cfg = REVISION_CONFIG[kind];
  const prunedFiles: string[] = [];
  const saved = await db.transaction(async (tx) => {
    const [before] = (await tx
      .select()
      .from(cfg.table)
      .where(and(eq(cfg.id, id), isNull(cfg.deletedAt)))
      .for('update')) as Row[];
    if (!before) throw notFound(cfg.what);
    if (target.expectedVersion !== undefined && target.expectedVersion !== before.version)
      throw new EditConflictError(before);
    const [history] = await tx
      .select({ id: record_revisions.id })
      .from(record_revisions)
      .where(revisionsOf(kind, id))
      .limit(1);
    if (!history)
      await recordRevision(tx, kind, before as Row & { id: number }, null, {
        at: before.updated_at as Date,
      });
    const values = await set(before as unknown as TRow, tx);
    const [after] = (await tx
      .update(cfg.table)
      .set({ ...values, version: sql`${cfg.editVersion} + 1`, updated_at: sql`now()` })
      .where(eq(cfg.id, id))
      .returning()) as (Row & { id: number })[];
    await recordRevision(tx, kind, after!, target.actorUserId, {
      restoredFrom: target.restoredFrom,
      prunedFiles,
    });
    await auditChange(tx, target.actorUserId, target.action, id, {
      ...details?.(after as unknown as TRow),
      version: after!.version,
      ...(target.restoredFrom ? { restoredFrom: target.restoredFrom } : {}),
    });
    return after as unknown as TRow;
  });
  if (prunedFiles.length > 0) await sweepOrphanFiles(db, prunedFiles, getStorage());
  return saved;
}

/**
 * Inserts a record and keeps it as the first revision of its history, audited as
 * `{kind}.create` in the same transaction (back-office.md §6, {@link insertAudited}).
 * @param insert - the insert, run on the transaction, returning the new row (`.returning()`)
 * @param details - what the audit entry keeps of the new row, if anything
 * @returns the new row
 */
export function createRecord<TRow extends { id: number | string }>(
  db: Db,
  kind: RecordRevisionKind,
  actorUserId: string,
  insert: (tx: Db) => Promise<TRow[]>,
  details?: (row: TRow) => Record<string, unknown> | undefined,
): Promise<TRow> {
  return insertAudited(
    db,
    actorUserId,
    `${kind}.create`,
    async (tx) => {
      const rows = await insert(tx);
      await recordRevision(tx, kind, rows[0]!, actorUserId);
      return rows;
    },
    details,
  );
}

/**
 * Saves a record's form ({@link saveRecord}, audited as `{kind}.update`): the edit-version check,
 * the columns `set` returns, and the revision.
 * @param expectedVersion - the edit version the form loaded; undefined skips the check
 * @returns the saved row
 * @throws ActionError(404) when the record is gone or in the Trash; EditConflictError(409)
 *   carrying the row as it is now when `expectedVersion` is stale
 */
export function updateRecord<TRow extends object>(
  db: Db,
  kind: RecordRevisionKind,
  id: number | string,
  edit: { actorUserId: string; expectedVersion: number | undefined },
  set: (row: TRow, tx: Db) => Promise<Record<string, unknown>> | Record<string, unknown>,
  details?: (row: TRow) => Record<string, unknown> | undefined,
): Promise<TRow> {
  return saveRecord<TRow>(db, kind, id, { ...edit, action: `${kind}.update` }, set, details);
}

/** The History panel's list of one record: every kept revision, newest first. */
export async function listRecordRevisions(
  db: Db,
  kind: RecordRevisionKind,
  id: number | string,
): Promise<RecordRevisionItem[]> {
  const rows = await db
    .select({
      id: record_revisions.id,
      createdAt: record_revisions.created_at,
      author: user.email,
      fields: record_revisions.fields,
      restoredFrom: record_revisions.restored_from,
    })
    .from(record_revisions)
    .leftJoin(user, eq(user.id, record_revisions.author_id))
    .where(revisionsOf(kind, id))
    .orderBy(desc(record_revisions.created_at), desc(record_revisions.id));
  return rows.map(({ fields, ...r }) => ({ ...r, title: REVISION_CONFIG[kind].name(fields) }));
}

/** One revision of a record of `kind`, or null (also when it belongs to another kind). */
export async function getRecordRevision(
  db: Db,
  kind: RecordRevisionKind,
  revisionId: number,
): Promise<{ id: number; recordId: string; fields: RevisionValues } | null> {
  const [row] = await db
    .select()
    .from(record_revisions)
    .where(and(eq(record_revisions.id, revisionId), eq(record_revisions.record_kind, kind)));
  return row ? { id: row.id, recordId: row.record_id, fields: row.fields } : null;
}

/**
 * The changes between two revisions of the same record, field by field, as words
 * inserted and deleted; unchanged fields are left out.
 * @throws ActionError(404) when either is missing, of another kind, or of another record
 */
export async function diffRecordRevisions(
  db: Db,
  kind: RecordRevisionKind,
  fromId: number,
  toId: number,
): Promise<FieldDiff[]> {
  const rows = await db
    .select()
    .from(record_revisions)
    .where(
      and(eq(record_revisions.record_kind, kind), inArray(record_revisions.id, [fromId, toId])),
    );
  const from = rows.find((r) => r.id === fromId);
  const to = rows.find((r) => r.id === toId);
  if (!from || !to || from.record_id !== to.record_id) throw notFound('Revision');
  return fieldDiffs(from.fields, to.fields, REVISION_CONFIG[kind].fields, (f, k) => f[k] ?? '');
}

/**
 * Restores a revision of a record: its kept fields become the record's again
 * through an ordinary save (edit-version check, a new revision naming the one it restored, audited
 * as `{kind}.restore_revision`); every other column stays as it is, derived ones are computed
 * again. Nothing is overwritten.
 * @param expectedVersion - the edit version the form shows (a stale one is an edit conflict)
 * @returns the saved row
 * @throws ActionError(404) for an unknown revision or a record gone or in the Trash;
 *   EditConflictError(409) for a stale version
 */
export async function restoreRecordRevision(
  db: Db,
  kind: RecordRevisionKind,
  revisionId: number,
  actorUserId: string,
  expectedVersion?: number,
): Promise<Record<string, unknown> & { id: number | string; version: number }> {
  const revision = await getRecordRevision(db, kind, revisionId);
  if (!revision) throw notFound('Revision');
  const cfg = REVISION_CONFIG[kind];
  const derived = (await cfg.derive?.(revision.fields)) ?? {};
  const recordId = kind === 'video' ? revision.recordId : Number(revision.recordId);
  return saveRecord(
    db,
    kind,
    recordId,
    { actorUserId, action: `${kind}.restore_revision`, expectedVersion, restoredFrom: revisionId },
    () => ({ ...revision.fields, ...derived }),
  );
}

/**
 * Deletes the revisions of records purged from the Trash, in the purge's transaction.
 * @returns the file URLs those revisions named (a media item's earlier files), for the sweep
 */
export async function deleteRecordRevisions(
  tx: Db,
  kind: RevisedRecordKind,
  ids: readonly (number | string)[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const gone = await tx
    .delete(record_revisions)
    .where(
      and(
        eq(record_revisions.record_kind, kind),
        inArray(record_revisions.record_id, ids.map(String)),
      ),
    )
    .returning({ fields: record_revisions.fields });
  return revisionFileUrls(gone);
}
