import 'server-only';
import { getDb } from '@/db/client';
import { processSingleton } from '@/lib/runtime';
import { getLogger } from '../log';
import { runAnalyticsRollup } from './rollup';

/**
 * The analytics rollup job: {@link runAnalyticsRollup} hourly in every instance,
 * with a first pass at start (it is idempotent and serialised by an advisory lock, so instances
 * only repeat each other's work). It runs with ANALYTICS=off too: retention still applies.
 */

/** How often the rollup runs. */
const ROLLUP_INTERVAL_MS = 60 * 60 * 1000;

type RollupState = { timer?: NodeJS.Timeout; running: boolean };
declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The analytics rollup's timer and run state, one per process. */
    analyticsRollup: RollupState;
  }
}

/** Starts the hourly rollup once per process, with a first pass at start. */
export function startAnalyticsRollup(): void {
  const s = processSingleton('analyticsRollup', () => ({ running: false }));
  if (s.timer) return;
  const pass = async () => {
    if (s.running) return;
    s.running = true;
    try {
      const r = await runAnalyticsRollup(getDb());
      if (r.droppedPartitions.length > 0 || r.deletedBatches > 0)
        getLogger().info(r, 'analytics retention');
    } catch (error) {
      getLogger().error({ err: error }, 'analytics rollup failed');
    } finally {
      s.running = false;
    }
  };
  s.timer = setInterval(() => void pass(), ROLLUP_INTERVAL_MS);
  s.timer.unref();
  void pass();
}
