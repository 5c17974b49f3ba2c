import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageViewBatchBuilder, type PageViewBatchBuilder } from './batch';
import { classifyView, knownAgent, utcDay, visitorHash, type PageView } from './classify';
import type { AnalyticsSink } from './sink';

/**
 * The page-view recorder of the custom server (issue #25 §1 and §2), built like the 404 monitor's
 * (not-found/recorder.ts): the request pipeline hands it each counted view once the response has
 * finished (never delaying it); views wait in memory in batches of at most 500 (a batch is one row
 * of the store) and are written every second (ANALYTICS_FLUSH_MS), as soon as a batch is full, and
 * at shutdown. Full batches are written together, at most one write every {@link WRITE_GAP_MS}
 * (group commit: a write costs the server about the same for one batch as for eight, so at
 * saturation the batches of a quarter second share one). A crash loses at most the views of the
 * last second. The client address and user agent stay in memory only until the write, which
 * replaces them with the day's visitor hash. A failed write is logged and its batches dropped and
 * counted (`dropped`): the visitor never sees an error and memory never grows.
 */

/** Views in a batch: a full batch is written at once (or with the next write, see WRITE_GAP_MS). */
export const FLUSH_AT = 500;
/** Fewest ms between two writes started by full batches; the batches filled meanwhile wait for
 * the next (the periodic flush is never held back). */
export const WRITE_GAP_MS = 250;
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
  /** Counts one view now (sync, O(1)). */
  record: (view: PageView, ip: string, ua: string) => void;
  /** Writes what is waiting now (the timer's work). */
  flush: () => Promise<void>;
  /** Stops the timers and writes what is waiting. */
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
 * @param options.flushAt - views in a batch (default {@link FLUSH_AT})
 * @param options.writeGapMs - fewest ms between writes of full batches (default {@link WRITE_GAP_MS})
 * @param options.maxPending - most views waiting (default {@link MAX_PENDING})
 * @param options.onError - a failed write (logged by the caller), with the views dropped
 * @param options.now - the clock of the views' times (tests)
 */
export function createAnalyticsRecorder(options: {
  sink: AnalyticsSink;
  salt: (day: string) => Promise<Buffer>;
  site: string;
  intervalMs?: number;
  flushAt?: number;
  writeGapMs?: number;
  maxPending?: number;
  onError?: (error: unknown, dropped: number) => void;
  now?: () => Date;
}): AnalyticsRecorder {
  const clock = options.now;
  const nowMs = clock ? () => clock().getTime() : Date.now;
  const flushAt = options.flushAt ?? FLUSH_AT;
  const writeGapMs = options.writeGapMs ?? WRITE_GAP_MS;
  const maxPending = options.maxPending ?? MAX_PENDING;
  // Views go into the open batch as they are counted (three integers each: the batch interns
  // tuples and visitors); a full batch, or a view of another UTC day, seals it.
  let open: Open | null = null;
  let sealed: Open[] = [];
  let waiting = 0;
  let dropped = 0;
  let running: Promise<void> = Promise.resolve();
  // The write asked for by a full batch: queued once, started no sooner than writeGapMs after the
  // last write started.
  let writeQueued = false;
  let gapTimer: NodeJS.Timeout | null = null;
  let lastWriteAt = Number.NEGATIVE_INFINITY;

  // The visitor id is computed once per address and user agent in a batch (a visitor's views of
  // the same second share it); the addresses are forgotten with the batch.
  const build = async (batch: Open) => {
    const salt = await options.salt(batch.day);
    const ids = batch.builder.visitors.map(([ip, ua]) => visitorHash(salt, ip, ua, options.site));
    return batch.builder.build(ids);
  };

  const flush = () => {
    // One write at a time, in order; a write takes every batch waiting when it starts.
    running = running.then(async () => {
      if (gapTimer) clearTimeout(gapTimer);
      gapTimer = null;
      writeQueued = false;
      const batches = open ? [...sealed, open] : sealed;
      open = null;
      sealed = [];
      waiting = 0;
      if (batches.length === 0) return;
      lastWriteAt = Date.now();
      try {
        const stored = [];
        for (const batch of batches) {
          const built = await build(batch);
          if (built) stored.push(built);
        }
        await options.sink.write(stored);
      } catch (error) {
        const lost = batches.reduce((n, b) => n + b.builder.size, 0);
        dropped += lost;
        options.onError?.(error, lost);
      }
    });
    return running;
  };
  const requestWrite = () => {
    if (writeQueued) return;
    writeQueued = true;
    const wait = lastWriteAt + writeGapMs - Date.now();
    if (wait <= 0) {
      void flush();
    } else {
      gapTimer = setTimeout(() => void flush(), wait);
      gapTimer.unref();
    }
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
      if (open.builder.size >= flushAt) {
        sealed.push(open);
        open = null;
        requestWrite();
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
  if (view) record(view, ip, knownAgent(String(req.headers['user-agent'] ?? '')));
}
