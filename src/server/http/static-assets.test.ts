import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorPublicAssets, precompressStaticAssets, staticAssetHandler } from './static-assets';

/** A build's static directory in a temporary folder, served by a real node:http server. */

let dir: string;
let server: http.Server;
let base: string;
const js = `${'export const lizit = "rental management";\n'.repeat(200)}`;
const css = `${'.btn{color:#0b2545;padding:4px}\n'.repeat(100)}`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-static-'));
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'chunks', 'app.js'), js);
  fs.writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x()');
  fs.writeFileSync(path.join(dir, 'chunks', 'site.css'), css);
  fs.writeFileSync(path.join(dir, 'media', 'font.woff2'), Buffer.alloc(4096, 7));

  const first = await precompressStaticAssets(dir);
  expect(first).toMatchObject({ compressed: 2, skipped: 0 });
  expect(first.brotliBytes).toBeLessThan(first.bytes / 10);

  const handler = staticAssetHandler(dir);
  server = http.createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 418;
      res.end(`next:${req.url}`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide the encoding). */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // `path` as given: a URL string would be normalised ("../" resolved) before it is sent.
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressStaticAssets', () => {
  it('writes brotli and gzip copies that decode to the original, skipping small and binary files', () => {
    const file = path.join(dir, 'chunks', 'app.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(fs.existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'media', 'font.woff2.br'))).toBe(false);
    expect(fs.readdirSync(path.join(dir, 'chunks')).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('is idempotent, and a missing directory is no work', async () => {
    expect(await precompressStaticAssets(dir)).toMatchObject({ compressed: 0, skipped: 2 });
    expect(await precompressStaticAssets(path.join(dir, 'nope'))).toMatchObject({
      compressed: 0,
      skipped: 0,
    });
  });
});

describe('staticAssetHandler', () => {
  it('sends the brotli copy to a browser that accepts it, immutable and varying on encoding', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(js);
  });

  it('sends gzip when only gzip is accepted, and the file itself otherwise', async () => {
    const gz = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(css);

    const plain = await get('/_next/static/chunks/site.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(css);

    const small = await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('x()');
  });

  it('answers a matching ETag with 304 and HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const etag = first.headers['etag']!;
    expect(etag).toMatch(/^W\//);
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves misses, other paths, other methods and traversal to Next, with the URL intact', async () => {
    for (const url of [
      '/_next/static/chunks/missing.js',
      '/resources',
      '/_next/image?url=x',
      '/_next/static/../../etc/passwd',
      '/_next/static/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(418);
      expect(res.body.toString(), url).toBe(`next:${url}`);
    }
    const post = await get('/_next/static/chunks/app.js', {}, 'POST');
    expect(post.status).toBe(418);
  });
});

describe('public/ text files', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10"/>'.repeat(80)}</svg>`;
  let pub: string;
  let out: string;

  beforeAll(() => {
    pub = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-public-'));
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-mirror-'));
    fs.mkdirSync(path.join(pub, 'defaults'));
    fs.writeFileSync(path.join(pub, 'defaults', 'hero.svg'), svg);
    fs.writeFileSync(path.join(pub, 'downloads.pdf'), Buffer.alloc(4096, 1));
  });
  afterAll(() => {
    for (const d of [pub, out]) fs.rmSync(d, { recursive: true, force: true });
  });

  it('mirrors only compressible files, follows changes and deletions, never writes to public/', async () => {
    expect(await mirrorPublicAssets(pub, out)).toMatchObject({ compressed: 1 });
    const copy = path.join(out, 'defaults', 'hero.svg');
    expect(fs.readFileSync(copy, 'utf8')).toBe(svg);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${copy}.br`)).toString()).toBe(svg);
    expect(fs.existsSync(path.join(out, 'downloads.pdf'))).toBe(false);
    expect(fs.readdirSync(path.join(pub, 'defaults'))).toEqual(['hero.svg']);

    // Unchanged: nothing to do.
    expect(await mirrorPublicAssets(pub, out)).toMatchObject({ compressed: 0, skipped: 1 });

    // Changed: copied and compressed again.
    const changed = svg.replace('<svg ', '<svg id="v2" ');
    fs.writeFileSync(path.join(pub, 'defaults', 'hero.svg'), changed);
    expect(await mirrorPublicAssets(pub, out)).toMatchObject({ compressed: 1 });
    expect(zlib.gunzipSync(fs.readFileSync(`${copy}.gz`)).toString()).toBe(changed);

    // Deleted: its copies go too.
    fs.rmSync(path.join(pub, 'defaults', 'hero.svg'));
    await mirrorPublicAssets(pub, out);
    expect(fs.readdirSync(path.join(out, 'defaults'))).toEqual([]);
    fs.writeFileSync(path.join(pub, 'defaults', 'hero.svg'), svg);
    await mirrorPublicAssets(pub, out);
  });

  it('serves the mirror at the site root with revalidation, not as immutable', async () => {
    const handler = staticAssetHandler(out, { prefix: '/', immutable: false });
    const site = http.createServer((req, res) =>
      handler(req, res, () => {
        res.statusCode = 418;
        res.end(`next:${req.url}`);
      }),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { port } = site.address() as AddressInfo;
    try {
      const res = await new Promise<http.IncomingMessage & { body?: Buffer }>((resolve, reject) =>
        http
          .get(
            {
              hostname: '127.0.0.1',
              port,
              path: '/defaults/hero.svg?v=1',
              headers: { 'accept-encoding': 'br' },
            },
            (r) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () => resolve(Object.assign(r, { body: Buffer.concat(chunks) })));
            },
          )
          .on('error', reject),
      );
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public,max-age=0,must-revalidate');
      expect(zlib.brotliDecompressSync(res.body!).toString()).toBe(svg);
      const miss = await fetch(`http://127.0.0.1:${port}/downloads.pdf`);
      expect(miss.status).toBe(418);
      expect(await miss.text()).toBe('next:/downloads.pdf');
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
