import { Readable } from 'node:stream';
import { getLogger } from '@/server/log';
import { cacheControlFor, isBucketName, isValidKey, type BucketName } from './buckets';
import { contentDispositionFor, STORAGE_CSP } from './http';
import { getStorage } from './index';
import type { ByteRange, ObjectInfo, StorageDriver } from './types';

/** Headers of every storage response, found or not. */
const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': STORAGE_CSP,
} as const;

/**
 * Serves a file of the LOCAL storage driver for GET /storage/{bucket}/{key...} and HEAD
 * (ARCHITECTURE.md "Files"). 404 when the driver is not local, the bucket or key is invalid or
 * the file is missing. Every answer carries `X-Content-Type-Options: nosniff` and the sandboxing
 * {@link STORAGE_CSP}. Found files also get: Content-Type from the extension; `attachment` for
 * anything but non-SVG images and videos; ETag and Last-Modified with 304 answers to
 * If-None-Match / If-Modified-Since; Cache-Control a year immutable for buckets that never
 * overwrite, 5 minutes must-revalidate for the others; single byte ranges (206, 416 when
 * unsatisfiable; If-Range honoured). The body is streamed from disk, never read into memory.
 * @param request - the GET or HEAD request (its conditional and Range headers are read)
 * @param params - the route's `bucket` segment and `key` segments
 * @param storage - the driver (default `getStorage()`)
 * @param downloadName - the name the file arrives as (`attachment` with RFC 6266 `filename*`),
 *   decided by the server (a resource's uploaded file name), never taken from the request
 * @returns the response
 */
export async function serveStorageRequest(
  request: Request,
  params: { bucket: string; key: string[] },
  storage: StorageDriver = getStorage(),
  downloadName?: string | null,
): Promise<Response> {
  const head = request.method === 'HEAD';
  const key = params.key.join('/');
  if (storage.kind !== 'local' || !isBucketName(params.bucket) || !isValidKey(key)) {
    return notFound(head);
  }
  const bucket = params.bucket;
  try {
    const info = await storage.head(bucket, key);
    if (!info) return notFound(head);
    if (isNotModified(request.headers, info)) {
      const headers = objectHeaders(bucket, key, info, downloadName);
      headers.delete('Content-Type');
      headers.delete('Content-Disposition');
      headers.delete('Accept-Ranges');
      return new Response(null, { status: 304, headers });
    }
    if (head) {
      const headers = objectHeaders(bucket, key, info, downloadName);
      headers.set('Content-Length', String(info.size));
      return new Response(null, { status: 200, headers });
    }

    let range: ByteRange | undefined;
    const rangeHeader = request.headers.get('range');
    if (rangeHeader && ifRangeMatches(request.headers.get('if-range'), info)) {
      const parsed = parseRange(rangeHeader, info.size);
      if (parsed === 'unsatisfiable') {
        return new Response(null, {
          status: 416,
          headers: { ...BASE_HEADERS, 'Content-Range': `bytes */${info.size}` },
        });
      }
      range = parsed ?? undefined;
    }

    const object = await storage.get(bucket, key, range);
    if (!object) return notFound(head);
    // Headers from what was actually opened (it may have been replaced since the head()).
    const headers = objectHeaders(bucket, key, object, downloadName);
    const body = Readable.toWeb(object.body) as unknown as ReadableStream<Uint8Array>;
    if (object.range) {
      const { start, end } = object.range;
      headers.set('Content-Range', `bytes ${start}-${end}/${object.size}`);
      headers.set('Content-Length', String(end - start + 1));
      return new Response(body, { status: 206, headers });
    }
    headers.set('Content-Length', String(object.size));
    return new Response(body, { status: 200, headers });
  } catch (error) {
    getLogger().error({ err: error, bucket, key }, 'storage read failed');
    return new Response(null, {
      status: 500,
      headers: { ...BASE_HEADERS, 'Cache-Control': 'no-store' },
    });
  }
}

function notFound(head: boolean): Response {
  return new Response(head ? null : 'Not found', {
    status: 404,
    headers: {
      ...BASE_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

function objectHeaders(
  bucket: BucketName,
  key: string,
  info: ObjectInfo,
  downloadName?: string | null,
): Headers {
  const headers = new Headers({
    ...BASE_HEADERS,
    'Content-Type': info.contentType,
    'Cache-Control': cacheControlFor(bucket),
    ETag: info.etag,
    'Last-Modified': info.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  });
  const disposition = contentDispositionFor(key, info.contentType, downloadName);
  if (disposition) headers.set('Content-Disposition', disposition);
  return headers;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * RFC 9110 §13.1.2/§13.1.3: If-None-Match (weak comparison, `*` matches) decides when present;
 * otherwise If-Modified-Since, at one-second precision.
 */
function isNotModified(headers: Headers, info: ObjectInfo): boolean {
  const noneMatch = headers.get('if-none-match');
  if (noneMatch !== null) {
    const tags = noneMatch.split(',').map((t) => t.trim());
    return tags.includes('*') || tags.some((t) => opaque(t) === opaque(info.etag));
  }
  const since = headers.get('if-modified-since');
  if (since === null) return false;
  const time = Date.parse(since);
  if (Number.isNaN(time)) return false;
  return Math.floor(info.lastModified.getTime() / 1000) * 1000 <= time;
}

/** If-Range: absent, or a strong ETag / HTTP date that still matches. */
function ifRangeMatches(ifRange: string | null, info: ObjectInfo): boolean {
  if (ifRange === null) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === info.etag;
  if (value.startsWith('W/')) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && Math.floor(info.lastModified.getTime() / 1000) * 1000 === time;
}

/**
 * Parses a single `bytes=` range against a size. Several ranges or a malformed header are
 * ignored (the whole file is sent), as RFC 9110 §14.2 allows.
 * @returns the inclusive range, 'unsatisfiable' (416), or null to send everything
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}
