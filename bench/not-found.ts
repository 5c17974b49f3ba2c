/**
 * `npm run bench:not-found` (issue #23 §3 "Benchmarks"): what counting 404s costs a 404. Starts
 * the production server (`scripts/server.ts demo`, fresh data dir, embedded PGlite, pinned to core
 * 0 with taskset when available) with the 404 monitor off, then on (NOT_FOUND_MONITOR), BENCH_ROUNDS
 * times (default 2) alternately, and loads it with autocannon (BENCH_CONNECTIONS, default 10, for
 * BENCH_DURATION s, default 10, after a 3 s warm-up) in two scenarios:
 *   - "50 paths": 50 missing paths in turn (broken links, many hits each);
 *   - "unique paths": every request a new path (a bot probing), past the buffer's 1,000 paths per
 *     flush window, so the bound is exercised.
 * Before that, in-process and without the noise of a loaded machine: the counting step's own cost
 * per 404 (countNotFound + the buffer, ns), and how long one flush holds the event loop on the
 * embedded PGlite (1,000 new paths into a full 5,000-row table, upsert and prune, ms).
 * Reports req/s and the p50/p99 latency per scenario and setting (median of the rounds), and for
 * the counting runs what reached the table after the server stopped (rows, sum of hits). Writes
 * bench/results/<date>-not-found.json. Never part of `npm test`.
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { pathRule } from '../src/server/http/paths';
import { countNotFound, normalizeReferrer, NotFoundBuffer } from '../src/server/not-found/recorder';
import { notFoundWriter } from '../src/server/not-found/service';
import {
  ensureBuild,
  hasTaskset,
  log,
  startPinnedServer,
  stop,
  waitFor,
  writeResult,
} from './lib/harness';

const PORT = Number(process.env.BENCH_PORT ?? 3460);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const origin = `http://127.0.0.1:${PORT}`;

type Scenario = 'fixed' | 'unique';
type Load = { requestsPerSec: number; p50: number; p99: number; non404: number; total: number };

async function load(scenario: Scenario, duration: number): Promise<Load> {
  const common = {
    url: origin,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': 'gzip', referer: 'https://partner.example/links?x=1' },
  };
  const result = await autocannon(
    scenario === 'fixed'
      ? {
          ...common,
          requests: Array.from({ length: 50 }, (_, i) => ({ path: `/bench-missing-${i}` })),
        }
      : { ...common, requests: [{ path: '/bench-probe-[<id>].php' }], idReplacement: true },
  );
  const total = result.requests.total;
  const notFound = result.statusCodeStats?.['404']?.count ?? 0;
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non404: total - notFound,
    total,
  };
}

async function round(counting: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-bench-404-'));
  const app = startPinnedServer({
    port: PORT,
    dataDir,
    env: { NOT_FOUND_MONITOR: counting ? 'on' : 'off' },
  });
  try {
    await waitFor(`${origin}/api/healthz`);
    const warmup = await load('fixed', 3);
    const fixed = await load('fixed', DURATION);
    const unique = await load('unique', DURATION);
    await stop(app);
    let table: Record<string, number> | null = null;
    if (counting) {
      const handle = openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      const res = (await handle.db.execute(
        sql`select count(*)::int as rows,
          coalesce(sum(hits) filter (where path like '/bench-missing-%'), 0)::int as "fixedHits",
          count(*) filter (where path like '/bench-probe-%')::int as "probeRows",
          coalesce(sum(hits) filter (where path like '/bench-probe-%'), 0)::int as "probeHits"
          from not_found_paths`,
      )) as unknown as { rows: Record<string, number>[] };
      // Every 404 of the 50 paths (warm-up included) must be in the table.
      table = {
        ...res.rows[0]!,
        fixed404: warmup.total - warmup.non404 + fixed.total - fixed.non404,
      };
      table.unique404 = unique.total - unique.non404;
      await handle.close();
    }
    return { fixed, unique, table };
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
    non404: loads.reduce((n, l) => n + l.non404, 0),
    rounds: loads.map((l) => ({ rps: l.requestsPerSec, p50: l.p50, p99: l.p99 })),
  };
}

/** The counting step's cost per 404 (ns): the finish listener, the filter and the buffer. */
function recordCostNs(unique: boolean): number {
  const buffer = new NotFoundBuffer();
  const record = (path: string, referer: string | string[] | undefined) =>
    buffer.add(path, normalizeReferrer(referer), new Date());
  const req = {
    method: 'GET',
    headers: { referer: 'https://partner.example/links?x=1' },
  } as unknown as IncomingMessage;
  const n = 200_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const res = Object.assign(new EventEmitter(), { statusCode: 404 }) as unknown as ServerResponse;
    const path = unique ? `/bench-probe-${i}.php` : `/bench-missing-${i % 50}`;
    countNotFound(req, res, path, pathRule(path), record);
    res.emit('finish');
    if (i % 1000 === 999) buffer.drain();
  }
  return Number(process.hrtime.bigint() - t0) / n;
}

/**
 * One flush of 1,000 new paths into a full table on PGlite: how long it takes (ms, p50 and p95),
 * and the longest the event loop was held meanwhile (ms; the writer yields between statements).
 */
async function flushCostMs(): Promise<{
  p50: number;
  p95: number;
  flushes: number;
  longestBlockMs: number;
}> {
  const handle = openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  const write = notFoundWriter(() => handle.db, { maxRows: 5000 });
  const times: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  for (let f = 0; f < 15; f++) {
    if (f === 5) delay.enable();
    const now = new Date();
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      path: `/bench-probe-${f}-${i}.php`,
      hits: 1 + (i % 3),
      firstSeen: now,
      lastSeen: now,
      referrers: { 'partner.example/links': 1 },
    }));
    const t0 = performance.now();
    await write({ entries, dropped: 0 });
    if (f >= 5) times.push(performance.now() - t0); // the table is full from the 5th flush
  }
  delay.disable();
  await handle.close();
  const sorted = times.sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(1));
  return {
    p50: at(0.5),
    p95: at(0.95),
    flushes: times.length,
    longestBlockMs: Number((delay.max / 1e6).toFixed(1)),
  };
}

async function main() {
  ensureBuild();
  recordCostNs(false); // warm-up
  const inProcess = {
    recordNsPer404: {
      fixed50Paths: Math.round(recordCostNs(false)),
      uniquePaths: Math.round(recordCostNs(true)),
    },
    flushOf1000NewPathsIntoFullTable: await flushCostMs(),
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
    fixed50Paths: { off: summary(off.map((r) => r.fixed)), on: summary(on.map((r) => r.fixed)) },
    uniquePaths: { off: summary(off.map((r) => r.unique)), on: summary(on.map((r) => r.unique)) },
    // What the counting runs wrote (after the final flush at shutdown): 50 + up to 1,000 per flush
    // window of unique paths, the rest dropped and counted in the log.
    tables: on.map((r, i) => ({ round: i + 1, ...r.table })),
  };
  console.log(JSON.stringify(result, null, 2));
  log(`wrote ${writeResult('not-found', result)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
