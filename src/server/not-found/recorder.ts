import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseHttpUrl } from '../http/http-url';
import { isReservedPath, pathRule, type PathRule } from '../http/paths';

/**
 * The 404 monitor's counting step: every 404 of a GET or HEAD on a public path is
 * counted in memory, aggregated per path (hits, first and last seen, referrers), and written to the
 * database in one statement every few seconds and at shutdown (service.ts `flushNotFound`), so a
 * 404 answers as fast as before. The buffer is bounded: at most {@link MAX_PATHS_PER_WINDOW}
 * distinct paths and {@link MAX_REFERRERS_PER_PATH} referrers per path between two flushes; what
 * does not fit is dropped and counted (`dropped`, logged with the flush).
 */

/** Longest path counted (characters); a longer one is dropped (a probe, never a real page). */
export const MAX_PATH_LENGTH = 512;
/** Longest referrer kept ("host/path", characters); longer ones are cut. */
export const MAX_REFERRER_LENGTH = 200;
/** Distinct paths kept between two flushes; more are dropped and counted. */
export const MAX_PATHS_PER_WINDOW = 1000;
/** Distinct referrers kept per path between two flushes. */
export const MAX_REFERRERS_PER_PATH = 20;
/** Referrers sent to the database per path and flush (the table keeps its top 5). */
export const REFERRERS_SENT = 10;

/** One path's counts of a flush window. */
export type NotFoundEntry = {
  path: string;
  hits: number;
  firstSeen: Date;
  lastSeen: Date;
  /** "host/path" → hits, at most {@link REFERRERS_SENT}, most frequent first. */
  referrers: Record<string, number>;
};

/** What a flush writes: the entries, and how many 404s were dropped since the last flush. */
export type NotFoundBatch = { entries: NotFoundEntry[]; dropped: number };

/**
 * Whether a 404 of this request is counted: GET or HEAD, on a public path (a page the HTML cache
 * may keep, or one rendered per request) that is not listed in robots.txt's Disallow (unsubscribe
 * links carry tokens), never an admin, auth, API, build-asset, storage or preview path.
 * @param method - the request method
 * @param rule - the path's rule (paths.ts `pathRule`)
 */
export function isCountedRequest(method: string | undefined, rule: PathRule): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return (rule.kind === 'page' || rule.kind === 'public') && !rule.disallow;
}

/**
 * The referrer as the 404 monitor keeps it: the host (lower case, port kept) and
 * the path of an http(s) Referer header, never its query string or fragment, cut at
 * {@link MAX_REFERRER_LENGTH}. A path that may carry a secret (a preview link's token, an
 * unsubscribe link, anything private or kept from robots: see the path table) is dropped and the
 * host alone kept, since every editor reads the monitor.
 * @param header - the Referer header, if any
 * @returns e.g. "example.com/blog/post", or null when absent or not an http(s) URL
 */
export function normalizeReferrer(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw || raw.length > 4096) return null;
  const url = parseHttpUrl(raw);
  if (!url) return null;
  const rule = pathRule(url.pathname);
  const secret = rule.kind === 'private' || rule.disallow || isReservedPath(url.pathname);
  const path = url.pathname === '/' || secret ? '' : url.pathname;
  return `${url.host}${path}`.slice(0, MAX_REFERRER_LENGTH);
}

type Pending = Omit<NotFoundEntry, 'referrers'> & { referrers: Map<string, number> };

/** The in-memory aggregation of one flush window (pure, the clock is passed in). */
export class NotFoundBuffer {
  private paths = new Map<string, Pending>();
  private droppedCount = 0;

  constructor(private readonly maxPaths: number = MAX_PATHS_PER_WINDOW) {}

  /** Distinct paths waiting. */
  get size(): number {
    return this.paths.size;
  }

  /** Nothing counted or dropped since the last drain. */
  get empty(): boolean {
    return this.paths.size === 0 && this.droppedCount === 0;
  }

  /**
   * Counts one 404.
   * @param path - the normalised path (no query string)
   * @param referrer - from {@link normalizeReferrer}, or null
   * @param at - when it was answered
   */
  add(path: string, referrer: string | null, at: Date): void {
    let entry = this.paths.get(path);
    if (!entry) {
      if (path.length > MAX_PATH_LENGTH || this.paths.size >= this.maxPaths) {
        this.droppedCount += 1;
        return;
      }
      entry = { path, hits: 0, firstSeen: at, lastSeen: at, referrers: new Map() };
      this.paths.set(path, entry);
    }
    entry.hits += 1;
    if (at > entry.lastSeen) entry.lastSeen = at;
    if (at < entry.firstSeen) entry.firstSeen = at;
    if (referrer) {
      const n = entry.referrers.get(referrer);
      if (n !== undefined) entry.referrers.set(referrer, n + 1);
      else if (entry.referrers.size < MAX_REFERRERS_PER_PATH) entry.referrers.set(referrer, 1);
    }
  }

  /** Takes what was counted and empties the buffer. */
  drain(): NotFoundBatch {
    const entries = [...this.paths.values()].map((e) => ({
      ...e,
      referrers: topReferrers(e.referrers, REFERRERS_SENT),
    }));
    const batch = { entries, dropped: this.droppedCount };
    this.paths = new Map();
    this.droppedCount = 0;
    return batch;
  }
}

/**
 * The `limit` most frequent referrers (ties by name), as a plain object.
 * @param counts - referrer → hits
 */
export function topReferrers(
  counts: Map<string, number> | Record<string, number>,
  limit: number,
): Record<string, number> {
  const list = counts instanceof Map ? [...counts] : Object.entries(counts);
  list.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return Object.fromEntries(list.slice(0, limit));
}

/** A recorder: count 404s, write them at each flush (the job runner's, and at shutdown). */
export type NotFoundRecorder = {
  /** Counts a 404 of `path` now (sync, O(1)). */
  record: (path: string, referer: string | string[] | undefined) => void;
  /** Writes what is waiting now (`404.flush` every NOT_FOUND_FLUSH_MS, and at shutdown). */
  flush: () => Promise<void>;
};

/**
 * Makes a recorder that hands its buffer to `write` at each {@link NotFoundRecorder.flush} (when
 * not empty). A failed write is reported to `onError` and its counts are lost (never retried: the
 * monitor is a sample, and a database outage must not grow memory).
 * @param options.write - writes a batch (service.ts `flushNotFound` with the database)
 * @param options.now - the clock (tests)
 */
export function createNotFoundRecorder(options: {
  write: (batch: NotFoundBatch) => Promise<void>;
  onError?: (error: unknown) => void;
  maxPaths?: number;
  now?: () => Date;
}): NotFoundRecorder {
  const buffer = new NotFoundBuffer(options.maxPaths);
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    // One write at a time, in order.
    running = running.then(async () => {
      if (buffer.empty) return;
      try {
        await options.write(buffer.drain());
      } catch (error) {
        options.onError?.(error);
      }
    });
    return running;
  };
  return {
    record: (path, referer) => buffer.add(path, normalizeReferrer(referer), now()),
    flush,
  };
}

/**
 * The request pipeline's counting step: when the request is one {@link isCountedRequest} counts,
 * watches for its response to finish with 404 and records it (after the answer, off its path).
 * @param record - {@link NotFoundRecorder.record}
 */
export function countNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  rule: PathRule,
  record: NotFoundRecorder['record'],
): void {
  if (!isCountedRequest(req.method, rule)) return;
  res.once('finish', () => {
    if (res.statusCode === 404) record(path, req.headers.referer);
  });
}
