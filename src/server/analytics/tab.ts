import 'server-only';
import { getDb, type Db } from '@/db/client';
import { dayOf, type AnalyticsRange } from '@/lib/analytics-range';
import { getEnv } from '@/lib/env';
import { getLogger } from '../log';
import { landingPagesReport, type LandingPageStats } from './landing';
import { analyticsReport, type AnalyticsReport, type LeadTouch } from './report';
import { rollupDay } from './rollup';

/** How often, at most, the tab rolls today up again before reading it (per process). */
const TODAY_REFRESH_MS = 5_000;
let todayRefreshedAt = 0;

/**
 * Rolls today up again (the Analytics tab shows views within a few seconds) when
 * the range includes today and the last refresh of this process is older than
 * {@link TODAY_REFRESH_MS}: the hourly rollup alone would show a visit up to an hour late. The
 * same idempotent `rollupDay` as the hourly job (about 0.2–0.35 s for a day of 33,000 views on PGlite,
 * docs/performance.md). A failure is logged and the tab shows the aggregates as they are.
 */
async function refreshToday(db: Db, range: AnalyticsRange, now: Date): Promise<void> {
  const today = dayOf(now);
  if (range.to < today || range.from > today) return;
  if (now.getTime() - todayRefreshedAt < TODAY_REFRESH_MS) return;
  todayRefreshedAt = now.getTime();
  try {
    await rollupDay(db, today);
  } catch (error) {
    getLogger().warn({ err: error }, 'analytics: refreshing today failed');
  }
}

/**
 * The Analytics tab's data: the report of `range` against its previous
 * period and what each landing page converted in `range` (today rolled up again first, at most
 * every few seconds, when counting is on), with whether the server counts page views at all
 * (`ANALYTICS=off` counts nothing). The caller (the admin page, capability `content`) has checked
 * the role.
 * @param touch - which landing page makes a lead an article's lead
 * @throws the database error when a read fails
 */
export async function loadAnalyticsTab(
  range: AnalyticsRange,
  touch: LeadTouch,
): Promise<{ report: AnalyticsReport; landing: LandingPageStats[]; counting: boolean }> {
  const db = getDb();
  const counting = getEnv().ANALYTICS === 'on';
  if (counting) await refreshToday(db, range, new Date());
  const [report, landing] = await Promise.all([
    analyticsReport(db, range, range.previous, touch),
    landingPagesReport(db, range),
  ]);
  return { report, landing, counting };
}
