import type { PageViewDims, StoredPageViewBatch } from '@/db/schema';
import type { Device, PageView } from './classify';

/**
 * Batches of page views in their stored form (`StoredPageViewBatch` in
 * src/db/schema/analytics.ts): each distinct dimension tuple and each distinct visitor is written
 * once per batch, and an event is three small numbers. A batch holds up to 500 views (a second of
 * traffic, or less at a busy moment: recorder.ts), and most views of a batch share a few pages
 * and visitors, so each costs a handful of bytes in the store and in the INSERT that moves it
 * there (`npm run bench:analytics`).
 */

/** One page view, decoded: its dimensions, when, and the day's visitor id. */
export type PageViewEvent = PageView & { at: Date; visitor: string };

/** A batch being built: add events in any order, then hash its visitors and `build()`. */
export type PageViewBatchBuilder = {
  /**
   * Adds one event; nothing of it is kept but three numbers (its tuple and its visitor are
   * interned).
   * @param atMs - the view's time, ms since the epoch
   * @param ip - the client address
   * @param ua - the user agent (with the address, the visitor of the batch)
   */
  add: (atMs: number, view: PageView, ip: string, ua: string) => void;
  /** Events added so far. */
  readonly size: number;
  /** The batch's distinct visitors, `[ip, ua]`, in the order `build` wants their ids. */
  readonly visitors: ReadonlyArray<readonly [string, string]>;
  /**
   * The stored form; null when no event was added.
   * @param visitorIds - the id of each of {@link visitors}, same order
   */
  build: (visitorIds: readonly string[]) => StoredPageViewBatch | null;
};

/** The tuples seen so far, one map level per dimension (path, referrer host, utm source, medium,
 * campaign, device → the tuple's index): a view's tuple is found with six map lookups on the
 * strings it already has, none built for it (most are the same string each time: a cached
 * referrer host, a device class, null). */
type TupleIndex = Map<string | null, TupleIndex | number>;

function child(level: TupleIndex, key: string | null): TupleIndex {
  let next = level.get(key) as TupleIndex | undefined;
  if (next === undefined) {
    next = new Map();
    level.set(key, next);
  }
  return next;
}

/**
 * A new batch builder. Dimension tuples are interned by value, visitors by address
 * and user agent (no string is built for them); event times are kept relative to the first
 * event's. What a batch holds per view is three small integers, so the views waiting for a flush
 * are not objects the garbage collector must keep copying.
 */
export function pageViewBatchBuilder(): PageViewBatchBuilder {
  const tuples: TupleIndex = new Map();
  const byAgent = new Map<string, Map<string, number>>();
  const k: PageViewDims[] = [];
  const visitors: Array<readonly [string, string]> = [];
  const e: number[] = [];
  const tupleIndex = (view: PageView): number => {
    let leaf = child(tuples, view.path);
    leaf = child(leaf, view.referrerHost);
    leaf = child(leaf, view.utmSource);
    leaf = child(leaf, view.utmMedium);
    leaf = child(leaf, view.utmCampaign);
    let ki = leaf.get(view.device) as number | undefined;
    if (ki === undefined) {
      ki = k.length;
      leaf.set(view.device, ki);
      k.push([
        view.path,
        view.referrerHost,
        view.utmSource,
        view.utmMedium,
        view.utmCampaign,
        view.device,
      ]);
    }
    return ki;
  };
  const visitorIndex = (ip: string, ua: string): number => {
    let byIp = byAgent.get(ua);
    if (byIp === undefined) {
      byIp = new Map();
      byAgent.set(ua, byIp);
    }
    let vi = byIp.get(ip);
    if (vi === undefined) {
      vi = visitors.length;
      byIp.set(ip, vi);
      visitors.push([ip, ua]);
    }
    return vi;
  };
  let t0 = 0;
  // The last view's tuple and visitor: views in a row often share them (a page's visitors arrive
  // together, a visitor reads several pages), and comparing is cheaper than the map lookups.
  let last: PageView | null = null;
  let lastKi = 0;
  let lastUa = '';
  let lastIp = '';
  let lastVi = -1;
  return {
    add: (atMs, view, ip, ua) => {
      if (e.length === 0) t0 = atMs;
      let ki: number;
      if (
        last !== null &&
        view.path === last.path &&
        view.referrerHost === last.referrerHost &&
        view.utmSource === last.utmSource &&
        view.utmMedium === last.utmMedium &&
        view.utmCampaign === last.utmCampaign &&
        view.device === last.device
      ) {
        ki = lastKi;
      } else {
        ki = tupleIndex(view);
        last = view;
        lastKi = ki;
      }
      let vi: number;
      if (lastVi !== -1 && ua === lastUa && ip === lastIp) {
        vi = lastVi;
      } else {
        vi = visitorIndex(ip, ua);
        lastUa = ua;
        lastIp = ip;
        lastVi = vi;
      }
      e.push(atMs - t0, ki, vi);
    },
    get size() {
      return e.length / 3;
    },
    visitors,
    build: (visitorIds) => (e.length === 0 ? null : { t0, k, v: [...visitorIds], e }),
  };
}

/**
 * The stored form of a list of events (tests, imports and other sinks).
 * @returns null for an empty list
 */
export function encodePageViews(events: readonly PageViewEvent[]): StoredPageViewBatch | null {
  const builder = pageViewBatchBuilder();
  // The visitor id stands in for the address (one user agent for all).
  for (const { at, visitor, ...view } of events) builder.add(at.getTime(), view, visitor, '');
  return builder.build(builder.visitors.map(([id]) => id));
}

/** The events of a stored batch, in the order they were added. */
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
