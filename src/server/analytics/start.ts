import type { Db } from '@/db/client';
import { getSiteUrl, type Env } from '@/lib/env';
import { getLogger } from '../log';
import { createAnalyticsRecorder, type AnalyticsRecorder } from './recorder';
import { dailySalt, saltCache } from './salt';
import { writePageViewBatches } from './sink';

/**
 * The custom server's page-view recorder, writing to the process-wide database; counting is on
 * unless ANALYTICS=off. A failed write is logged with the views it dropped.
 * @param env - the validated environment (ANALYTICS)
 * @param getDb - the database (read at each write)
 * @returns the recorder (the custom server flushes it every ANALYTICS_FLUSH_MS), or null when
 *   ANALYTICS=off
 */
export function startPageViewRecorder(env: Env, getDb: () => Db): AnalyticsRecorder | null {
  if (env.ANALYTICS !== 'on') return null;
  return createAnalyticsRecorder({
    write: (batches) => writePageViewBatches(getDb(), batches),
    salt: saltCache((day) => dailySalt(getDb(), day)),
    site: new URL(getSiteUrl()).origin,
    onError: (error, dropped) =>
      getLogger().error({ err: error, dropped }, 'analytics: flush failed, page views dropped'),
  });
}
