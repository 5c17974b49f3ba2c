import 'server-only';
import { and, desc, lt, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { keepSince, REVISION_KEEP_LAST } from './diff';

/** A revisions table: its rows' id and creation time are what the retention reads. */
type RevisionTable = PgTable & { id: PgColumn; created_at: PgColumn };

/**
 * Deletes what the retention drops of one record's revisions: those older than
 * REVISION_KEEP_DAYS days that are not among its newest {@link REVISION_KEEP_LAST}.
 * @param tx - the transaction of the save that added a revision
 * @param ofRecord - the condition that selects the record's revisions in `table`
 * @param now - the time of that save
 * @param returning - the columns to answer of the deleted revisions
 * @returns the deleted revisions, as `returning` selects them
 */
export async function pruneRevisions(
  tx: Db,
  table: RevisionTable,
  ofRecord: SQL,
  now: Date,
  returning: Record<string, PgColumn> = { id: table.id },
): Promise<Record<string, unknown>[]> {
  const newest = tx
    .select({ id: table.id })
    .from(table)
    .where(ofRecord)
    .orderBy(desc(table.created_at), desc(table.id))
    .limit(REVISION_KEEP_LAST);
  return tx
    .delete(table)
    .where(and(ofRecord, lt(table.created_at, keepSince(now)), notInArray(table.id, newest)))
    .returning(returning);
}
