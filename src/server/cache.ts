import { AsyncLocalStorage } from 'node:async_hooks';
import { processSingleton } from '@/lib/runtime';

/**
 * A small per-process read cache with tags (ARCHITECTURE.md "Data flow"): public pages read
 * through it so they do not hit the database on every request, and admin writes invalidate the
 * tags they touch. Entries also expire by time, and a loader can shorten an entry's life (a
 * scheduled post must appear by itself when its published_at passes).
 *
 * The rendered-HTML cache (`server/http/html-cache.ts`) sits on top: a page render runs
 * inside {@link trackRender}, which records every read's tags and expiry, so the page's HTML is
 * dropped by the same invalidations as its data. With several instances, {@link invalidateTags}
 * also hands the tags to a broadcaster (PostgreSQL NOTIFY, `server/cache-bus.ts`), and the other
 * instances apply them with {@link applyInvalidation}.
 *
 * The state is a process singleton (`lib/runtime.ts`), so the custom server (scripts/server.ts) and the app's bundle
 * share it although each loads its own copy of this module.
 */

type Entry = { value: Promise<unknown>; tags: readonly string[]; expiresAt: number };

/** What a page render read through the cache (see {@link trackRender}). */
export type RenderRecord = {
  /** Tags of every cached read. */
  tags: Set<string>;
  /** The entries read; their expiresAt may shrink once a pending load resolves. */
  entries: Entry[];
  /** Set by {@link markUncacheable}: the render read data that no tag covers. */
  uncacheable: boolean;
};

type CacheState = {
  entries: Map<string, Entry>;
  listeners: Set<(tags: readonly string[]) => void>;
  renders: AsyncLocalStorage<RenderRecord>;
  broadcaster?: (tags: readonly string[]) => void;
};

declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The read cache's entries, listeners and render records. */
    cache: CacheState;
  }
}

function state(): CacheState {
  return processSingleton('cache', () => ({
    entries: new Map(),
    listeners: new Set(),
    renders: new AsyncLocalStorage(),
  }));
}

/** Default lifetime of a cached read: a safety net, since writes invalidate by tag. */
export const DEFAULT_TTL_MS = 5 * 60 * 1000;

export type CachedOptions<T> = {
  /** Lifetime in milliseconds (default {@link DEFAULT_TTL_MS}). */
  ttlMs?: number;
  /** Returns an absolute expiry (ms since epoch) derived from the value, or undefined. */
  expiresAt?: (value: T) => number | undefined;
  /** Clock for tests (ms since epoch). */
  now?: () => number;
};

/**
 * Returns the cached value of `key`, or runs `load` and caches its result under `tags`.
 * Concurrent callers share one pending load; a failed load is not cached.
 * @param key - unique key of the read, e.g. "posts:published"
 * @param tags - invalidation tags, e.g. ["posts"]
 * @param load - the database read
 */
export async function cached<T>(
  key: string,
  tags: readonly string[],
  load: () => Promise<T>,
  options: CachedOptions<T> = {},
): Promise<T> {
  const now = options.now ?? Date.now;
  const { entries, renders } = state();
  const render = renders.getStore();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now()) {
    render?.entries.push(hit);
    for (const t of tags) render?.tags.add(t);
    return hit.value as Promise<T>;
  }

  const entry: Entry = {
    value: Promise.resolve(),
    tags,
    expiresAt: now() + (options.ttlMs ?? DEFAULT_TTL_MS),
  };
  entry.value = load().then(
    (value) => {
      const until = options.expiresAt?.(value);
      if (until !== undefined) entry.expiresAt = Math.min(entry.expiresAt, until);
      return value;
    },
    (error: unknown) => {
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    },
  );
  entries.set(key, entry);
  render?.entries.push(entry);
  for (const t of tags) render?.tags.add(t);
  return entry.value as Promise<T>;
}

/**
 * Runs a page render and records what it read through {@link cached} (the
 * rendered-HTML cache). The record is filled as the render goes; read it once the response ended.
 * @param render - the render (e.g. Next's request handler for one request)
 * @returns the record, and the render's completion
 */
export function trackRender(render: () => Promise<void>): {
  record: RenderRecord;
  done: Promise<void>;
} {
  const record: RenderRecord = { tags: new Set(), entries: [], uncacheable: false };
  return { record, done: state().renders.run(record, render) };
}

/**
 * Marks the current render (if any) as not storable: it read data outside the tagged cache, so
 * no invalidation would reach its HTML (e.g. a search query's results).
 */
export function markUncacheable(): void {
  const render = state().renders.getStore();
  if (render) render.uncacheable = true;
}

/**
 * When a render's output stops being current by time: the earliest expiry of the reads it made
 * (a scheduled post's publication shortens it), or undefined when it made none.
 * @returns ms since epoch
 */
export function renderExpiresAt(record: RenderRecord): number | undefined {
  let at: number | undefined;
  for (const e of record.entries) at = at === undefined ? e.expiresAt : Math.min(at, e.expiresAt);
  return at;
}

/**
 * Drops every cached read carrying one of `tags` in this process, notifies the listeners (the
 * HTML cache), and hands the tags to the broadcaster so that every other instance does the same.
 * Admin writes call this after their transaction committed.
 * @param tags - e.g. ["posts", "post:my-slug"]
 */
export function invalidateTags(tags: readonly string[]): void {
  applyInvalidation(tags);
  state().broadcaster?.(tags);
}

/**
 * Applies an invalidation in this process only: drops the cached reads carrying one of `tags`
 * and notifies the listeners. The broadcast receiver calls this for the
 * invalidations other instances made; `'*'` drops everything (after a lost broadcast connection).
 * @param tags - e.g. ["posts"], or ["*"]
 */
export function applyInvalidation(tags: readonly string[]): void {
  const s = state();
  const wanted = new Set(tags);
  const all = wanted.has('*');
  for (const [key, entry] of s.entries) {
    if (all || entry.tags.some((t) => wanted.has(t))) s.entries.delete(key);
  }
  for (const listener of s.listeners) listener(tags);
}

/**
 * Sets (or with undefined, removes) the function that tells the other instances about each
 * {@link invalidateTags} call (`server/cache-bus.ts`: PostgreSQL NOTIFY). It must not throw.
 */
export function setInvalidationBroadcaster(
  broadcaster: ((tags: readonly string[]) => void) | undefined,
): void {
  state().broadcaster = broadcaster;
}

/** Subscribes to invalidations; returns the unsubscribe function. */
export function onInvalidate(listener: (tags: readonly string[]) => void): () => void {
  const s = state();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

/** Empties the cache (tests). */
export function clearCache(): void {
  state().entries.clear();
}
