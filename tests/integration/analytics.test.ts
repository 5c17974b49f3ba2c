/**
 * Page-view counting and storage on PGlite and PostgreSQL: the recorder
 * writes each batch as one row of the partitioned raw table (a month without a partition gets
 * one), the rollup unpacks the batches into the daily aggregates with distinct visitors (an event
 * of the previous day in a batch flushed after midnight included) and is idempotent, retention
 * drops whole month partitions and deletes the rest of the expired batches under a moved clock,
 * and the daily salt is shared and rotated (the old one deleted).
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  analytics_salts,
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
import { decodePageViews, encodePageViews, type PageViewEvent } from '@/server/analytics/batch';
import type { PageView } from '@/server/analytics/classify';
import { listPartitions, partitionName } from '@/server/analytics/partitions';
import { analyticsSummary } from '@/server/analytics/queries';
import { createAnalyticsRecorder } from '@/server/analytics/recorder';
import {
  AGGREGATE_RETENTION_DAYS,
  MAX_DIMENSION_VALUES_PER_DAY,
  OTHER,
  runAnalyticsRollup,
} from '@/server/analytics/rollup';
import { dailySalt, saltCache } from '@/server/analytics/salt';
import { writePageViewBatches } from '@/server/analytics/sink';
import { dbTargets, type TestDatabase } from './helpers/db';

const DAY = 24 * 60 * 60 * 1000;
const view = (path: string, over: Partial<PageView> = {}): PageView => ({
  path,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: 'desktop',
  ...over,
});
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const event = (at: Date, path: string, visitor: string, over: Partial<PageView> = {}) =>
  ({ ...view(path, over), at, visitor }) satisfies PageViewEvent;

const write = (target: TestDatabase, events: PageViewEvent[]) =>
  writePageViewBatches(target.db, [encodePageViews(events)!]);

describe.each(dbTargets())('analytics on $name', ({ create }) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await create();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(page_view_batches);
    await t.db.delete(page_view_daily);
    await t.db.delete(page_view_path_daily);
    await t.db.delete(page_view_site_daily);
    await t.db.delete(page_view_referrer_daily);
    await t.db.delete(page_view_campaign_daily);
    await t.db.delete(page_view_device_daily);
    await t.db.delete(page_view_path_monthly);
    await t.db.delete(app_meta).where(sql`${app_meta.key} = 'analytics_rollup_from'`);
  });

  it('the migration made a table partitioned by month, with this month and the next', async () => {
    const parts = await listPartitions(t.db);
    const now = new Date();
    expect(parts).toContain(partitionName(now));
    expect(parts).toContain(
      partitionName(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))),
    );
  });

  it('the recorder writes its batches with hashed visitors; a month without a partition gets one', async () => {
    const clock = { now: new Date(Date.UTC(2031, 4, 10, 12)) };
    const recorder = createAnalyticsRecorder({
      write: (batches) => writePageViewBatches(t.db, batches),
      salt: saltCache((day) => dailySalt(t.db, day)),
      site: 'https://lizit.com',
      now: () => clock.now,
    });
    // As the request pipeline hands them over: url, path, user agent, referrer, host, address.
    recorder.recordRequest('/', '/', FIREFOX, undefined, 'lizit.com', '203.0.113.1');
    recorder.recordRequest('/', '/', FIREFOX, undefined, 'lizit.com', '203.0.113.1');
    recorder.recordRequest(
      '/product',
      '/product',
      CHROME,
      'https://news.example/post',
      'lizit.com',
      '203.0.113.2',
    );
    await recorder.flush();
    expect(recorder.dropped).toBe(0);
    const batches = await t.db.select().from(page_view_batches);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.flushed_at).toEqual(clock.now);
    const stored = batches[0]!.events;
    // Each tuple and visitor once: two tuples, two visitors, three events.
    expect(stored.k).toHaveLength(2);
    expect(stored.v).toHaveLength(2);
    expect(stored.v[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(stored)).not.toContain('203.0.113');
    const rows = decodePageViews(stored);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[0]).toEqual({ ...view('/'), at: clock.now, visitor: rows[0]!.visitor });
    expect(rows[2]).toMatchObject({ path: '/product', referrerHost: 'news.example' });
    expect(await listPartitions(t.db)).toContain('page_view_batches_y2031m05');
  });

  it('one write of many batches: a row each, months without a partition made', async () => {
    // 70 batches in one INSERT; the last two in months with no partition.
    const batches = Array.from({ length: 70 }, (_, i) => {
      const at =
        i < 68
          ? new Date(Date.UTC(2032, 0, 10, 12, 0, i))
          : new Date(Date.UTC(2032, 1 + i - 68, 3));
      return encodePageViews([
        event(at, `/p${i}`, `v${i}`),
        event(new Date(at.getTime() + 5), `/p${i}`, `w${i}`),
      ])!;
    });
    await writePageViewBatches(t.db, batches);
    const rows = await t.db.select().from(page_view_batches).orderBy(page_view_batches.flushed_at);
    expect(rows).toHaveLength(70);
    expect(rows.map((r) => decodePageViews(r.events).map((e) => e.path))).toEqual(
      batches.map((_, i) => [`/p${i}`, `/p${i}`]),
    );
    expect(rows[69]!.flushed_at).toEqual(new Date(Date.UTC(2032, 2, 3, 0, 0, 0, 5)));
    const parts = await listPartitions(t.db);
    expect(parts).toEqual(
      expect.arrayContaining([
        'page_view_batches_y2032m01',
        'page_view_batches_y2032m02',
        'page_view_batches_y2032m03',
      ]),
    );
  });
  it('rolls up views and distinct visitors per day, path and dimension; idempotent', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const midnight = new Date(`${today}T00:00:00Z`);
    const morning = new Date(`${today}T00:00:01Z`);
    await write(t, [event(midnight, '/', 'v1')]);
    // Flushed just after midnight: its first event is of the day before.
    await write(t, [
      event(new Date(midnight.getTime() - 500), '/', 'v3'),
      event(morning, '/', 'v1'),
      event(morning, '/', 'v2', { utmSource: 'news', device: 'mobile' }),
    ]);
    await write(t, [event(morning, '/product', 'v1')]);
    const first = await runAnalyticsRollup(t.db, now);
    expect(first.days).toContain(today);
    const again = await runAnalyticsRollup(t.db, now);
    expect(again.days).toContain(today);
    const summary = await analyticsSummary(t.db, { from: today, to: today });
    expect(summary.days).toEqual([{ day: today, views: 4, visitors: 2 }]);
    expect(summary.topPaths).toEqual([
      { path: '/', views: 3, visitors: 2 },
      { path: '/product', views: 1, visitors: 1 },
    ]);
    const dims = await t.db
      .select()
      .from(page_view_daily)
      .where(sql`${page_view_daily.day} = ${today} and ${page_view_daily.path} = '/'`)
      .orderBy(page_view_daily.device);
    expect(dims.map((d) => [d.device, d.utm_source, d.views, d.visitors])).toEqual([
      ['desktop', '', 2, 1],
      ['mobile', 'news', 1, 1],
    ]);
    // The per-dimension tables of the Analytics tab, from the same statement.
    const perDay = async (table: PgTable & { day: PgColumn }) =>
      (await t.db
        .select()
        .from(table)
        .where(sql`${table.day} = ${today}`)) as Array<Record<string, unknown>>;
    const sorted = (rows: Array<Record<string, unknown>>) =>
      rows
        .map(({ day: _day, ...r }) => r)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(sorted(await perDay(page_view_referrer_daily))).toEqual([
      { referrer_host: '', views: 4, visitors: 2 },
    ]);
    expect(sorted(await perDay(page_view_campaign_daily))).toEqual([
      { utm_source: '', utm_medium: '', utm_campaign: '', views: 3, visitors: 1 },
      { utm_source: 'news', utm_medium: '', utm_campaign: '', views: 1, visitors: 1 },
    ]);
    expect(sorted(await perDay(page_view_device_daily))).toEqual([
      { device: 'desktop', views: 3, visitors: 1 },
      { device: 'mobile', views: 1, visitors: 1 },
    ]);
    const month = `${today.slice(0, 7)}-01`;
    const monthly = await t.db
      .select()
      .from(page_view_path_monthly)
      .where(sql`${page_view_path_monthly.month} = ${month}`)
      .orderBy(page_view_path_monthly.path);
    // The month's sums of daily rows (the day before may be in it: '/' then has one more view).
    const before = today.endsWith('-01') ? 0 : 1;
    expect(monthly.map((m) => [m.path, m.views, m.visitors])).toEqual([
      ['/', 3 + before, 2 + before],
      ['/product', 1, 1],
    ]);
    const yesterday = new Date(now.getTime() - DAY).toISOString().slice(0, 10);
    expect((await analyticsSummary(t.db, { from: yesterday, to: yesterday })).views).toBe(1);
  });

  it('retention: past 30 days whole months are dropped and older rows deleted; aggregates stay', async () => {
    const later = new Date(Date.UTC(2031, 6, 20, 12));
    await write(t, [event(new Date(Date.UTC(2031, 4, 10, 12)), '/old', 'a')]);
    await write(t, [event(new Date(Date.UTC(2031, 5, 15, 12)), '/june', 'b')]);
    await write(t, [event(new Date(Date.UTC(2031, 5, 25, 12)), '/late-june', 'c')]);
    await write(t, [event(new Date(Date.UTC(2031, 6, 19, 12)), '/july', 'd')]);
    // Rolled up while the events were fresh.
    const june26 = await runAnalyticsRollup(t.db, new Date(Date.UTC(2031, 5, 26, 12)));
    expect(june26.deletedBatches).toBe(1);
    const july = await runAnalyticsRollup(t.db, later);
    expect(july.droppedPartitions).toEqual(['page_view_batches_y2031m05']);
    expect(july.deletedBatches).toBe(1);
    const result = await runAnalyticsRollup(t.db, later);
    expect(await listPartitions(t.db)).not.toContain('page_view_batches_y2031m05');
    expect(await listPartitions(t.db)).toContain('page_view_batches_y2031m08');
    expect(result).toMatchObject({ droppedPartitions: [], deletedBatches: 0 });
    const left = await t.db
      .select({ events: page_view_batches.events })
      .from(page_view_batches)
      .orderBy(page_view_batches.flushed_at);
    expect(left.flatMap((r) => decodePageViews(r.events).map((e) => e.path))).toEqual([
      '/late-june',
      '/july',
    ]);
    const june = await analyticsSummary(t.db, { from: '2031-06-01', to: '2031-06-30' });
    expect(june.views).toBe(2);
  });

  it('caps the distinct referrers and campaigns of a day, the rest counted as (other); aggregates expire', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const at = new Date(`${today}T00:00:01Z`);
    const flood = Array.from({ length: MAX_DIMENSION_VALUES_PER_DAY + 150 }, (_, i) =>
      event(at, '/', `bot${i}`, {
        referrerHost: `spam${i}.example`,
        utmSource: 'spam',
        utmCampaign: `c${i}`,
      }),
    );
    // A real campaign with many views is among the kept ones.
    const real = Array.from({ length: 5 }, (_, i) =>
      event(at, '/', `person${i}`, { referrerHost: 'linkedin.com', utmSource: 'linkedin' }),
    );
    await write(t, [...flood, ...real]);
    await runAnalyticsRollup(t.db, now);
    const count = async (table: PgTable & { day: PgColumn }) =>
      (
        await t.db
          .select()
          .from(table)
          .where(sql`${table.day} = ${today}`)
      ).length;
    expect(await count(page_view_referrer_daily)).toBe(MAX_DIMENSION_VALUES_PER_DAY + 1);
    expect(await count(page_view_campaign_daily)).toBe(MAX_DIMENSION_VALUES_PER_DAY + 1);
    expect(await count(page_view_daily)).toBeLessThanOrEqual(MAX_DIMENSION_VALUES_PER_DAY + 2);
    const summary = await analyticsSummary(t.db, { from: today, to: today });
    expect(summary.views).toBe(flood.length + real.length);
    const [other] = await t.db
      .select()
      .from(page_view_referrer_daily)
      .where(sql`${page_view_referrer_daily.referrer_host} = ${OTHER}`);
    const [linkedin] = await t.db
      .select()
      .from(page_view_referrer_daily)
      .where(sql`${page_view_referrer_daily.referrer_host} = 'linkedin.com'`);
    expect(linkedin).toMatchObject({ views: 5, visitors: 5 });
    expect(other!.views).toBe(flood.length + real.length - 5 - (MAX_DIMENSION_VALUES_PER_DAY - 1));

    // Past the aggregates' retention, the day is gone from every aggregate.
    const much = new Date(now.getTime() + (AGGREGATE_RETENTION_DAYS + 2) * DAY);
    await runAnalyticsRollup(t.db, much);
    expect(await count(page_view_referrer_daily)).toBe(0);
    expect(await count(page_view_daily)).toBe(0);
    expect(await count(page_view_site_daily as unknown as PgTable & { day: PgColumn })).toBe(0);
  });

  it('the daily salt is shared, and the next day deletes the old one', async () => {
    const a = await dailySalt(t.db, '2031-01-01');
    expect(a).toHaveLength(32);
    expect((await dailySalt(t.db, '2031-01-01')).equals(a)).toBe(true);
    const b = await dailySalt(t.db, '2031-01-02');
    expect(b.equals(a)).toBe(false);
    const left = await t.db.select({ day: analytics_salts.day }).from(analytics_salts);
    expect(left.map((r) => r.day)).toEqual(['2031-01-02']);
  });
});
