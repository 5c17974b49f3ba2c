import type { PageViewDims, StoredPageViewBatch } from '@/db/schema';
import type { Device, PageView } from './classify';

/**
 * Batches of page views in their stored form (issue #25 §2, `StoredPageViewBatch` in
 * src/db/schema/analytics.ts): each distinct dimension tuple and each distinct visitor is written
 * once per batch, and an event is three small numbers. The recorder flushes a second of traffic
 * as one batch; how many bytes that batch is decides what its INSERT costs the server (moving the
 * bytes into the database, measured in `npm run bench:analytics`), so most views of a busy second
 * (the same few pages, the same visitors) cost a handful of bytes each.
 */

/** One page view, decoded: its dimensions, when, and the day's visitor id. */
export type PageViewEvent = PageView & { at: Date; visitor: string };

/** A batch being built: add events in any order, then `build()`. */
export type PageViewBatchBuilder = {
  /**
   * Adds one event.
   * @param atMs - the view's time, ms since the epoch
   * @param visitor - the day's visitor id (hex)
   */
  add: (atMs: number, view: PageView, visitor: string) => void;
  /** Events added so far. */
  readonly size: number;
  /** The stored form; null when no event was added. */
  build: () => StoredPageViewBatch | null;
};

/** A key that tells every tuple apart (lengths first, so no separator can be forged). */
function dimsKey(v: PageView): string {
  const r = v.referrerHost ?? '';
  const s = v.utmSource ?? '';
  const m = v.utmMedium ?? '';
  const c = v.utmCampaign ?? '';
  return `${v.path.length}.${r.length}.${s.length}.${m.length}.${c.length}|${v.path}${r}${s}${m}${c}${v.device}`;
}

/**
 * A new batch builder (issue #25 §2). Dimension tuples and visitors are interned by value; event
 * times are kept relative to the first event's.
 */
export function pageViewBatchBuilder(): PageViewBatchBuilder {
  const dims = new Map<string, number>();
  const visitors = new Map<string, number>();
  const k: PageViewDims[] = [];
  const v: string[] = [];
  const e: number[] = [];
  let t0 = 0;
  return {
    add: (atMs, view, visitor) => {
      if (e.length === 0) t0 = atMs;
      const key = dimsKey(view);
      let ki = dims.get(key);
      if (ki === undefined) {
        ki = k.length;
        dims.set(key, ki);
        k.push([
          view.path,
          view.referrerHost,
          view.utmSource,
          view.utmMedium,
          view.utmCampaign,
          view.device,
        ]);
      }
      let vi = visitors.get(visitor);
      if (vi === undefined) {
        vi = v.length;
        visitors.set(visitor, vi);
        v.push(visitor);
      }
      e.push(atMs - t0, ki, vi);
    },
    get size() {
      return e.length / 3;
    },
    build: () => (e.length === 0 ? null : { t0, k, v, e }),
  };
}

/**
 * The stored form of a list of events (issue #25 §2; tests, imports and other sinks).
 * @returns null for an empty list
 */
export function encodePageViews(events: readonly PageViewEvent[]): StoredPageViewBatch | null {
  const builder = pageViewBatchBuilder();
  for (const { at, visitor, ...view } of events) builder.add(at.getTime(), view, visitor);
  return builder.build();
}

/** The events of a stored batch, in the order they were added (issue #25 §2). */
export function decodePageViews(batch: StoredPageViewBatch): PageViewEvent[] {
  const events: PageViewEvent[] = [];
  for (let i = 0; i + 2 < batch.e.length; i += 3) {
    const [path, referrerHost, utmSource, utmMedium, utmCampaign, device] =
      batch.k[batch.e[i + 1]!]!;
    events.push({
      path,
      referrerHost,
      utmSource,
      utmMedium,
      utmCampaign,
      device: device as Device,
      at: new Date(batch.t0 + batch.e[i]!),
      visitor: batch.v[batch.e[i + 2]!]!,
    });
  }
  return events;
}

/** The time of a batch's newest event, ms since the epoch. */
export function newestEventMs(batch: StoredPageViewBatch): number {
  let max = 0;
  for (let i = 0; i < batch.e.length; i += 3) if (batch.e[i]! > max) max = batch.e[i]!;
  return batch.t0 + max;
}
