import { and, desc, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/db/rows';
import { page_view_path_daily, page_view_site_daily } from '@/db/schema';
import { eventsBetween } from './events';

/** Totals of one day. */
export type DayTotals = { day: string; views: number; visitors: number };
/** A path's totals over the range (visitors: the sum of its daily uniques). */
export type PathTotals = { path: string; views: number; visitors: number };

/**
 * The analytics summary of a range of UTC days (for the admin tab of the next
 * increment), from the daily aggregates only (never the raw events): views and unique visitors per
 * day (days without views are absent), and the top paths by views. A visitor who comes back on
 * another day counts once per day.
 * @param range.from - first day, "YYYY-MM-DD"
 * @param range.to - last day, "YYYY-MM-DD" (inclusive)
 * @param range.topPaths - how many paths (default 10)
 */
export async function analyticsSummary(
  db: Db,
  range: { from: string; to: string; topPaths?: number },
): Promise<{ days: DayTotals[]; topPaths: PathTotals[]; views: number }> {
  const days = await db
    .select({
      day: page_view_site_daily.day,
      views: page_view_site_daily.views,
      visitors: page_view_site_daily.visitors,
    })
    .from(page_view_site_daily)
    .where(and(gte(page_view_site_daily.day, range.from), lte(page_view_site_daily.day, range.to)))
    .orderBy(page_view_site_daily.day);
  const views = sql<number>`sum(${page_view_path_daily.views})::int`;
  const topPaths = await db
    .select({
      path: page_view_path_daily.path,
      views,
      visitors: sql<number>`sum(${page_view_path_daily.visitors})::int`,
    })
    .from(page_view_path_daily)
    .where(and(gte(page_view_path_daily.day, range.from), lte(page_view_path_daily.day, range.to)))
    .groupBy(page_view_path_daily.path)
    .orderBy(desc(views), page_view_path_daily.path)
    .limit(range.topPaths ?? 10);
  return { days, topPaths, views: days.reduce((n, d) => n + d.views, 0) };
}

/**
 * The raw page views since `since` that came from one referrer host, per path,
 * unpacked from `page_view_batches`, for the local admin channel (`analytics` command: e2e specs
 * and operators check that counting works).
 * @param host - the referrer host, e.g. "news.example"
 * @param since - the earliest view counted
 */
export async function rawViewsFromReferrer(
  db: Db,
  host: string,
  since: Date,
): Promise<PathTotals[]> {
  return executeRows<PathTotals>(
    db.execute(sql`select p as path, count(*)::int as views, count(distinct v)::int as visitors
      from ${eventsBetween(since)} ev where r = ${host} group by p order by p`),
  );
}
