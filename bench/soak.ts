/**
 * `npm run bench:soak` (issue #10 "Load and soak"; never part of `npm test`): proves that the
 * production server on PostgreSQL stays correct and does not leak memory under sustained mixed
 * traffic.
 *
 * It creates a throwaway database on the PostgreSQL server of SOAK_PG_URL (dropped at the end),
 * migrates and seeds it with the demo content, starts an SMTP sink in-process and
 * `scripts/server.ts production` on 127.0.0.1 (DATABASE_URL, SMTP_URL to the sink,
 * TRUST_PROXY_HOPS=1), then, after a warm-up, sends SOAK_DURATION seconds of traffic: page views
 * (/, /product, /resources, an article, /about, /contact) from SOAK_CONCURRENCY clients as fast as
 * they are answered, and newsletter, demo-request and contact submissions paced at
 * SOAK_SUBMIT_RATE per second, from many client IPs (X-Forwarded-For; the default rate limits stay
 * on, so an occasional 429 is normal).
 *
 * It fails (exit 1) unless:
 *   - no request got a 5xx, a network error or a timeout, and every page view answered 200;
 *   - every submission answered 2xx is in the database, with its notification (and, for the
 *     newsletter, the welcome e-mail) in the outbox;
 *   - the outbox drains (bounded wait): every message `sent`, none `dead`, each received by the
 *     SMTP sink;
 *   - the server's RSS (VmRSS) at the end of the load is at most SOAK_RSS_MAX_GROWTH (default 0.30
 *     = 30 %) above its RSS right after the warm-up.
 * The summary is printed and written to bench/results/<date>-soak.json.
 *
 *   SOAK_PG_URL=postgres://postgres@127.0.0.1:54340/postgres npm run bench:soak
 *   SOAK_DURATION=120 SOAK_PG_URL=... npm run bench:soak        # a quick run
 *
 * Env: SOAK_PG_URL (required, a server on 127.0.0.1 where the user may create databases),
 * SOAK_DURATION (s, default 600), SOAK_WARMUP (s, default 60), SOAK_CONCURRENCY (default 8),
 * SOAK_SUBMIT_RATE (submissions per second, default 3: about 4.5 e-mails per second, below what
 * the outbox sender delivers to the sink), SOAK_RSS_MAX_GROWTH
 * (default 0.3), SOAK_PORT (default 3400; the SMTP sink uses SOAK_PORT + 25).
 */
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
  percentiles,
  rssKb,
  sleep,
  SmtpSink,
  startApp,
  statusCounts,
  waitForOutboxDrain,
  writeResult,
  type App,
  type ThrowawayDb,
} from './lib/harness';

const pgUrl = process.env.SOAK_PG_URL?.trim();
const durationSec = Number(process.env.SOAK_DURATION ?? 600);
const warmupSec = Number(process.env.SOAK_WARMUP ?? 60);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 8);
const submitRate = Number(process.env.SOAK_SUBMIT_RATE ?? 3);
const maxGrowth = Number(process.env.SOAK_RSS_MAX_GROWTH ?? 0.3);
const port = Number(process.env.SOAK_PORT ?? 3400);
/** How long the outbox may take to drain after the load. */
const DRAIN_TIMEOUT_MS = 300_000;

async function main(): Promise<number> {
  if (!pgUrl) {
    console.error('Set SOAK_PG_URL, e.g. postgres://postgres@127.0.0.1:54340/postgres');
    return 2;
  }
  for (const [name, v] of Object.entries({ durationSec, warmupSec, concurrency, port, submitRate }))
    if (!Number.isFinite(v) || v <= 0) throw new Error(`invalid ${name}: ${v}`);
  ensureBuild();

  let db: ThrowawayDb | undefined;
  let app: App | undefined;
  const sink = new SmtpSink(port + 25);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-soak-'));
  let passed = false;
  try {
    db = await createThrowawayDb(pgUrl, 'lizit_soak');
    log(`database ${db.name}`);
    migrateAndSeed(db.url);
    await sink.start();
    app = await startApp({
      port,
      databaseUrl: db.url,
      smtpPort: sink.port,
      dataDir,
      env: { MAIL_POLL_MS: '1000' },
    });
    log(`server pid ${app.pid} on ${app.baseUrl}, RSS ${rssKb(app.pid)} kB`);
    const article = await findArticle(app.baseUrl);
    const pages = ['/', '/product', '/resources', article, '/about', '/contact'];

    // Page views as fast as they are answered; submissions paced at SOAK_SUBMIT_RATE per second,
    // within what the outbox sender delivers (about 8 messages per second to this sink, whose
    // greeting takes 100 ms), so the check of the drained outbox stays bounded.
    const maxRequests = (durationSec + warmupSec) * 2000;
    const views = new Load({
      baseUrl: app.baseUrl,
      pages,
      concurrency,
      submitShare: 0,
      maxRequests,
      ipPool: 50_000,
    });
    const leads = new Load({
      baseUrl: app.baseUrl,
      pages,
      concurrency: 4,
      submitShare: 1,
      ratePerSec: submitRate,
      maxRequests,
      ipPool: 50_000,
    });
    const load = {
      get pageViews() {
        return views.pageViews;
      },
      get submissions() {
        return leads.submissions;
      },
      set phase(phase: string) {
        views.phase = phase;
        leads.phase = phase;
      },
      run: (ms: number) => Promise.all([views.run(ms), leads.run(ms)]).then(() => {}),
    };

    load.phase = 'warmup';
    log(`warm-up ${warmupSec} s`);
    await load.run(warmupSec * 1000);
    await sleep(1000);
    const rssStart = rssKb(app.pid);
    log(
      `RSS after warm-up: ${rssStart} kB; soaking ${durationSec} s with ${concurrency} page clients and ${submitRate} submissions/s`,
    );

    load.phase = 'soak';
    const soakStart = Date.now();
    const samples: { t: number; rssKb: number; requests: number }[] = [
      { t: 0, rssKb: rssStart, requests: 0 },
    ];
    const countAll = () => load.pageViews.length + load.submissions.length;
    const before = countAll();
    const sampler = setInterval(() => {
      const s = {
        t: Math.round((Date.now() - soakStart) / 1000),
        rssKb: rssKb(app!.pid),
        requests: countAll() - before,
      };
      samples.push(s);
      if (s.t % 60 < 10)
        log(
          `t=${s.t} s RSS ${s.rssKb} kB, ${s.requests} requests, ${load.submissions.filter(isAcked).length} acknowledged submissions`,
        );
    }, 10_000);
    await load.run(durationSec * 1000);
    clearInterval(sampler);
    const soakMs = Date.now() - soakStart;
    const rssEnd = rssKb(app.pid);
    samples.push({ t: Math.round(soakMs / 1000), rssKb: rssEnd, requests: countAll() - before });
    log(`load stopped; RSS ${rssEnd} kB; waiting for the outbox to drain`);

    const drain = await waitForOutboxDrain(db.url, DRAIN_TIMEOUT_MS);
    await sleep(500);
    const delivery = await checkDelivery(db.url, load.submissions, drain.rows, sink);

    // Checks.
    const problems: string[] = [];
    const all = [...load.pageViews, ...load.submissions];
    const fiveXx = all.filter((r) => r.status >= 500).length;
    const networkErrors = all.filter((r) => r.status === 0).length;
    const pagesNot200 = load.pageViews.filter((v) => v.status !== 200).length;
    if (fiveXx > 0) problems.push(`${fiveXx} requests answered 5xx`);
    if (networkErrors > 0)
      problems.push(`${networkErrors} requests failed (network error or timeout)`);
    if (pagesNot200 > 0) problems.push(`${pagesNot200} page views did not answer 200`);
    problems.push(...deliveryProblems(delivery, drain.drained));
    const growth = (rssEnd - rssStart) / rssStart;
    if (growth > maxGrowth)
      problems.push(
        `RSS grew ${(growth * 100).toFixed(1)} % (${rssStart} → ${rssEnd} kB), more than ${(maxGrowth * 100).toFixed(0)} %`,
      );
    const soakSubmissions = load.submissions.filter((s) => s.phase === 'soak');
    const soakViews = load.pageViews.filter((v) => v.phase === 'soak');

    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
      },
      settings: {
        durationSec,
        warmupSec,
        concurrency,
        submitRatePerSec: submitRate,
        rssMaxGrowth: maxGrowth,
        database: 'PostgreSQL (throwaway database)',
        pages,
      },
      requests: {
        total: all.length,
        soakPhase: soakViews.length + soakSubmissions.length,
        perSecondSoak: Number(
          ((soakViews.length + soakSubmissions.length) / (soakMs / 1000)).toFixed(1),
        ),
        fiveXx,
        networkErrors,
        pageViews: {
          total: load.pageViews.length,
          byStatus: statusCounts(load.pageViews),
          latencyMs: percentiles(load.pageViews.map((v) => v.ms)),
        },
        submissions: {
          total: load.submissions.length,
          byStatus: statusCounts(load.submissions),
          byForm: Object.fromEntries(
            (['newsletter', 'demo', 'contact'] as const).map((f) => [
              f,
              load.submissions.filter((s) => s.form === f && isAcked(s)).length,
            ]),
          ),
          latencyMs: percentiles(
            load.submissions.filter((s) => s.answeredAt).map((s) => s.answeredAt! - s.sentAt),
          ),
        },
      },
      submissions: {
        acknowledged: delivery.acknowledged,
        present: delivery.present,
        missing: delivery.missing.slice(0, 20),
        storedUnacknowledged: delivery.storedUnacknowledged,
        withoutQueuedMail: delivery.mailsNotQueued.length,
      },
      outbox: {
        ...delivery.outbox,
        pendingAfterLoad: drain.pendingAtStart,
        drainWaitMs: drain.waitedMs,
        sinkReceived: delivery.sinkReceived,
        sentNotReceived: delivery.sentNotReceived,
        sinkDuplicates: delivery.sinkDuplicates,
      },
      memory: {
        rssStartKb: rssStart,
        rssEndKb: rssEnd,
        growthPercent: Number((growth * 100).toFixed(1)),
        maxGrowthPercent: maxGrowth * 100,
        rssMaxKb: Math.max(...samples.map((s) => s.rssKb)),
        samples,
      },
      passed: problems.length === 0,
      problems,
    };
    const file = writeResult('soak', result);
    console.log(
      [
        '',
        `Soak ${durationSec} s (+${warmupSec} s warm-up), ${concurrency} page clients + ${submitRate} submissions/s, PostgreSQL`,
        `  requests        ${result.requests.total} (${result.requests.perSecondSoak}/s during the soak), 5xx ${fiveXx}, network errors ${networkErrors}`,
        `  page views      ${load.pageViews.length} ${JSON.stringify(result.requests.pageViews.byStatus)} p99 ${result.requests.pageViews.latencyMs.p99} ms`,
        `  submissions     ${load.submissions.length} ${JSON.stringify(result.requests.submissions.byStatus)}`,
        `  acknowledged    ${delivery.acknowledged}, present in the database ${delivery.present}`,
        `  outbox          ${delivery.outbox.total} messages: sent ${delivery.outbox.sent}, pending ${delivery.outbox.pending}, dead ${delivery.outbox.dead}; sink received ${delivery.sinkReceived}; ${drain.pendingAtStart} pending when the load stopped, drained in ${(drain.waitedMs / 1000).toFixed(1)} s`,
        `  RSS             ${rssStart} kB after warm-up → ${rssEnd} kB at the end (${result.memory.growthPercent} %, limit ${maxGrowth * 100} %), max ${result.memory.rssMaxKb} kB`,
        problems.length === 0
          ? '  PASSED'
          : `  FAILED:\n${problems.map((p) => `    - ${p}`).join('\n')}`,
        `Written to ${file}`,
      ].join('\n'),
    );
    passed = problems.length === 0;
    return passed ? 0 : 1;
  } finally {
    await app?.stop();
    await sink.stop();
    await db?.drop().catch((e: unknown) => console.error(`dropping ${db?.name} failed:`, e));
    if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`Server log kept in ${dataDir}/server.log`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
