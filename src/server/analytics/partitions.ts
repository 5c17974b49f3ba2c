import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { executeRows } from '@/db/rows';

/**
 * The monthly partitions of `page_view_batches` (migration 0023): named
 * `page_view_batches_yYYYYmMM`, each holding the batches flushed in [first of the month, first of
 * the next) in UTC. The rollup
 * creates the current and next month's ahead of time, and drops whole months once all their
 * batches are past retention (O(1), no row-by-row delete).
 */

/** The partitioned table of the raw events. */
const TABLE = 'page_view_batches';

/** The partition name of the month of `at` (UTC). */
export function partitionName(at: Date): string {
  const m = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${TABLE}_y${at.getUTCFullYear()}m${m}`;
}

/** The first instant of the month `offset` months after the month of `at` (UTC). */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

/**
 * Creates the partition of the month of `at` when missing; a concurrent creation by
 * another instance is fine.
 */
export async function ensurePartition(db: Db, at: Date): Promise<void> {
  const name = partitionName(at);
  const from = monthStart(at).toISOString();
  const to = monthStart(at, 1).toISOString();
  try {
    await db.execute(
      sql.raw(
        `create table if not exists "${name}" partition of "${TABLE}" for values from ('${from}') to ('${to}')`,
      ),
    );
  } catch (error) {
    // 42P07 (or 23505 on the catalog): created by another instance in between.
    const code = pgErrorCode(error);
    if (code !== '42P07' && code !== '23505') throw error;
  }
}

/**
 * Creates this month's and next month's partitions (run by the rollup).
 * @param now - the clock
 */
export async function ensurePartitions(db: Db, now: Date): Promise<void> {
  await ensurePartition(db, now);
  await ensurePartition(db, monthStart(now, 1));
}

/** The partitions of `page_view_batches`, by name. */
export async function listPartitions(db: Db): Promise<string[]> {
  const list = await executeRows<{ name: string }>(
    db.execute(sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname = ${TABLE} order by c.relname`),
  );
  return list.map((r) => r.name);
}

/**
 * Drops the partitions whose whole month ends at or before `cutoff`.
 * @param cutoff - the oldest time still kept (now minus the retention)
 * @returns the dropped partitions' names
 */
export async function dropExpiredPartitions(db: Db, cutoff: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const name of await listPartitions(db)) {
    const m = /^page_view_batches_y(\d{4})m(\d{2})$/.exec(name);
    if (!m) continue;
    const end = new Date(Date.UTC(Number(m[1]), Number(m[2]), 1));
    if (end.getTime() > cutoff.getTime()) continue;
    await db.execute(sql.raw(`drop table if exists "${name}"`));
    dropped.push(name);
  }
  return dropped;
}
