/**
 * Hostile uploads the pipeline tests (uploads.test.ts) leave out (issue #10 "Security review"):
 * polyglots (files that are a valid image or PDF and also HTML or JavaScript), renamed
 * executables and scripted SVG for every purpose, streamed files past the media limit, and path
 * traversal in file names and form fields. What must hold: nothing executable is stored under a
 * type a browser would run, re-encoded images lose what was hidden in them, and every stored key
 * is one safe name inside its bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MB, type UploadPurpose } from '@/lib/validation/uploads';
import { LocalStorage } from '@/server/storage';
import { handleUpload } from '@/server/uploads/pipeline';
import { elfBytes, exeBytes, listFiles, makePdf, makePng, uploadRequest } from './helpers/files';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-upload-attacks-'));
const root = path.join(dataDir, 'storage');
const storage = new LocalStorage(root);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => fs.rmSync(root, { recursive: true, force: true }));

type Uploaded = {
  status: number;
  body: { bucket?: string; key?: string; contentType?: string; description?: string };
  /** The stored bytes (latin1), '' when nothing was stored. */
  stored: string;
};

async function upload(
  purpose: UploadPurpose,
  file: Buffer,
  name: string,
  type: string,
  fields: Array<[string, string]> = [],
): Promise<Uploaded> {
  const extra: Array<[string, string]> =
    purpose === 'slot-media' && !fields.some(([k]) => k === 'slotId')
      ? [['slotId', 'homepage-hero-dashboard']]
      : [];
  const res = await handleUpload(
    uploadRequest([['purpose', purpose], ...extra, ...fields, ['file', file, name, type]]),
    { storage },
  );
  const body = (await res.json()) as Uploaded['body'];
  const stored =
    body.key && body.bucket
      ? fs.readFileSync(path.join(root, body.bucket, body.key)).toString('latin1')
      : '';
  return { status: res.status, body, stored };
}

/** Script that a browser would run if the file were ever treated as HTML or JavaScript. */
const ACTIVE = /<script|alert\(|onerror=/i;

const IMAGE_PURPOSES = [
  'banner-image',
  'blog-featured',
  'blog-inline',
  'slot-media',
  'media-library',
] as const satisfies readonly UploadPurpose[];

const HTML = '<html><body><script>alert(document.domain)</script><img src=x onerror=alert(1)>';

/** A PNG carrying an HTML page in a tEXt chunk and again after its IEND chunk. */
async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await makePng(16, 16);
  // A tEXt chunk by hand (keyword, NUL, text), inserted before IEND; the page again after IEND.
  const type = Buffer.from('tEXt', 'latin1');
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(HTML, 'latin1')]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const iend = png.length - 12;
  return Buffer.concat([
    png.subarray(0, iend),
    chunk,
    png.subarray(iend),
    Buffer.from(HTML, 'latin1'),
  ]);
}

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A GIF followed by JavaScript after its trailer (decoders stop at the trailer). */
async function gifJsPolyglot(): Promise<Buffer> {
  const gif = await sharp(await makePng(8, 8))
    .gif()
    .toBuffer();
  return Buffer.concat([
    gif,
    Buffer.from('\n*/=1;alert(document.domain);/*<script>alert(1)</script>'),
  ]);
}

/**
 * A GIF whose header is also the start of a JavaScript program ("GIF89a/*…*\/=alert(1)//"), the
 * classic GIF/JS polyglot: the logical screen width bytes are the comment opener.
 */
async function gifHeaderJsPolyglot(): Promise<Buffer> {
  const gif = await sharp(await makePng(8, 8))
    .gif()
    .toBuffer();
  return Buffer.concat([
    Buffer.from('GIF89a/*', 'latin1'),
    gif.subarray(8),
    Buffer.from('*/=alert(1)//'),
  ]);
}

describe('polyglots', () => {
  it('the test files really are polyglots (valid images that carry script)', async () => {
    for (const file of [
      await pngHtmlPolyglot(),
      await gifJsPolyglot(),
      await gifHeaderJsPolyglot(),
    ]) {
      expect((await sharp(file, { animated: true }).metadata()).width).toBeGreaterThan(0);
      expect(file.toString('latin1')).toMatch(ACTIVE);
    }
  });

  it.each(IMAGE_PURPOSES)(
    'a PNG/HTML polyglot named .html is stored for %s as a re-encoded PNG without the HTML',
    async (purpose) => {
      const { status, body, stored } = await upload(
        purpose,
        await pngHtmlPolyglot(),
        'page.html',
        'text/html',
      );
      expect(status).toBe(201);
      expect(body.contentType).toBe('image/png');
      expect(body.key).toMatch(/\.png$/);
      expect(stored).not.toMatch(ACTIVE);
      expect(stored.startsWith('\x89PNG')).toBe(true);
    },
  );

  it.each(['slot-media', 'media-library'] as const)(
    'GIF/JS polyglots are stored for %s as re-encoded GIFs without the script, never as .js',
    async (purpose) => {
      for (const [file, name, type] of [
        [await gifJsPolyglot(), 'payload.js', 'application/javascript'],
        [await gifHeaderJsPolyglot(), 'poly.gif', 'image/gif'],
      ] as const) {
        const { status, body, stored } = await upload(purpose, file, name, type);
        expect(status, name).toBe(201);
        expect(body.contentType).toBe('image/gif');
        expect(body.key).toMatch(/\.gif$/);
        expect(stored, name).not.toMatch(ACTIVE);
      }
    },
  );

  it('GIF/JS polyglots are refused for the web-image purposes (GIF is not one of their types)', async () => {
    for (const purpose of ['banner-image', 'blog-featured', 'blog-inline'] as const) {
      const { status } = await upload(purpose, await gifJsPolyglot(), 'x.gif', 'image/gif');
      expect(status, purpose).toBe(415);
    }
    expect(listFiles(root)).toEqual([]);
  });

  it('resources: a polyglot keeps the type of its bytes, and a name promising HTML or JS is refused', async () => {
    // Resources are stored as uploaded: the guarantee is the type they are served with.
    const png = await upload('resource-file', await pngHtmlPolyglot(), 'chart.png', 'image/png');
    expect(png.status).toBe(201);
    expect(png.body.contentType).toBe('image/png');
    expect(png.body.key).toMatch(/\.png$/);
    const gif = await upload('resource-file', await gifJsPolyglot(), 'anim.gif', 'image/gif');
    expect(gif.body.contentType).toBe('image/gif');
    const pdfHtml = Buffer.concat([makePdf(), Buffer.from(HTML)]);
    const pdf = await upload('resource-file', pdfHtml, 'report.pdf', 'application/pdf');
    expect(pdf.body.contentType).toBe('application/pdf');
    fs.rmSync(root, { recursive: true, force: true });
    for (const [file, name] of [
      [await pngHtmlPolyglot(), 'page.html'],
      [await pngHtmlPolyglot(), 'page.htm'],
      [await gifJsPolyglot(), 'payload.js'],
      [pdfHtml, 'report.xhtml'],
      [await gifJsPolyglot(), 'payload.svg'],
    ] as const) {
      const { status, body } = await upload('resource-file', file, name, 'text/html');
      expect(status, name).toBe(415);
      expect(body.description).toBe('File type not allowed for security reasons');
    }
    expect(listFiles(root)).toEqual([]);
  });

  it('resources: XHTML behind an XML prolog is refused, whatever its name', async () => {
    const xhtml = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>',
    );
    const prefixed = Buffer.from(
      '<?xml version="1.0"?><doc><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></doc>',
    );
    for (const [file, name] of [
      [xhtml, 'page.xml'],
      [xhtml, 'notes.txt'],
      [prefixed, 'data.xml'],
    ] as const) {
      const { status, body } = await upload('resource-file', file, name, 'application/xml');
      expect(status, name).toBe(415);
      expect(body.description).toBe('File type not allowed for security reasons');
    }
    expect(listFiles(root)).toEqual([]);
    // Plain XML data is still a valid resource.
    const data = await upload(
      'resource-file',
      Buffer.from('<?xml version="1.0"?><prices><item sku="lift">100</item></prices>'),
      'prices.xml',
      'application/xml',
    );
    expect(data.status).toBe(201);
  });
});

describe('renamed executables and scripted SVG, for every media purpose', () => {
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  );
  it.each(IMAGE_PURPOSES)(
    '%s refuses executables and SVG under image and video names',
    async (purpose) => {
      for (const [file, name, type] of [
        [exeBytes(), 'photo.png', 'image/png'],
        [exeBytes(), 'photo.jpg', 'image/jpeg'],
        [elfBytes(), 'photo.webp', 'image/webp'],
        [exeBytes(), 'clip.mp4', 'video/mp4'],
        [exeBytes(), 'anim.gif', 'image/gif'],
        [svg, 'logo.svg', 'image/svg+xml'],
        [svg, 'logo.png', 'image/png'],
      ] as const) {
        const { status } = await upload(purpose, file, name, type);
        expect(status, `${purpose} ${name}`).toBe(415);
      }
      expect(listFiles(root)).toEqual([]);
    },
  );
});

describe('oversized media', () => {
  it('refuses a library file of 50 MB + 1 byte, storing nothing', async () => {
    const png = await makePng(8, 8);
    // A valid PNG followed by padding up to one byte past the limit.
    const big = Buffer.concat([png, Buffer.alloc(50 * MB + 1 - png.length)]);
    const { status, body } = await upload('media-library', big, 'huge.png', 'image/png');
    expect(status).toBe(413);
    expect(body.description).toBe('File size must be less than 50MB');
    expect(listFiles(root)).toEqual([]);
  });
});

describe('path traversal in names', () => {
  const HOSTILE_NAMES = [
    '../../../../etc/passwd.png',
    '..\\..\\..\\windows\\evil.png',
    '....//....//escape.png',
    '%2e%2e%2f%2e%2e%2fescape.png',
    '..%c0%afescape.png',
    '/etc/cron.d/job.png',
    'C:\\fakepath\\..\\..\\x.png',
    '..',
    '.htaccess',
    '.png',
    'a/../../b.png',
    'name\u202egnp.exe.png',
  ];

  /** Every stored key is one plain name inside the bucket: no separator, no dot-dot, no dot first. */
  function expectSafeKey(bucket: string | undefined, key: string | undefined, name: string) {
    expect(key, name).toMatch(/^[a-z0-9][a-z0-9-]*(\.[a-z0-9]+)+$/);
    expect(key, name).not.toContain('..');
    const file = path.resolve(root, bucket!, key!);
    expect(path.dirname(file), name).toBe(path.resolve(root, bucket!));
  }

  it('library media and resources are stored under a safe name inside their bucket', async () => {
    const png = await makePng(4, 4);
    for (const name of HOSTILE_NAMES) {
      const media = await upload('media-library', png, name, 'image/png');
      expect(media.status, name).toBe(201);
      expectSafeKey(media.body.bucket, media.body.key, name);
      const text = name.replace(/\.png$/, '.txt');
      const resource = await upload('resource-file', Buffer.from('lift,100\n'), text, 'text/plain');
      if (resource.status === 201) expectSafeKey(resource.body.bucket, resource.body.key, text);
      else expect(resource.status, text).toBe(415);
    }
    // Nothing was written outside the storage root's buckets.
    for (const file of listFiles(root))
      expect(file.split(path.sep)).toHaveLength(file.includes(`blog-images${path.sep}`) ? 3 : 2);
    expect(fs.readdirSync(dataDir).filter((f) => f !== 'storage')).toEqual([]);
  });

  it('a slot id naming a path is a slug of the slot, or refused', async () => {
    const png = await makePng(4, 4);
    for (const slotId of ['../../../etc/passwd', '..\\..\\x', 'a/../../b', '%2e%2e%2f']) {
      const { status, body } = await upload('slot-media', png, 'a.png', 'image/png', [
        ['slotId', slotId],
      ]);
      if (status === 201) expectSafeKey(body.bucket, body.key, slotId);
      else expect(status, slotId).toBe(400);
    }
    expect(fs.readdirSync(dataDir).filter((f) => f !== 'storage')).toEqual([]);
  });
});
