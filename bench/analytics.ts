/**
 * `npm run bench:analytics` (issue #25 §1-2): what counting page views costs. In process first:
 * the counting step's cost per view (classifyView with the isbot check, the recorder's record,
 * ns), and the ingestion rate of the PostgreSQL sink on embedded PGlite (batches of 500 events,
 * one row of the partitioned `page_view_batches` each, events/s). Then two production servers
 * (`scripts/server.ts demo`, fresh data dirs, both pinned to core 0 with taskset when available),
 * one with ANALYTICS off and one with it on, loaded in turn with autocannon (BENCH_CONNECTIONS,
 * default 10) in BENCH_SLICES pairs (default 60) of BENCH_SLICE s slices (default 2), after a
 * BENCH_WARMUP s warm-up each (default 10: the embedded database's WebAssembly is compiled by
 * tiers as it runs, and the counting server's INSERTs only reach their optimised code after some
 * seconds), on a cached page (`/about`, a browser user agent, an external referrer); reports each
 * server's req/s and CPU per request over all its slices, p50/p99 latency (median of its slices)
 * and, for the counting server, the events that reached `page_view_batches` against the 200s
 * answered. Writes
 * bench/results/<date>-analytics.json. With BENCH_DATABASE_URL (or TEST_DATABASE_URL) set to a
 * PostgreSQL server on 127.0.0.1, the same paired run again on throwaway databases there. The
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
const SLICE = Number(process.env.BENCH_SLICE ?? 2);
const SLICES = Number(process.env.BENCH_SLICES ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
/** Counting on the two servers of a paired run: `off,on` compares; `off,off` (or `on,on`) is a
 * control run, whose ratio shows the method's own bias and spread on this machine. */
const SIDES = (process.env.BENCH_SIDES ?? 'off,on').split(',').map((s) => s.trim() === 'on');
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Load = { requestsPerSec: number; p50: number; p99: number; ok: number };

/** The kernel's clock ticks per second, the unit of /proc CPU times (read once: it is a spawn). */
const CLOCK_TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** CPU time (user + system) a process has used so far, in µs (Linux /proc; null elsewhere). */
function cpuTimeUs(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function load(origin: string, duration: number): Promise<Load> {
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

/** The PostgreSQL server of the second paired run (throwaway databases); none: skipped. */
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** One server of a paired run: where it answers, and what it answered. */
type Side = {
  origin: string;
  app: ReturnType<typeof startPinnedServer>;
  dataDir: string;
  throwaway: Awaited<ReturnType<typeof createThrowawayDb>> | null;
  slices: Load[];
  warmupOk: number;
};

async function startSide(counting: boolean, pg: boolean, port: number): Promise<Side> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-bench-analytics-'));
  const throwaway = pg ? await createThrowawayDb(pgServerUrl!, 'lizit_analytics') : null;
  const app = startPinnedServer({
    port,
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
  const origin = `http://127.0.0.1:${port}`;
  return { origin, app, dataDir, throwaway, slices: [], warmupOk: 0 };
}

/** The `/about` views a side's database holds (its server stopped). */
async function storedViews(side: Side): Promise<number> {
  const handle = side.throwaway
    ? openDatabase({ kind: 'postgres', url: side.throwaway.url, max: 1 })
    : openDatabase({ kind: 'pglite', dataDir: path.join(side.dataDir, 'db') });
  try {
    const res = (await handle.db.execute(
      sql`select count(*)::int as n from ${eventsBetween(new Date(0))} ev where ev.p = '/about'`,
    )) as unknown as { rows: Array<{ n: number }> };
    return res.rows[0]!.n;
  } finally {
    await handle.close();
  }
}

/**
 * Counting off against counting on, interleaved: both servers run at once on the same core, and
 * the load goes to one then the other in slices of BENCH_SLICE s (the order swapped every pair),
 * BENCH_SLICES pairs. A neighbour on the host slowing the machine for a while then slows both
 * sides of the comparison, not one (runs of a server after another differed by ±15 % on this VM).
 * Each server's CPU time is read over the whole interleaved period (the counting server's last
 * flush included), divided by what it answered.
 */
async function pairedRun(pg: boolean) {
  const off = await startSide(SIDES[0]!, pg, PORT);
  const on = await startSide(SIDES[1]!, pg, PORT + 1);
  try {
    await Promise.all([off, on].map((side) => waitFor(`${side.origin}/api/healthz`)));
    for (const side of [off, on]) side.warmupOk = (await load(side.origin, WARMUP)).ok;
    const cpuBefore = [cpuTimeUs(off.app.pid), cpuTimeUs(on.app.pid)];
    // Each pair's CPU per request of each server, over the whole pair (a flush after the
    // counting server's slice lands in the other's), to see a drift over the run.
    const pairCpu: Array<{ off: number; on: number }> = [];
    let mark = cpuBefore;
    for (let i = 0; i < SLICES; i++) {
      for (const side of i % 2 === 0 ? [off, on] : [on, off])
        side.slices.push(await load(side.origin, SLICE));
      const now = [cpuTimeUs(off.app.pid), cpuTimeUs(on.app.pid)];
      pairCpu.push({
        off: (now[0]! - mark[0]!) / off.slices[i]!.ok,
        on: (now[1]! - mark[1]!) / on.slices[i]!.ok,
      });
      mark = now;
    }
    // The counting server writes its last views within a second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const cpuAfter = [cpuTimeUs(off.app.pid), cpuTimeUs(on.app.pid)];
    const answered = (side: Side) => side.slices.reduce((n, l) => n + l.ok, 0);
    const summarise = (side: Side, index: number) => {
      const ok = answered(side);
      const before = cpuBefore[index];
      const after = cpuAfter[index];
      return {
        cpuUsPerRequest:
          before == null || after == null ? null : Number(((after - before) / ok).toFixed(1)),
        requestsPerSec: Math.round(ok / (SLICE * SLICES)),
        p50Ms: median(side.slices.map((l) => l.p50)),
        p99Ms: median(side.slices.map((l) => l.p99)),
      };
    };
    const cachedPage = { off: summarise(off, 0), on: summarise(on, 1) };
    await Promise.all([stop(off.app), stop(on.app)]);
    const loads = 1 + SLICES;
    return {
      cachedPage,
      onVsOff: Number((cachedPage.on.requestsPerSec / cachedPage.off.requestsPerSec).toFixed(3)),
      // Capacity with counting on against off: the inverse ratio of CPU per request.
      capacityOnVsOff:
        cachedPage.on.cpuUsPerRequest && cachedPage.off.cpuUsPerRequest
          ? Number((cachedPage.off.cpuUsPerRequest / cachedPage.on.cpuUsPerRequest).toFixed(3))
          : null,
      // Each pair of slices' on against off, as a spread: how steady the machine was; the median
      // of the pairs is the estimate least moved by a few disturbed pairs.
      sliceOnVsOff: spread(
        on.slices.map((l, i) => l.requestsPerSec / off.slices[i]!.requestsPerSec),
      ),
      pairCapacityOnVsOff: spread(pairCpu.map((p) => p.off / p.on)),
      // Capacity on against off per quarter of the run (median of its pairs): a drift shows here.
      capacityByQuarter: [0, 1, 2, 3].map((q) => {
        const part = pairCpu.slice((q * SLICES) / 4, ((q + 1) * SLICES) / 4);
        return Number(median(part.map((p) => p.off / p.on)).toFixed(3));
      }),
      // Every 200 answered (warm-up included) must be a stored event after the flush at shutdown;
      // autocannon stops counting with a request in flight on each connection, which the server
      // still answers (and counts): up to CONNECTIONS more per load.
      stored: {
        answered200: on.warmupOk + answered(on),
        inFlightAtStops: loads * CONNECTIONS,
        events: SIDES[1] ? await storedViews(on) : 0,
      },
    };
  } finally {
    for (const side of [off, on]) {
      await stop(side.app);
      await side.throwaway?.drop();
      fs.rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The lowest, first quartile, median, third quartile and highest of a list, to three decimals. */
function spread(xs: number[]) {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(3));
  return { min: at(0), q1: at(0.25), median: at(0.5), q3: at(0.75), max: at(1) };
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
      write: (batches) => {
        for (const batch of batches) bytes.push(JSON.stringify(batch).length);
        return sink.write(batches);
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
 * visitor, eight to a write, as a saturated `/about` makes them (about 15,000 views a second,
 * written every 250 ms), through the recorder (visitor hash, encoding, the prepared INSERT).
 */
async function flushCostUsPerView(): Promise<number> {
  const handle = openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  const recorder = createAnalyticsRecorder({
    sink: postgresSink(() => handle.db),
    salt: async () => Buffer.alloc(32, 1),
    site: 'https://lizit.com',
    intervalMs: 60_000,
    writeGapMs: 60_000,
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
      for (let i = 0; i < 8 * 500; i++) recorder.record(view, '203.0.113.1', UA);
      await recorder.flush();
    }
  };
  await batches(10);
  const before = process.cpuUsage();
  await batches(50);
  const cpu = process.cpuUsage(before);
  await recorder.stop();
  await handle.close();
  return Number(((cpu.user + cpu.system) / (50 * 8 * 500)).toFixed(2));
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
    await sink.write([encodePageViews(events)!]);
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
  log(`PGlite: counting off and on, ${SLICES} pairs of ${SLICE} s slices`);
  const pglite = await pairedRun(false);
  log(`PostgreSQL: counting off and on, ${SLICES} pairs of ${SLICE} s slices`);
  const postgres = pgServerUrl ? await pairedRun(true) : null;
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    pinned: hasTaskset,
    postgresPinned,
    connections: CONNECTIONS,
    sliceS: SLICE,
    slices: SLICES,
    warmupS: WARMUP,
    sides: SIDES.map((on) => (on ? 'on' : 'off')).join(','),
    inProcess,
    pglite,
    postgres,
  };
  console.log(JSON.stringify(result, null, 2));
  const control = SIDES[0] === SIDES[1];
  log(`wrote ${writeResult(control ? 'analytics-control' : 'analytics', result)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
