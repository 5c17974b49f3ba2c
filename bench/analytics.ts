/**
 * `npm run bench:analytics` (issue #25 §1-2): what counting page views costs. In process first:
 * the counting step's cost per view (classifyView with the isbot check, the recorder's record,
 * ns), and the ingestion rate of the PostgreSQL sink on embedded PGlite (batches of 500 events,
 * one row of the partitioned `page_view_batches` each, events/s). Then the production server (`scripts/server.ts demo`,
 * fresh data dir, pinned to core 0 with taskset when available) with ANALYTICS off, then on,
 * BENCH_ROUNDS times (default 2) alternately, loaded with autocannon (BENCH_CONNECTIONS, default
 * 10, for BENCH_DURATION s, default 8, after a BENCH_WARMUP s warm-up, default 10: the embedded
 * database's WebAssembly is compiled by tiers as it runs, and the counting runs' INSERTs only reach
 * their optimised code after some seconds) on a cached page (`/about`, a browser
 * user agent, an external referrer); reports req/s and p50/p99 latency (median of the rounds) and,
 * for the counting runs, the events that reached `page_view_batches` against the 200s answered. Writes
 * bench/results/<date>-analytics.json. With BENCH_DATABASE_URL (or TEST_DATABASE_URL) set to a
 * PostgreSQL server on 127.0.0.1, the same rounds run again on a throwaway database there. The
 * load (this process) and, when it can be moved, the PostgreSQL server run on core 1. Never part
 * of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { encodePageViews } from '../src/server/analytics/batch';
import { eventsBetween } from '../src/server/analytics/events';
import { countPageView, createAnalyticsRecorder } from '../src/server/analytics/recorder';
import { rollupDay } from '../src/server/analytics/rollup';
import { postgresSink } from '../src/server/analytics/sink';
import {
  createThrowawayDb,
  ensureBuild,
  hasTaskset,
  log,
  startPinnedServer,
  stop,
  waitFor,
  writeResult,
} from './lib/harness';

const PORT = Number(process.env.BENCH_PORT ?? 3650);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const origin = `http://127.0.0.1:${PORT}`;
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Load = { requestsPerSec: number; p50: number; p99: number; ok: number };

/** CPU time (user + system) a process has used so far, in µs (Linux /proc; null elsewhere). */
function cpuTimeUs(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks.
    const ticks = Number(fields[11]) + Number(fields[12]);
    const hz = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim()) || 100;
    return (ticks * 1_000_000) / hz;
  } catch {
    return null;
  }
}

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

/** The PostgreSQL server of the second set of rounds (a throwaway database each); none: skipped. */
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function round(counting: boolean, pg: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-bench-analytics-'));
  const throwaway = pg ? await createThrowawayDb(pgServerUrl!, 'lizit_analytics') : null;
  const app = startPinnedServer({
    port: PORT,
    dataDir,
    env: {
      ANALYTICS: counting ? 'on' : 'off',
      ...(throwaway
        ? {
            DATABASE_URL: throwaway.url,
            BETTER_AUTH_SECRET: 'bench-analytics-secret-0123456789abcdef',
          }
        : {}),
    },
  });
  try {
    await waitFor(`${origin}/api/healthz`);
    const warmup = await load(WARMUP);
    const cpuBefore = cpuTimeUs(app.pid);
    const main = await load(DURATION);
    const cpuAfter = cpuTimeUs(app.pid);
    // The server's CPU time per answered request: what a request costs it, whatever the load
    // generator (or a database sharing its core) could offer.
    const cpuUsPerRequest =
      cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / main.ok;
    await stop(app);
    let stored: number | null = null;
    if (counting) {
      const handle = throwaway
        ? openDatabase({ kind: 'postgres', url: throwaway.url, max: 1 })
        : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      const res = (await handle.db.execute(
        sql`select count(*)::int as n from ${eventsBetween(new Date(0))} ev where ev.p = '/about'`,
      )) as unknown as { rows: Array<{ n: number }> };
      stored = res.rows[0]!.n;
      await handle.close();
    }
    return { main: { ...main, cpuUsPerRequest }, answered200: warmup.ok + main.ok, stored };
  } finally {
    await stop(app);
    await throwaway?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function summary(loads: Array<Load & { cpuUsPerRequest: number | null }>) {
  const cpu = loads.map((l) => l.cpuUsPerRequest).filter((c) => c !== null);
  return {
    cpuUsPerRequest: cpu.length ? Number(median(cpu).toFixed(1)) : null,
    requestsPerSec: median(loads.map((l) => l.requestsPerSec)),
    p50Ms: median(loads.map((l) => l.p50)),
    p99Ms: median(loads.map((l) => l.p99)),
  };
}

/**
 * The counting step's cost per view (ns), as the request pipeline pays it for an HTML-cache hit:
 * `countPageView` (classifyView with the isbot check, the recorder's record) on request headers
 * that are new strings each time, as Node's parser makes them (a string's hash is computed once
 * per string object, so reusing one would flatter the map lookups); what making those strings
 * costs is measured alone and subtracted. Batches are handed to a sink that drops them.
 */
function recordCostNs(): number {
  const recorder = createAnalyticsRecorder({
    sink: { write: async () => {} },
    salt: async () => Buffer.alloc(32),
    site: 'https://lizit.com',
    intervalMs: 60_000,
  });
  const raw = Buffer.from(
    ['/about', '?utm_source=news', '127.0.0.1:3650', UA, 'https://news.example/post'].join('\n'),
    'latin1',
  );
  const res = { writableEnded: true, statusCode: 200 } as unknown as ServerResponse;
  const n = 200_000;
  const pass = (count: boolean) => {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) {
      const [path, search, host, ua, referer] = raw.toString('latin1').split('\n') as string[];
      const req = { method: 'GET', headers: { host, 'user-agent': ua, referer } };
      if (count)
        countPageView(
          req as unknown as IncomingMessage,
          res,
          path! + search!,
          path!,
          ['lizit.com'],
          '203.0.113.1',
          recorder.record,
        );
    }
    return Number(process.hrtime.bigint() - t0) / n;
  };
  const ns = pass(true) - pass(false);
  void recorder.stop();
  return ns;
}

/**
 * The ingestion rate on in-memory PGlite (events/s): the recorder's flush of batches of 500 views
 * of a realistic mix (200 visitors, 50 paths, a third with a referrer, a fifth with a campaign),
 * i.e. the visitor hash, the batch encoding and the PostgreSQL sink's INSERT of one row each.
 */
async function ingestionRate(): Promise<{
  eventsPerSec: number;
  batchMsP50: number;
  batchBytesP50: number;
}> {
  const handle = openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  const sink = postgresSink(() => handle.db);
  const bytes: number[] = [];
  const recorder = createAnalyticsRecorder({
    sink: {
      write: (batch) => {
        bytes.push(JSON.stringify(batch).length);
        return sink.write(batch);
      },
    },
    salt: async () => Buffer.alloc(32, 1),
    site: 'https://lizit.com',
    intervalMs: 60_000,
    flushAt: Number.MAX_SAFE_INTEGER,
  });
  const times: number[] = [];
  const batches = 40;
  let total = 0;
  for (let b = 0; b < batches; b++) {
    for (let i = 0; i < 500; i++) {
      recorder.record(
        {
          path: `/resources/article-${i % 50}`,
          referrerHost: i % 3 ? null : 'news.example',
          utmSource: i % 5 ? null : 'newsletter',
          utmMedium: i % 5 ? null : 'email',
          utmCampaign: null,
          device: i % 2 ? 'desktop' : 'mobile',
        },
        `203.0.${b}.${i % 200}`,
        UA,
      );
    }
    const s = performance.now();
    await recorder.flush();
    const ms = performance.now() - s;
    times.push(ms);
    total += ms;
  }
  await recorder.stop();
  await handle.close();
  return {
    eventsPerSec: Math.round((batches * 500) / (total / 1000)),
    batchMsP50: Number(median(times).toFixed(2)),
    batchBytesP50: median(bytes),
  };
}

/**
 * What the flush of the cached-page runs costs per view on in-memory PGlite (µs of this process's
 * CPU, the database's included since PGlite runs in it): batches of 500 views of one page from one
 * visitor, as a saturated `/about` makes them, through the recorder (visitor hash, encoding, the
 * prepared INSERT).
 */
async function flushCostUsPerView(): Promise<number> {
  const handle = openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  const recorder = createAnalyticsRecorder({
    sink: postgresSink(() => handle.db),
    salt: async () => Buffer.alloc(32, 1),
    site: 'https://lizit.com',
    intervalMs: 60_000,
    flushAt: Number.MAX_SAFE_INTEGER,
  });
  const view = {
    path: '/about',
    referrerHost: 'news.example',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: 'desktop' as const,
  };
  const batches = async (count: number) => {
    for (let b = 0; b < count; b++) {
      for (let i = 0; i < 500; i++) recorder.record(view, '203.0.113.1', UA);
      await recorder.flush();
    }
  };
  await batches(50);
  const before = process.cpuUsage();
  await batches(200);
  const cpu = process.cpuUsage(before);
  await recorder.stop();
  await handle.close();
  return Number(((cpu.user + cpu.system) / (200 * 500)).toFixed(2));
}

/**
 * The rollup of one day of 100,000 raw events on in-memory PGlite (ms): 200 batches of 500 views
 * over 300 paths, 40 referrers, 20 campaigns, 3 devices, 15,000 visitors, unpacked and grouped
 * into the three daily aggregates by `rollupDay`.
 */
async function rollupMs(): Promise<{ events: number; ms: number }> {
  const handle = openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  const sink = postgresSink(() => handle.db);
  const day = new Date().toISOString().slice(0, 10);
  const start = Date.parse(`${day}T00:00:00Z`);
  const batches = 200;
  for (let b = 0; b < batches; b++) {
    const events = Array.from({ length: 500 }, (_, i) => ({
      path: `/resources/article-${(b * 7 + i) % 300}`,
      referrerHost: i % 3 ? null : `ref${i % 40}.example`,
      utmSource: i % 5 ? null : 'newsletter',
      utmMedium: i % 5 ? null : 'email',
      utmCampaign: i % 10 ? null : `c${b % 20}`,
      device: (['desktop', 'mobile', 'tablet'] as const)[i % 3]!,
      at: new Date(start + b * 1000 + i),
      visitor: `${b % 50}-${i % 300}`.padEnd(32, '0'),
    }));
    await sink.write(encodePageViews(events)!);
  }
  const t = performance.now();
  await rollupDay(handle.db, day);
  const ms = Math.round(performance.now() - t);
  await handle.close();
  return { events: batches * 500, ms };
}

/**
 * Keeps the load off the server's core: this process (autocannon) and, when it can be found and
 * moved (same machine, enough rights), the PostgreSQL server go to core 1.
 * @returns whether PostgreSQL was moved
 */
async function pinLoadToCore1(): Promise<boolean> {
  if (!hasTaskset) return false;
  spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  if (!pgServerUrl) return false;
  const handle = openDatabase({ kind: 'postgres', url: pgServerUrl, max: 1 });
  try {
    const res = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: Array<{ pid: number }>;
    };
    // The postmaster is the backend's parent; new backends inherit its cores.
    const stat = fs.readFileSync(`/proc/${res.rows[0]!.pid}/stat`, 'utf8');
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]!;
    return spawnSync('taskset', ['-a', '-p', '-c', '1', ppid], { stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

async function main() {
  ensureBuild();
  const postgresPinned = await pinLoadToCore1();
  recordCostNs(); // warm-up
  const inProcess = {
    countingNsPerView: Math.round(recordCostNs()),
    pgliteFlushUsPerView: await flushCostUsPerView(),
    pgliteIngestion: await ingestionRate(),
    pgliteRollupOfADay: await rollupMs(),
  };
  log(`in-process: ${JSON.stringify(inProcess)}`);
  type Round = Awaited<ReturnType<typeof round>>;
  const rounds = async (pg: boolean) => {
    const off: Round[] = [];
    const on: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      log(`${pg ? 'PostgreSQL' : 'PGlite'} round ${i + 1}/${ROUNDS}: counting off`);
      off.push(await round(false, pg));
      log(`${pg ? 'PostgreSQL' : 'PGlite'} round ${i + 1}/${ROUNDS}: counting on`);
      on.push(await round(true, pg));
    }
    const cachedPage = { off: summary(off.map((r) => r.main)), on: summary(on.map((r) => r.main)) };
    return {
      cachedPage,
      onVsOff: Number((cachedPage.on.requestsPerSec / cachedPage.off.requestsPerSec).toFixed(3)),
      // Capacity with counting on against off: the inverse ratio of CPU per request.
      capacityOnVsOff:
        cachedPage.on.cpuUsPerRequest && cachedPage.off.cpuUsPerRequest
          ? Number((cachedPage.off.cpuUsPerRequest / cachedPage.on.cpuUsPerRequest).toFixed(3))
          : null,
      // Every 200 answered (warm-up included) must be a stored event after the flush at shutdown.
      stored: on.map((r, i) => ({ round: i + 1, answered200: r.answered200, events: r.stored })),
    };
  };
  const pglite = await rounds(false);
  const postgres = pgServerUrl ? await rounds(true) : null;
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    pinned: hasTaskset,
    postgresPinned,
    connections: CONNECTIONS,
    durationS: DURATION,
    rounds: ROUNDS,
    warmupS: WARMUP,
    inProcess,
    pglite,
    postgres,
  };
  console.log(JSON.stringify(result, null, 2));
  log(`wrote ${writeResult('analytics', result)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
