import type { Db } from '@/db/client';
import { getSiteUrl, type Env } from '@/lib/env';
import { createAnalyticsRecorder, type AnalyticsRecorder } from './recorder';
import { dailySalt, saltCache } from './salt';
import { postgresSink } from './sink';

/**
 * The custom server's page-view recorder (issue #25 §1 and §2), writing to the process-wide
 * database through the PostgreSQL sink (the one place to plug another `AnalyticsSink`
 * implementation in); null when ANALYTICS=off. A failed flush is logged with the views it dropped.
 * @param env - the validated environment (ANALYTICS, ANALYTICS_FLUSH_MS)
 * @param getDb - the database (read at each flush)
 */
export function startPageViewRecorder(env: Env, getDb: () => Db): AnalyticsRecorder | null {
  if (env.ANALYTICS !== 'on') return null;
  return createAnalyticsRecorder({
    sink: postgresSink(getDb),
    salt: saltCache((day) => dailySalt(getDb(), day)),
    site: new URL(getSiteUrl()).origin,
    intervalMs: env.ANALYTICS_FLUSH_MS,
    onError: (error, dropped) =>
      console.error(`analytics: flush failed, ${dropped} page views dropped`, error),
  });
}
