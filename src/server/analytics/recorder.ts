import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageViewBatchBuilder, type PageViewBatchBuilder } from './batch';
import { classifyView, utcDay, visitorHash, type PageView } from './classify';
import type { AnalyticsSink } from './sink';

/**
 * The page-view recorder of the custom server (issue #25 §1 and §2), built like the 404 monitor's
 * (not-found/recorder.ts): the request pipeline hands it each counted view once the response has
 * finished (never delaying it); views wait in memory and are written to the sink in one batch every
 * second (ANALYTICS_FLUSH_MS) or as soon as 500 are waiting, and at shutdown. A crash loses at most
 * the views of the last second. The client address and user agent stay in memory only until the
 * flush, which replaces them with the day's visitor hash. A failed write is logged and the batch
 * dropped and counted (`dropped`): the visitor never sees an error and memory never grows.
 */

/** Views waiting that trigger a flush at once. */
export const FLUSH_AT = 500;
/** Most views waiting (the database is slow or down); more are dropped and counted. */
export const MAX_PENDING = 10_000;

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
  /** Counts one view now (sync, O(1)). */
  record: (view: PageView, ip: string, ua: string) => void;
  /** Writes what is waiting now (the timer's work). */
  flush: () => Promise<void>;
  /** Stops the timer and writes what is waiting. */
  stop: () => Promise<void>;
  /** Views dropped so far (buffer full, or a failed write). */
  readonly dropped: number;
};

/**
 * Starts a recorder (issue #25 §2).
 * @param options.sink - where batches go (sink.ts `postgresSink`)
 * @param options.salt - the salt of a UTC day (salt.ts `saltCache(dailySalt)`)
 * @param options.site - the site origin, part of the visitor hash
 * @param options.intervalMs - flush period in ms (default 1000)
 * @param options.onError - a failed flush (logged by the caller), with the views dropped
 * @param options.now - the clock (tests)
 */
export function createAnalyticsRecorder(options: {
  sink: AnalyticsSink;
  salt: (day: string) => Promise<Buffer>;
  site: string;
  intervalMs?: number;
  flushAt?: number;
  maxPending?: number;
  onError?: (error: unknown, dropped: number) => void;
  now?: () => Date;
}): AnalyticsRecorder {
  const clock = options.now;
  const nowMs = clock ? () => clock().getTime() : Date.now;
  const flushAt = options.flushAt ?? FLUSH_AT;
  const maxPending = options.maxPending ?? MAX_PENDING;
  // Views go into the open batch as they are counted (three integers each: the batch interns
  // tuples and visitors); a view of another UTC day seals it and opens the next.
  let open: Open | null = null;
  let sealed: Open[] = [];
  let waiting = 0;
  let flushQueued = false;
  let dropped = 0;
  let running: Promise<void> = Promise.resolve();

  // The visitor id is computed once per address and user agent in a batch (a visitor's views of
  // the same second share it); the addresses are forgotten with the batch.
  const writeBatch = async (batch: Open) => {
    const salt = await options.salt(batch.day);
    const ids = batch.builder.visitors.map(([ip, ua]) => visitorHash(salt, ip, ua, options.site));
    const stored = batch.builder.build(ids);
    if (stored) await options.sink.write(stored);
  };

  const flush = () => {
    // One write at a time, in order.
    running = running.then(async () => {
      const batches = open ? [...sealed, open] : sealed;
      open = null;
      sealed = [];
      waiting = 0;
      flushQueued = false;
      for (const batch of batches) {
        try {
          await writeBatch(batch);
        } catch (error) {
          dropped += batch.builder.size;
          options.onError?.(error, batch.builder.size);
        }
      }
    });
    return running;
  };
  const timer = setInterval(() => void flush(), options.intervalMs ?? 1000);
  timer.unref();
  return {
    record: (view, ip, ua) => {
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
      if (waiting >= flushAt && !flushQueued) {
        flushQueued = true;
        void flush();
      }
    },
    flush,
    stop: () => {
      clearInterval(timer);
      return flush();
    },
    get dropped() {
      return dropped;
    },
  };
}

/**
 * The request pipeline's counting step (issue #25 §1), after the response is answered and off its
 * path: records the view when {@link classifyView} counts it (HTML-cache hits and Next renders
 * alike). A response already ended when the pipeline returns (an HTML-cache hit, written
 * synchronously) is counted at once; any other waits for its 'finish' (its status is final only
 * then). Only GETs of public pages are looked at.
 * @param url - `req.url` as it was when the request came in (later steps may rewrite it)
 * @param siteHosts - the site's own host names, lower case (internal referrers; the request's Host
 *   header is one too)
 * @param ip - the client address (request-handler.ts step 1)
 */
export function countPageView(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  path: string,
  siteHosts: readonly string[],
  ip: string,
  record: AnalyticsRecorder['record'],
): void {
  if (!res.writableEnded) {
    // Counted again once finished (writableEnded is then true).
    res.on('finish', () => countPageView(req, res, url, path, siteHosts, ip, record));
    return;
  }
  const q = url.indexOf('?');
  const view = classifyView({
    method: req.method,
    path,
    kind: 'page',
    search: q === -1 ? '' : url.slice(q),
    status: res.statusCode,
    headers: req.headers,
    siteHosts,
  });
  if (view) record(view, ip, String(req.headers['user-agent'] ?? ''));
}
