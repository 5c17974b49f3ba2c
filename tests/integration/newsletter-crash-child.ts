/**
 * One sender process of tests/integration/newsletter-crash.test.ts: the newsletter's part of the
 * background runner, as the server starts it (the `newsletter.start` job and the `newsletter.drain`
 * job of the process), on the database of DATABASE_URL or of DATA_DIR's PGlite, sending through
 * SMTP_URL (the test's sink) with the NEWSLETTER_* settings the test gives.
 *
 *   node --conditions react-server --import tsx tests/integration/newsletter-crash-child.ts
 *
 * Over its IPC channel it says "ready" once its modules are loaded, starts the runner on "go",
 * and answers "count" with the number of copies marked sent, so the test can kill it at a moment
 * when every copy the sink accepted is marked (the kill then lands only on copies the sink has not
 * answered). It exits 0 once no campaign is left to start or send.
 */
import { sql } from 'drizzle-orm';
import { getDb, getDbHandle } from '@/db/client';
import { executeRows } from '@/db/rows';
import { getRunner } from '@/server/jobs/runner';
import { addNewsletterJobs } from '@/server/newsletter/worker';

const POLL_MS = 100;

/** Copies marked sent, and campaigns not yet sent. */
async function state(): Promise<{ sent: number; open: number }> {
  const [row] = await executeRows<{ sent: number; open: number }>(
    getDb().execute(sql`select
      (select count(*)::int from newsletter_deliveries where status = 'sent') as sent,
      (select count(*)::int from newsletter_campaigns
        where status in ('scheduled', 'sending')) as open`),
  );
  return row!;
}

process.on('message', (message) => {
  if (message !== 'count') return;
  state().then(
    (s) => process.send?.({ sent: s.sent }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});

// Ready once the modules are loaded (most of a start); the database is opened and the runner
// started on "go", so the test can have a process waiting before the one it kills has let go of
// PGlite's data dir, and two processes begin sending at the same moment.
const go = new Promise<void>((resolve) => process.on('message', (m) => m === 'go' && resolve()));
process.send?.({ ready: true });
await go;

const runner = getRunner();
addNewsletterJobs();
runner.start();

// The runner's timer does not hold the process; this loop does, until the work is done.
for (;;) {
  await new Promise((r) => setTimeout(r, POLL_MS));
  if ((await state()).open === 0) break;
}
await runner.stop();
await getDbHandle().close();
process.exit(0);
