import { z } from 'zod';
import { getDb } from '@/db/client';
import { pageKeySchema } from '@/lib/pages/registry';
import { runAnalyticsRollup } from '../analytics/rollup';
import { invalidateTags } from '../cache';
import { getLogger } from '../log';
import { addOutboxJobs } from '../mail/worker';
import { addNewsletterJobs } from '../newsletter/worker';
import { publicationTags } from '../pages/queries';
import { PAGE_PUBLISH_JOB, publishScheduledPage } from '../pages/service';
import { runLeadRetention } from '../privacy/retention';
import { runTrashPurge } from '../trash/worker';
import { getRunner } from './runner';

const HOUR = 60 * 60 * 1000;

/**
 * Adds the application's background jobs to the process's runner and starts it (at server start,
 * from instrumentation.ts; the custom server adds its recorders' flushes to the same runner):
 *
 * | job | scope | every |
 * |---|---|---|
 * | `trash.purge`: what has been in the Trash TRASH_RETENTION_DAYS, and orphaned files | cluster | 1 h |
 * | `leads.retention`: leads older than the retention setting, when it is on | cluster | 1 h |
 * | `analytics.rollup`: raw page views into daily aggregates, and their retention | cluster | 1 h |
 * | `mail.drain`, `webhooks.drain`: the two outboxes (also right after a submission) | process | MAIL_POLL_MS |
 * | `newsletter.drain`: the copies of the campaigns that are sending | process | MAIL_POLL_MS |
 *
 * and handles the one-off `pages.publish` job (a page's draft published at its scheduled time)
 * and `newsletter.start` (a campaign's sending starts at its time).
 *
 * A cluster job runs at the first start of an installation and then once per period across all
 * instances; a scheduled post needs no job: the page cache expires at its publication time.
 */
export function startBackgroundJobs(): void {
  const runner = getRunner();
  runner.every({ name: 'trash.purge', everyMs: HOUR, run: () => runTrashPurge() });
  runner.every({ name: 'leads.retention', everyMs: HOUR, run: runLeadRetention });
  runner.every({
    name: 'analytics.rollup',
    everyMs: HOUR,
    run: async () => {
      const r = await runAnalyticsRollup(getDb());
      if (r.droppedPartitions.length > 0 || r.deletedBatches > 0)
        getLogger().info(r, 'analytics retention');
    },
  });
  runner.handle({
    name: PAGE_PUBLISH_JOB,
    parse: z.object({ key: pageKeySchema, by: z.string().nullable() }).parse,
    run: async ({ key, by }) => {
      if (await publishScheduledPage(getDb(), key, by)) invalidateTags(publicationTags(key));
    },
  });
  addOutboxJobs();
  addNewsletterJobs();
  runner.start();
}
