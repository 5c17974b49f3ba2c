import { getDb } from '@/db/client';
import { getEnv } from '@/lib/env';
import { getRunner } from '../jobs/runner';
import { drainWebhooks } from '../webhooks/drain';
import { drainOutbox } from './outbox';

/** The job names of the two outbox drains. */
const MAIL_DRAIN = 'mail.drain';
const WEBHOOKS_DRAIN = 'webhooks.drain';

/** Runs `pass` until it finds nothing due (a pass handles one batch). */
async function untilEmpty(pass: () => Promise<number>): Promise<void> {
  while ((await pass()) > 0);
}

/**
 * Adds the outbox drains to the process's job runner: the mail outbox and the webhook deliveries,
 * each a job of its own (a slow webhook receiver never holds up mail, nor mail a webhook), every
 * MAIL_POLL_MS and right after each submission ({@link kickOutbox}). Every process drains: rows are
 * claimed under a lease, so two senders never send the same one.
 */
export function addOutboxJobs(): void {
  const runner = getRunner();
  const everyMs = getEnv().MAIL_POLL_MS;
  runner.every({
    name: MAIL_DRAIN,
    scope: 'process',
    everyMs,
    run: () =>
      untilEmpty(async () => {
        const r = await drainOutbox({ db: getDb() });
        return r.sent + r.retried + r.dead;
      }),
  });
  runner.every({
    name: WEBHOOKS_DRAIN,
    scope: 'process',
    everyMs,
    run: () =>
      untilEmpty(async () => {
        const r = await drainWebhooks({ db: getDb() });
        return r.delivered + r.retried + r.dead;
      }),
  });
}

/** Asks for both drains now (after a submission committed, or a webhook was queued). */
export function kickOutbox(): void {
  const runner = getRunner();
  runner.runSoon(MAIL_DRAIN);
  runner.runSoon(WEBHOOKS_DRAIN);
}
