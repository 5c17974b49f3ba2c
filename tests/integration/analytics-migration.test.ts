/**
 * Migration 0024 on PGlite and PostgreSQL: a database whose days were rolled up
 * before the per-dimension and monthly tables existed gets them filled by the next rollup pass,
 * because the migration clears the rollup's mark (every day still in the raw store is rolled up
 * again).
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/db/client';
import {
  app_meta,
  page_view_device_daily,
  page_view_path_monthly,
  page_view_referrer_daily,
} from '@/db/schema';
import { encodePageViews } from '@/server/analytics/batch';
import { runAnalyticsRollup } from '@/server/analytics/rollup';
import { writePageViewBatches } from '@/server/analytics/sink';
import { dbTargets, type TestDatabase } from './helpers/db';
import { migrationsBefore } from './helpers/migrations';

describe.each(dbTargets())('migration 0024: analytics dimensions ($name)', ({ create }) => {
  let t: TestDatabase | undefined;
  afterAll(async () => t?.dispose());

  it('days rolled up before it get their referrer, device and monthly rows on the next pass', async () => {
    t = await create({ migrate: false });
    await migrateDatabase(t, migrationsBefore(24));
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const before = new Date(now.getTime() - 3 * 86_400_000);
    const day = before.toISOString().slice(0, 10);
    await writePageViewBatches(t.db, [
      encodePageViews([
        {
          at: before,
          visitor: 'v1',
          path: '/',
          referrerHost: 'news.example',
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          device: 'mobile',
        },
      ])!,
    ]);
    // Three days ago was rolled up by the code of 0023 (stand-in: the mark a later pass leaves,
    // which a pass starts from), then the database is migrated.
    await t.db.insert(app_meta).values({ key: 'analytics_rollup_from', value: today });
    await migrateDatabase(t);
    expect(
      await t.db.select().from(app_meta).where(eq(app_meta.key, 'analytics_rollup_from')),
    ).toEqual([]);
    const pass = await runAnalyticsRollup(t.db, now);
    expect(pass.days).toContain(day);
    expect(await t.db.select().from(page_view_referrer_daily)).toEqual([
      { day, referrer_host: 'news.example', views: 1, visitors: 1 },
    ]);
    expect(await t.db.select().from(page_view_device_daily)).toEqual([
      { day, device: 'mobile', views: 1, visitors: 1 },
    ]);
    expect(await t.db.select().from(page_view_path_monthly)).toEqual([
      { month: `${day.slice(0, 7)}-01`, path: '/', views: 1, visitors: 1 },
    ]);
  });
});
