import type { Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { page_view_batches, type StoredPageView } from '@/db/schema';
import type { PageView } from './classify';
import { ensurePartition } from './partitions';

/**
 * The ingestion interface of page views (issue #25 §2): the recorder hands batches of events,
 * visitor already hashed, to a sink. The PostgreSQL sink below appends each batch as ONE row of the
 * partitioned `page_view_batches` table (PGlite or PostgreSQL); a columnar store (ClickHouse,
 * DuckDB, …) would be another implementation of this interface, chosen at startup (README
 * "Analytics (counting)").
 */

/** One page view as stored: its dimensions, when, and the day's visitor id. */
export type PageViewEvent = PageView & { at: Date; visitor: string };

/** Where batches of page views go. */
export interface AnalyticsSink {
  /**
   * Appends a batch (at most a few thousand events).
   * @throws when the batch could not be written (the recorder logs and drops it)
   */
  write(events: readonly PageViewEvent[]): Promise<void>;
}

/**
 * An event in the compact form of `page_view_batches.events` (issue #25 §2): short keys, null
 * dimensions left out.
 */
export function storedPageView(e: PageViewEvent): StoredPageView {
  const s: StoredPageView = { t: e.at.toISOString(), p: e.path, d: e.device, v: e.visitor };
  if (e.referrerHost !== null) s.r = e.referrerHost;
  if (e.utmSource !== null) s.s = e.utmSource;
  if (e.utmMedium !== null) s.m = e.utmMedium;
  if (e.utmCampaign !== null) s.c = e.utmCampaign;
  return s;
}

/**
 * The PostgreSQL (and PGlite) sink (issue #25 §2): one INSERT of one row per batch, `flushed_at`
 * the time of its newest event, the events a jsonb array, so the database cost per view is near
 * zero whatever the traffic. A batch in a month without its partition yet (23514, "no partition
 * of relation found") creates it and retries once, so counting never depends on the rollup having
 * run. An empty batch writes nothing.
 * @param getDb - the database (read at each write)
 */
export function postgresSink(getDb: () => Db): AnalyticsSink {
  return {
    write: async (events) => {
      if (events.length === 0) return;
      let newest = events[0]!.at;
      for (const e of events) if (e.at.getTime() > newest.getTime()) newest = e.at;
      const row = { flushed_at: newest, events: events.map(storedPageView) };
      try {
        await getDb().insert(page_view_batches).values(row);
      } catch (error) {
        if (pgErrorCode(error) !== '23514') throw error;
        await ensurePartition(getDb(), newest);
        await getDb().insert(page_view_batches).values(row);
      }
    },
  };
}
