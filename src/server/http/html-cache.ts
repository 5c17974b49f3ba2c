import crypto from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  DEFAULT_TTL_MS,
  onInvalidate,
  renderExpiresAt,
  trackRender,
  type RenderRecord,
} from '../cache';
import { pathKind } from './paths';
import { hasCredentials } from './request-guard';
import { inlineScriptHashes } from './security-headers';

/**
 * The rendered-HTML cache of public pages (issue #10 "Throughput", ARCHITECTURE.md "Serving
 * rendered HTML"). A public GET page is rendered once by Next, kept as identity, gzip and brotli
 * bytes per URL, and served from memory until a tag its data was read under is invalidated
 * (`invalidateTags`, which every admin write calls and which reaches every instance through
 * `server/cache-bus.ts`), or until the earliest expiry of its reads passes (a scheduled post goes
 * live by itself). Cached copies revalidate in browsers with a weak ETag (304).
 *
 * Only what cannot differ between visitors is cached (issue #18 §1): GET/HEAD without a query
 * string, of a path the path rules allow (paths.ts `page`: deny by default), from a request
 * without credentials (no session cookie, no Authorization), not a client-side navigation
 * request, answered 200 with text/html and without Set-Cookie. Every page it buffers is sent
 * with a CSP that allows its own inline scripts by hash and no other (issue #18 §12).
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Request headers of Next's client navigations and server actions (RSC payloads, not pages). */
const RSC_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
];

/** Response headers kept with a cached page (the server adds the security headers itself). */
const KEPT_HEADERS = new Set(['content-type', 'link', 'content-language', 'x-robots-tag']);

/** Largest page kept (bytes of HTML). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** What the cache answers with; browsers revalidate every time, cheaply (304). */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

type Encoding = 'br' | 'gzip' | 'identity';

type Entry = {
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  etag: string;
  /** Tags of the data the page read; empty = any invalidation drops it. */
  tags: Set<string>;
  expiresAt: number;
  bytes: number;
  /** The page's strict CSP (its inline scripts by hash), when the cache was given a policy. */
  csp?: string;
};

/** Counters of {@link HtmlCache}, for tests and the health endpoint. */
export type HtmlCacheStats = {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stored: number;
  dropped: number;
};

export type HtmlCacheOptions = {
  /** Total bytes kept across entries and encodings (default 64 MB); least recently used go first. */
  maxBytes?: number;
  /** Most entries kept (default 2,000). */
  maxEntries?: number;
  /**
   * Longest wait (ms) of a request for another request's render of the same URL before it renders
   * itself (default 5,000): a render that never finishes must not hold every later visitor.
   */
  maxWaitMs?: number;
  /** Longest life of an entry in ms (default the read cache's, 5 minutes). */
  ttlMs?: number;
  /** Clock (ms since epoch), for tests. */
  now?: () => number;
  /**
   * The Content-Security-Policy of an HTML page whose inline scripts have these hash sources
   * (issue #18 §12); absent = every response keeps the CSP it was given.
   */
  cspForHashes?: (hashes: readonly string[]) => string;
  /** Subscribe to invalidations (default: the read cache's `onInvalidate`). */
  subscribe?: (listener: (tags: readonly string[]) => void) => () => void;
};

/**
 * The content encoding to send for an Accept-Encoding header: brotli, else gzip, else none;
 * a coding with q=0 is refused.
 * @param header - the request's Accept-Encoding, e.g. "gzip, deflate, br;q=0.9"
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The cache key of a request, or null when its response must not be cached.
 * @param req - method, url and headers of the incoming request
 * @returns the path (e.g. "/resources/my-article")
 */
export function htmlCacheKey(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.includes('?') || url.includes('#')) return null;
  if (pathKind(url) !== 'page') return null;
  if (hasCredentials(req.headers)) return null;
  if (RSC_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
  return url;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/**
 * One process's rendered-HTML cache. `handle` serves a request from it, or renders it through
 * Next while capturing the bytes, and keeps them when the response may be shared.
 */
export class HtmlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<void>>();
  /** Renders being captured; an invalidation of a tag they read marks them stale. */
  private readonly capturing = new Set<{ record: RenderRecord; stale: boolean }>();
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxWaitMs: number;
  private readonly unsubscribe: () => void;
  private readonly cspForHashes?: (hashes: readonly string[]) => string;
  private bytes = 0;
  private counters = { hits: 0, misses: 0, stored: 0, dropped: 0 };

  constructor(options: HtmlCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntries = options.maxEntries ?? 2000;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
    this.maxWaitMs = options.maxWaitMs ?? 5_000;
    this.cspForHashes = options.cspForHashes;
    this.unsubscribe = (options.subscribe ?? onInvalidate)((tags) => this.invalidate(tags));
  }

  /**
   * Answers `req`: from the cache when it holds the page, else through `render` (Next's request
   * handler), capturing what it writes. Requests the cache does not handle go straight to render.
   * Concurrent misses of one URL wait for the first render instead of rendering again (at most
   * `maxWaitMs`, then they render themselves).
   * @param render - writes the response to `res` and resolves when done
   */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    render: () => Promise<void>,
  ): Promise<void> {
    const key = htmlCacheKey(req);
    if (!key) return render();
    if (this.serve(key, req, res)) return;
    const pending = this.inflight.get(key);
    if (pending) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pending.catch(() => {}),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, this.maxWaitMs);
        }),
      ]);
      clearTimeout(timer);
      if (this.serve(key, req, res)) return;
    }
    this.counters.misses += 1;
    if (req.method !== 'GET') return render();
    const captured = this.capture(key, req, res, render);
    this.inflight.set(key, captured);
    try {
      await captured;
    } finally {
      if (this.inflight.get(key) === captured) this.inflight.delete(key);
    }
  }

  /**
   * Drops the entries whose data carries one of `tags` ("*": all), and those with no tags; a
   * render in progress that already read such data will not be kept.
   */
  invalidate(tags: readonly string[]): void {
    const all = tags.includes('*');
    const hit = (read: Set<string>) => all || read.size === 0 || tags.some((t) => read.has(t));
    for (const [key, entry] of this.entries) if (hit(entry.tags)) this.drop(key);
    for (const c of this.capturing) if (hit(c.record.tags)) c.stale = true;
  }

  /** Resolves when every capture in progress has been stored or discarded (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight.values()]);
  }

  /** Current counters. */
  stats(): HtmlCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counters };
  }

  /** Stops listening to invalidations and empties the cache. */
  close(): void {
    this.unsubscribe();
    this.invalidate(['*']);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    this.counters.dropped += 1;
  }

  /** Writes a cached page (or 304) to `res`; false when there is no current entry. */
  private serve(key: string, req: IncomingMessage, res: ServerResponse): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.expiresAt <= this.now()) {
      this.drop(key);
      return false;
    }
    // Least recently used last out: re-insert on every hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counters.hits += 1;
    this.send(entry, req, res, req.headers['accept-encoding'], 'HIT');
    return true;
  }

  /** Writes an entry to `res` in the encoding the client accepts (or a 304). */
  private send(
    entry: Entry,
    req: IncomingMessage,
    res: ServerResponse,
    acceptEncoding: string | string[] | undefined,
    cacheStatus: 'HIT' | 'MISS',
  ): void {
    res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Cache', cacheStatus);
    if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp);
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = negotiateEncoding(acceptEncoding);
    const body = entry.bodies[encoding];
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    else res.removeHeader('Content-Encoding');
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Renders through Next into a buffer (uncompressed: Accept-Encoding is removed from the
   * request), then sends the page with a CSP that allows exactly its inline scripts by hash
   * (issue #18 §12) and keeps it when the response may be shared and no invalidation happened
   * meanwhile. A page larger than the cache's page limit is streamed as rendered from that point,
   * with the response's own CSP, and not kept.
   */
  private async capture(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    render: () => Promise<void>,
  ): Promise<void> {
    const acceptEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    const chunks: Buffer[] = [];
    let size = 0;
    let buffering = true;
    let head: { status?: number; headers: OutgoingHttpHeaders } = { headers: {} };
    let endCallback: (() => void) | undefined;
    let ended = false;
    let markEnded: () => void = () => {};
    const endedP = new Promise<void>((resolve) => {
      markEnded = resolve;
    });

    const real = {
      write: res.write,
      end: res.end,
      writeHead: res.writeHead,
      flushHeaders: res.flushHeaders,
    };
    const restore = () => Object.assign(res, real);
    const applyHead = () => {
      if (head.status !== undefined) res.statusCode = head.status;
      for (const [name, value] of Object.entries(head.headers)) {
        if (value !== undefined) res.setHeader(name, value);
      }
    };
    const keepChunk = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buf =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      chunks.push(buf);
    };
    // Too big to keep: send what we have as it is and let the rest stream through.
    const streamThrough = () => {
      buffering = false;
      restore();
      applyHead();
      if (chunks.length > 0) res.write(Buffer.concat(chunks));
    };
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      head = { status, headers: { ...head.headers, ...headersOf(rest) } };
      return res;
    }) as ServerResponse['writeHead'];
    res.flushHeaders = () => {};
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      keepChunk(chunk, encoding);
      const callback = [encoding, cb].find((a) => typeof a === 'function') as
        (() => void) | undefined;
      if (size > MAX_PAGE_BYTES) streamThrough();
      if (callback) process.nextTick(callback);
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      keepChunk(chunk, encoding);
      endCallback = [chunk, encoding, cb].find((a) => typeof a === 'function') as
        (() => void) | undefined;
      ended = true;
      markEnded();
      return res;
    }) as ServerResponse['end'];

    const { record, done } = trackRender(render);
    const capture = { record, stale: false };
    this.capturing.add(capture);
    try {
      // Next resolves its render only once the response has finished, so the page is sent when
      // the render ends it (or when the render settles without ending, e.g. on an error).
      await Promise.race([endedP, done.then(noop, noop)]);
      if (!buffering) return void (await done);
      if (!ended) {
        streamThrough();
        return void (await done);
      }
      restore();
      applyHead();
      await this.finish(key, req, res, record, capture, Buffer.concat(chunks), acceptEncoding);
      if (res.writableEnded) endCallback?.();
      else res.end(endCallback);
      await done;
    } finally {
      if (buffering && !res.writableEnded) restore();
      this.capturing.delete(capture);
    }
  }

  /**
   * Sends a buffered render: with the strict CSP when it is HTML, from a new entry when it may be
   * kept, else as it is. Leaves `res.end()` to the caller when it does not end it itself.
   */
  private async finish(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    record: RenderRecord,
    capture: { stale: boolean },
    identity: Buffer,
    acceptEncoding: string | string[] | undefined,
  ): Promise<void> {
    const type = String(res.getHeader('content-type') ?? '');
    const encoded = res.getHeader('content-encoding') !== undefined;
    const csp =
      this.cspForHashes && type.startsWith('text/html') && !encoded
        ? this.cspForHashes(inlineScriptHashes(identity))
        : undefined;
    if (csp) res.setHeader('Content-Security-Policy', csp);
    const keep =
      identity.length <= MAX_PAGE_BYTES &&
      res.statusCode === 200 &&
      type.startsWith('text/html') &&
      res.getHeader('set-cookie') === undefined &&
      !encoded &&
      !record.uncacheable &&
      !capture.stale;
    const entry = keep ? await this.entryOf(res, record, identity, csp) : null;
    // An invalidation while compressing makes this copy stale too.
    if (entry && !capture.stale) {
      this.store(key, entry);
      this.send(entry, req, res, acceptEncoding, 'MISS');
      return;
    }
    res.setHeader('X-Cache', 'MISS');
    if (!res.headersSent) res.setHeader('Content-Length', identity.length);
    if (identity.length > 0) res.write(identity);
  }

  private async entryOf(
    res: ServerResponse,
    record: RenderRecord,
    identity: Buffer,
    csp: string | undefined,
  ): Promise<Entry | null> {
    const [gz, br] = await Promise.all([
      gzip(identity, { level: 9 }),
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    const expiresAt = Math.min(this.now() + this.ttlMs, renderExpiresAt(record) ?? Infinity);
    if (expiresAt <= this.now()) return null;
    return {
      headers: Object.entries(res.getHeaders())
        .filter(([name, value]) => KEPT_HEADERS.has(name) && value !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
      bodies: { identity, gzip: gz, br },
      etag: `W/"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`,
      tags: record.tags,
      expiresAt,
      bytes: identity.length + gz.length + br.length,
      csp,
    };
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes) return;
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.counters.stored += 1;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.drop(oldest);
    }
  }
}

function noop(): void {}

/** The headers argument of a `writeHead(status, [message], [headers])` call, as an object. */
function headersOf(args: unknown[]): OutgoingHttpHeaders {
  const value = args.find((a) => a && typeof a === 'object');
  if (!value) return {};
  if (!Array.isArray(value)) return value as OutgoingHttpHeaders;
  // A flat [name, value, name, value] list, or [[name, value], ...].
  const out: OutgoingHttpHeaders = {};
  if (Array.isArray(value[0])) for (const [k, v] of value as [string, string][]) out[k] = v;
  else for (let i = 0; i + 1 < value.length; i += 2) out[String(value[i])] = value[i + 1];
  return out;
}
