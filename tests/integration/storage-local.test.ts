import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET, HEAD } from '@/app/storage/[bucket]/[...key]/route';
import {
  getStorage,
  LocalStorage,
  S3Storage,
  setStorage,
  STORAGE_CSP,
  StorageError,
  StorageObjectExistsError,
} from '@/server/storage';
import { parseRange } from '@/server/storage/serve';
import { listFiles, makePdf } from './helpers/files';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-storage-test-'));
const root = path.join(dataDir, 'storage');
let storage: LocalStorage;

beforeEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  storage = new LocalStorage(root);
  setStorage(storage);
});
afterEach(() => setStorage(undefined));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const text = (s: string) => Buffer.from(s, 'utf8');
const readAll = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('local storage driver', () => {
  it('puts, reads, finds and deletes files under DATA_DIR/storage', async () => {
    const put = await storage.put('home-banners', '1-a.png', text('png bytes'), {
      contentType: 'image/png',
      overwrite: false,
    });
    expect(put).toEqual({
      url: '/storage/home-banners/1-a.png',
      bucket: 'home-banners',
      key: '1-a.png',
      size: 9,
    });
    expect(fs.readFileSync(path.join(root, 'home-banners', '1-a.png'), 'utf8')).toBe('png bytes');
    expect(await storage.exists('home-banners', '1-a.png')).toBe(true);
    const got = await storage.get('home-banners', '1-a.png');
    expect(got).toMatchObject({ size: 9, contentType: 'image/png' });
    expect(got!.etag).toMatch(/^"[a-z0-9-]+"$/);
    expect(await readAll(got!.body)).toBe('png bytes');
    expect(await storage.delete('home-banners', '1-a.png')).toBe(true);
    expect(await storage.delete('home-banners', '1-a.png')).toBe(false);
    expect(await storage.get('home-banners', '1-a.png')).toBeNull();
    expect(await storage.head('home-banners', 'missing.png')).toBeNull();
  });

  it('writes streams through a temp file and leaves no temp files behind', async () => {
    const body = Readable.from([text('part one, '), text('part two')]);
    const put = await storage.put('resources', 'docs/guide.txt', body, {
      contentType: 'text/plain',
      overwrite: false,
    });
    expect(put.size).toBe(18);
    expect(listFiles(root)).toEqual(['resources/docs/guide.txt']);
  });

  it('refuses an existing key with overwrite false, and replaces it with overwrite true', async () => {
    await storage.put('site-assets', 'logo.png', text('v1'), {
      contentType: 'image/png',
      overwrite: false,
    });
    const before = await storage.head('site-assets', 'logo.png');
    await expect(
      storage.put('site-assets', 'logo.png', text('v2'), {
        contentType: 'image/png',
        overwrite: false,
      }),
    ).rejects.toBeInstanceOf(StorageObjectExistsError);
    expect(fs.readFileSync(path.join(root, 'site-assets', 'logo.png'), 'utf8')).toBe('v1');

    await storage.put('site-assets', 'logo.png', text('v2!'), {
      contentType: 'image/png',
      overwrite: true,
    });
    expect(fs.readFileSync(path.join(root, 'site-assets', 'logo.png'), 'utf8')).toBe('v2!');
    const after = await storage.head('site-assets', 'logo.png');
    expect(after!.etag).not.toBe(before!.etag);
    expect(listFiles(root)).toEqual(['site-assets/logo.png']);
  });

  it('refuses overwriting in buckets that never overwrite, and bad buckets or keys', async () => {
    const opts = { contentType: 'image/png', overwrite: true };
    await expect(storage.put('home-banners', 'a.png', text('x'), opts)).rejects.toMatchObject({
      code: 'overwrite-forbidden',
    });
    await expect(
      storage.put('nope' as never, 'a.png', text('x'), { ...opts, overwrite: false }),
    ).rejects.toMatchObject({ code: 'invalid-bucket' });
    for (const key of ['../escape.png', '/abs.png', 'a/../../b.png', '.tmp/x']) {
      await expect(
        storage.put('site-assets', key, text('x'), { ...opts, overwrite: false }),
      ).rejects.toBeInstanceOf(StorageError);
      await expect(storage.get('site-assets', key)).rejects.toBeInstanceOf(StorageError);
    }
    expect(listFiles(dataDir)).toEqual([]);
  });

  it('reads byte ranges', async () => {
    await storage.put('video-content', 'clip.mp4', text('0123456789'), {
      contentType: 'video/mp4',
      overwrite: false,
    });
    const part = await storage.get('video-content', 'clip.mp4', { start: 2, end: 100 });
    expect(part!.range).toEqual({ start: 2, end: 9 });
    expect(part!.size).toBe(10);
    expect(await readAll(part!.body)).toBe('23456789');
  });
});

const ctx = (bucket: string, key: string[]) => ({ params: Promise.resolve({ bucket, key }) });
const get = (bucket: string, key: string[], headers: Record<string, string> = {}) =>
  GET(
    new Request(`http://localhost/storage/${bucket}/${key.join('/')}`, { headers }),
    ctx(bucket, key),
  );

describe('GET /storage/{bucket}/{key}', () => {
  it('serves an image with immutable caching, nosniff, the sandbox CSP and validators', async () => {
    await storage.put('home-banners', '1700000000000-abc.png', text('PNG!'), {
      contentType: 'image/png',
      overwrite: false,
    });
    const res = await get('home-banners', ['1700000000000-abc.png']);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('PNG!');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe('4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers.get('content-security-policy')).toBe(STORAGE_CSP);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-disposition')).toBeNull();
    const etag = res.headers.get('etag')!;
    const lastModified = res.headers.get('last-modified')!;
    expect(etag).toMatch(/^"/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const cached = await get('home-banners', ['1700000000000-abc.png'], { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.body).toBeNull();
    expect(cached.headers.get('etag')).toBe(etag);
    expect(cached.headers.get('content-security-policy')).toBe(STORAGE_CSP);

    const weak = await get('home-banners', ['1700000000000-abc.png'], {
      'if-none-match': `"other", W/${etag}`,
    });
    expect(weak.status).toBe(304);
    const since = await get('home-banners', ['1700000000000-abc.png'], {
      'if-modified-since': lastModified,
    });
    expect(since.status).toBe(304);
    const stale = await get('home-banners', ['1700000000000-abc.png'], {
      'if-none-match': '"stale"',
    });
    expect(stale.status).toBe(200);
    await stale.body?.cancel();
  });

  it('revalidates files of overwritable buckets and downloads PDFs and SVGs', async () => {
    await storage.put('site-assets', 'logo.svg', text('<svg><script>alert(1)</script></svg>'), {
      contentType: 'image/svg+xml',
      overwrite: true,
    });
    const svg = await get('site-assets', ['logo.svg']);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toBe('attachment; filename="logo.svg"');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    await svg.body?.cancel();

    const pdf = makePdf(2048);
    await storage.put('resources', '1-abc-guide.pdf', pdf, {
      contentType: 'application/pdf',
      overwrite: false,
    });
    const res = await get('resources', ['1-abc-guide.pdf']);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="1-abc-guide.pdf"');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);

    await storage.put('resources', 'x/unknown.bin', text('??'), {
      contentType: 'application/octet-stream',
      overwrite: false,
    });
    const bin = await get('resources', ['x', 'unknown.bin']);
    expect(bin.headers.get('content-type')).toBe('application/octet-stream');
    expect(bin.headers.get('content-disposition')).toMatch(/^attachment/);
    await bin.body?.cancel();
  });

  it('answers 404 for traversal, bad buckets and missing files, with the sandbox CSP', async () => {
    fs.mkdirSync(path.join(root, 'site-assets'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'top secret');
    const cases: Array<[string, string[]]> = [
      ['site-assets', ['..', '..', 'secret.txt']],
      ['site-assets', ['..%2F..%2Fsecret.txt']],
      ['site-assets', ['a/../../../secret.txt']],
      ['..', ['secret.txt']],
      ['.tmp', ['x']],
      ['unknown', ['a.png']],
      ['site-assets', ['missing.png']],
      ['site-assets', []],
    ];
    for (const [bucket, key] of cases) {
      const res = await get(bucket, key);
      expect(res.status, `${bucket}/${key.join('/')}`).toBe(404);
      expect(res.headers.get('content-security-policy')).toBe(STORAGE_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).not.toContain('secret');
    }
    fs.rmSync(path.join(dataDir, 'secret.txt'));
  });

  it('serves a single byte range of a video, and 416 past the end', async () => {
    await storage.put('video-content', 'clip.webm', text('abcdefghij'), {
      contentType: 'video/webm',
      overwrite: true,
    });
    const res = await get('video-content', ['clip.webm'], { range: 'bytes=2-5' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(res.headers.get('content-length')).toBe('4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(await res.text()).toBe('cdef');

    const suffix = await get('video-content', ['clip.webm'], { range: 'bytes=-3' });
    expect(await suffix.text()).toBe('hij');
    const open = await get('video-content', ['clip.webm'], { range: 'bytes=7-' });
    expect(await open.text()).toBe('hij');

    const past = await get('video-content', ['clip.webm'], { range: 'bytes=10-20' });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */10');

    const multi = await get('video-content', ['clip.webm'], { range: 'bytes=0-1,4-5' });
    expect(multi.status).toBe(200);
    expect(await multi.text()).toBe('abcdefghij');

    const changed = await get('video-content', ['clip.webm'], {
      range: 'bytes=0-1',
      'if-range': '"some-old-etag"',
    });
    expect(changed.status).toBe(200);
    await changed.body?.cancel();
  });

  it('answers HEAD with the headers and no body', async () => {
    await storage.put('blog-images', 'featured/1-a.webp', text('RIFFxxxxWEBP'), {
      contentType: 'image/webp',
      overwrite: false,
    });
    const res = await HEAD(
      new Request('http://localhost/storage/blog-images/featured/1-a.webp', { method: 'HEAD' }),
      ctx('blog-images', ['featured', '1-a.webp']),
    );
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers.get('content-length')).toBe('12');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('etag')).toMatch(/^"/);
  });

  it('answers 404 when the driver is s3', async () => {
    await storage.put('home-banners', 'a.png', text('x'), {
      contentType: 'image/png',
      overwrite: false,
    });
    setStorage(
      new S3Storage({
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        bucketPrefix: '',
        publicBaseUrl: 'https://cdn.example.com',
        credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      }),
    );
    expect(getStorage().kind).toBe('s3');
    const res = await get('home-banners', ['a.png']);
    expect(res.status).toBe(404);
  });

  it('parses ranges as RFC 9110 says', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-20', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=3-99', 10)).toEqual({ start: 3, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange('bytes=-', 10)).toBeNull();
  });
});
