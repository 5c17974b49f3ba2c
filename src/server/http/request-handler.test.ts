import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodePageViews, type PageViewEvent } from '../analytics/batch';
import { visitorHash } from '../analytics/classify';
import { createAnalyticsRecorder } from '../analytics/recorder';
import { clearCache } from '../cache';
import { CLIENT_IP_HEADER } from './client-ip';
import { HtmlCache } from './html-cache';
import { FORM_BODY_BYTES } from './paths';
import { createRequestHandler } from './request-handler';

/**
 * The request pipeline in front of a stand-in for Next: a real node:http server, raw request
 * targets (node:http sends the path as given, like `curl --path-as-is`).
 */

type Seen = { url: string; headers: http.IncomingHttpHeaders; body: number };
let seen: Seen[] = [];
// The page views counted, through a real recorder (its timers stopped: flushed by the test).
let views: PageViewEvent[] = [];
const SALT = Buffer.alloc(32, 3);
const recorder = createAnalyticsRecorder({
  write: async (batches) => void views.push(...batches.flatMap(decodePageViews)),
  salt: async () => SALT,
  site: 'http://lizit.test',
});
let renderStatus = 200;
let server: http.Server;
let port: number;
const SITE = 'http://lizit.test';

async function render(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  let body = 0;
  for await (const chunk of req) body += (chunk as Buffer).length;
  seen.push({ url: req.url!, headers: { ...req.headers }, body });
  res.statusCode = renderStatus;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><p>page ${req.url}</p><script>boot()</script>`);
}

beforeAll(async () => {
  const handler = createRequestHandler({
    trustProxyHops: 1,
    headers: {
      'Content-Security-Policy': "script-src 'self' 'unsafe-inline'",
      'X-Frame-Options': 'DENY',
    },
    siteOrigin: SITE,
    uploadMaxBytes: 5 * 1024 * 1024,
    storageCsp: "default-src 'none'; sandbox",
    htmlCache: new HtmlCache({ cspForHashes: (h) => `script-src 'self' ${h.join(' ')}` }),
    render,
    recordPageView: recorder.recordRequest,
  });
  server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await recorder.flush();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  seen = [];
  views = [];
  renderStatus = 200;
  clearCache();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(
  path: string,
  opts: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Buffer | string;
    chunked?: boolean;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    if (opts.chunked) {
      req.write(opts.body ?? 'x');
      setImmediate(() => req.end());
    } else req.end(opts.body);
  });
}

describe('path normalisation', () => {
  it.each([
    '/%ff',
    '/%2e%2e/admin',
    '/admin%2f',
    '/x%5cadmin',
    '/admin;x=1',
    '/%c0%ae%c0%ae/admin',
    '/admin%00',
  ])('answers %s with 400 before anything renders', async (path) => {
    const res = await send(path);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ ok: false, error: 'Bad request path.' });
    expect(seen).toHaveLength(0);
  });

  it('redirects a GET to the path it normalises to, and refuses other methods', async () => {
    for (const [raw, to] of [
      ['/./admin', '/admin'],
      ['/x/../blog/preview/1?draft=1', '/blog/preview/1?draft=1'],
      ['//about', '/about'],
      ['/%61bout', '/about'],
    ]) {
      const res = await send(raw!);
      expect(res.status, raw).toBe(308);
      expect(res.headers.location, raw).toBe(to);
    }
    const post = await send('/./api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': 2 },
      body: '{}',
    });
    expect(post.status).toBe(400);
    expect(seen).toHaveLength(0);
  });
});

describe('private pages and credentials', () => {
  it('gives admin, auth and preview pages a nonce policy Next can read, private, no-store and noindex', async () => {
    for (const path of ['/admin', '/auth', '/blog/preview/3', `/preview/${'a'.repeat(43)}`]) {
      const res = await send(path);
      expect(res.headers['cache-control'], path).toBe('private, no-store');
      expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(seen.at(-1)!.headers['content-security-policy']).toBe(csp);
      expect(res.headers['x-cache']).toBeUndefined();
      // Framed by no page: clickjacking a signed-in person's back office is off the table.
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it("lets only the Pages editor's draft preview be framed, by the site itself, and never kept", async () => {
    const res = await send('/preview/pages/home?token=x');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The editor (an admin page) may frame the site's own pages.
    const admin = (await send('/admin/pages/home')).headers['content-security-policy'] as string;
    expect(admin).toMatch(/frame-src 'self' /);
  });

  it('tells a page which path was asked for, never what the client says it was', async () => {
    const spoof = { headers: { 'x-lizit-request-path': '/admin/leads' } };
    await send('/admin/posts?post=12', spoof);
    expect(seen.at(-1)!.headers['x-lizit-request-path']).toBe('/admin/posts?post=12');
    // A public page's path, without its query.
    await send('/product?utm_source=x', spoof);
    expect(seen.at(-1)!.headers['x-lizit-request-path']).toBe('/product');
  });

  it('serves a public page from the cache only to requests without credentials', async () => {
    await send('/about');
    expect((await send('/about')).headers['x-cache']).toBe('HIT');
    const signedIn = await send('/about', { headers: { cookie: 'better-auth.session_token=s' } });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const bearer = await send('/about', { headers: { authorization: 'Bearer t' } });
    expect(bearer.headers['cache-control']).toBe('private, no-store');
    expect(seen.map((s) => s.url)).toEqual(['/about', '/about', '/about']);
  });

  it('never keeps a path outside the allow-list, such as a 404', async () => {
    renderStatus = 200;
    await send('/not-a-page');
    await send('/not-a-page');
    expect(seen).toHaveLength(2);
  });

  it('sends a cached page with its inline scripts by hash and no unsafe-inline', async () => {
    const res = await send('/product');
    expect(res.headers['content-security-policy']).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
  });

  it('gives every public page the cache does not keep a nonce of its own, never unsafe-inline', async () => {
    const nonces = new Set<string>();
    for (const [path, init] of [
      ['/product?utm_source=linkedin', {}],
      ['/product', { headers: { cookie: 'better-auth.session_token=s' } }],
      ['/unsubscribe/x', {}],
      ['/no-such-page', {}],
    ] as const) {
      const res = await send(path, init);
      const csp = res.headers['content-security-policy'] as string;
      expect(/script-src [^;]*/.exec(csp)![0], path).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeDefined();
      // Next reads the same policy from the request and puts the nonce on its scripts.
      expect(seen.at(-1)!.headers['content-security-policy']).toBe(csp);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('gives stored files the storage policy', async () => {
    const res = await send('/storage/site-media/a.png');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('request guard', () => {
  it('refuses cross-origin writes', async () => {
    const res = await send('/api/contact', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-length': 2 },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it('answers 413 from the declared length, before the body is read', async () => {
    for (const [path, bytes] of [
      ['/api/newsletter', FORM_BODY_BYTES + 1],
      ['/api/auth/sign-in/email', 16 * 1024 + 1],
      ['/', 1024 * 1024 + 1],
      ['/api/admin/uploads', 5 * 1024 * 1024 + 1],
    ] as const) {
      // Only the headers go out: an answer proves the server did not wait for the body.
      const res = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-length': bytes } },
          (r) => {
            r.resume();
            resolve(r.statusCode!);
            req.destroy();
          },
        );
        req.on('error', reject);
        req.flushHeaders();
      });
      expect(res, path).toBe(413);
    }
    expect(seen).toHaveLength(0);
  });

  it('lets a body within the limit through', async () => {
    const body = 'x'.repeat(FORM_BODY_BYTES);
    const res = await send('/api/newsletter', {
      method: 'POST',
      body,
      headers: { 'content-length': body.length },
    });
    expect(res.status).toBe(200);
    expect(seen[0]!.body).toBe(FORM_BODY_BYTES);
  });

  it('asks for a length on a chunked write, except on the upload route', async () => {
    expect((await send('/api/contact', { method: 'POST', chunked: true })).status).toBe(411);
    expect((await send('/api/admin/uploads', { method: 'POST', chunked: true })).status).toBe(200);
  });

  it('puts the client address from the trusted hop in the header the app reads', async () => {
    await send('/api/healthz', {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7', [CLIENT_IP_HEADER]: '1.2.3.4' },
    });
    expect(seen[0]!.headers[CLIENT_IP_HEADER]).toBe('198.51.100.7');
  });

  it('answers a server action that Next could not decode with 400, not 500', async () => {
    renderStatus = 500;
    const res = await send('/admin', {
      method: 'POST',
      headers: { 'next-action': 'abc', 'content-length': 3 },
      body: 'x[{',
    });
    expect(res.status).toBe(400);
    // A page that fails is still a 500.
    expect((await send('/not-a-page')).status).toBe(500);
  });
});

describe('page-view counting', () => {
  const BROWSER =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36';
  it('counts renders and HTML-cache hits of public pages, after the response, never bots', async () => {
    const h = { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.7' };
    await send('/about', { headers: { ...h, referer: 'https://news.example/x' } });
    const hit = await send('/about?utm_source=mail', { headers: { ...h, referer: `${SITE}/` } });
    await send('/about', { headers: { ...h, 'user-agent': 'Googlebot/2.1' } });
    await send('/about', { headers: { ...h, purpose: 'prefetch' } });
    await send('/not-a-page', { headers: h });
    await send('/about', { method: 'POST', headers: h });
    expect((await send('/about', { headers: h })).headers['x-cache']).toBe('HIT');
    await recorder.flush();
    expect(views).toHaveLength(3);
    expect(views[0]).toMatchObject({
      path: '/about',
      referrerHost: 'news.example',
      device: 'desktop',
      // The client address as the pipeline took it (X-Forwarded-For, one trusted hop).
      visitor: visitorHash(SALT, '203.0.113.7', BROWSER, 'http://lizit.test'),
    });
    expect(views[1]).toMatchObject({ referrerHost: null, utmSource: 'mail' });
    expect(views.map((v) => v.path)).toEqual(['/about', '/about', '/about']);
    expect(hit.headers['set-cookie']).toBeUndefined();
  });
});
