/**
 * `npm run bench:analytics` (issue #25 §1-2): what counting page views costs. In process first:
 * the counting step's cost per view (classifyView with the isbot check, the recorder's record,
 * ns), and the ingestion rate of the PostgreSQL sink on embedded PGlite (batches of 500 events,
 * one row of the partitioned `page_view_batches` each, events/s). Then the production server (`scripts/server.ts demo`,
 * fresh data dir, pinned to core 0 with taskset when available) with ANALYTICS off, then on,
 * BENCH_ROUNDS times (default 2) alternately, loaded with autocannon (BENCH_CONNECTIONS, default
 * 10, for BENCH_DURATION s, default 8, after a 3 s warm-up) on a cached page (`/about`, a browser
 * user agent, an external referrer); reports req/s and p50/p99 latency (median of the rounds) and,
 * for the counting runs, the events that reached `page_view_batches` against the 200s answered. Writes
 * bench/results/<date>-analytics.json. Never part of `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { classifyView } from '../src/server/analytics/classify';
import { createAnalyticsRecorder } from '../src/server/analytics/recorder';
import { postgresSink, type PageViewEvent } from '../src/server/analytics/sink';
import { ensureBuild, log, root, stop, waitFor, writeResult } from './lib/harness';

const PORT = Number(process.env.BENCH_PORT ?? 3650);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const origin = `http://127.0.0.1:${PORT}`;
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;

type Load = { requestsPerSec: number; p50: number; p99: number; ok: number };

async function load(duration: number): Promise<Load> {
  const result = await autocannon({
    url: `${origin}/about`,
    connections: CONNECTIONS,
    duration,
    headers: {
      'accept-encoding': 'br',
      'user-agent': UA,
      referer: 'https://news.example/post',
    },
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
  };
}

async function round(counting: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-bench-analytics-'));
  const args = ['--import', 'tsx', 'scripts/server.ts', 'demo'];
  const [cmd, argv] = hasTaskset
    ? ['taskset', ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  const app = spawn(cmd, argv, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ANALYTICS: counting ? 'on' : 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${origin}/api/healthz`);
    const warmup = await load(3);
    const main = await load(DURATION);
    await stop(app);
    let stored: number | null = null;
    if (counting) {
      const handle = openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      const res = (await handle.db.execute(
        sql`select count(*)::int as n from page_view_batches b,
          jsonb_to_recordset(b.events) as e(p text) where e.p = '/about'`,
      )) as unknown as { rows: Array<{ n: number }> };
      stored = res.rows[0]!.n;
      await handle.close();
    }
    return { main, answered200: warmup.ok + main.ok, stored };
  } finally {
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function summary(loads: Load[]) {
  return {
    requestsPerSec: median(loads.map((l) => l.requestsPerSec)),
    p50Ms: median(loads.map((l) => l.p50)),
    p99Ms: median(loads.map((l) => l.p99)),
  };
}

/** The counting step's cost per view (ns): classifyView (isbot included) and record. */
function recordCostNs(): number {
  const recorder = createAnalyticsRecorder({
    sink: { write: async () => {} },
    salt: async () => Buffer.alloc(32),
    site: 'https://lizit.com',
    intervalMs: 60_000,
    flushAt: Number.MAX_SAFE_INTEGER,
    maxPending: Number.MAX_SAFE_INTEGER,
  });
  const headers = { 'user-agent': UA, referer: 'https://news.example/post' };
  const n = 100_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const view = classifyView({
      method: 'GET',
      path: '/about',
      kind: 'page',
      search: '?utm_source=news',
      status: 200,
      headers,
      siteHosts: ['lizit.com'],
    });
    if (view) recorder.record(view, '203.0.113.1', UA);
  }
  const ns = Number(process.hrtime.bigint() - t0) / n;
  void recorder.stop();
  return ns;
}

/** The PostgreSQL sink's ingestion rate on in-memory PGlite (events/s, batches of 500, a row each). */
async function ingestionRate(): Promise<{ eventsPerSec: number; batchMsP50: number }> {
  const handle = openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  const sink = postgresSink(() => handle.db);
  const times: number[] = [];
  const batches = 40;
  const t0 = performance.now();
  for (let b = 0; b < batches; b++) {
    const at = new Date();
    const events: PageViewEvent[] = Array.from({ length: 500 }, (_, i) => ({
      path: `/resources/article-${i % 50}`,
      referrerHost: i % 3 ? null : 'news.example',
      utmSource: i % 5 ? null : 'newsletter',
      utmMedium: null,
      utmCampaign: null,
      device: i % 2 ? 'desktop' : 'mobile',
      at,
      visitor: `${b}-${i % 200}`.padEnd(32, '0'),
    }));
    const s = performance.now();
    await sink.write(events);
    times.push(performance.now() - s);
  }
  const total = performance.now() - t0;
  await handle.close();
  return {
    eventsPerSec: Math.round((batches * 500) / (total / 1000)),
    batchMsP50: Number(median(times).toFixed(1)),
  };
}

async function main() {
  ensureBuild();
  recordCostNs(); // warm-up
  const inProcess = {
    countingNsPerView: Math.round(recordCostNs()),
    pgliteIngestion: await ingestionRate(),
  };
  log(`in-process: ${JSON.stringify(inProcess)}`);
  const off: Awaited<ReturnType<typeof round>>[] = [];
  const on: Awaited<ReturnType<typeof round>>[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    log(`round ${i + 1}/${ROUNDS}: counting off`);
    off.push(await round(false));
    log(`round ${i + 1}/${ROUNDS}: counting on`);
    on.push(await round(true));
  }
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    pinned: hasTaskset,
    connections: CONNECTIONS,
    durationS: DURATION,
    rounds: ROUNDS,
    inProcess,
    cachedPage: { off: summary(off.map((r) => r.main)), on: summary(on.map((r) => r.main)) },
    // Every 200 answered (warm-up included) must be a stored row after the flush at shutdown.
    stored: on.map((r, i) => ({ round: i + 1, answered200: r.answered200, rows: r.stored })),
  };
  console.log(JSON.stringify(result, null, 2));
  log(`wrote ${writeResult('analytics', result)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
