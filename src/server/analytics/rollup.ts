import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  app_meta,
  page_view_daily,
  page_view_path_daily,
  page_view_site_daily,
  page_views,
} from '@/db/schema';
import { utcDay } from './classify';
import { dropExpiredPartitions, ensurePartitions } from './partitions';
import { deleteOldSalts } from './salt';

/**
 * The analytics rollup (issue #25 §2), hourly in every instance: rebuilds the daily aggregates of
 * each day since the last complete one (today's partial day included, re-rolled each pass) from the
 * raw events, then applies retention: raw events are kept {@link RAW_RETENTION_DAYS} days (whole
 * month partitions dropped, the rest of the expired rows deleted), aggregates forever. Each day is
 * rebuilt in one transaction (delete + insert … select) under an advisory lock, so a pass is
 * idempotent and several instances running it at once only repeat each other's work.
 */

/** Days the raw events are kept. */
export const RAW_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** app_meta key: the first day the next pass re-rolls ("YYYY-MM-DD"). */
const MARK_KEY = 'analytics_rollup_from';
/** pg_advisory_xact_lock key of the rollup. */
const LOCK_KEY = 250_201;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => utcDay(new Date(dayStart(day).getTime() + DAY_MS));

/**
 * Rebuilds the three daily aggregates of one UTC day from its raw events (issue #25 §2).
 * @param day - "YYYY-MM-DD"
 */
export async function rollupDay(db: Db, day: string): Promise<void> {
  const from = dayStart(day);
  const to = dayStart(nextDay(day));
  const inDay = and(gte(page_views.viewed_at, from), lt(page_views.viewed_at, to));
  const views = sql<number>`count(*)::int`;
  const visitors = sql<number>`count(distinct ${page_views.visitor})::int`;
  const dayValue = sql<string>`${day}::date`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.delete(page_view_daily).where(eq(page_view_daily.day, day));
    await tx.delete(page_view_path_daily).where(eq(page_view_path_daily.day, day));
    await tx.delete(page_view_site_daily).where(eq(page_view_site_daily.day, day));
    await tx.execute(sql`insert into ${page_view_daily}
        (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views, visitors)
      select ${dayValue}, path, coalesce(referrer_host, ''), coalesce(utm_source, ''),
        coalesce(utm_medium, ''), coalesce(utm_campaign, ''), device, ${views}, ${visitors}
      from ${page_views} where ${inDay}
      group by 2, 3, 4, 5, 6, 7`);
    await tx.execute(sql`insert into ${page_view_path_daily} (day, path, views, visitors)
      select ${dayValue}, path, ${views}, ${visitors} from ${page_views} where ${inDay}
      group by 2`);
    const [site] = await tx.select({ views, visitors }).from(page_views).where(inDay);
    if (site && site.views > 0)
      await tx
        .insert(page_view_site_daily)
        .values({ day, views: site.views, visitors: site.visitors });
  });
}

/** What a rollup pass did. */
export type RollupResult = { days: string[]; droppedPartitions: string[]; deletedRows: number };

/**
 * One rollup pass (issue #25 §2): partitions for this and next month, aggregates of every day from
 * the mark (or the oldest raw event) through today, then the mark moves to yesterday (the day before
 * is re-rolled once more, catching views flushed just after midnight); then retention and the
 * deletion of old salts.
 * @param now - the clock (tests move it)
 * @throws the database error (the worker logs it; the next pass starts again from the mark)
 */
export async function runAnalyticsRollup(db: Db, now: Date = new Date()): Promise<RollupResult> {
  await ensurePartitions(db, now);
  const today = utcDay(now);
  const cutoff = new Date(now.getTime() - RAW_RETENTION_DAYS * DAY_MS);
  const [mark] = await db.select().from(app_meta).where(eq(app_meta.key, MARK_KEY));
  let from = typeof mark?.value === 'string' ? mark.value : null;
  if (!from) {
    const [oldest] = await db
      .select({ at: sql<Date | string | null>`min(${page_views.viewed_at})` })
      .from(page_views);
    from = oldest?.at ? utcDay(new Date(oldest.at)) : today;
  }
  const oldestKept = utcDay(cutoff);
  if (from < oldestKept) from = oldestKept;
  const days: string[] = [];
  for (let day = from; day <= today; day = nextDay(day)) {
    await rollupDay(db, day);
    days.push(day);
  }
  const yesterday = utcDay(new Date(now.getTime() - DAY_MS));
  await db
    .insert(app_meta)
    .values({ key: MARK_KEY, value: yesterday })
    .onConflictDoUpdate({
      target: app_meta.key,
      set: { value: yesterday, updated_at: now },
      // Written once a day, not each pass.
      setWhere: sql`${app_meta.value} is distinct from excluded.value`,
    });

  const droppedPartitions = await dropExpiredPartitions(db, cutoff);
  const deleted = await db
    .delete(page_views)
    .where(lt(page_views.viewed_at, cutoff))
    .returning({ at: page_views.viewed_at });
  await deleteOldSalts(db, today);
  return { days, droppedPartitions, deletedRows: deleted.length };
}
