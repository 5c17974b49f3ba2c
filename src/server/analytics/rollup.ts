import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  app_meta,
  page_view_batches,
  page_view_campaign_daily,
  page_view_daily,
  page_view_device_daily,
  page_view_path_daily,
  page_view_path_monthly,
  page_view_referrer_daily,
  page_view_site_daily,
} from '@/db/schema';
import { MAX_RANGE_DAYS } from '@/lib/analytics-range';
import { utcDay } from './classify';
import { eventsBetween, FLUSH_MARGIN_MS } from './events';
import { dropExpiredPartitions, ensurePartitions } from './partitions';
import { deleteOldSalts } from './salt';

/**
 * The analytics rollup, hourly in every instance: rebuilds the daily aggregates of
 * each day since the last complete one (today's partial day included, re-rolled each pass) from the
 * raw events (unpacked from `page_view_batches`), then applies retention: raw batches are kept
 * {@link RAW_RETENTION_DAYS} days (whole month partitions dropped, the rest of the batches flushed
 * before the cutoff deleted), aggregates {@link AGGREGATE_RETENTION_DAYS} days. Each day is
 * rebuilt in one transaction (delete + insert … select) under an advisory lock, so a pass is
 * idempotent and several instances running it at once only repeat each other's work.
 */

/** Days the raw events are kept. */
export const RAW_RETENTION_DAYS = 30;

/**
 * Days the daily aggregates are kept: twice the longest range the Analytics tab opens, so that
 * every range it offers still has its previous period to compare with.
 */
export const AGGREGATE_RETENTION_DAYS = 2 * MAX_RANGE_DAYS;

/**
 * Distinct referrer hosts, and distinct UTM source/medium/campaign combinations, kept per day; the
 * rest of the day's views are counted under {@link OTHER}. Values come from whoever sends the
 * request, so without a cap anyone could add a row per request to the aggregates.
 */
export const MAX_DIMENSION_VALUES_PER_DAY = 100;

/** What the views past the cap are counted as. */
export const OTHER = '(other)';
const DAY_MS = 24 * 60 * 60 * 1000;
/** app_meta key: the first day the next pass re-rolls ("YYYY-MM-DD"). */
const MARK_KEY = 'analytics_rollup_from';
/** pg_advisory_xact_lock key of the rollup. */
const LOCK_KEY = 250_201;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => utcDay(new Date(dayStart(day).getTime() + DAY_MS));

/** The daily aggregates a day's rollup rebuilds (all keyed by `day`). */
const DAILY_TABLES = [
  page_view_daily,
  page_view_path_daily,
  page_view_site_daily,
  page_view_referrer_daily,
  page_view_campaign_daily,
  page_view_device_daily,
] as const;

/*
 * `grouping(p, r, s, m, c, d)` of each grouping set: a bit is set for each column aggregated away
 * (p = 32, r = 16, s = 8, m = 4, c = 2, d = 1).
 */
const ALL_DIMS = 0;
const PATH = 31;
const SITE = 63;
const REFERRER = 47;
const CAMPAIGN = 49;
const DEVICE = 62;

/**
 * Rebuilds the daily aggregates of one UTC day from its raw events (and the
 * per-dimension tables): the events whose own time is in the day, unpacked once from the
 * batches flushed from the day's start to {@link FLUSH_MARGIN_MS} after its end, grouped by
 * `grouping sets` (all dimensions, path, whole day, referrer, campaign, device) and written by one
 * statement; then the day's month of `page_view_path_monthly` is summed again from its days. The
 * day's {@link MAX_DIMENSION_VALUES_PER_DAY} most viewed referrer hosts and UTM combinations keep
 * their names, the others are counted as {@link OTHER}.
 * @param day - "YYYY-MM-DD"
 */
export async function rollupDay(db: Db, day: string): Promise<void> {
  const events = eventsBetween(dayStart(day), dayStart(nextDay(day)));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    for (const table of DAILY_TABLES) await tx.delete(table).where(eq(table.day, day));
    await tx.execute(sql`with raw as materialized (
        select * from ${events} e
      ), top_r as (
        select r from raw where r is not null
        group by r order by count(*) desc, r limit ${MAX_DIMENSION_VALUES_PER_DAY}
      ), top_c as (
        select s, m, c from raw where coalesce(s, m, c) is not null
        group by s, m, c order by count(*) desc, s, m, c limit ${MAX_DIMENSION_VALUES_PER_DAY}
      ), ev as (
        select raw.p, raw.d, raw.v,
          case when raw.r is null or raw.r in (select r from top_r) then raw.r else ${OTHER} end as r,
          kept.keep, case when kept.keep then raw.s else ${OTHER} end as s,
          case when kept.keep then raw.m else ${OTHER} end as m,
          case when kept.keep then raw.c else ${OTHER} end as c
        from raw cross join lateral (
          select coalesce(raw.s, raw.m, raw.c) is null or exists (
            select 1 from top_c t where t.s is not distinct from raw.s
              and t.m is not distinct from raw.m and t.c is not distinct from raw.c
          ) as keep
        ) kept
      ), g as (
        select grouping(p, r, s, m, c, d) as g,
          p, coalesce(r, '') as r, coalesce(s, '') as s, coalesce(m, '') as m,
          coalesce(c, '') as c, d, count(*)::int as views, count(distinct v)::int as visitors
        from ev
        group by grouping sets ((p, r, s, m, c, d), (p), (), (r), (s, m, c), (d))
      ), dims as (
        insert into ${page_view_daily}
          (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views, visitors)
        select ${day}::date, p, r, s, m, c, d, views, visitors from g where g = ${ALL_DIMS}
      ), paths as (
        insert into ${page_view_path_daily} (day, path, views, visitors)
        select ${day}::date, p, views, visitors from g where g = ${PATH}
      ), referrers as (
        insert into ${page_view_referrer_daily} (day, referrer_host, views, visitors)
        select ${day}::date, r, views, visitors from g where g = ${REFERRER}
      ), campaigns as (
        insert into ${page_view_campaign_daily}
          (day, utm_source, utm_medium, utm_campaign, views, visitors)
        select ${day}::date, s, m, c, views, visitors from g where g = ${CAMPAIGN}
      ), devices as (
        insert into ${page_view_device_daily} (day, device, views, visitors)
        select ${day}::date, d, views, visitors from g where g = ${DEVICE}
      )
      insert into ${page_view_site_daily} (day, views, visitors)
      select ${day}::date, views, visitors from g where g = ${SITE} and views > 0`);
    // The day's month, summed again from its days (a month is at most 31 × the paths' rows).
    const month = `${day.slice(0, 7)}-01`;
    const pd = page_view_path_daily;
    await tx.delete(page_view_path_monthly).where(eq(page_view_path_monthly.month, month));
    await tx.execute(sql`insert into ${page_view_path_monthly} (month, path, views, visitors)
      select ${month}::date, ${pd.path}, sum(${pd.views})::int, sum(${pd.visitors})::int
      from ${pd}
      where ${pd.day} >= ${month}::date and ${pd.day} < ${month}::date + interval '1 month'
      group by ${pd.path}`);
  });
}

/** What a rollup pass did. */
export type RollupResult = {
  days: string[];
  droppedPartitions: string[];
  /** Batches deleted row by row (flushed before the cutoff, in a month still kept). */
  deletedBatches: number;
};

/**
 * One rollup pass: partitions for this and next month, aggregates of every day from
 * the mark (or the oldest raw event) through today, then the mark moves to yesterday (the day before
 * is re-rolled once more, catching views flushed just after midnight); then retention (raw events
 * and aggregates) and the deletion of old salts.
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
      .select({ at: sql<Date | string | null>`min(${page_view_batches.flushed_at})` })
      .from(page_view_batches);
    // The oldest batch may hold events of the day before it was flushed.
    from = oldest?.at ? utcDay(new Date(new Date(oldest.at).getTime() - FLUSH_MARGIN_MS)) : today;
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
    .delete(page_view_batches)
    .where(lt(page_view_batches.flushed_at, cutoff))
    .returning({ at: page_view_batches.flushed_at });
  await deleteOldSalts(db, today);
  const oldestAggregate = utcDay(new Date(now.getTime() - AGGREGATE_RETENTION_DAYS * DAY_MS));
  for (const table of DAILY_TABLES) await db.delete(table).where(lt(table.day, oldestAggregate));
  await db
    .delete(page_view_path_monthly)
    .where(lt(page_view_path_monthly.month, `${oldestAggregate.slice(0, 7)}-01`));
  return { days, droppedPartitions, deletedBatches: deleted.length };
}
