import { getTableName } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { hotStatement } from '@/db/rows';
import { page_view_batches, type StoredPageViewBatch } from '@/db/schema';
import { newestEventMs } from './batch';
import { ensurePartition, monthStart } from './partitions';

/**
 * The ingestion interface of page views (issue #25 §2): the recorder hands batches of events,
 * visitor already hashed, to a sink. The PostgreSQL sink below appends each batch as ONE row of the
 * partitioned `page_view_batches` table (PGlite or PostgreSQL); a columnar store (ClickHouse,
 * DuckDB, …) would be another implementation of this interface, chosen at startup (README
 * "Analytics (counting)").
 */

/** Where batches of page views go. */
export interface AnalyticsSink {
  /**
   * Appends batches (each at most FLUSH_AT events, recorder.ts), in the stored form of batch.ts
   * (`decodePageViews` gives their events back), all of them in one write where the store allows.
   * @throws when the batches could not be written (the recorder logs and drops them)
   */
  write(batches: readonly StoredPageViewBatch[]): Promise<void>;
}

/** Most rows one INSERT carries (larger writes are cut into statements of this many). */
export const ROWS_PER_STATEMENT = 32;

/**
 * The PostgreSQL (and PGlite) sink (issue #25 §2): one row per batch, `flushed_at` the time of its
 * newest event, the events the batch as one json object; the batches of a write go in one INSERT
 * (a statement per {@link ROWS_PER_STATEMENT} rows). What an INSERT costs is mostly the call
 * itself, not its rows (on PGlite, about 0.4 ms for one row and 0.9 ms for eight on a core busy
 * serving pages: `npm run bench:analytics`), so the recorder groups the batches that are ready.
 * A write with a month that has no partition yet (23514, "no partition of relation found")
 * creates the partitions of its months and is retried once, so counting never depends on the
 * rollup having run. Empty batches write nothing.
 * @param getDb - the database (read at each write)
 */
export function postgresSink(getDb: () => Db): AnalyticsSink {
  return {
    write: async (batches) => {
      const rows = batches.filter((b) => b.e.length >= 3);
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
        const newest = chunk.map((b) => new Date(newestEventMs(b)));
        // Serialised once, sent as the json column's text.
        const values = chunk.flatMap((b, j) => [newest[j]!.toISOString(), JSON.stringify(b)]);
        try {
          await insertRows(chunk.length)(getDb(), values);
        } catch (error) {
          if (pgErrorCode(error) !== '23514') throw error;
          const months = new Set(newest.map((at) => monthStart(at).getTime()));
          for (const month of months) await ensurePartition(getDb(), new Date(month));
          await insertRows(chunk.length)(getDb(), values);
        }
      }
    },
  };
}

type Insert = ReturnType<typeof hotStatement>;
/** The sink's statements by row count, made on first use (each prepared once per connection). */
const inserts = new Map<number, Insert>();

/** The INSERT of `count` rows into `page_view_batches` (the columns of schema/analytics.ts). */
function insertRows(count: number): Insert {
  let insert = inserts.get(count);
  if (!insert) {
    const table = getTableName(page_view_batches);
    const columns = `${page_view_batches.flushed_at.name}, ${page_view_batches.events.name}`;
    const tuples = Array.from({ length: count }, (_, i) => `($${2 * i + 1}, $${2 * i + 2})`);
    insert = hotStatement(
      `lizit_insert_page_view_batches_${count}`,
      `insert into ${table} (${columns}) values ${tuples.join(', ')}`,
    );
    inserts.set(count, insert);
  }
  return insert;
}
