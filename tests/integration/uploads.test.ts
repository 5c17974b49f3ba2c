import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { formatFileSize, MB } from '@/lib/validation/uploads';
import { LocalStorage } from '@/server/storage';
import { storedImageWidth, storedSrcSet } from '@/server/uploads/image-width';
import { handleUpload, processUpload, UploadError } from '@/server/uploads/pipeline';
import {
  elfBytes,
  exeBytes,
  listFiles,
  makePdf,
  makePng,
  padPng,
  uploadRequest,
  withPngSize,
} from './helpers/files';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-uploads-test-'));
const root = path.join(dataDir, 'storage');
const storage = new LocalStorage(root);
const seed = { now: 1_700_000_000_000, random: 'abc123' };

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => fs.rmSync(root, { recursive: true, force: true }));

async function upload(req: Request) {
  const res = await handleUpload(req, { storage, seed });
  return { status: res.status, body: await res.json(), res };
}

const IMAGE_TYPE = {
  ok: false,
  error: 'Invalid file type',
  description: 'Please upload a JPG, PNG, or WebP image',
};
const IMAGE_SIZE = {
  ok: false,
  error: 'File too large',
  description: 'Please upload an image smaller than 2MB',
};

describe('upload pipeline: images', () => {
  it('accepts a PNG banner, re-encodes it, records its size and stores it', async () => {
    const png = await makePng(120, 80);
    const { status, body, res } = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', png, 'Spring Sale.png', 'image/png'],
      ]),
    );
    expect(status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      ok: true,
      purpose: 'banner-image',
      bucket: 'home-banners',
      key: '1700000000000-abc123.png',
      url: '/storage/home-banners/1700000000000-abc123.png',
      contentType: 'image/png',
      width: 120,
      height: 80,
      originalFilename: 'Spring Sale.png',
    });
    const stored = fs.readFileSync(path.join(root, 'home-banners', body.key));
    expect(body.size).toBe(stored.length);
    expect(body.fileSizeText).toBe(formatFileSize(stored.length));
    expect(body.fileSizeKb).toBe(Math.round(stored.length / 1024));
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it('strips EXIF and applies the orientation of a JPEG', async () => {
    const jpeg = await sharp(await makePng(64, 32))
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Camera Owner', ImageDescription: 'GPS 45.5N 73.5W' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'blog-featured'],
        ['file', jpeg, 'IMG_0001.JPEG', 'image/jpeg'],
      ]),
    );
    expect(status).toBe(201);
    expect(body.key).toBe('featured/1700000000000-abc123.jpeg');
    // Orientation 6 = rotated 90°: the stored image is upright, 32 wide and 64 high.
    expect(body).toMatchObject({ width: 32, height: 64, contentType: 'image/jpeg' });
    const stored = fs.readFileSync(path.join(root, 'blog-images', body.key));
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes('Secret Camera Owner')).toBe(false);
  });

  it('stores a PNG named .exe as a PNG: the extension comes from the bytes', async () => {
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'blog-inline'],
        ['file', await makePng(10, 10), 'setup.exe', 'application/x-msdownload'],
      ]),
    );
    expect(status).toBe(201);
    expect(body.key).toBe('content/1700000000000-abc123.png');
    expect(body.contentType).toBe('image/png');
  });

  it('refuses an executable named .png as an invalid file type', async () => {
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', exeBytes(), 'photo.png', 'image/png'],
      ]),
    );
    expect(status).toBe(415);
    expect(body).toEqual(IMAGE_TYPE);
    expect(listFiles(root)).toEqual([]);
  });

  it('refuses SVG, even with an image name and type', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ] as const) {
      const { status, body } = await upload(
        uploadRequest([
          ['purpose', 'banner-image'],
          ['file', svg, name, type],
        ]),
      );
      expect(status).toBe(415);
      expect(body).toEqual(IMAGE_TYPE);
    }
    expect(listFiles(root)).toEqual([]);
  });

  it('refuses GIF for banners (JPEG, PNG and WebP only)', async () => {
    const gif = await sharp(await makePng(8, 8))
      .gif()
      .toBuffer();
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', gif, 'a.gif', 'image/gif'],
      ]),
    );
    expect(status).toBe(415);
    expect(body).toEqual(IMAGE_TYPE);
  });

  it('accepts exactly 2 MB and refuses 2 MB + 1 byte without writing anything', async () => {
    const png = await makePng(200, 200);
    const exact = padPng(png, 2 * MB);
    expect(exact.length).toBe(2 * 1024 * 1024);
    const ok = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', exact, 'big.png', 'image/png'],
      ]),
    );
    expect(ok.status).toBe(201);
    // The padding chunk is metadata: re-encoding drops it.
    expect(ok.body.size).toBeLessThan(exact.length / 4);
    expect(ok.body).toMatchObject({ width: 200, height: 200 });

    fs.rmSync(root, { recursive: true, force: true });
    const over = padPng(png, 2 * MB + 1);
    const refused = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', over, 'big.png', 'image/png'],
      ]),
    );
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual(IMAGE_SIZE);
    expect(listFiles(root)).toEqual([]);
  });

  it('refuses from Content-Length before reading the body', async () => {
    const request = new Request('http://localhost/api/admin/uploads', {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new Uint8Array(1024));
        },
      }),
      duplex: 'half',
      headers: {
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(60 * MB),
      },
    } as RequestInit);
    const res = await handleUpload(request, { storage });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, error: 'File too large' });
    expect(request.bodyUsed).toBe(false);
    // Only image purposes on this endpoint: their own message.
    const imagesOnly = await handleUpload(
      new Request('http://localhost/x', {
        method: 'POST',
        body: 'x',
        headers: {
          'content-type': 'multipart/form-data; boundary=xyz',
          'content-length': String(3 * MB),
        },
      }),
      { storage, purposes: ['banner-image'] },
    );
    expect(imagesOnly.status).toBe(413);
    expect(await imagesOnly.json()).toEqual(IMAGE_SIZE);
  });

  it("refuses from Content-Length once the purpose is known, before the file's bytes", async () => {
    const req = uploadRequest(
      [
        ['purpose', 'banner-image'],
        ['file', Buffer.alloc(10), 'a.png', 'image/png'],
      ],
      { headers: { 'content-length': String(3 * MB) } },
    );
    const { status, body } = await upload(req);
    expect(status).toBe(413);
    expect(body).toEqual(IMAGE_SIZE);
  });

  it('refuses an undecodable image with a valid signature (422)', async () => {
    const png = await makePng(50, 50);
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(500, 0x11)]);
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', broken, 'a.png', 'image/png'],
      ]),
    );
    expect(status).toBe(422);
    expect(body).toEqual(IMAGE_TYPE);
  });

  it('refuses a decompression bomb (more than 50 megapixels)', async () => {
    const bomb = withPngSize(await makePng(16, 16), 8000, 8000);
    expect((await sharp(bomb).metadata()).width).toBe(8000);
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', bomb, 'a.png', 'image/png'],
      ]),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: 'Image too large' });
  });
});

describe('upload pipeline: request shape', () => {
  it('requires the purpose before the file', async () => {
    const png = await makePng(4, 4);
    const missing = await upload(uploadRequest([['file', png, 'a.png', 'image/png']]));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      ok: false,
      error: 'Upload failed',
      description: 'The upload purpose must be sent before the file',
    });
    const after = await upload(
      uploadRequest([
        ['file', png, 'a.png', 'image/png'],
        ['purpose', 'banner-image'],
      ]),
    );
    expect(after.status).toBe(400);
    expect(after.body.description).toBe('The upload purpose must be sent before the file');
    expect(listFiles(root)).toEqual([]);
  });

  it('refuses unknown purposes, missing files, extra files and non-multipart bodies', async () => {
    const png = await makePng(4, 4);
    const unknown = await upload(
      uploadRequest([
        ['purpose', 'avatar'],
        ['file', png, 'a.png', 'image/png'],
      ]),
    );
    expect(unknown).toMatchObject({ status: 400, body: { description: 'Unknown upload purpose' } });

    const noFile = await upload(uploadRequest([['purpose', 'banner-image']]));
    expect(noFile).toMatchObject({ status: 400, body: { error: 'No file selected' } });

    const two = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', png, 'a.png', 'image/png'],
        ['file', png, 'b.png', 'image/png'],
      ]),
    );
    expect(two.status).toBe(400);

    const json = await upload(
      new Request('http://localhost/x', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(json).toMatchObject({ status: 415, body: { ok: false, error: 'Upload failed' } });

    const empty = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', Buffer.alloc(0), 'a.png', 'image/png'],
      ]),
    );
    expect(empty).toMatchObject({ status: 422, body: { error: 'Empty file' } });
  });

  it('requires the slot id for slot media and names the file after the slot', async () => {
    const png = await makePng(6, 6);
    const without = await upload(
      uploadRequest([
        ['purpose', 'slot-media'],
        ['file', png, 'a.png', 'image/png'],
      ]),
    );
    expect(without.status).toBe(400);
    const withSlot = await upload(
      uploadRequest([
        ['purpose', 'slot-media'],
        ['slotId', 'homepage-hero-dashboard'],
        ['file', png, 'a.png', 'image/png'],
      ]),
    );
    expect(withSlot.status).toBe(201);
    expect(withSlot.body.key).toBe('slot-homepage-hero-dashboard-1700000000000-abc123.png');
  });

  it('keeps the frames of an animated GIF and stores videos as uploaded (slot media)', async () => {
    const frame = (color: string) =>
      sharp({ create: { width: 20, height: 10, channels: 3, background: color } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const animated = await upload(
      uploadRequest([
        ['purpose', 'slot-media'],
        ['slotId', 'footer-cra-logo'],
        ['file', gif, 'anim.gif', 'image/gif'],
      ]),
    );
    expect(animated.status).toBe(201);
    expect(animated.body).toMatchObject({ contentType: 'image/gif', width: 20, height: 10 });
    const stored = fs.readFileSync(path.join(root, 'site-media', animated.body.key));
    expect((await sharp(stored, { animated: true }).metadata()).pages).toBe(2);

    // An MP4 file type box (ftyp, brand isom) followed by an empty media data box.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\0\0\x02\0isommp41', 'latin1'),
      Buffer.from([0, 0, 0, 0x10]),
      Buffer.from('mdat', 'latin1'),
      Buffer.alloc(8, 1),
    ]);
    const video = await upload(
      uploadRequest([
        ['purpose', 'slot-media'],
        ['slotId', 'homepage-hero'],
        ['file', mp4, 'Demo Clip.MOV', 'video/quicktime'],
      ]),
    );
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({
      contentType: 'video/mp4',
      key: 'slot-homepage-hero-1700000000000-abc123.mp4',
      size: mp4.length,
    });
    expect(video.body.width).toBeUndefined();
    const banner = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', mp4, 'a.mp4', 'video/mp4'],
      ]),
    );
    expect(banner).toMatchObject({ status: 415, body: IMAGE_TYPE });
  });

  it('overwrites media library files of the same name (back-office.md §7)', async () => {
    const first = await upload(
      uploadRequest([
        ['purpose', 'media-library'],
        ['file', await makePng(5, 5), 'Team Photo.png', 'image/png'],
      ]),
    );
    const second = await upload(
      uploadRequest([
        ['purpose', 'media-library'],
        ['file', await makePng(7, 7), 'Team Photo.png', 'image/png'],
      ]),
    );
    expect(first.body.key).toBe('team-photo.png');
    expect(second.status).toBe(201);
    expect(second.body.key).toBe('team-photo.png');
    const meta = await sharp(
      fs.readFileSync(path.join(root, 'site-assets', 'team-photo.png')),
    ).metadata();
    expect(meta.width).toBe(7);
  });

  it('throws typed errors from processUpload', async () => {
    const error = await processUpload(uploadRequest([['purpose', 'banner-image']]), {
      storage,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ status: 400, title: 'No file selected' });
  });
});

describe('upload pipeline: resource files', () => {
  const SECURITY = {
    ok: false,
    error: 'Invalid file type',
    description: 'File type not allowed for security reasons',
  };

  it('accepts a PDF, keeping a slug of its name, with the size as text', async () => {
    const pdf = makePdf(Math.round(1.5 * MB));
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'resource-file'],
        ['file', pdf, 'Rental Pricing Guide.pdf', 'application/pdf'],
      ]),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      bucket: 'resources',
      key: '1700000000000-abc123-rental-pricing-guide.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      fileSizeText: '1.5 MB',
      originalFilename: 'Rental Pricing Guide.pdf',
    });
    expect(body.width).toBeUndefined();
    expect(fs.readFileSync(path.join(root, 'resources', body.key)).equals(pdf)).toBe(true);
  });

  it('keeps text formats by their name', async () => {
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'resource-file'],
        ['file', Buffer.from('item,price\nlift,100\n'), 'Price List.csv', 'text/csv'],
      ]),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      key: '1700000000000-abc123-price-list.csv',
      contentType: 'text/csv; charset=utf-8',
    });
  });

  it('refuses blocked names even when the bytes are harmless', async () => {
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'resource-file'],
        ['file', await makePng(4, 4), 'image.exe', 'image/png'],
      ]),
    );
    expect(status).toBe(415);
    expect(body).toEqual(SECURITY);
  });

  it.each([
    ['an .exe named .pdf', exeBytes(), 'guide.pdf'],
    ['an ELF binary named .txt', elfBytes(), 'notes.txt'],
    ['an SVG named .txt', Buffer.from('<svg onload="alert(1)"></svg>'), 'notes.txt'],
    ['an HTML page named .csv', Buffer.from('<!DOCTYPE html><script>x</script>'), 'a.csv'],
    ['a shell script named .txt', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.txt'],
  ])('refuses %s', async (_label, data, name) => {
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'resource-file'],
        ['file', data, name, 'application/octet-stream'],
      ]),
    );
    expect(status).toBe(415);
    expect(body).toEqual(SECURITY);
    expect(listFiles(root)).toEqual([]);
  });

  it('refuses a name promising a type the bytes are not', async () => {
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'resource-file'],
        ['file', Buffer.from('just text'), 'report.pdf', 'application/pdf'],
      ]),
    );
    expect(status).toBe(415);
    expect(body.description).toBe("The file's contents do not match its name");
  });

  it('refuses resources over 10 MB with the file helper message', async () => {
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'resource-file'],
        ['file', makePdf(10 * MB + 1), 'big.pdf', 'application/pdf'],
      ]),
    );
    expect(status).toBe(413);
    expect(body).toEqual({
      ok: false,
      error: 'File too large',
      description: 'File size must be less than 10MB',
    });
    expect(listFiles(root)).toEqual([]);
  });
});

describe('image variants (issue #8)', () => {
  it('stores WebP copies at the site widths smaller than the image, named for srcset', async () => {
    const png = await makePng(1200, 600);
    const { status, body } = await upload(
      uploadRequest([
        ['purpose', 'blog-featured'],
        ['file', png, 'wide.png', 'image/png'],
      ]),
    );
    expect(status).toBe(201);
    expect(body.width).toBe(1200);
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
    const base = body.key.replace(/\.png$/, '');
    expect(listFiles(root)).toEqual(
      [
        `blog-images/${body.key}`,
        `blog-images/${base}.w480.webp`,
        `blog-images/${base}.w960.webp`,
      ].sort(),
    );
    for (const v of body.variants as { width: number; url: string }[]) {
      const file = path.join(root, v.url.replace('/storage/', ''));
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
    }
  });

  it('makes no variants for a narrow image', async () => {
    const { body } = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', await makePng(400, 200), 'small.png', 'image/png'],
      ]),
    );
    expect(body.variants).toBeUndefined();
    expect(listFiles(root)).toEqual([`home-banners/${body.key}`]);
  });

  it('reads the width of a stored upload from the file, and only when all its variants exist', async () => {
    const { body } = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', await makePng(1200, 400), 'banner.png', 'image/png'],
      ]),
    );
    expect(await storedImageWidth(body.url, storage)).toBe(1200);
    expect(storedSrcSet(body.url, 1200)).toBe(
      `${body.url.replace(/\.png$/, '.w480.webp')} 480w, ${body.url.replace(/\.png$/, '.w960.webp')} 960w, ${body.url} 1200w`,
    );
    // A missing variant would put a broken candidate in srcset: no width, no srcset.
    fs.rmSync(path.join(root, 'home-banners', body.key.replace(/\.png$/, '.w960.webp')));
    expect(await storedImageWidth(body.url, storage)).toBeNull();
  });

  it('gives no width for URLs that are not stored raster images', async () => {
    const { body } = await upload(
      uploadRequest([
        ['purpose', 'banner-image'],
        ['file', await makePng(400, 200), 'small.png', 'image/png'],
      ]),
    );
    // Narrow images have no variants to check, so their width is recorded (srcset stays empty).
    expect(await storedImageWidth(body.url, storage)).toBe(400);
    expect(storedSrcSet(body.url, 400)).toBeUndefined();
    for (const url of [
      null,
      '',
      'https://cdn.example.com/storage/home-banners/x.png',
      '/defaults/home-hero.svg',
      '/storage/home-banners/missing.png',
      '/storage/no-such-bucket/x.png',
      '/storage/home-banners/../secrets.png',
      '/storage/home-banners/animated.gif',
    ]) {
      expect(await storedImageWidth(url, storage), String(url)).toBeNull();
    }
  });
});
