import type { Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { page_views } from '@/db/schema';
import type { PageView } from './classify';
import { ensurePartition } from './partitions';

/**
 * The ingestion interface of page views (issue #25 §2): the recorder hands batches of events,
 * visitor already hashed, to a sink. The PostgreSQL sink below appends them to the partitioned
 * `page_views` table (PGlite or PostgreSQL); a columnar store (ClickHouse, DuckDB, …) would be
 * another implementation of this interface, chosen at startup (README "Analytics (counting)").
 */

/** One page view as stored: its dimensions, when, and the day's visitor id. */
export type PageViewEvent = PageView & { at: Date; visitor: string };

/** Where batches of page views go. */
export interface AnalyticsSink {
  /**
   * Appends a batch (at most a few hundred events).
   * @throws when the batch could not be written (the recorder logs and drops it)
   */
  write(events: readonly PageViewEvent[]): Promise<void>;
}

/** Rows per INSERT statement (8 parameters each, far below PostgreSQL's 65535). */
const ROWS_PER_STATEMENT = 500;

/**
 * The PostgreSQL (and PGlite) sink (issue #25 §2): a multi-row INSERT per 500 events. An event in
 * a month without its partition yet (23514, "no partition of relation found") creates the missing
 * partitions and retries once, so counting never depends on the rollup having run.
 * @param getDb - the database (read at each write)
 */
export function postgresSink(getDb: () => Db): AnalyticsSink {
  const insert = async (events: readonly PageViewEvent[]) => {
    const db = getDb();
    for (let i = 0; i < events.length; i += ROWS_PER_STATEMENT) {
      await db.insert(page_views).values(
        events.slice(i, i + ROWS_PER_STATEMENT).map((e) => ({
          viewed_at: e.at,
          path: e.path,
          referrer_host: e.referrerHost,
          utm_source: e.utmSource,
          utm_medium: e.utmMedium,
          utm_campaign: e.utmCampaign,
          device: e.device,
          visitor: e.visitor,
        })),
      );
    }
  };
  return {
    write: async (events) => {
      try {
        await insert(events);
      } catch (error) {
        if (pgErrorCode(error) !== '23514') throw error;
        const db = getDb();
        const months = new Map(events.map((e) => [e.at.toISOString().slice(0, 7), e.at]));
        for (const at of months.values()) await ensurePartition(db, at);
        await insert(events);
      }
    },
  };
}
