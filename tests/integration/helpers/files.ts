import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A noisy RGB PNG (noise so it does not compress to nothing). */
export async function makePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 31) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * The PNG grown to exactly `total` bytes with a private ancillary chunk ("prVt", which decoders
 * skip) inserted before IEND: still a valid PNG, carrying data re-encoding must drop.
 */
export function padPng(png: Buffer, total: number): Buffer {
  const iend = png.length - 12;
  const dataLength = total - png.length - 12;
  if (dataLength < 0) throw new Error('PNG already larger than the target');
  const type = Buffer.from('prVt', 'latin1');
  const data = Buffer.alloc(dataLength, 0x61);
  const chunk = Buffer.alloc(12 + dataLength);
  chunk.writeUInt32BE(dataLength, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + dataLength);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

/**
 * The PNG with its header (IHDR) claiming another size: what a decompression bomb looks like to a
 * decoder that trusts the header.
 */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** The first bytes of a Windows PE executable (MZ header pointing at a PE signature). */
export function exeBytes(): Buffer {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

/** The first bytes of a 64-bit Linux ELF executable. */
export function elfBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256)]);
}

/** A small but well-formed PDF, padded with a comment to about `size` bytes. */
export function makePdf(size = 0): Buffer {
  const head =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  const pad = Math.max(0, size - head.length - tail.length - 2);
  return Buffer.from(`${head}%${'x'.repeat(pad)}\n${tail}`, 'latin1');
}

/** A multipart upload Request, parts in the order given. */
export function uploadRequest(
  parts: Array<[string, string] | [string, Buffer, string, string?]>,
  init: { headers?: Record<string, string> } = {},
): Request {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part[1] === 'string') form.append(part[0], part[1]);
    else {
      const [name, data, filename, type] = part as [string, Buffer, string, string?];
      form.append(name, new Blob([new Uint8Array(data)], { type: type ?? '' }), filename);
    }
  }
  return new Request('http://localhost/api/admin/uploads', {
    method: 'POST',
    body: form,
    headers: init.headers,
  });
}

/** Every file under a directory, relative paths, sorted (the storage's content). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}
