/**
 * `npm run bench`: throughput and page weight of the public site, written to bench/results/.
 *   - requests/s and p99 latency of GET / with autocannon against the production server, beside
 *     the ceiling measured in the same run: a plain node:http server returning the same bytes
 *     with the same compression (gzip);
 *   - the gzipped JavaScript each public route ships;
 *   - the Bulk Creator: 1,000 rows through the template generator, a 10,000-row CSV parsed in
 *     Chromium (bench/bulk.ts);
 *   - the Pages section: the draft preview's render time and publish to visible (bench/pages.ts);
 *   - the newsletter: 10,000 recipients sent to a local SMTP sink by a production server of its
 *     own, and what the sending costs its cached `/` (bench/newsletter.ts; BENCH_NEWSLETTER=0
 *     leaves it out).
 * Never part of `npm test`. BENCH_DURATION (s, default 20) and BENCH_CONNECTIONS (default 50).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { isBuildCurrent } from '../scripts/lib/build-hash';
import { stop, waitFor } from './lib/harness';
import { lighthouse, type LighthousePage } from './lighthouse';
import { pagesBench, type PagesBench } from './pages';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const APP_PORT = 3290;
const CEILING_PORT = 3291;
/** Page-weight routes; THROUGHPUT_ROUTES are also load-tested (an article is added at run time). */
const ROUTES = [
  '/',
  '/product',
  '/why-lizit',
  '/solutions',
  '/testimonials',
  '/about',
  '/contact',
  '/privacy-policy',
  '/resources',
  '/resources/articles',
];

const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;
const pinned = (core: number, cmd: string, args: string[]): [string, string[]] =>
  hasTaskset ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args];

async function load(url: string) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    runs: [] as number[],
  };
}

/** Runs a load test BENCH_RUNS times (default 3) and keeps the run with the median req/s. */
async function medianOf(run: () => ReturnType<typeof load>): ReturnType<typeof load> {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  results.sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  return {
    ...results[Math.floor(results.length / 2)]!,
    runs: results.map((r) => r.requestsPerSec),
  };
}

async function main() {
  if (!isBuildCurrent(root)) {
    console.log('Building first...');
    const b = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (b.status !== 0) process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-bench-'));
  const [cmd, args] = pinned(0, process.execPath, ['--import', 'tsx', 'scripts/server.ts', 'demo']);
  const app = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The demo admin the server creates at its first start (it prints the password once).
  let output = '';
  app.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ceiling: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/healthz`);
    const [, email, password] = /Demo admin: (\S+) (\S+)/.exec(output) ?? [];
    if (!email || !password) throw new Error('the demo server printed no admin');

    // Page weight: gzipped JavaScript per route.
    const pageWeight: Record<
      string,
      { scripts: number; jsGzipBytes: number; htmlGzipBytes: number }
    > = {};
    for (const route of ROUTES) {
      const html = await (await fetch(`http://127.0.0.1:${APP_PORT}${route}`)).text();
      const srcs = [
        // Polyfills marked noModule are never fetched by a browser that runs modules: not counted.
        ...new Set(
          [...html.matchAll(/<script([^>]+)src="([^"]+\.js[^"]*)"([^>]*)>/g)]
            .filter((m) => !/nomodule/i.test(`${m[1]}${m[3]}`))
            .map((m) => m[2]!),
        ),
      ];
      let js = 0;
      for (const src of srcs) {
        const body = Buffer.from(
          await (await fetch(new URL(src, `http://127.0.0.1:${APP_PORT}`))).arrayBuffer(),
        );
        js += zlib.gzipSync(body, { level: 9 }).length;
      }
      pageWeight[route] = {
        scripts: srcs.length,
        jsGzipBytes: js,
        htmlGzipBytes: zlib.gzipSync(html).length,
      };
    }

    // The newest article, read from the feed like a visitor's feed reader would.
    const feed = await (await fetch(`http://127.0.0.1:${APP_PORT}/resources/rss.xml`)).text();
    const article = new URL(/<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed)?.[1] ?? `http://x/`)
      .pathname;
    const throughputRoutes = ['/', article, '/resources'];

    const throughput: Record<
      string,
      {
        app: Awaited<ReturnType<typeof load>>;
        ceiling: Awaited<ReturnType<typeof load>>;
        shareOfCeiling: number;
      }
    > = {};
    for (const route of throughputRoutes) {
      const url = `http://127.0.0.1:${APP_PORT}${route}`;
      await autocannon({ url, connections: 10, duration: 3 });
      const appResult = await medianOf(() => load(url));

      // The ceiling: the same gzipped bytes from a plain node:http server on the same core.
      const html = Buffer.from(await (await fetch(url)).arrayBuffer());
      const bodyFile = path.join(dataDir, 'ceiling.html.gz');
      // The same compression the page cache uses for its gzip copy.
      fs.writeFileSync(bodyFile, zlib.gzipSync(html, { level: 9 }));
      const script = `const http=require('http');const fs=require('fs');const b=fs.readFileSync(${JSON.stringify(bodyFile)});http.createServer((q,r)=>{r.writeHead(200,{'content-type':'text/html; charset=utf-8','content-encoding':'gzip','content-length':b.length});r.end(b)}).listen(${CEILING_PORT},'127.0.0.1')`;
      const [ccmd, cargs] = pinned(0, process.execPath, ['-e', script]);
      ceiling = spawn(ccmd, cargs, { stdio: 'inherit' });
      await waitFor(`http://127.0.0.1:${CEILING_PORT}/`);
      const ceilingResult = await medianOf(() => load(`http://127.0.0.1:${CEILING_PORT}/`));
      await stop(ceiling);
      ceiling = undefined;
      throughput[route] = {
        app: appResult,
        ceiling: ceilingResult,
        shareOfCeiling: Number(
          (appResult.requestsPerSec / ceilingResult.requestsPerSec).toFixed(4),
        ),
      };
    }

    // Page speed: Lighthouse (mobile) on the pages issue #10 names, on the same server.
    const pageSpeed =
      process.env.BENCH_LIGHTHOUSE === '0'
        ? {}
        : lighthouse(`http://127.0.0.1:${APP_PORT}`, ['/', '/product', '/resources', article]);

    console.log('Pages benchmark...');
    const pages = await pagesBench(`http://127.0.0.1:${APP_PORT}`, { email, password });

    console.log('Bulk Creator benchmark...');
    const bulkRun = spawnSync(
      process.execPath,
      ['--conditions', 'react-server', '--import', 'tsx', 'bench/bulk.ts'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } },
    );
    if (bulkRun.status !== 0) throw new Error(`bench/bulk.ts failed:\n${bulkRun.stderr}`);
    const bulk = JSON.parse(bulkRun.stdout.trim().split('\n').at(-1)!) as BulkBench;

    let newsletter: NewsletterBench | null = null;
    if (process.env.BENCH_NEWSLETTER !== '0') {
      console.log('Newsletter benchmark...');
      const run = spawnSync(
        process.execPath,
        ['--conditions', 'react-server', '--import', 'tsx', 'bench/newsletter.ts'],
        { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      if (run.status !== 0) throw new Error(`bench/newsletter.ts failed:\n${run.stdout}`);
      newsletter = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as NewsletterBench;
    }

    const result = {
      date: new Date().toISOString(),
      machine: {
        host: os.hostname(),
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        pinnedToCore: hasTaskset,
      },
      settings: { durationSec: duration, connections, runs, compression: 'gzip' },
      throughput,
      pageWeight,
      pageSpeed,
      pages,
      bulk,
      newsletter,
    };
    fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    const file = path.join(root, 'bench', 'results', `${result.date.slice(0, 10)}-throughput.json`);
    fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(
      path.join(root, 'bench', 'results', 'latest.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    writeReadme(result);
    console.log(JSON.stringify(result, null, 2));
    console.log(`\nWritten to ${path.relative(root, file)}`);
  } finally {
    if (ceiling) await stop(ceiling);
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What bench/bulk.ts prints. */
type BulkBench = {
  generation: { rows: number; database: string; totalMs: number; msPerArticle: number };
  csvParse: { rows: number; bytes: number; browser: string; medianMs: number };
};

/** What bench/newsletter.ts prints (the parts the README shows). */
type NewsletterBench = {
  database: string;
  settings: { recipients: number; newsletterRate: number };
  sending: {
    messagesPerSec: number;
    messagesPerSecUnderLoad: number;
    totalS: number;
    copiesPerRecipient: { min: number; max: number };
  };
  pageRequestsPerSec: { sending: number; idle: number };
  sendingVsIdle: number;
  serverCpu: { msPerMessage: number; coreShare: { sendingAlone: number } };
};

/** Rewrites the "Latest results" section of bench/README.md from a run (the sections after it stay). */
function writeReadme(result: {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; pinnedToCore: boolean };
  settings: { durationSec: number; connections: number; runs: number };
  throughput: Record<
    string,
    {
      app: { requestsPerSec: number; latencyP99Ms: number; non2xx: number };
      ceiling: { requestsPerSec: number; latencyP99Ms: number };
      shareOfCeiling: number;
    }
  >;
  pageWeight: Record<string, { scripts: number; jsGzipBytes: number; htmlGzipBytes: number }>;
  pageSpeed: Record<string, LighthousePage>;
  pages: PagesBench;
  bulk: BulkBench;
  newsletter: NewsletterBench | null;
}): void {
  const file = path.join(root, 'bench', 'README.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('## Latest results');
  const head = start === -1 ? text : text.slice(0, start);
  const next = start === -1 ? -1 : text.indexOf('\n## ', start + 1);
  const tail = next === -1 ? '' : text.slice(next + 1);
  const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`;
  const lines = [
    '## Latest results',
    '',
    `Run ${result.date} on ${result.machine.cpus} × ${result.machine.cpuModel}, Node ${result.machine.node}, server ${result.machine.pinnedToCore ? 'pinned to one core' : 'not pinned'}; ${result.settings.connections} connections, ${result.settings.durationSec} s, median of ${result.settings.runs} runs, gzip.`,
    '',
    '| route | req/s | p99 | non-2xx | ceiling req/s | ceiling p99 | share of ceiling |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(result.throughput).map(
      ([route, t]) =>
        `| \`${route}\` | ${t.app.requestsPerSec} | ${t.app.latencyP99Ms} ms | ${t.app.non2xx} | ${t.ceiling.requestsPerSec} | ${t.ceiling.latencyP99Ms} ms | ${(t.shareOfCeiling * 100).toFixed(1)} % |`,
    ),
    '',
    '| route | scripts | JavaScript (gzip) | HTML (gzip) |',
    '|---|---|---|---|',
    ...Object.entries(result.pageWeight).map(
      ([route, w]) =>
        `| \`${route}\` | ${w.scripts} | ${kb(w.jsGzipBytes)} | ${kb(w.htmlGzipBytes)} |`,
    ),
    '',
    ...(Object.keys(result.pageSpeed).length
      ? [
          'Lighthouse 12.8.2, mobile preset, median of 3 runs by performance score:',
          '',
          '| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
          '|---|---|---|---|---|---|---|---|',
          ...Object.entries(result.pageSpeed).map(
            ([route, p]) =>
              `| \`${route}\` | ${p.performance} (${p.runs.join(', ')}) | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.metrics.lcp} ms | ${p.metrics.tbt} ms | ${p.metrics.cls} |`,
          ),
          '',
        ]
      : []),
    '| Pages section | figure |',
    '|---|---|',
    `| draft preview of the home page, ${result.pages.previewRender.requests} requests | p50 ${result.pages.previewRender.p50Ms} ms, p95 ${result.pages.previewRender.p95Ms} ms |`,
    `| publish to visible on \`/\`, ${result.pages.publishToVisible.publications} publications | median ${result.pages.publishToVisible.medianMs} ms, max ${result.pages.publishToVisible.maxMs} ms |`,
    '',
    '| Bulk Creator | figure |',
    '|---|---|',
    `| ${result.bulk.generation.rows} rows through the template generator (${result.bulk.generation.database}) | ${(result.bulk.generation.totalMs / 1000).toFixed(1)} s, ${result.bulk.generation.msPerArticle} ms per article |`,
    `| ${result.bulk.csvParse.rows}-row CSV (${kb(result.bulk.csvParse.bytes)}) parsed in ${result.bulk.csvParse.browser} | ${result.bulk.csvParse.medianMs} ms (median of 5) |`,
    '',
    ...(result.newsletter ? newsletterLines(result.newsletter) : []),
  ];
  fs.writeFileSync(file, `${head}${lines.join('\n')}${tail ? `\n${tail}` : ''}`);
}

/** The newsletter's table in the "Latest results" section. */
function newsletterLines(n: NewsletterBench): string[] {
  const s = n.sending;
  return [
    `| Newsletter: ${n.settings.recipients} recipients, NEWSLETTER_RATE ${n.settings.newsletterRate}, ${n.database} | figure |`,
    '|---|---|',
    `| sent to the SMTP sink | ${s.messagesPerSec} messages/s (${s.messagesPerSecUnderLoad} while \`/\` was loaded), all in ${s.totalS} s, ${s.copiesPerRecipient.min === 1 && s.copiesPerRecipient.max === 1 ? 'one copy each' : `${s.copiesPerRecipient.min} to ${s.copiesPerRecipient.max} copies each`} |`,
    `| \`/\` while sending / idle | ${n.pageRequestsPerSec.sending} / ${n.pageRequestsPerSec.idle} req/s: ${(n.sendingVsIdle * 100).toFixed(1)} % |`,
    `| the sending alone, server's CPU | ${(n.serverCpu.coreShare.sendingAlone * 100).toFixed(0)} % of a core, ${n.serverCpu.msPerMessage} ms a message |`,
    '',
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
