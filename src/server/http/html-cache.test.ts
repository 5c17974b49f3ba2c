import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itReturns } from '@/test/cases';
import { cached, clearCache, invalidateTags, markUncacheable } from '../cache';
import { HtmlCache, htmlCacheKey, negotiateEncoding } from './html-cache';
import { sha256Source } from './security-headers';

/**
 * The rendered-HTML cache in front of a stand-in for Next's handler: a real node:http server
 * whose "render" reads through the tagged cache like the public pages do.
 */

let clock = 1_000_000;
let cache: HtmlCache;
let renders = 0;
let version = 1;
let server: http.Server;
let base: string;

type Behaviour = {
  tags?: string[];
  status?: number;
  type?: string;
  cookie?: boolean;
  uncacheable?: boolean;
  delayMs?: number;
  expiresAt?: number;
  duringRender?: () => void;
  size?: number;
  /** Inline scripts the page carries. */
  scripts?: string[];
};
const behaviours = new Map<string, Behaviour>();

async function render(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  renders += 1;
  const b = behaviours.get(req.url!.split('?')[0]!) ?? {};
  for (const tag of b.tags ?? []) {
    await cached(
      `data:${tag}`,
      [tag],
      async () => version,
      b.expiresAt ? { expiresAt: () => b.expiresAt, now: () => clock } : { now: () => clock },
    );
  }
  if (b.uncacheable) markUncacheable();
  b.duringRender?.();
  if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
  res.statusCode = b.status ?? 200;
  res.setHeader('Content-Type', b.type ?? 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  if (b.cookie) res.setHeader('Set-Cookie', 'a=b');
  res.setHeader('X-Powered-Internal', 'yes');
  // Written in pieces, as a streamed render is.
  res.write(`<!doctype html><html><body><h1>${req.url} v${version}</h1>`);
  for (const script of b.scripts ?? []) res.write(`<script>${script}</script>`);
  res.write('<script src="/_next/static/a.js" async></script>');
  res.write('x'.repeat(b.size ?? 2000));
  res.end('</body></html>');
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void cache.handle(req, res, () => render(req, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  clearCache();
  behaviours.clear();
  renders = 0;
  version = 1;
  clock = 1_000_000;
  cache = new HtmlCache({ now: () => clock });
});
afterEach(() => cache.close());

/** A raw GET (no automatic decompression), with the body as bytes. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        // The page is kept once compressed, after the response: wait for that.
        res.on(
          'end',
          () =>
            void cache.whenIdle().then(() =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            ),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('htmlCacheKey', () => {
  const req = (url: string, method = 'GET', headers: http.IncomingHttpHeaders = {}) => ({
    url,
    method,
    headers,
  });
  it('keys public GET/HEAD pages by path', () => {
    expect(htmlCacheKey(req('/'))).toBe('/');
    expect(htmlCacheKey(req('/resources/some-article', 'HEAD'))).toBe('/resources/some-article');
  });
  it('leaves out queries, writes, private paths and client navigations', () => {
    for (const r of [
      req('/resources?q=forklift'),
      req('/', 'POST'),
      req('/admin'),
      req('/admin/posts'),
      req('/auth'),
      req('/api/healthz'),
      req('/storage/site-media/a.png'),
      req('/_next/static/chunk.js'),
      req('/blog/preview/3'),
      req('/unsubscribe'),
      req('/resources/download/4'),
      req('/favicon.svg'),
      req('/defaults/banners/banner-1.svg'),
      req('/resources/rss.xml'),
      req('/', 'GET', { rsc: '1' }),
      req('/contact', 'GET', { 'next-router-prefetch': '1' }),
      req('/contact', 'POST', { 'next-action': 'abc' }),
      req('/no-such-page'),
      req('/resources/a/b'),
      req('/about', 'GET', { cookie: 'better-auth.session_token=abc' }),
      req('/', 'GET', { authorization: 'Basic YTpi' }),
    ]) {
      expect(htmlCacheKey(r), `${r.method} ${r.url}`).toBeNull();
    }
  });
});

describe('negotiateEncoding', () => {
  itReturns('prefers brotli, then gzip, and honours q=0', negotiateEncoding, [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0', 'identity'],
  ]);
});

describe('HtmlCache', () => {
  it('renders once, then serves the same page compressed from memory, with a 304 on revalidation', async () => {
    behaviours.set('/', { tags: ['banners', 'media'] });
    const first = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['x-cache']).toBe('MISS');
    // Shareable from the first response on (the render said no-store), and compressed already.
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(first.body).toString();
    expect(html).toContain('<h1>/ v1</h1>');

    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['x-powered-internal']).toBeUndefined();

    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);

    const etag = br.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(renders).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 5, misses: 1, stored: 1 });
  });

  it('drops a page when a tag its data was read under is invalidated, and only then', async () => {
    behaviours.set('/resources/a', { tags: ['posts', 'post:a'] });
    behaviours.set('/about', { tags: ['media'] });
    await get('/resources/a');
    await get('/about');
    expect(renders).toBe(2);
    version = 2;
    invalidateTags(['banners']);
    expect((await get('/resources/a')).body.toString()).toContain('v1');
    invalidateTags(['post:a']);
    expect((await get('/resources/a')).body.toString()).toContain('v2');
    expect((await get('/about')).body.toString()).toContain('v1');
    expect(renders).toBe(3);
  });

  it('drops a page that read nothing tagged on any invalidation', async () => {
    behaviours.set('/privacy-policy', {});
    await get('/privacy-policy');
    await get('/privacy-policy');
    expect(renders).toBe(1);
    invalidateTags(['resources']);
    await get('/privacy-policy');
    expect(renders).toBe(2);
  });

  it('expires a page when the earliest read expires (a scheduled post going live)', async () => {
    behaviours.set('/resources', { tags: ['posts'], expiresAt: clock + 10_000 });
    await get('/resources');
    clock += 9_000;
    expect((await get('/resources')).headers['x-cache']).toBe('HIT');
    clock += 2_000;
    expect((await get('/resources')).headers['x-cache']).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('keeps a page for at most the time limit', async () => {
    behaviours.set('/product', { tags: ['media'] });
    await get('/product');
    clock += 5 * 60 * 1000 + 1;
    clearCache();
    expect((await get('/product')).headers['x-cache']).toBe('MISS');
  });

  it('never keeps errors, cookies, other types, uncacheable renders or private paths', async () => {
    behaviours.set('/resources/missing', { status: 404 });
    behaviours.set('/resources/cookie', { cookie: true });
    behaviours.set('/resources/feed', { type: 'application/rss+xml' });
    behaviours.set('/resources/search-like', { uncacheable: true, tags: ['posts'] });
    for (const path of [
      '/resources/missing',
      '/resources/cookie',
      '/resources/feed',
      '/resources/search-like',
      '/admin',
      '/?q=x',
    ]) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(12);
    expect(cache.stats().entries).toBe(0);
    // What is not kept keeps the render's own caching headers.
    for (const path of ['/resources/missing', '/resources/cookie', '/resources/feed']) {
      expect((await get(path)).headers['cache-control']).toContain('no-store');
    }
  });

  it('does not keep a page rendered while an invalidation happened', async () => {
    behaviours.set('/', { tags: ['banners'], duringRender: () => invalidateTags(['banners']) });
    await get('/');
    behaviours.set('/', { tags: ['banners'] });
    expect((await get('/')).headers['x-cache']).toBe('MISS');
    expect((await get('/')).headers['x-cache']).toBe('HIT');
  });

  it('renders a page once for concurrent first visitors', async () => {
    behaviours.set('/why-lizit', { tags: ['media'], delayMs: 100 });
    const all = await Promise.all(Array.from({ length: 6 }, () => get('/why-lizit')));
    expect(renders).toBe(1);
    expect(new Set(all.map((r) => r.body.toString())).size).toBe(1);
    expect(all.every((r) => r.status === 200)).toBe(true);
  });

  it('renders for a visitor itself rather than wait without end for a stuck render', async () => {
    cache.close();
    cache = new HtmlCache({ now: () => clock, maxWaitMs: 100 });
    behaviours.set('/resources/slow', { tags: ['media'], delayMs: 3000 });
    const first = fetch(`${base}/resources/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    // Only the first render is slow.
    behaviours.set('/resources/slow', { tags: ['media'] });
    const started = Date.now();
    const second = await fetch(`${base}/resources/slow`);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('/resources/slow v1');
    // Not the 3 s of the first render: the wait gave up and the request rendered on its own.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(renders).toBe(2);
    expect(await first).toContain('/resources/slow v1');
    await cache.whenIdle();
  });

  it('neither serves nor keeps a page for a request with a session cookie', async () => {
    behaviours.set('/about', { tags: ['media'] });
    await get('/about');
    expect((await get('/about')).headers['x-cache']).toBe('HIT');
    version = 2;
    const signedIn = await get('/about', { cookie: 'better-auth.session_token=abc' });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    // The render for the signed-in request is not kept: anonymous visitors still get v1.
    expect(signedIn.body.toString()).toContain('v2');
    expect((await get('/about')).body.toString()).toContain('v1');
    expect(renders).toBe(2);
  });

  it('sends a page with a CSP allowing its own inline scripts by hash, on the miss and every hit', async () => {
    cache.close();
    const seen: string[][] = [];
    cache = new HtmlCache({
      now: () => clock,
      cspForHashes: (hashes) => {
        seen.push([...hashes]);
        return `script-src 'self' ${hashes.join(' ')}`;
      },
    });
    behaviours.set('/contact', { tags: ['media'], scripts: ['self.__next_f.push([1])', 'a()'] });
    const first = await get('/contact');
    const hit = await get('/contact');
    const expected = `script-src 'self' ${sha256Source('self.__next_f.push([1])')} ${sha256Source('a()')}`;
    expect(first.headers['content-security-policy']).toBe(expected);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-security-policy']).toBe(expected);
    expect(seen).toHaveLength(1);
  });

  it('streams a page too large to keep as it renders, whole and not kept', async () => {
    behaviours.set('/resources/huge', { tags: ['media'], size: 3 * 1024 * 1024 });
    const first = await get('/resources/huge');
    expect(first.status).toBe(200);
    expect(first.body.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(first.body.toString().endsWith('</body></html>')).toBe(true);
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps within its byte budget by dropping the least recently used pages', async () => {
    cache.close();
    cache = new HtmlCache({ now: () => clock, maxBytes: 7_000 });
    for (const p of ['/resources/p1', '/resources/p2', '/resources/p3'])
      behaviours.set(p, { tags: ['media'], size: 3000 });
    await get('/resources/p1');
    await get('/resources/p2');
    await get('/resources/p1'); // p1 is now the most recently used
    await get('/resources/p3');
    const { bytes, entries } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(7_000);
    expect(entries).toBe(2);
    expect((await get('/resources/p1')).headers['x-cache']).toBe('HIT');
    expect((await get('/resources/p2')).headers['x-cache']).toBe('MISS');
  });
});
