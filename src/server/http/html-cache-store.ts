import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { renderExpiresAt, type RenderRecord } from '../cache';
import type { Encoding } from './html-cache-key';

/**
 * The store of the rendered-HTML cache (`html-cache.ts`, ARCHITECTURE.md
 * "Serving rendered HTML"): the cached pages by key, each kept as identity, gzip and brotli bytes
 * with the tags and expiry of the data it read, evicted least recently used first beyond a byte or
 * entry limit, dropped when it expires or a tag it read is invalidated.
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Response headers kept with a cached page (the server adds the security headers itself). */
const KEPT_HEADERS = new Set(['content-type', 'link', 'content-language', 'x-robots-tag']);

/** One cached page. */
export type CachedPage = {
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

/**
 * Which data an invalidation of `tags` reaches (every admin write invalidates the tags
 * it changed): everything for "*", else the reads carrying one of `tags`, and reads with no tags.
 * @param tags - the invalidated tags
 * @returns a test of the tags one page (or render in progress) read
 * @throws never
 */
export function invalidationMatcher(tags: readonly string[]): (read: Set<string>) => boolean {
  const all = tags.includes('*');
  return (read) => all || read.size === 0 || tags.some((t) => read.has(t));
}

/**
 * The cached copy of a buffered render: its kept headers, its bytes as
 * identity, gzip and brotli (level/quality 9), a weak ETag of its content, its tags, and an expiry
 * at the earlier of `ttlMs` from now and the earliest expiry of its reads.
 * @param res - the response, whose headers are kept (content-type, link, content-language,
 *   x-robots-tag)
 * @param record - the render's reads (tags and expiries)
 * @param identity - the page's uncompressed bytes
 * @param csp - the page's strict CSP, if any
 * @param clock - the cache's clock and longest entry life
 * @returns the entry, or null when it has already expired
 * @throws when compression fails (a zlib error)
 */
export async function buildCachedPage(
  res: ServerResponse,
  record: RenderRecord,
  identity: Buffer,
  csp: string | undefined,
  clock: { now: () => number; ttlMs: number },
): Promise<CachedPage | null> {
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  const expiresAt = Math.min(clock.now() + clock.ttlMs, renderExpiresAt(record) ?? Infinity);
  if (expiresAt <= clock.now()) return null;
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

/**
 * The cached pages of one process, least recently used first out once
 * their total bytes or count pass the limits.
 */
export class HtmlCacheStore {
  private readonly entries = new Map<string, CachedPage>();
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private total = 0;
  private counts = { stored: 0, dropped: 0 };

  /**
   * @param limits - total bytes kept across entries and encodings, and most entries kept
   * @throws never
   */
  constructor(limits: { maxBytes: number; maxEntries: number }) {
    this.maxBytes = limits.maxBytes;
    this.maxEntries = limits.maxEntries;
  }

  /** How many pages are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Total bytes kept across entries and encodings. */
  get bytes(): number {
    return this.total;
  }

  /** How many pages were stored. */
  get stored(): number {
    return this.counts.stored;
  }

  /** How many pages were dropped (replaced, evicted, expired or invalidated). */
  get dropped(): number {
    return this.counts.dropped;
  }

  /**
   * The current page of `key`, marked most recently used; an expired page is dropped.
   * @param key - the page's cache key (`htmlCacheKey`)
   * @param now - the clock (ms since epoch), read only when there is a page
   * @returns the page, or undefined when there is none or it has expired
   * @throws whatever `now` throws
   */
  get(key: string, now: () => number): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      this.drop(key);
      return undefined;
    }
    // Least recently used last out: re-insert on every hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps `entry` under `key` (replacing any page there), then evicts the least recently used
   * pages until the limits hold; a page larger than the byte limit is not kept.
   * @param key - the page's cache key
   * @param entry - the page
   * @throws never
   */
  set(key: string, entry: CachedPage): void {
    if (entry.bytes > this.maxBytes) return;
    this.drop(key);
    this.entries.set(key, entry);
    this.total += entry.bytes;
    this.counts.stored += 1;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.drop(oldest);
    }
  }

  /**
   * Drops the pages whose tags `hit` matches (see {@link invalidationMatcher}).
   * @param hit - the test of a page's tags
   * @throws never
   */
  invalidate(hit: (read: Set<string>) => boolean): void {
    for (const [key, entry] of this.entries) if (hit(entry.tags)) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
    this.counts.dropped += 1;
  }
}
