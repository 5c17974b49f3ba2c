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

/**
 * The rendered-HTML cache of public pages (issue #10 "Throughput", ARCHITECTURE.md "Serving
 * rendered HTML"). A public GET page is rendered once by Next, kept as identity, gzip and brotli
 * bytes per URL, and served from memory until a tag its data was read under is invalidated
 * (`invalidateTags`, which every admin write calls and which reaches every instance through
 * `server/cache-bus.ts`), or until the earliest expiry of its reads passes (a scheduled post goes
 * live by itself). Cached copies revalidate in browsers with a weak ETag (304).
 *
 * Only what cannot differ between visitors is cached: GET/HEAD without a query string, outside
 * the admin, auth, API, storage, preview and token paths, not a client-side navigation request,
 * answered 200 with text/html and without Set-Cookie.
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Paths whose responses are never cached (per-visitor, private, or not pages). */
const EXCLUDED_PREFIXES = [
  '/admin',
  '/auth',
  '/api/',
  '/storage/',
  '/_next/',
  '/blog/preview',
  '/unsubscribe',
  '/resources/download',
  '/healthz',
];

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
  if (EXCLUDED_PREFIXES.some((p) => url === p || url.startsWith(p))) return null;
  // A name with an extension is a file (public/ files, feeds, the sitemap), not a page.
  if (/\.[^/]*$/.test(url)) return null;
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
  private bytes = 0;
  private counters = { hits: 0, misses: 0, stored: 0, dropped: 0 };

  constructor(options: HtmlCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntries = options.maxEntries ?? 2000;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
    this.maxWaitMs = options.maxWaitMs ?? 5_000;
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
    res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Cache', 'HIT');
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const body = entry.bodies[encoding];
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Renders through Next with the response bytes captured (uncompressed: Accept-Encoding is
   * removed from the request), and stores them when the response may be shared and no
   * invalidation happened meanwhile.
   */
  private async capture(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    render: () => Promise<void>,
  ): Promise<void> {
    delete req.headers['accept-encoding'];
    res.setHeader('X-Cache', 'MISS');
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooBig) return;
      const buf =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > MAX_PAGE_BYTES) tooBig = true;
      else chunks.push(buf);
    };
    let headArgs: OutgoingHttpHeaders = {};
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return end(...args);
    }) as ServerResponse['end'];
    res.writeHead = ((...args: unknown[]) => {
      const last = args.find((a, i) => i > 0 && a && typeof a === 'object');
      if (last && !Array.isArray(last)) headArgs = last as OutgoingHttpHeaders;
      // The page is shareable: say so already on this first response (Next marks dynamic pages
      // no-store, which would also keep them out of the back/forward cache).
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      const merged = { ...res.getHeaders(), ...lower(headArgs) };
      if (
        status === 200 &&
        String(merged['content-type'] ?? '').startsWith('text/html') &&
        merged['set-cookie'] === undefined
      ) {
        for (const k of Object.keys(headArgs)) {
          if (k.toLowerCase() === 'cache-control') delete headArgs[k];
        }
        res.setHeader('Cache-Control', CACHED_PAGE_CACHE_CONTROL);
      }
      return writeHead(...args);
    }) as ServerResponse['writeHead'];

    const finished = new Promise<boolean>((resolve) => {
      res.once('finish', () => resolve(true));
      res.once('close', () => resolve(res.writableFinished));
    });
    const { record, done } = trackRender(render);
    const capture = { record, stale: false };
    this.capturing.add(capture);
    try {
      await done;
      const completed = await finished;
      await this.keep(key, res, record, headArgs, completed && !tooBig, chunks, capture);
    } finally {
      this.capturing.delete(capture);
    }
  }

  private async keep(
    key: string,
    res: ServerResponse,
    record: RenderRecord,
    headArgs: OutgoingHttpHeaders,
    complete: boolean,
    chunks: Buffer[],
    capture: { stale: boolean },
  ): Promise<void> {
    const headers: Record<string, unknown> = { ...res.getHeaders(), ...lower(headArgs) };
    const type = String(headers['content-type'] ?? '');
    if (
      !complete ||
      res.statusCode !== 200 ||
      !type.startsWith('text/html') ||
      headers['set-cookie'] !== undefined ||
      headers['content-encoding'] !== undefined ||
      record.uncacheable ||
      capture.stale
    ) {
      return;
    }
    const identity = Buffer.concat(chunks);
    const [gz, br] = await Promise.all([
      gzip(identity, { level: 9 }),
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    // An invalidation while compressing makes this copy stale too.
    if (capture.stale) return;
    const expiresAt = Math.min(this.now() + this.ttlMs, renderExpiresAt(record) ?? Infinity);
    if (expiresAt <= this.now()) return;
    const entry: Entry = {
      headers: Object.entries(headers)
        .filter(([name, value]) => KEPT_HEADERS.has(name) && value !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
      bodies: { identity, gzip: gz, br },
      etag: `W/"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`,
      tags: record.tags,
      expiresAt,
      bytes: identity.length + gz.length + br.length,
    };
    this.store(key, entry);
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

function lower(headers: OutgoingHttpHeaders): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
