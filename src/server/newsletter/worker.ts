import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { getEnv } from '@/lib/env';
import { getRunner } from '../jobs/runner';
import { CAMPAIGN_START_JOB, startCampaign } from './campaigns';
import { drainNewsletter } from './sender';

/** The job name of the newsletter's sender. */
const NEWSLETTER_DRAIN = 'newsletter.drain';

/**
 * Adds the newsletter's work to the process's job runner: the one-off `newsletter.start` job (a
 * campaign's sending starts at its time) and the `newsletter.drain` job of every process, every
 * MAIL_POLL_MS and right after a start or a resume ({@link kickNewsletter}), which sends the due
 * copies until none is left. Copies are claimed under a lease, so processes never share one.
 */
export function addNewsletterJobs(): void {
  const runner = getRunner();
  runner.handle({
    name: CAMPAIGN_START_JOB,
    parse: z.object({ id: z.number().int().positive() }).parse,
    run: async ({ id }) => {
      if ((await startCampaign(getDb(), id)) !== null) kickNewsletter();
    },
  });
  runner.every({
    name: NEWSLETTER_DRAIN,
    scope: 'process',
    everyMs: getEnv().MAIL_POLL_MS,
    run: async () => {
      for (;;) {
        const r = await drainNewsletter({ db: getDb() });
        if (r.sent + r.retried + r.bounced + r.dead + r.skipped === 0) return;
      }
    },
  });
}

/** Asks for the sender now (a campaign started or resumed). */
export function kickNewsletter(): void {
  getRunner().runSoon(NEWSLETTER_DRAIN);
}

/** Asks the runner to look for due one-off jobs now (a campaign sent "now"). */
export function kickCampaignStart(): void {
  getRunner().runSoon();
}
