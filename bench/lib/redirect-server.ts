/**
 * The server of `npm run bench:redirects` (issue #23 "Benchmarks"), run as a child process so that
 * the load generator does not share its event loop: the site's real request pipeline
 * (`createRequestHandler` with the real rendered-HTML cache and, with `--rules N`, the real
 * redirect map loaded from an in-memory PGlite database holding N rules). Next's render is
 * replaced by a fixed 40 KB article page: only cached pages and redirects are measured, and both
 * are answered before any render. Prints "ready <port>" once listening.
 *   node --import tsx bench/lib/redirect-server.ts --rules 10000 --port 3990
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '@/db/client';
import { redirects } from '@/db/schema';
import { HtmlCache } from '@/server/http/html-cache';
import { createRequestHandler } from '@/server/http/request-handler';
import { startRedirectMap } from '@/server/redirects/map';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const rules = arg('rules', 0);
const port = arg('port', 3990);

const handle = openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(handle);
for (let start = 0; start < rules; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, rules - start) }, (_, k) => {
    const i = start + k;
    return i % 10 === 9
      ? { from_path: `/old/page-${i}`, target: null, status: 410 }
      : { from_path: `/old/page-${i}`, target: `/resources/new-article-${i}`, status: 301 };
  });
  await handle.db.insert(redirects).values(rows);
}
const map = rules > 0 ? await startRedirectMap(handle.db) : null;
if (map && map.size !== rules) throw new Error(`loaded ${map.size} rules, expected ${rules}`);

const paragraph = '<p>Rental fleets run on contracts, deposits and the yard crew. '.repeat(8);
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Article</title></head><body><main><h1>Article</h1>${paragraph.repeat(80)}</main></body></html>`;

const handler = createRequestHandler({
  trustProxyHops: 0,
  headers: { 'X-Content-Type-Options': 'nosniff' },
  siteOrigin: `http://127.0.0.1:${port}`,
  uploadMaxBytes: 1024 * 1024,
  storageCsp: "default-src 'none'",
  htmlCache: new HtmlCache(),
  redirects: map,
  render: async (_req, res) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page);
  },
});

// Server-side time of each redirect answered (request in → response finished), in ms; read and
// reset at /__bench/redirect-times (this bench server only).
let times: number[] = [];
const server = http.createServer((req, res) => {
  if (req.url === '/__bench/redirect-times') {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
    res.end(JSON.stringify({ count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) }));
    times = [];
    return;
  }
  if (req.url?.startsWith('/old/')) {
    const t = performance.now();
    res.once('finish', () => times.push(performance.now() - t));
  }
  handler(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`ready ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
