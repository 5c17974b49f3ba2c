import 'server-only';
import type { Db } from '@/db/client';
import { orderAfterMove, renumberedPositions, type ListPosition } from '@/lib/list-order';
import { notFound } from './actions/errors';
import { auditChange, type RecordAction } from './audit/log';

/**
 * A hand-ordered table (the homepage banners, the blog categories): how to lock its rows and
 * store one row's position. The rules themselves are `src/lib/list-order.ts`.
 */
export type OrderedTable = {
  /**
   * Every row's id and position, locked for the transaction in primary-key order (the same order
   * in every transaction, so concurrent moves wait for each other instead of deadlocking).
   */
  lock: (tx: Db) => Promise<ListPosition[]>;
  /** Stores one row's position (and stamps its updated_at). */
  setPosition: (tx: Db, id: number, position: number) => Promise<unknown>;
  /** What the 404 calls a row that is gone, e.g. "Banner". */
  what: string;
  /** The audit action of a move, e.g. "banner.move". */
  moveAction: RecordAction;
};

/**
 * Gives the rows positions 0..n-1 in the order of `ids`, writing only the rows whose position
 * changes (inside the caller's transaction, after `table.lock`).
 * @param rows - the locked rows as stored
 * @param ids - every row id once, first to last
 * @returns whether any row moved
 */
export async function writeOrder(
  tx: Db,
  table: OrderedTable,
  rows: readonly ListPosition[],
  ids: readonly number[],
): Promise<boolean> {
  const writes = renumberedPositions(rows, ids);
  for (const { id, position } of writes) await table.setPosition(tx, id, position);
  return writes.length > 0;
}

/**
 * Moves row `id` one place up or down (back-office.md §4 "Banner ordering"; the categories too).
 * In one transaction every row is locked, the row swaps places with its neighbour
 * and positions are rewritten as 0..n-1, so two admins moving rows at once are serialised and
 * never leave two rows with one position; the move is audited.
 * @returns false when the row is already first (up) or last (down): nothing changes
 * @throws ActionError(404) when the row no longer exists
 */
export async function moveRow(
  db: Db,
  table: OrderedTable,
  id: number,
  direction: 'up' | 'down',
  actorUserId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await table.lock(tx);
    const order = orderAfterMove(rows, id, direction);
    if (order === undefined) throw notFound(table.what);
    if (order === null) return false;
    await writeOrder(tx, table, rows, order);
    await auditChange(tx, actorUserId, table.moveAction, id, { direction });
    return true;
  });
}
