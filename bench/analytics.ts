/**
 * `npm run bench:analytics`: what counting page views costs a cached page, as one ratio. Two
 * production servers (`scripts/server.ts demo`, fresh data dirs, both pinned to core 0 with
 * taskset when available; this process, the load, on core 1), one with ANALYTICS=off and one with
 * ANALYTICS=on, are loaded in turn with autocannon on `/` (an HTML-cache hit; a browser user agent
 * and an external referrer, so every request is a counted view): BENCH_CONNECTIONS connections
 * (default 10), a BENCH_WARMUP s warm-up each (default 10), then BENCH_DURATION s each (default
 * 20), off first. Prints the req/s of both and their ratio (on / off), with the views the counting
 * server stored against the 200s it answered, and writes bench/results/<date>-analytics.json.
 * Up to 10 % cost is acceptable; two loads in turn differ by several percent on a shared machine
 * anyway, so a figure inside that noise is reported, not chased. Never part of `npm test`.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { executeRows } from '../src/db/rows';
import { eventsBetween } from '../src/server/analytics/events';
import {
  ensureBuild,
  hasTaskset,
  log,
  pinLoadToCore1,
  startPinnedServer,
  stop,
  waitFor,
  writeResult,
} from './lib/harness';

const PORT = Number(process.env.BENCH_PORT ?? 3650);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** One of the two servers, and the 200s it answered. */
type Side = {
  analytics: 'off' | 'on';
  origin: string;
  dataDir: string;
  app: ChildProcess;
  ok: number;
};

/** Loads `/` on a side for `seconds`; returns its requests a second. */
async function load(side: Side, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${side.origin}/`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br', 'user-agent': UA, referer: 'https://news.example/post' },
  });
  side.ok += result['2xx'];
  return Math.round(result.requests.average);
}

/** The page views a stopped server's PGlite database holds. */
async function storedViews(dataDir: string): Promise<number> {
  const handle = openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const [row] = await executeRows<{ n: number }>(
      handle.db.execute(sql`select count(*)::int as n from ${eventsBetween(new Date(0))} ev`),
    );
    return row!.n;
  } finally {
    await handle.close();
  }
}

async function main() {
  ensureBuild();
  pinLoadToCore1();
  const sides: Side[] = (['off', 'on'] as const).map((analytics, i) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lizit-bench-analytics-${analytics}-`));
    const port = PORT + i;
    const app = startPinnedServer({ port, dataDir, env: { ANALYTICS: analytics } });
    return { analytics, origin: `http://127.0.0.1:${port}`, dataDir, app, ok: 0 };
  });
  try {
    await Promise.all(sides.map((side) => waitFor(`${side.origin}/api/healthz`)));
    log(`warm-up, ${WARMUP} s each`);
    for (const side of sides) await load(side, WARMUP);
    const requestsPerSec = { off: 0, on: 0 };
    for (const side of sides) {
      log(`ANALYTICS=${side.analytics}, ${DURATION} s`);
      requestsPerSec[side.analytics] = await load(side, DURATION);
    }
    // The counting server writes what is waiting at shutdown.
    await Promise.all(sides.map((side) => stop(side.app)));
    const counting = sides[1]!;
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      pinned: hasTaskset,
      page: '/',
      connections: CONNECTIONS,
      warmupS: WARMUP,
      durationS: DURATION,
      requestsPerSec,
      onVsOff: Number((requestsPerSec.on / requestsPerSec.off).toFixed(3)),
      // Every view answered is stored: events = the 200s answered, plus up to one request in
      // flight per connection at the end of each load (answered and counted, not in the 200s).
      stored: { answered200: counting.ok, events: await storedViews(counting.dataDir) },
    };
    console.log(JSON.stringify(result, null, 2));
    log(`counting on / off: ${result.onVsOff}; wrote ${writeResult('analytics', result)}`);
  } finally {
    for (const side of sides) {
      await stop(side.app);
      fs.rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
