import 'server-only';
import type { Db } from '@/db/client';
import { oneOrNotFound } from './actions/errors';
import { auditChange, type RecordAction } from './audit/log';

/** What the audit entry of a write keeps of the written row (JSON), if anything. */
type AuditDetails<TRow> = (row: TRow) => Record<string, unknown> | undefined;

/**
 * Inserts one record and audits it in the same transaction (back-office.md §6: every admin write
 * is logged), the audit entry naming the new row's id.
 * @param db - database handle
 * @param actorUserId - the admin's user id, for the audit log (null: no signed-in actor)
 * @param action - the audit action, e.g. "banner.create"
 * @param insert - the insert, run on the transaction, returning the new row (`.returning(...)`)
 * @param details - what the audit entry keeps of the new row, if anything
 * @returns the new row
 * @throws the database error when the insert fails (e.g. a unique violation, for the caller's
 *   `.catch(uniqueConflict(...))`)
 */
export function insertAudited<TRow extends { id: string | number }>(
  db: Db,
  actorUserId: string | null,
  action: RecordAction,
  insert: (tx: Db) => Promise<TRow[]>,
  details?: AuditDetails<TRow>,
): Promise<TRow> {
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    await auditChange(tx, actorUserId, action, row!.id, details?.(row!));
    return row!;
  });
}

/**
 * Updates or deletes one record by id and audits it in the same transaction (back-office.md §6).
 * @param db - database handle
 * @param target - the record (`id`), what a 404 calls it (`what`, e.g. "Banner"), the audit
 *   action (e.g. "banner.delete") and the admin's user id (null: no signed-in actor)
 * @param write - the update or delete of that one id, run on the transaction, returning the
 *   written row (`.returning(...)`), or none when the record is gone
 * @param details - what the audit entry keeps of the written row, if anything
 * @returns the written row
 * @throws ActionError(404) when `write` returned no row (the record was deleted meanwhile)
 */
export function changeAudited<TRow>(
  db: Db,
  target: {
    id: string | number;
    what: string;
    action: RecordAction;
    actorUserId: string | null;
  },
  write: (tx: Db) => Promise<TRow[]>,
  details?: AuditDetails<TRow>,
): Promise<TRow> {
  return db.transaction(async (tx) => {
    const row = await oneOrNotFound(write(tx), target.what);
    await auditChange(tx, target.actorUserId, target.action, target.id, details?.(row));
    return row;
  });
}
