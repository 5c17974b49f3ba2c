/**
 * Redirects benchmark (issue #23 "Benchmarks"): `npm run bench:redirects`.
 *   - throughput of a cached article page (autocannon, 50 connections, gzip) through the site's
 *     request pipeline without rules and with 10,000 rules loaded, alternated, median of 3 runs
 *     each: the issue asks for at least 95 % of the throughput without rules;
 *   - the latency of a redirect answered by the pipeline with 10,000 rules: one request at a time
 *     on a keep-alive connection (p50/p99 of 10,000, measured by the client and by the server
 *     from the request's arrival to the response's end), under saturating load
 *     (autocannon, 50 connections: includes queueing), and the redirect step itself in-process
 *     (lookup + answer, p99 in µs): the issue asks for under 1 ms at p99.
 * The servers are child processes (bench/lib/redirect-server.ts). Writes
 * bench/results/<date>-redirects.json and prints it. BENCH_DURATION (s) and BENCH_RUNS override.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { answerRedirect } from '@/server/http/redirect-step';
import type { RuleLike } from '@/server/redirects/rules';

const RULES = 10_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 50;
const root = path.resolve(import.meta.dirname, '..');

function startServer(rules: number, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/lib/redirect-server.ts',
      '--rules',
      String(rules),
      '--port',
      String(port),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

async function load(url: string, duration = DURATION) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    requestsPerSec: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** End-to-end times (ms) of `n` sequential GETs on one keep-alive connection (an idle server). */
async function sequential(url: string, n: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await new Promise<void>((resolve, reject) =>
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        })
        .on('error', reject),
    );
    times.push(performance.now() - t);
  }
  agent.destroy();
  return times.sort((a, b) => a - b);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const plain = await startServer(0, 3991);
const withRules = await startServer(RULES, 3992);
const pageUrl = (port: number) => `http://127.0.0.1:${port}/resources/rental-fleet-guide`;
try {
  // Warm both caches and JITs.
  await load(pageUrl(3991), 3);
  await load(pageUrl(3992), 3);
  const without: number[] = [];
  const withR: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    without.push((await load(pageUrl(3991))).requestsPerSec);
    withR.push((await load(pageUrl(3992))).requestsPerSec);
  }
  // Under saturating load (50 connections: the latency includes queueing), then one at a time.
  const redirect = await load('http://127.0.0.1:3992/old/page-5000');
  await sequential('http://127.0.0.1:3992/old/page-4000', 2_000);
  await fetch('http://127.0.0.1:3992/__bench/redirect-times');
  const seq = await sequential('http://127.0.0.1:3992/old/page-5000', 10_000);
  const server = (await (await fetch('http://127.0.0.1:3992/__bench/redirect-times')).json()) as {
    count: number;
    p50Ms: number;
    p99Ms: number;
  };
  const seqP50Ms = Number(seq[Math.floor(seq.length * 0.5)]!.toFixed(3));
  const seqP99Ms = Number(seq[Math.floor(seq.length * 0.99)]!.toFixed(3));

  // The step itself: 200,000 answers from a map of 10,000 rules, in-process.
  const map = new Map<string, RuleLike>();
  for (let i = 0; i < RULES; i += 1)
    map.set(`/old/page-${i}`, {
      id: i,
      from_path: `/old/page-${i}`,
      target: `/new-${i}`,
      status: 301,
    });
  const lookup = { lookup: (p: string) => map.get(p), record: () => {} };
  const res = { statusCode: 200, setHeader: () => {}, end: () => {} } as unknown as ServerResponse;
  const times: number[] = [];
  for (let i = 0; i < 200_000; i += 1) {
    const p = `/old/page-${(i * 7919) % RULES}`;
    const req = { method: 'GET', url: `${p}?utm=1` } as IncomingMessage;
    const t = performance.now();
    answerRedirect(req, res, p, 'public', lookup);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const stepP99Us = Number((times[Math.floor(times.length * 0.99)]! * 1000).toFixed(2));

  const result = {
    date: new Date().toISOString(),
    node: process.version,
    rules: RULES,
    durationS: DURATION,
    connections: CONNECTIONS,
    cachedPage: {
      withoutRulesRps: median(without),
      withRulesRps: median(withR),
      ratio: Number((median(withR) / median(without)).toFixed(3)),
      runs: { without, withRules: withR },
      target: '>= 0.95',
    },
    redirect: {
      underLoad: redirect,
      oneAtATime: {
        requests: seq.length,
        clientP50Ms: seqP50Ms,
        clientP99Ms: seqP99Ms,
        serverP50Ms: Number(server.p50Ms.toFixed(3)),
        serverP99Ms: Number(server.p99Ms.toFixed(3)),
      },
      stepP99Us,
      target: 'p99 < 1 ms',
    },
  };
  const out = path.join(root, 'bench', 'results', `${result.date.slice(0, 10)}-redirects.json`);
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  plain.kill('SIGTERM');
  withRules.kill('SIGTERM');
}
