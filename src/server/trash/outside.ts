import 'server-only';
import { isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';

/**
 * Every row of a soft-deletable table that is not in the Trash, for an admin
 * list.
 * @param order - the order-by terms, e.g. `desc(t.created_at), desc(t.id)` for newest first
 * @returns the rows as stored
 */
export function listOutsideTrash<T extends PgTable & { deleted_at: PgColumn }>(
  db: Db,
  table: T,
  ...order: (PgColumn | SQL)[]
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as PgTable)
    .where(isNull(table.deleted_at))
    .orderBy(...order) as Promise<T['$inferSelect'][]>;
}
