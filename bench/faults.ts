/**
 * `npm run bench:faults` (issue #10 "Faults"; never part of `npm test`): proves that no
 * acknowledged lead submission and no notification is lost when a dependency fails under load,
 * and that the server recovers by itself. On a throwaway PostgreSQL database (created on the
 * server of FAULT_PG_URL, dropped at the end), with `scripts/server.ts production` on 127.0.0.1
 * and an in-process SMTP sink, three scenarios run one after the other, each with bounded load
 * (page views and newsletter, demo-request and contact submissions from many client IPs):
 *
 *   a. pg    PostgreSQL is stopped for 10 s (FAULT_PG_CTL ... -m fast stop, then ... start).
 *            Checks: every 5xx a submission gets is a 503 with Retry-After and a human "try again"
 *            message (no raw error); some submissions did hit the outage; the same server process
 *            answers /api/healthz and stores submissions again within 15 s of PostgreSQL being
 *            back, without a restart.
 *   b. kill  The server gets SIGKILL while the outbox has a backlog (the sink is slowed down) and
 *            is started again. Checks: the messages pending at the kill are all sent after the
 *            restart (a message claimed at the kill waits for its 2-minute lease).
 *   c. smtp  The SMTP sink stops for 20 s during submissions and starts again. Checks: every
 *            submission is still answered 2xx (none 5xx), failed sends are retried with back-off
 *            (MAIL_RETRY_BASE_MS=1000 here) and are all sent in the end, none dead.
 * After each scenario (bounded wait for the outbox to drain): every submission answered 2xx is in
 * the database with its notification queued, no outbox message is pending or dead, and each one
 * marked sent reached the SMTP sink. Exit 1 when any check fails; the figures are printed and
 * written to bench/results/<date>-faults.json.
 *
 *   FAULT_PG_URL=postgres://postgres@127.0.0.1:54340/postgres \
 *   FAULT_PG_CTL='runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D /tmp/soakpg/data' \
 *   FAULT_PG_START_OPTS='-l /tmp/soakpg/log -o "-h 127.0.0.1 -p 54340 -k /tmp/soakpg -c fsync=off"' \
 *   npm run bench:faults
 *
 * Env: FAULT_PG_URL (or SOAK_PG_URL; a PostgreSQL server on 127.0.0.1 where the user may create
 * databases); FAULT_PG_CTL, a shell command prefix that controls that very server: the script runs
 * `$FAULT_PG_CTL -m fast -w stop` and `$FAULT_PG_CTL -w $FAULT_PG_START_OPTS start` (pg_ctl's
 * start needs the server's options and a log file unless they are in postgresql.conf);
 * FAULT_SCENARIOS (default "pg,kill,smtp"); FAULT_PORT (default 3450; the sink uses
 * FAULT_PORT + 25).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkDelivery,
  createThrowawayDb,
  deliveryProblems,
  ensureBuild,
  findArticle,
  isAcked,
  Load,
  log,
  migrateAndSeed,
  outboxRows,
  phaseCounts,
  sleep,
  SmtpSink,
  startApp,
  waitForOutboxDrain,
  withDb,
  writeResult,
  type App,
  type AppOptions,
  type DeliveryCheck,
  type ThrowawayDb,
} from './lib/harness';

const pgUrl = (process.env.FAULT_PG_URL ?? process.env.SOAK_PG_URL)?.trim();
const pgCtl = process.env.FAULT_PG_CTL?.trim();
const pgStartOpts = process.env.FAULT_PG_START_OPTS?.trim() ?? '';
const scenarios = (process.env.FAULT_SCENARIOS ?? 'pg,kill,smtp').split(',').map((s) => s.trim());
const port = Number(process.env.FAULT_PORT ?? 3450);

const PG_OUTAGE_MS = 10_000;
const SMTP_OUTAGE_MS = 20_000;
/** Longer than the outbox lease (2 minutes) a message claimed at a crash waits for. */
const DRAIN_TIMEOUT_MS = 240_000;
/** The server's mail timings: quick retries so the scenarios end in bounded time. */
const SERVER_ENV = { MAIL_RETRY_BASE_MS: '1000', MAIL_POLL_MS: '500', MAIL_MAX_ATTEMPTS: '15' };

/** Text that would betray a raw exception in a visitor-facing message. */
const RAW_ERROR = /econn|terminat|postgres|sql|relation|stack|error:|\bat \S+:\d+/i;

type ScenarioResult = {
  name: string;
  passed: boolean;
  problems: string[];
  facts: Record<string, unknown>;
  submissionsByPhase: Record<string, Record<string, number>>;
  pageViewsByPhase: Record<string, Record<string, number>>;
  delivery: Omit<DeliveryCheck, 'missing' | 'mailsNotQueued'> & {
    missing: number;
    mailsNotQueued: number;
    pendingAfterLoad: number;
    drainWaitMs: number;
  };
};

type Ctx = {
  db: ThrowawayDb;
  sink: SmtpSink;
  appOptions: AppOptions;
  app: App;
  pages: string[];
  pgStopped: boolean;
};

function pgControl(action: 'stop' | 'start', logFile: string): void {
  const cmd = action === 'stop' ? `${pgCtl} -m fast -w stop` : `${pgCtl} -w ${pgStartOpts} start`;
  const fd = fs.openSync(logFile, 'a');
  // Output to a file, not a pipe: the postmaster started here keeps its descriptors open.
  const r = spawnSync('sh', ['-c', cmd], { stdio: ['ignore', fd, fd], timeout: 60_000 });
  fs.closeSync(fd);
  if (r.status !== 0) throw new Error(`"${cmd}" failed (exit ${r.status}); see ${logFile}`);
}

function newLoad(ctx: Ctx): Load {
  return new Load({
    baseUrl: ctx.app.baseUrl,
    pages: ctx.pages,
    concurrency: 4,
    submitShare: 0.6,
    pauseMs: 300,
    maxRequests: 5000,
    ipPool: 50_000,
    timeoutMs: 20_000,
  });
}

/** Waits for the outbox and checks delivery; fills the common part of a scenario result. */
async function finish(
  ctx: Ctx,
  name: string,
  load: Load,
  problems: string[],
  facts: Record<string, unknown>,
): Promise<ScenarioResult> {
  log(`${name}: waiting for the outbox to drain (at most ${DRAIN_TIMEOUT_MS / 1000} s)`);
  const drain = await waitForOutboxDrain(ctx.db.url, DRAIN_TIMEOUT_MS);
  await sleep(500);
  const d = await checkDelivery(ctx.db.url, load.submissions, drain.rows, ctx.sink);
  problems.push(...deliveryProblems(d, drain.drained));
  const result: ScenarioResult = {
    name,
    passed: problems.length === 0,
    problems,
    facts,
    submissionsByPhase: phaseCounts(load.submissions),
    pageViewsByPhase: phaseCounts(load.pageViews),
    delivery: {
      ...d,
      missing: d.missing.length,
      mailsNotQueued: d.mailsNotQueued.length,
      pendingAfterLoad: drain.pendingAtStart,
      drainWaitMs: drain.waitedMs,
    },
  };
  log(
    `${name}: ${result.passed ? 'PASSED' : 'FAILED'}; acknowledged ${d.acknowledged}, present ${d.present}; outbox sent ${d.outbox.sent}/${d.outbox.total}, retried ${d.outbox.retried}, dead ${d.outbox.dead}; drained in ${(drain.waitedMs / 1000).toFixed(1)} s`,
  );
  for (const p of problems) log(`  - ${p}`);
  return result;
}

/** a. PostgreSQL stopped for 10 s under load. */
async function pgOutage(ctx: Ctx, pgLog: string): Promise<ScenarioResult> {
  const name = 'a. PostgreSQL down 10 s';
  const load = newLoad(ctx);
  const pid = ctx.app.pid;
  load.phase = 'before';
  const running = load.run(120_000);
  await sleep(10_000);
  log(`${name}: stopping PostgreSQL`);
  load.phase = 'outage';
  const stopAt = Date.now();
  pgControl('stop', pgLog);
  ctx.pgStopped = true;
  await sleep(PG_OUTAGE_MS - (Date.now() - stopAt));
  log(`${name}: starting PostgreSQL`);
  pgControl('start', pgLog);
  ctx.pgStopped = false;
  const backAt = Date.now();
  load.phase = 'after';
  // Recovery: the same process answers healthz and stores submissions again.
  let healthyAfterMs: number | undefined;
  while (Date.now() - backAt < 15_000) {
    try {
      const r = await fetch(`${ctx.app.baseUrl}/api/healthz`, {
        signal: AbortSignal.timeout(5000),
      });
      if (r.ok) {
        healthyAfterMs = Date.now() - backAt;
        break;
      }
    } catch {
      // not yet
    }
    await sleep(200);
  }
  await sleep(20_000);
  await load.stop();
  await running;

  const problems: string[] = [];
  const subs = load.submissions;
  const fiveXx = subs.filter((s) => s.status >= 500);
  const notRetryLater = fiveXx.filter(
    (s) =>
      s.status !== 503 ||
      !s.error ||
      !/try again/i.test(s.error) ||
      RAW_ERROR.test(s.error) ||
      !/^\d+$/.test(s.retryAfter ?? ''),
  );
  const networkErrors = subs.filter((s) => s.status === 0).length;
  const outage503 = subs.filter((s) => s.phase === 'outage' && s.status === 503).length;
  const firstAckAfter = subs.find((s) => isAcked(s) && s.sentAt >= backAt);
  const lateFailures = subs.filter((s) => s.sentAt > backAt + 15_000 && s.status >= 500).length;
  if (outage503 === 0)
    problems.push('no submission was answered 503 during the outage: the fault was not exercised');
  if (notRetryLater.length > 0)
    problems.push(
      `${notRetryLater.length} answers were 5xx without a clear retry-later message, e.g. ${notRetryLater[0]!.status} "${notRetryLater[0]!.error}"`,
    );
  if (networkErrors > 0) problems.push(`${networkErrors} submissions got no answer at all`);
  if (healthyAfterMs === undefined)
    problems.push('/api/healthz did not answer 200 within 15 s of PostgreSQL being back');
  if (!firstAckAfter) problems.push('no submission was acknowledged after PostgreSQL came back');
  if (lateFailures > 0)
    problems.push(`${lateFailures} submissions failed more than 15 s after PostgreSQL was back`);
  if (ctx.app.pid !== pid || ctx.app.child.exitCode !== null)
    problems.push('the server process did not survive the outage');
  const sample = fiveXx[0];
  return finish(ctx, name, load, problems, {
    outageMs: backAt - stopAt,
    submissionsAnswered503: fiveXx.filter((s) => s.status === 503).length,
    submissionsAnswered503DuringOutage: outage503,
    otherFiveXx: fiveXx.filter((s) => s.status !== 503).length,
    sample503: sample
      ? { status: sample.status, error: sample.error, retryAfter: sample.retryAfter }
      : null,
    healthyAfterMs: healthyAfterMs ?? null,
    firstAcknowledgedAfterMs: firstAckAfter ? firstAckAfter.answeredAt! - backAt : null,
    serverRestarted: false,
    serverPid: pid,
  });
}

/** b. SIGKILL of the server under load, then a restart. */
async function killServer(ctx: Ctx): Promise<ScenarioResult> {
  const name = 'b. server SIGKILL and restart';
  const load = newLoad(ctx);
  // A slow mail relay, so the outbox has a backlog when the process dies.
  ctx.sink.delayMs = 300;
  load.phase = 'before';
  const running = load.run(120_000);
  await sleep(12_000);
  const oldPid = ctx.app.pid;
  log(`${name}: SIGKILL ${oldPid}`);
  load.phase = 'down';
  const killedAt = Date.now();
  await ctx.app.kill();
  const pendingAtKill = (await outboxRows(ctx.db.url)).filter((r) => r.status === 'pending');
  log(`${name}: ${pendingAtKill.length} outbox messages pending at the kill; restarting`);
  ctx.app = await startApp(ctx.appOptions);
  const restartedAfterMs = Date.now() - killedAt;
  load.phase = 'after';
  ctx.sink.delayMs = 0;
  await sleep(10_000);
  await load.stop();
  await running;

  const problems: string[] = [];
  const subs = load.submissions;
  if (pendingAtKill.length === 0)
    problems.push('no outbox message was pending at the kill: the fault was not exercised');
  const fiveXx = subs.filter((s) => s.status >= 500).length;
  if (fiveXx > 0) problems.push(`${fiveXx} submissions answered 5xx`);
  if (!subs.some((s) => s.phase === 'after' && isAcked(s)))
    problems.push('no submission was acknowledged after the restart');
  const result = await finish(ctx, name, load, problems, {
    killedPid: oldPid,
    newPid: ctx.app.pid,
    restartedAfterMs,
    pendingAtKill: pendingAtKill.length,
    networkErrorsWhileDown: subs.filter((s) => s.status === 0).length,
  });
  // The backlog of the dead process was sent by the new one.
  const ids = new Set(pendingAtKill.map((r) => r.id));
  const after = (await outboxRows(ctx.db.url)).filter((r) => ids.has(r.id));
  const unsent = after.filter((r) => r.status !== 'sent').length;
  result.facts.pendingAtKillSentAfterRestart = after.length - unsent;
  if (unsent > 0) {
    result.problems.push(`${unsent} messages pending at the kill were not sent after the restart`);
    result.passed = false;
  }
  return result;
}

/** c. The SMTP server down for 20 s during submissions. */
async function smtpOutage(ctx: Ctx): Promise<ScenarioResult> {
  const name = 'c. SMTP down 20 s';
  const load = newLoad(ctx);
  const firstId = await withDb(ctx.db.url, async (c) =>
    Number(
      (await c.query<{ n: string }>('select coalesce(max(id), 0) as n from mail_outbox')).rows[0]!
        .n,
    ),
  );
  load.phase = 'before';
  const running = load.run(120_000);
  await sleep(5_000);
  log(`${name}: stopping the SMTP sink`);
  load.phase = 'smtp-down';
  const downAt = Date.now();
  await ctx.sink.stop();
  await sleep(SMTP_OUTAGE_MS - (Date.now() - downAt));
  // What the outbox looks like while the relay is away: failed attempts waiting for a retry.
  const during = (await outboxRows(ctx.db.url)).filter((r) => r.id > firstId);
  const waitingWithFailures = during.filter((r) => r.status === 'pending' && r.attempts > 0).length;
  log(`${name}: ${waitingWithFailures} messages failed and wait for a retry; starting the sink`);
  await ctx.sink.start();
  load.phase = 'after';
  await sleep(10_000);
  await load.stop();
  await running;

  const problems: string[] = [];
  const subs = load.submissions;
  const notAcked = subs.filter((s) => !isAcked(s) && s.status !== 429);
  if (notAcked.length > 0)
    problems.push(
      `${notAcked.length} submissions were not acknowledged, e.g. ${notAcked[0]!.status} "${notAcked[0]!.error}"`,
    );
  if (!subs.some((s) => s.phase === 'smtp-down' && isAcked(s)))
    problems.push('no submission was acknowledged while SMTP was down');
  if (waitingWithFailures === 0)
    problems.push('no send failed while SMTP was down: the fault was not exercised');
  const result = await finish(ctx, name, load, problems, {
    smtpDownMs: SMTP_OUTAGE_MS,
    failedAndWaitingWhileDown: waitingWithFailures,
  });
  const mine = (await outboxRows(ctx.db.url)).filter((r) => r.id > firstId);
  result.facts.messagesOfThisScenario = mine.length;
  result.facts.sentAfterRetries = mine.filter((r) => r.status === 'sent' && r.attempts > 1).length;
  result.facts.maxAttempts = Math.max(0, ...mine.map((r) => r.attempts));
  return result;
}

async function main(): Promise<number> {
  if (!pgUrl) {
    console.error('Set FAULT_PG_URL, e.g. postgres://postgres@127.0.0.1:54340/postgres');
    return 2;
  }
  if (scenarios.includes('pg') && !pgCtl) {
    console.error('Set FAULT_PG_CTL (and FAULT_PG_START_OPTS) to stop and start PostgreSQL.');
    return 2;
  }
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-faults-'));
  const pgLog = path.join(dataDir, 'pg_ctl.log');
  const sink = new SmtpSink(port + 25);
  let ctx: Ctx | undefined;
  let db: ThrowawayDb | undefined;
  let passed = false;
  try {
    db = await createThrowawayDb(pgUrl, 'lizit_faults');
    log(`database ${db.name}`);
    migrateAndSeed(db.url);
    await sink.start();
    const appOptions: AppOptions = {
      port,
      databaseUrl: db.url,
      smtpPort: sink.port,
      dataDir,
      env: SERVER_ENV,
    };
    const app = await startApp(appOptions);
    log(`server pid ${app.pid} on ${app.baseUrl}`);
    const article = await findArticle(app.baseUrl);
    ctx = { db, sink, appOptions, app, pages: ['/', '/product', article], pgStopped: false };

    const results: ScenarioResult[] = [];
    if (scenarios.includes('pg')) results.push(await pgOutage(ctx, pgLog));
    if (scenarios.includes('kill')) results.push(await killServer(ctx));
    if (scenarios.includes('smtp')) results.push(await smtpOutage(ctx));

    passed = results.length > 0 && results.every((r) => r.passed);
    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
      },
      settings: {
        database: 'PostgreSQL (throwaway database)',
        load: { concurrency: 4, submitShare: 0.6, pauseMs: 300 },
        serverEnv: SERVER_ENV,
        pgOutageMs: PG_OUTAGE_MS,
        smtpOutageMs: SMTP_OUTAGE_MS,
        drainTimeoutMs: DRAIN_TIMEOUT_MS,
      },
      scenarios: results,
      passed,
    };
    const file = writeResult('faults', result);
    console.log('');
    for (const r of results) {
      console.log(`${r.name}: ${r.passed ? 'PASSED' : 'FAILED'}`);
      console.log(`  submissions by phase ${JSON.stringify(r.submissionsByPhase)}`);
      console.log(`  page views by phase  ${JSON.stringify(r.pageViewsByPhase)}`);
      console.log(`  facts ${JSON.stringify(r.facts)}`);
      console.log(
        `  acknowledged ${r.delivery.acknowledged}, present ${r.delivery.present}; outbox sent ${r.delivery.outbox.sent}/${r.delivery.outbox.total}, pending ${r.delivery.outbox.pending}, dead ${r.delivery.outbox.dead}; sink received ${r.delivery.sinkReceived} (duplicates ${r.delivery.sinkDuplicates}); drained ${(r.delivery.drainWaitMs / 1000).toFixed(1)} s after the load`,
      );
      for (const p of r.problems) console.log(`  - ${p}`);
    }
    console.log(`${passed ? 'PASSED' : 'FAILED'}; written to ${file}`);
    return passed ? 0 : 1;
  } finally {
    if (ctx?.pgStopped) {
      log('starting PostgreSQL again');
      pgControl('start', pgLog);
    }
    await ctx?.app.stop();
    await sink.stop();
    await db?.drop().catch((e: unknown) => console.error(`dropping ${db?.name} failed:`, e));
    if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`Server and pg_ctl logs kept in ${dataDir}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
