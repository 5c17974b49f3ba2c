/**
 * Webhook fan-out benchmark (issue #24 §4 "Benchmarks"): `npm run bench:webhooks`. On an in-memory
 * PGlite database (the demo's embedded database, one process, as in production on one server):
 *   - 1,000 `lead.created` events queued for one endpoint whose receiver (node:http on 127.0.0.1)
 *     answers 204 after BENCH_WEBHOOK_DELAY_MS (default 200 ms);
 *   - drained as the outbox worker does (passes of `drainWebhooks` until nothing is due, default
 *     WEBHOOK_CONCURRENCY) — drain time, deliveries per second, most requests in flight at once;
 *   - meanwhile, a submission-like write every 20 ms (its event is queued for the same endpoint,
 *     behind the 1,000) (one transaction: a notification row in the
 *     mail outbox and `enqueueWebhookEvent`, what a form submission adds), timed; and the same
 *     writes with the sender idle, for comparison — p50 / p95.
 * Writes bench/results/<date>-webhooks.json and prints it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '@/db/client';
import { mail_outbox, webhook_deliveries, webhook_endpoints } from '@/db/schema';
import { getEnv } from '@/lib/env';
import { drainWebhooks } from '@/server/webhooks/drain';
import { enqueueWebhookEvent, newWebhookSecret } from '@/server/webhooks/outbox';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const DELAY_MS = Number(process.env.BENCH_WEBHOOK_DELAY_MS ?? 200);
const concurrency = getEnv().WEBHOOK_CONCURRENCY;

const pct = (xs: number[], p: number) =>
  Number(
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!.toFixed(2),
  );
const stats = (xs: number[]) => ({ p50: pct(xs, 0.5), p95: pct(xs, 0.95), runs: xs.length });

let inFlight = 0;
let maxInFlight = 0;
let received = 0;
const receiver = http.createServer((req, res) => {
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  req.resume();
  req.on('end', () =>
    setTimeout(() => {
      inFlight--;
      received++;
      res.writeHead(204).end();
    }, DELAY_MS),
  );
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const handle = openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(handle);
const db = handle.db;
await db.insert(webhook_endpoints).values({
  name: 'Bench receiver',
  url,
  secret: newWebhookSecret(),
  events: ['lead.created'],
  format: 'standard',
});

let n = 0;
/** What a form submission writes besides its own row: a notification e-mail and the event. */
async function submission(): Promise<number> {
  const i = n++;
  const t = performance.now();
  await db.transaction(async (tx) => {
    await tx.insert(mail_outbox).values({
      to_address: 'sales@lizit.com',
      subject: `New demo request ${i}`,
      text_body: 'Jane Doe, Acme Rentals',
      kind: 'notification.demo_request',
    });
    await enqueueWebhookEvent(tx, {
      type: 'lead.created',
      data: { lead: { id: i, name: 'Jane Doe', company: 'Acme Rentals', source: 'bench' } },
      leadId: i,
    });
  });
  return performance.now() - t;
}

// Submissions with the sender idle (the baseline), then the 1,000 events to drain.
const idle: number[] = [];
for (let i = 0; i < 200; i++) idle.push(await submission());
await db.delete(webhook_deliveries);
const tq = performance.now();
for (let i = 0; i < EVENTS; i++)
  await enqueueWebhookEvent(db, { type: 'lead.created', data: { lead: { id: i } }, leadId: i });
const queueMs = performance.now() - tq;

// Drain as the worker does, while submissions keep arriving every 20 ms.
const during: number[] = [];
let draining = true;
const submitting = (async () => {
  while (draining) {
    during.push(await submission());
    await new Promise((r) => setTimeout(r, 20));
  }
})();
const t0 = performance.now();
let passes = 0;
const pass = async () => {
  passes++;
  const r = await drainWebhooks({ db, allowPrivate: true, siteUrl: 'https://www.lizit.com' });
  if (r.delivered + r.retried + r.dead === 0) await new Promise((res) => setTimeout(res, 20));
};
// Timed: until 1,000 deliveries arrived (the submissions' own events are interleaved by id).
while (received < EVENTS) await pass();
const drainMs = performance.now() - t0;
draining = false;
await submitting;

const result = {
  date: new Date().toISOString(),
  node: process.version,
  events: EVENTS,
  receiverDelayMs: DELAY_MS,
  concurrency,
  perEndpoint: Math.max(1, Math.floor(concurrency / 2)),
  queueEventsMs: Number(queueMs.toFixed(0)),
  drainMs: Number(drainMs.toFixed(0)),
  deliveredPerSecond: Number((received / (drainMs / 1000)).toFixed(1)),
  maxInFlight,
  passes,
  /** Deliveries the submissions during the drain added (sent after the 1,000, not timed). */
  queuedBySubmissions: during.length,
  submissionIdleMs: stats(idle),
  submissionDuringDrainMs: stats(during),
};
receiver.closeAllConnections();
receiver.close();
await handle.close();
const out = path.join(import.meta.dirname, 'results', `${result.date.slice(0, 10)}-webhooks.json`);
fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
