/**
 * `npm run bench:newsletter` (also a step of `npm run bench`): a campaign to 10,000 subscribers
 * sent by the production server's runner through its pooled SMTP transport to a local SMTP sink,
 * and what the sending costs the public site's cached pages, as one ratio from one run.
 *
 * The site's database (PGlite in a fresh data dir; a throwaway PostgreSQL database on the server
 * of NEWSLETTER_PG_URL instead when it is set) is migrated and seeded with the demo content,
 * BENCH_RECIPIENTS (10,000) active subscribers and a campaign scheduled to go out now. Then
 * `scripts/server.ts production` starts (pinned to core 0 with taskset when available; this
 * process, the load and the sink, on core 1) with SMTP_URL pointing at the sink, NEWSLETTER_RATE
 * BENCH_RATE (200) messages a second and NEWSLETTER_CONNECTIONS 4: its runner starts the campaign
 * at once. While it sends, `/` (an HTML-cache hit) is loaded with autocannon for BENCH_DURATION s
 * (10) after a 3 s warm-up and 5 s of the sending alone; once every copy has reached the sink, the same load runs again on the
 * idle server. The sending comes first because nothing but the server may open PGlite while it
 * runs, so the campaign is ready before it starts; the order does not change the ratio.
 *
 * Reported: the messages a second the sink accepted (over the whole sending, and during the
 * loaded window), the total time for every copy, copies per recipient (must be exactly 1), the
 * delivery rows by status (must all be sent), requests a second of `/` while sending and idle
 * with their ratio (the target is at least 0.9), and the server process's CPU time (/proc): its
 * share of one core while the campaign sends alone for 5 s before the loaded window (and so its
 * CPU ms per message), and in each loaded window. The pages and the sender share the server's
 * one thread, so the sending's share is what it takes from the pages' capacity; when the server's
 * share stays well below one core in the loaded windows, the load generator or the machine's
 * other processes limited the requests, and their ratio says little about the server.
 * Writes bench/results/<date>-newsletter.json and prints the result as JSON on its last line.
 * Exits 1 when a copy is missing or doubled.
 * Never part of `npm test`.
 *
 *   npm run bench:newsletter
 *   NEWSLETTER_PG_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench:newsletter
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, type Db } from '@/db/client';
import { executeRows } from '@/db/rows';
import { newsletter_subscribers, user } from '@/db/schema';
import { ensureReferenceData, seedDemoContent } from '@/db/seed';
import { campaignSchema } from '@/lib/validation/newsletter';
import { createCampaign, scheduleCampaign } from '@/server/newsletter/campaigns';
import { openConfiguredDatabase } from '../scripts/lib/open-database';
import {
  createThrowawayDb,
  ensureBuild,
  hasTaskset,
  log,
  pinLoadToCore1,
  root,
  sleep,
  SmtpSink,
  stop,
  waitFor,
  writeResult,
  type ThrowawayDb,
} from './lib/harness';

const PORT = Number(process.env.BENCH_PORT ?? 3660);
const SMTP_PORT = PORT + 25;
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SMTP_CONNECTIONS = 4;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = 3;
const SUBJECT = 'Lizit news: the spring issue';
const pgUrl = process.env.NEWSLETTER_PG_URL?.trim();

/** An issue the size of a real one: a few paragraphs and counted links. */
const BODY = `<h2>What is new in Lizit this spring</h2>
${Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: rental yards told us what slows their counter down, so this release cuts the steps of a check-out, adds damage photos to returns and makes deposits refundable from the contract page. Read how <a href="https://www.lizit.com/resources/${i + 1}">other yards use it</a>.</p>`,
).join('\n')}
<p>Questions? Reply to this e-mail: a person answers.</p>`;

/** Loads `/` for `seconds` (gzip, as bench/run.ts loads it): requests a second and in all. */
async function load(origin: string, seconds: number): Promise<{ rps: number; total: number }> {
  const result = await autocannon({
    url: `${origin}/`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`/ answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), total: result.requests.total };
}

/** The CPU time a process has used so far, in ms (utime + stime of /proc/<pid>/stat, Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

/**
 * Runs `fn` and measures what the server did meanwhile: its CPU time and share of one core, the
 * copies the sink accepted, and the elapsed time.
 */
async function measure<T>(pid: number, sent: () => number, fn: () => Promise<T>) {
  const [cpu0, sent0, t0] = [cpuMs(pid), sent(), Date.now()];
  const value = await fn();
  const [cpu, messages, ms] = [cpuMs(pid) - cpu0, sent() - sent0, Date.now() - t0];
  return { value, cpu, messages, ms, coreShare: cpu / ms };
}

/** The site's content, the subscribers and a campaign scheduled to go out now. */
async function prepare(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<void> {
  const handle = openConfiguredDatabase(env);
  try {
    const db: Db = handle.db;
    await migrateDatabase(handle);
    await ensureReferenceData(db);
    await seedDemoContent(db);
    await db.insert(user).values({ id: 'bench-admin', name: 'Bench', email: 'bench@lizit.com' });
    for (let i = 0; i < RECIPIENTS; i += 1000) {
      await db.insert(newsletter_subscribers).values(
        Array.from({ length: Math.min(1000, RECIPIENTS - i) }, (_, j) => ({
          email: `reader${i + j}@bench.example.com`,
          unsubscribe_token: crypto.randomBytes(16).toString('base64url'),
        })),
      );
    }
    const data = campaignSchema.parse({
      kind: 'issue',
      subject: SUBJECT,
      from_name: 'Lizit',
      body_html: BODY,
    });
    const { id } = await createCampaign(db, data, 'bench-admin');
    // The runner's newsletter.start job is due now: the server starts the sending at its start.
    await scheduleCampaign(db, id, null, 'bench-admin');
  } finally {
    await handle.close();
  }
}

/** The campaign's start and the delivery rows by status, read after the server stopped. */
async function outcome(env: { DATABASE_URL?: string; DATA_DIR: string }) {
  const handle = openConfiguredDatabase(env);
  try {
    const rows = await executeRows<{ status: string; n: number }>(
      handle.db.execute(
        sql`select status, count(*)::int as n from newsletter_deliveries group by status`,
      ),
    );
    const [campaign] = await executeRows<{ status: string; started_at: Date | string }>(
      handle.db.execute(sql`select status, started_at from newsletter_campaigns`),
    );
    return {
      deliveries: Object.fromEntries(rows.map((r) => [r.status, r.n])),
      campaignStatus: campaign?.status,
      startedAt: campaign ? new Date(campaign.started_at).getTime() : NaN,
    };
  } finally {
    await handle.close();
  }
}

async function main() {
  ensureBuild();
  pinLoadToCore1();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-bench-newsletter-'));
  let pg: ThrowawayDb | undefined;
  let app: ChildProcess | undefined;
  const sink = new SmtpSink(SMTP_PORT);
  try {
    if (pgUrl) pg = await createThrowawayDb(pgUrl, 'lizit_newsletter');
    const dbEnv = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
    log(`seeding ${RECIPIENTS} subscribers and a campaign (${pg ? 'PostgreSQL' : 'PGlite'})`);
    await prepare(dbEnv);
    await sink.start();

    const origin = `http://127.0.0.1:${PORT}`;
    const node = [process.execPath, '--import', 'tsx', 'scripts/server.ts', 'production'];
    const [cmd, argv] = hasTaskset ? ['taskset', ['-c', '0', ...node]] : [node[0]!, node.slice(1)];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...dbEnv,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      NEWSLETTER_RATE: String(RATE),
      NEWSLETTER_CONNECTIONS: String(SMTP_CONNECTIONS),
      LOG_LEVEL: 'warn',
    };
    if (!pg) delete env.DATABASE_URL;
    app = spawn(cmd, argv, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(`${origin}/api/healthz`);

    const campaign = () => sink.messages.filter((m) => m.subject === SUBJECT);
    const pid = app.pid!;
    log(`warm-up ${WARMUP} s; the sending alone for 5 s; / for ${DURATION} s while it sends`);
    await load(origin, WARMUP);
    if (campaign().length === 0) throw new Error('the campaign is not sending');
    // What sending costs the server's one thread, without page load.
    const alone = await measure(
      pid,
      () => campaign().length,
      () => sleep(5000),
    );
    const sending = await measure(
      pid,
      () => campaign().length,
      () => load(origin, DURATION),
    );
    if (campaign().length >= RECIPIENTS)
      throw new Error('the campaign ended within the window: raise BENCH_RECIPIENTS');

    const deadline = Date.now() + Math.max(120_000, (3 * RECIPIENTS * 1000) / RATE);
    while (campaign().length < RECIPIENTS && Date.now() < deadline) await sleep(500);
    log(`${campaign().length} copies at the sink; / for ${DURATION} s, idle`);
    await sleep(1000);
    const idle = await measure(
      pid,
      () => campaign().length,
      () => load(origin, DURATION),
    );
    const [sendingRps, idleRps] = [sending.value.rps, idle.value.rps];

    await stop(app);
    app = undefined;
    const stored = await outcome(dbEnv);
    const copies = new Map<string, number>();
    for (const m of campaign()) for (const to of m.to) copies.set(to, (copies.get(to) ?? 0) + 1);
    const perRecipient = [...copies.values()];
    const times = campaign().map((m) => m.at);
    const first = Math.min(...times);
    const last = Math.max(...times);
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      pinned: hasTaskset,
      database: pg ? 'postgres' : 'pglite',
      settings: {
        recipients: RECIPIENTS,
        newsletterRate: RATE,
        smtpConnections: SMTP_CONNECTIONS,
        page: '/',
        connections: CONNECTIONS,
        durationS: DURATION,
      },
      sending: {
        messagesPerSec: Number((((times.length - 1) * 1000) / (last - first)).toFixed(1)),
        messagesPerSecUnderLoad: Number(((sending.messages * 1000) / sending.ms).toFixed(1)),
        totalS: Number(((last - stored.startedAt) / 1000).toFixed(1)),
        firstToLastS: Number(((last - first) / 1000).toFixed(1)),
        received: times.length,
        recipientsReached: copies.size,
        copiesPerRecipient: { min: Math.min(...perRecipient), max: Math.max(...perRecipient) },
        deliveries: stored.deliveries,
        campaignStatus: stored.campaignStatus,
      },
      pageRequestsPerSec: { sending: sendingRps, idle: idleRps },
      sendingVsIdle: Number((sendingRps / idleRps).toFixed(3)),
      // The server process's CPU: a ratio of requests a second only measures the server when it
      // is what limits them (its share of a core near 1 in both windows).
      serverCpu: {
        msPerMessage: Number((alone.cpu / alone.messages).toFixed(2)),
        msPerRequest: Number((idle.cpu / idle.value.total).toFixed(3)),
        coreShare: {
          sendingAlone: Number(alone.coreShare.toFixed(2)),
          sendingWithLoad: Number(sending.coreShare.toFixed(2)),
          idleWithLoad: Number(idle.coreShare.toFixed(2)),
        },
      },
    };
    const file = writeResult('newsletter', result);
    log(
      `${result.sending.messagesPerSec} messages/s (${result.sending.messagesPerSecUnderLoad} under load), ${RECIPIENTS} in ${result.sending.totalS} s; / kept ${(result.sendingVsIdle * 100).toFixed(1)} % of its throughput (${sendingRps} vs ${idleRps} req/s); the sending alone took ${(alone.coreShare * 100).toFixed(0)} % of the server's core (${result.serverCpu.msPerMessage} ms a message); wrote ${file}`,
    );
    const exact =
      copies.size === RECIPIENTS &&
      perRecipient.every((n) => n === 1) &&
      stored.deliveries.sent === RECIPIENTS &&
      Object.keys(stored.deliveries).length === 1;
    if (!exact) {
      log('FAILED: not every recipient got exactly one copy');
      process.exitCode = 1;
    }
    console.log(JSON.stringify(result));
  } finally {
    if (app) await stop(app);
    await sink.stop();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
