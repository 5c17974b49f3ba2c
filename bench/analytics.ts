/**
 * `npm run bench:analytics` (issue #25 §1-2): what counting page views costs. In process first:
 * the counting step's cost per view (`countPageView` and the recorder's classification of what it
 * took, ns), the flush per view of a saturated cached page, the ingestion rate of the PostgreSQL
 * sink on embedded PGlite (events/s) and the rollup of a day. Then two production servers
 * (`scripts/server.ts demo`, fresh data dirs, both pinned to core 0 with taskset when available),
 * one with ANALYTICS off and one with it on, loaded at the same time with autocannon
 * (BENCH_CONNECTIONS each, default 10) on a cached page (`/about`, a browser user agent, an
 * external referrer: every request is a counted view) for BENCH_WINDOWS windows (default 20) of
 * BENCH_WINDOW s (default 2) after a BENCH_WARMUP s warm-up (default 10: the embedded database's
 * WebAssembly is compiled by tiers as it runs); BENCH_RUNS such runs (default 6), each with new
 * servers started with the same V8 seeds (a new seed every two runs, BENCH_SEEDED=0: none), their
 * places swapped every run. Reports each run's CPU per request (all threads, the
 * scheduler's ns) and req/s of both servers, their ratios and the geometric mean over the runs,
 * and for the counting server the events that reached `page_view_batches` against the 200s
 * answered. BENCH_SIDES=off,off (or on,on) is a control: its ratio is what the method gives for
 * no difference. Writes bench/results/<date>-analytics.json (a control: -analytics-control.json).
 * With BENCH_DATABASE_URL (or TEST_DATABASE_URL) set to a PostgreSQL server on 127.0.0.1, the same
 * runs again on throwaway databases there (BENCH_DATABASES=pglite or postgres: one of the two).
 * The capacity ratio comes with the 95 % interval of its geometric mean over the draws (the runs
 * of a seed are one; BENCH_SEED_BASE, default 1, is the first seed), and each side with its
 * main thread's CPU per request beside all threads'. The load (this process) and, when it can be
 * moved, the PostgreSQL server run on core 1. Never part of `npm test`.
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
import { geomean, ratioSummary, round, runSeed, spread } from './lib/ratios';

const PORT = Number(process.env.BENCH_PORT ?? 3650);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 2);
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
/** Both servers of a run get the same V8 hash and random seeds, with address-space randomisation
 * off (`setarch -R`), a new seed every two runs (one per order of places): their heaps and hash
 * tables are laid out alike, which halved the control's spread. BENCH_SEEDED=0 turns it off. */
const SEEDED = process.env.BENCH_SEEDED !== '0';
/** The first run's seed (default 1): runs added to an earlier set start past its last seed, so
 * every pair of runs is a draw of its own. */
const SEED_BASE = Number(process.env.BENCH_SEED_BASE ?? 1);
/** The databases of the paired runs, `pglite,postgres` (the default) or either alone. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim());
/** Counting on the two servers of a paired run: `off,on` compares; `off,off` (or `on,on`) is a
 * control run, whose ratio shows the method's own bias and spread on this machine. */
const SIDES = (process.env.BENCH_SIDES ?? 'off,on').split(',').map((s) => s.trim() === 'on');
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Load = { requestsPerSec: number; ok: number };

/**
 * CPU time a process has used so far, in ns: its main thread (the event loop: requests, counting,
 * the flush) and all its threads (V8's garbage-collector helpers and libuv's pool too), from Linux
 * `/proc/<pid>/task/<tid>/schedstat` (the scheduler's own count, not ticks; a thread that ended
 * meanwhile is not counted, and the servers' threads live as long as they do). NaN elsewhere.
 */
function cpuTimeNs(pid: number | undefined): { main: number; all: number } {
  try {
    let all = 0;
    let main = Number.NaN;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        const ns = Number(
          fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0],
        );
        all += ns;
        if (tid === String(pid)) main = ns;
      } catch {
        // the thread ended between the listing and the read
      }
    }
    return { main, all };
  } catch {
    return { main: Number.NaN, all: Number.NaN };
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
    ok: result['2xx'],
  };
}

/** The PostgreSQL server of the second paired run (throwaway databases); none: skipped. */
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** One server of a paired run: where it answers, and what it answered. */
type Side = {
  counting: boolean;
  origin: string;
  app: ReturnType<typeof startPinnedServer>;
  dataDir: string;
  throwaway: Awaited<ReturnType<typeof createThrowawayDb>> | null;
  warmupOk: number;
  ok: number;
  cpuNs: number;
  mainCpuNs: number;
};

async function startSide(
  counting: boolean,
  pg: boolean,
  port: number,
  seed: number | undefined,
): Promise<Side> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-bench-analytics-'));
  const throwaway = pg ? await createThrowawayDb(pgServerUrl!, 'lizit_analytics') : null;
  const app = startPinnedServer({
    port,
    dataDir,
    seed,
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
  return { counting, origin, app, dataDir, throwaway, warmupOk: 0, ok: 0, cpuNs: 0, mainCpuNs: 0 };
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
 * One simultaneous run: two servers (counting as `settings` says, in that order of start and
 * port) share core 0 and are loaded at the same time, BENCH_CONNECTIONS connections each, for
 * BENCH_WINDOWS windows of BENCH_WINDOW s after a BENCH_WARMUP s warm-up. Whatever slows the
 * machine slows both in the same instant (loaded one after the other, even in 2 s turns, the
 * comparison moved by ±10 % on this VM). Each server's CPU time (all threads, ns) is divided by
 * what it answered, over the whole run (the counting server's last write included) and per window.
 */
async function simultaneousRun(
  pg: boolean,
  settings: readonly [boolean, boolean],
  seed: number | undefined,
) {
  const sides = [
    await startSide(settings[0], pg, PORT, seed),
    await startSide(settings[1], pg, PORT + 1, seed),
  ] as const;
  try {
    await Promise.all(sides.map((side) => waitFor(`${side.origin}/api/healthz`)));
    const warm = await Promise.all(sides.map((side) => load(side.origin, WARMUP)));
    sides.forEach((side, i) => (side.warmupOk = warm[i]!.ok));
    const windows: Array<{ cpuUsPerRequest: [number, number]; requestsPerSec: [number, number] }> =
      [];
    const cpuAt = () => sides.map((side) => cpuTimeNs(side.app.pid));
    const start = cpuAt();
    for (let w = 0; w < WINDOWS; w++) {
      const before = cpuAt();
      const loads = await Promise.all(sides.map((side) => load(side.origin, WINDOW)));
      const after = cpuAt();
      sides.forEach((side, i) => (side.ok += loads[i]!.ok));
      const per = (i: 0 | 1) => (after[i]!.all - before[i]!.all) / 1000 / loads[i]!.ok;
      windows.push({
        cpuUsPerRequest: [per(0), per(1)],
        requestsPerSec: [loads[0]!.requestsPerSec, loads[1]!.requestsPerSec],
      });
    }
    // The counting server writes its last views within a second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const end = cpuAt();
    sides.forEach((side, i) => {
      side.cpuNs = end[i]!.all - start[i]!.all;
      side.mainCpuNs = end[i]!.main - start[i]!.main;
    });
    await Promise.all(sides.map((side) => stop(side.app)));
    const summary = sides.map((side) => ({
      counting: side.counting,
      cpuUsPerRequest: round(side.cpuNs / 1000 / side.ok, 2),
      mainThreadCpuUsPerRequest: round(side.mainCpuNs / 1000 / side.ok, 2),
      requestsPerSec: Math.round(side.ok / (WINDOW * WINDOWS)),
    }));
    // Every 200 answered (warm-up included) must be a stored event after the flush at shutdown;
    // autocannon stops counting with a request in flight on each connection, which the server
    // still answers (and counts): up to CONNECTIONS more per load.
    const stored = [];
    for (const side of sides.filter((s) => s.counting))
      stored.push({
        answered200: side.warmupOk + side.ok,
        inFlightAtStops: (1 + WINDOWS) * CONNECTIONS,
        events: await storedViews(side),
      });
    return {
      sides: summary,
      // The first server's CPU per request over the second's, per window: how steady it was.
      windowCpuRatio: spread(windows.map((w) => w.cpuUsPerRequest[0] / w.cpuUsPerRequest[1])),
      stored,
    };
  } finally {
    for (const side of sides) {
      await stop(side.app);
      await side.throwaway?.drop();
      fs.rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
}

/**
 * Counting off against counting on (or a control, BENCH_SIDES): BENCH_RUNS simultaneous runs
 * (default 6), each with two new servers, their places (which starts first, which port) swapped
 * from one run to the next. Within a run the windows agree to about 1 %, but two runs of the same
 * code differ by several percent: each pair of processes compiles and lays out its code and data
 * in its own way (and two identical servers differ by place too), so the figure is the geometric
 * mean over the runs of off's CPU per request over on's, and the runs' own ratios show the spread.
 * The throughput figure is the same for req/s (the two servers share the core).
 */
async function pairedRun(pg: boolean) {
  const [a, b] = SIDES as [boolean, boolean];
  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const swapped = r % 2 === 1;
    const seed = SEEDED ? runSeed(r, SEED_BASE) : undefined;
    const run = await simultaneousRun(pg, swapped ? [b, a] : [a, b], seed);
    // The first of BENCH_SIDES ("off") and the second ("on"), wherever they ran.
    const [off, on] = swapped ? [run.sides[1]!, run.sides[0]!] : [run.sides[0]!, run.sides[1]!];
    runs.push({
      ...run,
      seed,
      capacityOnVsOff: round(off.cpuUsPerRequest / on.cpuUsPerRequest, 3),
      onVsOff: round(on.requestsPerSec / off.requestsPerSec, 3),
      off,
      on,
    });
    log(`run ${r + 1} of ${RUNS}: capacity ${runs.at(-1)!.capacityOnVsOff}`);
  }
  const mean = (xs: number[]) => round(xs.reduce((t, x) => t + x, 0) / xs.length, 2);
  // The interval is over the draws: the two runs of a seed are one (bench/lib/ratios.ts).
  const capacity = ratioSummary(runs.map((r) => ({ ratio: r.capacityOnVsOff, seed: r.seed })));
  return {
    cachedPage: {
      off: {
        cpuUsPerRequest: mean(runs.map((r) => r.off.cpuUsPerRequest)),
        requestsPerSec: mean(runs.map((r) => r.off.requestsPerSec)),
      },
      on: {
        cpuUsPerRequest: mean(runs.map((r) => r.on.cpuUsPerRequest)),
        requestsPerSec: mean(runs.map((r) => r.on.requestsPerSec)),
      },
    },
    // Capacity with counting on against off: the inverse ratio of CPU per request.
    capacityOnVsOff: capacity.geomean,
    onVsOff: geomean(runs.map((r) => r.onVsOff)),
    capacityOnVsOffCi95: capacity.ci95,
    draws: capacity.draws,
    runsCapacityOnVsOff: capacity.spread,
    runs: runs.map(({ sides: _sides, ...run }) => run),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The counting step's cost per view (ns), as the request pipeline pays it for an HTML-cache hit:
 * `countPageView` (the request checks, then what the recorder keeps of the request) and the
 * recorder's classification of what it kept, 64 at a time (the bot list, device, referrer, UTM,
 * the batch's tuple and visitor), on request headers that are new strings each time, as Node's
 * parser makes them (a string's hash is computed once per string object, so reusing one would
 * flatter the lookups); what making those strings costs is measured alone and subtracted. Nothing
 * is dropped (no bound on what waits) and the batches go to a sink that discards them after each
 * round; the median of 7 rounds of 200,000 views.
 */
async function recordCostNs(): Promise<number> {
  const recorder = createAnalyticsRecorder({
    sink: { write: async () => {} },
    salt: async () => Buffer.alloc(32),
    site: 'https://lizit.com',
    intervalMs: 3_600_000,
    writeGapMs: 3_600_000,
    maxPending: Number.POSITIVE_INFINITY,
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
          '203.0.113.1',
          recorder.recordRequest,
        );
    }
    return Number(process.hrtime.bigint() - t0) / n;
  };
  const rounds: number[] = [];
  for (let r = 0; r < 7; r++) {
    const on = pass(true);
    rounds.push(on - pass(false));
    // What the round kept is classified and written (to nowhere) before the next.
    await recorder.flush();
    if (recorder.dropped > 0) throw new Error('recordCostNs: views were dropped');
  }
  await recorder.stop();
  return median(rounds);
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
    classifyAt: 500,
  });
  const times: number[] = [];
  const batches = 40;
  let total = 0;
  for (let b = 0; b < batches; b++) {
    for (let i = 0; i < 500; i++) {
      const path = `/resources/article-${i % 50}`;
      // Classified when taken (the 500th request makes the pass, classifyAt below), so the flush
      // timed below is the hash, the encoding and the INSERT alone.
      recorder.recordRequest(
        i % 5 ? path : `${path}?utm_source=newsletter&utm_medium=email`,
        path,
        i % 2 ? UA : MOBILE_UA,
        i % 3 ? undefined : 'https://news.example/post',
        'lizit.com',
        `203.0.${b}.${i % 200}`,
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
    classifyAt: 500,
  });
  // The views are taken and classified (500 at a time: 8 passes a write) outside what is timed:
  // the counting step's figure has that; this is the flush alone.
  let cpuUs = 0;
  const batches = async (count: number) => {
    for (let b = 0; b < count; b++) {
      for (let i = 0; i < 8 * 500; i++)
        recorder.recordRequest(
          '/about',
          '/about',
          UA,
          'https://news.example/post',
          'lizit.com',
          '203.0.113.1',
        );
      const before = process.cpuUsage();
      await recorder.flush();
      const cpu = process.cpuUsage(before);
      cpuUs += cpu.user + cpu.system;
    }
  };
  await batches(10);
  cpuUs = 0;
  await batches(50);
  await recorder.stop();
  await handle.close();
  return Number((cpuUs / (50 * 8 * 500)).toFixed(2));
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
  await recordCostNs(); // warm-up
  const inProcess = {
    countingNsPerView: Math.round(await recordCostNs()),
    pgliteFlushUsPerView: await flushCostUsPerView(),
    pgliteIngestion: await ingestionRate(),
    pgliteRollupOfADay: await rollupMs(),
  };
  log(`in-process: ${JSON.stringify(inProcess)}`);
  const what = `${SIDES.map((on) => (on ? 'on' : 'off')).join(' and ')}, ${RUNS} runs of ${WINDOWS} × ${WINDOW} s`;
  let pglite = null;
  if (DATABASES.includes('pglite')) {
    log(`PGlite: counting ${what}`);
    pglite = await pairedRun(false);
  }
  let postgres = null;
  if (pgServerUrl && DATABASES.includes('postgres')) {
    log(`PostgreSQL: counting ${what}`);
    postgres = await pairedRun(true);
  }
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    pinned: hasTaskset,
    postgresPinned,
    connections: CONNECTIONS,
    windowS: WINDOW,
    windows: WINDOWS,
    runs: RUNS,
    seeded: SEEDED,
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
