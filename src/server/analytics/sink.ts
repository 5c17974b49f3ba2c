import { getTableName } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { hotStatement } from '@/db/rows';
import { page_view_batches, type StoredPageViewBatch } from '@/db/schema';
import { newestEventMs } from './batch';
import { ensurePartition } from './partitions';

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
   * Appends a batch (a second of traffic: at most a few thousand events), in the stored form of
   * batch.ts (`decodePageViews` gives its events back).
   * @throws when the batch could not be written (the recorder logs and drops it)
   */
  write(batch: StoredPageViewBatch): Promise<void>;
}

/**
 * The PostgreSQL (and PGlite) sink (issue #25 §2): one INSERT of one row per batch, `flushed_at`
 * the time of its newest event, the events the batch as one json object, so the database cost per view is near
 * zero whatever the traffic. A batch in a month without its partition yet (23514, "no partition
 * of relation found") creates it and retries once, so counting never depends on the rollup having
 * run. An empty batch writes nothing.
 * @param getDb - the database (read at each write)
 */
export function postgresSink(getDb: () => Db): AnalyticsSink {
  return {
    write: async (batch) => {
      if (batch.e.length < 3) return;
      const newest = new Date(newestEventMs(batch));
      // Serialised once, sent as the json column's text; a prepared statement on the driver's
      // client (it runs ~30 times a second at saturation: see hotStatement).
      const values = [newest.toISOString(), JSON.stringify(batch)];
      try {
        await insertBatch(getDb(), values);
      } catch (error) {
        if (pgErrorCode(error) !== '23514') throw error;
        await ensurePartition(getDb(), newest);
        await insertBatch(getDb(), values);
      }
    },
  };
}

/** The sink's one statement (the columns of `page_view_batches`, schema/analytics.ts). */
const insertBatch = hotStatement(
  'lizit_insert_page_view_batch',
  `insert into ${getTableName(page_view_batches)} (${page_view_batches.flushed_at.name}, ${page_view_batches.events.name}) values ($1, $2)`,
);
