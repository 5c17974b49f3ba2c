import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { BUCKET_NAMES, createStorage, S3Storage, StorageObjectExistsError } from '@/server/storage';
import { handleUpload } from '@/server/uploads/pipeline';
import { makePdf, makePng, uploadRequest } from './helpers/files';

const PREFIX = 'test-';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-s3rver-'));
let server: S3rver;
let storage: S3Storage;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: BUCKET_NAMES.map((b) => ({ name: `${PREFIX}${b}` })),
  });
  const { port } = await server.run();
  // Built the way the server builds it: from the environment.
  const driver = createStorage(
    parseEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET_PREFIX: PREFIX,
      S3_PUBLIC_BASE_URL: 'https://cdn.example.com/',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  );
  expect(driver).toBeInstanceOf(S3Storage);
  storage = driver as S3Storage;
});

afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const readAll = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

describe('S3 storage driver (against s3rver)', () => {
  it('puts, reads, finds and deletes objects in {prefix}{bucket}', async () => {
    const put = await storage.put('home-banners', '1-a.png', Buffer.from('png bytes'), {
      contentType: 'image/png',
      overwrite: false,
    });
    expect(put).toEqual({
      url: 'https://cdn.example.com/test-home-banners/1-a.png',
      bucket: 'home-banners',
      key: '1-a.png',
      size: 9,
    });
    expect(storage.publicUrl('blog-images', 'featured/x.png')).toBe(
      'https://cdn.example.com/test-blog-images/featured/x.png',
    );
    expect(await storage.exists('home-banners', '1-a.png')).toBe(true);
    const info = await storage.head('home-banners', '1-a.png');
    expect(info).toMatchObject({ size: 9, contentType: 'image/png' });
    expect(info!.etag).toMatch(/^".+"$/);

    const got = await storage.get('home-banners', '1-a.png');
    expect(got).toMatchObject({ size: 9, contentType: 'image/png', etag: info!.etag });
    expect(await readAll(got!.body)).toBe('png bytes');

    expect(await storage.delete('home-banners', '1-a.png')).toBe(true);
    expect(await storage.exists('home-banners', '1-a.png')).toBe(false);
    expect(await storage.get('home-banners', '1-a.png')).toBeNull();
    expect(await storage.head('home-banners', 'never.png')).toBeNull();
  });

  it('refuses an existing key with overwrite false and replaces it with overwrite true', async () => {
    const opts = { contentType: 'image/png' };
    await storage.put('site-media', 'slot-a.png', Buffer.from('v1'), { ...opts, overwrite: false });
    await expect(
      storage.put('site-media', 'slot-a.png', Buffer.from('v2'), { ...opts, overwrite: false }),
    ).rejects.toBeInstanceOf(StorageObjectExistsError);
    expect(await readAll((await storage.get('site-media', 'slot-a.png'))!.body)).toBe('v1');

    await storage.put('site-media', 'slot-a.png', Buffer.from('v2!'), { ...opts, overwrite: true });
    expect(await readAll((await storage.get('site-media', 'slot-a.png'))!.body)).toBe('v2!');
    await expect(
      storage.put('home-banners', 'a.png', Buffer.from('x'), { ...opts, overwrite: true }),
    ).rejects.toMatchObject({ code: 'overwrite-forbidden' });
  });

  it('stores streams, cache headers and attachment for downloads', async () => {
    await storage.put('resources', 'docs/1-a-guide.pdf', Readable.from([makePdf(100)]), {
      contentType: 'application/pdf',
      overwrite: false,
    });
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: 'test-resources', Key: 'docs/1-a-guide.pdf' }),
    );
    expect(head.ContentType).toBe('application/pdf');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentDisposition).toBe('attachment; filename="1-a-guide.pdf"');
  });

  it('reads byte ranges', async () => {
    await storage.put('video-content', 'clip.mp4', Buffer.from('0123456789'), {
      contentType: 'video/mp4',
      overwrite: true,
    });
    const part = await storage.get('video-content', 'clip.mp4', { start: 3, end: 5 });
    expect(part).toMatchObject({ size: 10, range: { start: 3, end: 5 } });
    expect(await readAll(part!.body)).toBe('345');
  });

  it('refuses invalid keys before any request', async () => {
    await expect(
      storage.put('site-assets', '../x.png', Buffer.from('x'), {
        contentType: 'image/png',
        overwrite: true,
      }),
    ).rejects.toMatchObject({ code: 'invalid-key' });
  });

  it('is the target of the upload pipeline', async () => {
    const res = await handleUpload(
      uploadRequest([
        ['purpose', 'blog-featured'],
        ['file', await makePng(20, 10), 'cover.png', 'image/png'],
      ]),
      { storage, seed: { now: 1_700_000_000_000, random: 's3test' } },
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      url: 'https://cdn.example.com/test-blog-images/featured/1700000000000-s3test.png',
      key: 'featured/1700000000000-s3test.png',
      width: 20,
      height: 10,
    });
    const info = await storage.head('blog-images', body.key);
    expect(info).toMatchObject({ size: body.size, contentType: 'image/png' });
  });
});
