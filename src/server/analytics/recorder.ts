import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageViewBatchBuilder, type PageViewBatchBuilder } from './batch';
import {
  headerValue,
  isCountedRequest,
  knownAgent,
  utcDay,
  viewDimensions,
  visitorHash,
  type PageView,
} from './classify';
import type { AnalyticsSink } from './sink';

/**
 * The page-view recorder of the custom server (issue #25 §1 and §2), built like the 404 monitor's
 * (not-found/recorder.ts): the request pipeline hands it each counted request once the response
 * has finished (never delaying it). What a request gives is kept as it is (its time, path and
 * query, user agent, referrer, host and address) and classified {@link CLASSIFY_AT} at a time:
 * classifying a view costs about 0.6 µs in a loop whose code stays in the CPU's caches, and about
 * three times that when done between two requests that push it out; a pass of 64 (a few ms of
 * traffic) also finds the strings it reads still cached, which 500 did not (about 1 % of a
 * saturated cached page: bench/README.md "`npm run bench:analytics`"). Views then wait in memory
 * in batches of at most 500 (a batch is one row of the store) and are written every second
 * (ANALYTICS_FLUSH_MS), as soon as a batch is full, and at shutdown. Full batches are written
 * together, at most one write every {@link WRITE_GAP_MS} (group commit: a write costs the server
 * about the same for one batch as for eight, so at saturation the batches of a quarter second
 * share one). A crash loses at most the views of the last second. The client address (and the
 * user agent with it) stays in memory only until the write, which replaces them with the day's
 * visitor hash (classify.ts keeps user agents alone, to know their device class, never with an
 * address). A failed write is logged and its batches dropped and counted (`dropped`): the visitor
 * never sees an error and memory never grows.
 */

/** Views in a batch: a full batch is written at once (or with the next write, see WRITE_GAP_MS). */
export const FLUSH_AT = 500;
/** Fewest ms between two writes started by full batches; the batches filled meanwhile wait for
 * the next (the periodic flush is never held back). */
export const WRITE_GAP_MS = 250;
/** Requests taken and not yet classified: at this many they are classified, in one pass. */
export const CLASSIFY_AT = 64;
/** Most views waiting (the database is slow or down); more are dropped and counted. */
export const MAX_PENDING = 20_000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** References kept per request taken (see `recordRequest`). */
const TAKEN_FIELDS = 6;

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
   * Counts the view of a request that passed `isCountedRequest` now (sync, O(1)): what it needs
   * of the request is kept until it is classified with others (a bot is dropped then).
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
 * @param options.site - the site origin, part of the visitor hash; its host name is the site's
 *   own referrer (an internal navigation, not counted as a referrer)
 * @param options.intervalMs - flush period in ms (default 1000)
 * @param options.flushAt - views in a batch (default {@link FLUSH_AT})
 * @param options.writeGapMs - fewest ms between writes of full batches (default {@link WRITE_GAP_MS})
 * @param options.maxPending - most views waiting (default {@link MAX_PENDING})
 * @param options.classifyAt - requests taken per classification pass (default {@link CLASSIFY_AT})
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
  classifyAt?: number;
  onError?: (error: unknown, dropped: number) => void;
  now?: () => Date;
}): AnalyticsRecorder {
  const clock = options.now;
  const nowMs = clock ? () => clock().getTime() : Date.now;
  const flushAt = options.flushAt ?? FLUSH_AT;
  const writeGapMs = options.writeGapMs ?? WRITE_GAP_MS;
  const maxPending = options.maxPending ?? MAX_PENDING;
  const classifyAt = options.classifyAt ?? CLASSIFY_AT;
  const siteHosts: readonly string[] = [new URL(options.site).hostname];
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
      classifyTaken();
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
  const add = (ms: number, view: PageView, ip: string, ua: string) => {
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
  };

  // Requests taken since the last pass: their times, and TAKEN_FIELDS references each (url,
  // path, user agent, referrer, host, address), cleared after the pass so no address outlives it.
  const takenAt = new Float64Array(classifyAt);
  const taken: unknown[] = new Array<unknown>(classifyAt * TAKEN_FIELDS).fill(undefined);
  let takenCount = 0;
  const classifyTaken = () => {
    const count = takenCount;
    takenCount = 0;
    for (let i = 0; i < count; i++) {
      const o = i * TAKEN_FIELDS;
      const url = taken[o] as string;
      // The agent string classified last at its length, when it is this one: its class is then
      // found by identity, and a batch's visitor map knows it already.
      const ua = knownAgent(taken[o + 2] as string);
      const q = url.indexOf('?');
      const view = viewDimensions(
        taken[o + 1] as string,
        q === -1 ? '' : url.slice(q),
        ua,
        taken[o + 3] as string | undefined,
        taken[o + 4] as string | undefined,
        siteHosts,
      );
      if (view) add(takenAt[i]!, view, taken[o + 5] as string, ua);
    }
    taken.fill(undefined, 0, count * TAKEN_FIELDS);
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
    recordRequest: (url, path, ua, referer, host, ip) => {
      if (waiting + takenCount >= maxPending) {
        dropped += 1;
        return;
      }
      const o = takenCount * TAKEN_FIELDS;
      takenAt[takenCount] = nowMs();
      taken[o] = url;
      taken[o + 1] = path;
      taken[o + 2] = ua;
      taken[o + 3] = referer;
      taken[o + 4] = host;
      taken[o + 5] = ip;
      takenCount += 1;
      if (takenCount === classifyAt) classifyTaken();
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
 * path: hands the request to the recorder when classify.ts `isCountedRequest` passes it
 * (HTML-cache hits and Next renders alike); the rest of the classification (bots, device,
 * referrer, UTM) happens in the recorder, many views at once. A response already ended when the
 * pipeline returns (an HTML-cache hit, written synchronously) is counted at once; any other waits
 * for its 'finish' (its status is final only then). Only GETs of public pages are looked at.
 * @param url - `req.url` as it was when the request came in (later steps may rewrite it)
 * @param ip - the client address (request-handler.ts step 1)
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
