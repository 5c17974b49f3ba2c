import type { Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { page_view_batches, type StoredPageViewBatch } from '@/db/schema';
import { newestEventMs } from './batch';
import { ensurePartition, monthStart } from './partitions';

/**
 * Appends batches of page views (recorder.ts, each at most FLUSH_AT views, visitors already
 * hashed) to the partitioned `page_view_batches` table, PGlite or PostgreSQL: one row per batch,
 * `flushed_at` the time of its newest event, `events` the batch in its stored form (batch.ts;
 * `decodePageViews` gives its events back), all rows in one INSERT. A month without a partition
 * yet (23514, "no partition of relation found") gets its partition and the INSERT is retried once,
 * so counting never depends on the rollup having made it first. Empty batches write nothing.
 * @param db - the database
 * @param batches - the batches to store
 * @returns once the rows are written
 * @throws the database error of the INSERT (the recorder logs it and drops the batches)
 */
export async function writePageViewBatches(
  db: Db,
  batches: readonly StoredPageViewBatch[],
): Promise<void> {
  const rows = batches
    .filter((b) => b.e.length >= 3)
    .map((events) => ({ flushed_at: new Date(newestEventMs(events)), events }));
  if (rows.length === 0) return;
  try {
    await db.insert(page_view_batches).values(rows);
  } catch (error) {
    if (pgErrorCode(error) !== '23514') throw error;
    const months = new Set(rows.map((r) => monthStart(r.flushed_at).getTime()));
    for (const month of months) await ensurePartition(db, new Date(month));
    await db.insert(page_view_batches).values(rows);
  }
}
