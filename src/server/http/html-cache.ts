import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DEFAULT_TTL_MS, onInvalidate, trackRender, type RenderRecord } from '../cache';
import { bufferedPageCsp } from './html-cache-csp';
import { htmlCacheKey, matchesEtag, negotiateEncoding } from './html-cache-key';
import {
  buildCachedPage,
  HtmlCacheStore,
  invalidationMatcher,
  type CachedPage,
} from './html-cache-store';

export { htmlCacheKey, negotiateEncoding } from './html-cache-key';

/**
 * The rendered-HTML cache of public pages (ARCHITECTURE.md "Serving
 * rendered HTML"). A public GET page is rendered once by Next, kept as identity, gzip and brotli
 * bytes per URL, and served from memory until a tag its data was read under is invalidated
 * (`invalidateTags`, which every admin write calls and which reaches every instance through
 * `server/cache-bus.ts`), or until the earliest expiry of its reads passes (a scheduled post goes
 * live by itself). Cached copies revalidate in browsers with a weak ETag (304).
 *
 * Only what cannot differ between visitors is cached: GET/HEAD without a query
 * string, of a path the path rules allow (paths.ts `page`: deny by default), from a request
 * without credentials (no session cookie, no Authorization), not a client-side navigation
 * request, answered 200 with text/html and without Set-Cookie. Every page it buffers is sent
 * with a CSP that allows its own inline scripts by hash and no other.
 *
 * Split by concern: which requests are cached and under which key, encoding and ETag
 * (`html-cache-key.ts`), the store with its eviction and the building of entries
 * (`html-cache-store.ts`), the strict CSP of a buffered page (`html-cache-csp.ts`); this module
 * handles requests: serving hits, capturing renders, deciding what is kept.
 */

/** Largest page kept (bytes of HTML). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** What the cache answers with; browsers revalidate every time, cheaply (304). */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

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
   * The Content-Security-Policy of an HTML page whose inline scripts have these hash sources;
   * absent = every response keeps the CSP it was given.
   */
  cspForHashes?: (hashes: readonly string[]) => string;
  /** Subscribe to invalidations (default: the read cache's `onInvalidate`). */
  subscribe?: (listener: (tags: readonly string[]) => void) => () => void;
};

/**
 * One process's rendered-HTML cache. `handle` serves a request from it, or renders it through
 * Next while capturing the bytes, and keeps them when the response may be shared.
 */
export class HtmlCache {
  private readonly store: HtmlCacheStore;
  private readonly inflight = new Map<string, Promise<void>>();
  /** Renders being captured; an invalidation of a tag they read marks them stale. */
  private readonly capturing = new Set<{ record: RenderRecord; stale: boolean }>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxWaitMs: number;
  private readonly unsubscribe: () => void;
  private readonly cspForHashes?: (hashes: readonly string[]) => string;
  private counters = { hits: 0, misses: 0 };

  constructor(options: HtmlCacheOptions = {}) {
    this.store = new HtmlCacheStore({
      maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
      maxEntries: options.maxEntries ?? 2000,
    });
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
    const hit = invalidationMatcher(tags);
    this.store.invalidate(hit);
    for (const c of this.capturing) if (hit(c.record.tags)) c.stale = true;
  }

  /** Resolves when every capture in progress has been stored or discarded (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight.values()]);
  }

  /** Current counters. */
  stats(): HtmlCacheStats {
    return {
      entries: this.store.size,
      bytes: this.store.bytes,
      ...this.counters,
      stored: this.store.stored,
      dropped: this.store.dropped,
    };
  }

  /** Stops listening to invalidations and empties the cache. */
  close(): void {
    this.unsubscribe();
    this.invalidate(['*']);
  }

  /** Writes a cached page (or 304) to `res`; false when there is no current entry. */
  private serve(key: string, req: IncomingMessage, res: ServerResponse): boolean {
    const entry = this.store.get(key, this.now);
    if (!entry) return false;
    this.counters.hits += 1;
    this.send(entry, req, res, req.headers['accept-encoding'], 'HIT');
    return true;
  }

  /** Writes an entry to `res` in the encoding the client accepts (or a 304). */
  private send(
    entry: CachedPage,
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
   * and keeps it when the response may be shared and no invalidation happened
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
    const csp = bufferedPageCsp(res, identity, this.cspForHashes);
    if (csp) res.setHeader('Content-Security-Policy', csp);
    const keep =
      identity.length <= MAX_PAGE_BYTES &&
      res.statusCode === 200 &&
      type.startsWith('text/html') &&
      res.getHeader('set-cookie') === undefined &&
      !encoded &&
      !record.uncacheable &&
      !capture.stale;
    const entry = keep
      ? await buildCachedPage(res, record, identity, csp, { now: this.now, ttlMs: this.ttlMs })
      : null;
    // An invalidation while compressing makes this copy stale too.
    if (entry && !capture.stale) {
      this.store.set(key, entry);
      this.send(entry, req, res, acceptEncoding, 'MISS');
      return;
    }
    res.setHeader('X-Cache', 'MISS');
    if (!res.headersSent) res.setHeader('Content-Length', identity.length);
    if (identity.length > 0) res.write(identity);
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
