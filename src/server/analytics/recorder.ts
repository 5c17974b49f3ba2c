import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredPageViewBatch } from '@/db/schema';
import { pageViewBatchBuilder, type PageViewBatchBuilder } from './batch';
import { headerValue, isCountedRequest, utcDay, viewDimensions, visitorHash } from './classify';

/**
 * The page-view recorder of the custom server, built like the 404 monitor's
 * (not-found/recorder.ts): the request pipeline hands it each counted request once the response
 * has finished (never delaying it), and the recorder classifies it there and then (bots dropped;
 * device, referrer, UTM) into the open batch. Views wait in memory in batches of at most
 * {@link FLUSH_AT} (a batch is one row of the store) and are written every second
 * (ANALYTICS_FLUSH_MS), as soon as a batch is full, and at shutdown, so a crash loses at most the
 * views of the last second. The client address (and the user agent with it) stays in memory only
 * until the write, which replaces them with the day's visitor hash. A failed write is logged and
 * its views dropped and counted (`dropped`): the visitor never sees an error and memory never
 * grows.
 */

/** Views in a batch: a full batch is written at once. */
export const FLUSH_AT = 500;
/** Most views waiting (the database is slow or down); more are dropped and counted. */
export const MAX_PENDING = 20_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A batch filling up: the views of one UTC day (one salt hashes all its visitors). */
type Open = { day: string; start: number; end: number; builder: PageViewBatchBuilder };

function openBatch(ms: number): Open {
  const day = utcDay(new Date(ms));
  const start = Date.parse(`${day}T00:00:00.000Z`);
  return { day, start, end: start + DAY_MS, builder: pageViewBatchBuilder() };
}

/** A running recorder. */
export type AnalyticsRecorder = {
  /**
   * Counts the view of a request that passed `isCountedRequest` now (sync): classified at once
   * (a bot is dropped) and added to the open batch, or dropped and counted when
   * {@link MAX_PENDING} views already wait.
   * @param url - the request URL as it came in (path and query string)
   * @param path - its normalised path
   * @param ua - its User-Agent header
   * @param referer - its Referer header
   * @param host - its Host header
   * @param ip - the client address
   */
  recordRequest: (
    url: string,
    path: string,
    ua: string,
    referer: string | undefined,
    host: string | undefined,
    ip: string,
  ) => void;
  /**
   * Writes what is waiting now (the job runner's `analytics.flush` every ANALYTICS_FLUSH_MS, and
   * at shutdown); resolves once it is written or dropped.
   */
  flush: () => Promise<void>;
  /** Views dropped so far (buffer full, or a failed write). */
  readonly dropped: number;
};

/**
 * Makes a recorder: batches of views written as soon as one is full and at each `flush`, one write
 * at a time and in order.
 * @param options.write - stores batches (sink.ts `writePageViewBatches`); a rejection is a failed
 *   write: its views are dropped, counted and reported to `onError`
 * @param options.salt - the salt of a UTC day (salt.ts `saltCache(dailySalt)`)
 * @param options.site - the site origin, part of the visitor hash; its host name is the site's
 *   own referrer (an internal navigation, not counted as a referrer)
 * @param options.flushAt - views in a batch (default {@link FLUSH_AT})
 * @param options.maxPending - most views waiting (default {@link MAX_PENDING})
 * @param options.onError - a failed write (logged by the caller), with the views dropped
 * @param options.now - the clock of the views' times (tests)
 * @returns the recorder
 */
export function createAnalyticsRecorder(options: {
  write: (batches: StoredPageViewBatch[]) => Promise<void>;
  salt: (day: string) => Promise<Buffer>;
  site: string;
  flushAt?: number;
  maxPending?: number;
  onError?: (error: unknown, dropped: number) => void;
  now?: () => Date;
}): AnalyticsRecorder {
  const clock = options.now;
  const nowMs = clock ? () => clock().getTime() : Date.now;
  const flushAt = options.flushAt ?? FLUSH_AT;
  const maxPending = options.maxPending ?? MAX_PENDING;
  const siteHosts: readonly string[] = [new URL(options.site).hostname];
  // A full batch, or a view of another UTC day, seals the open batch.
  let open: Open | null = null;
  let sealed: Open[] = [];
  let waiting = 0;
  let dropped = 0;
  let running: Promise<void> = Promise.resolve();
  // The write queued behind the running one: it takes every batch waiting when it starts, so the
  // batches filled meanwhile share it.
  let queued: Promise<void> | null = null;

  // The visitor id is computed once per address and user agent in a batch (a visitor's views of
  // the same second share it); the addresses are forgotten with the batch.
  const build = async (batch: Open) => {
    const salt = await options.salt(batch.day);
    const ids = batch.builder.visitors.map(([ip, ua]) => visitorHash(salt, ip, ua, options.site));
    return batch.builder.build(ids);
  };

  const writeWaiting = async () => {
    queued = null;
    const batches = open ? [...sealed, open] : sealed;
    open = null;
    sealed = [];
    waiting = 0;
    if (batches.length === 0) return;
    try {
      const stored: StoredPageViewBatch[] = [];
      for (const batch of batches) {
        const built = await build(batch);
        if (built) stored.push(built);
      }
      await options.write(stored);
    } catch (error) {
      const lost = batches.reduce((n, b) => n + b.builder.size, 0);
      dropped += lost;
      options.onError?.(error, lost);
    }
  };
  const flush = () => {
    if (!queued) running = queued = running.then(writeWaiting);
    return queued;
  };

  return {
    recordRequest: (url, path, ua, referer, host, ip) => {
      const q = url.indexOf('?');
      const view = viewDimensions(path, q === -1 ? '' : url.slice(q), ua, referer, host, siteHosts);
      if (!view) return;
      if (waiting >= maxPending) {
        dropped += 1;
        return;
      }
      const ms = nowMs();
      if (open === null || ms < open.start || ms >= open.end) {
        if (open) sealed.push(open);
        open = openBatch(ms);
      }
      open.builder.add(ms, view, ip, ua);
      waiting += 1;
      if (open.builder.size >= flushAt) {
        sealed.push(open);
        open = null;
        void flush();
      }
    },
    flush,
    get dropped() {
      return dropped;
    },
  };
}

/**
 * The request pipeline's counting step, after the response is answered and off its path: hands
 * the request to the recorder when classify.ts `isCountedRequest` passes it (a GET of a public page
 * answered 200 or 304, not a prefetch, no Global Privacy Control; HTML-cache hits and Next renders
 * alike); the recorder then drops bots and derives the view's dimensions. A response already ended
 * when the pipeline returns (an HTML-cache hit, written synchronously) is counted at once; any
 * other waits for its 'finish' (its status is final only then).
 * @param url - `req.url` as it was when the request came in (later steps may rewrite it)
 * @param path - the normalised path
 * @param ip - the client address (request-handler.ts step 1)
 * @param recordRequest - the recorder's `recordRequest`
 */
export function countPageView(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  path: string,
  ip: string,
  recordRequest: AnalyticsRecorder['recordRequest'],
): void {
  if (!res.writableEnded) {
    // Counted again once finished (writableEnded is then true).
    res.on('finish', () => countPageView(req, res, url, path, ip, recordRequest));
    return;
  }
  const h = req.headers;
  if (!isCountedRequest(req.method, 'page', res.statusCode, path, h)) return;
  recordRequest(
    url,
    path,
    headerValue(h['user-agent'])!,
    headerValue(h.referer),
    headerValue(h.host),
    ip,
  );
}
